-- Field readers of resource records (data jsonb), used by list queries and by the expression indexes
-- resource files declare. Row-level security evaluates a query's own conditions only after its policy
-- unless they are leakproof, and `data->>'f'` is not: with it, no index on a field could ever serve a
-- tenant's query. These readers never raise an error whatever the data (so they leak nothing), are
-- marked LEAKPROOF, and are not inlined (the SET clause), so the planner keeps them as written and
-- matches them to the indexes. LEAKPROOF needs a superuser; without one they are created without it and
-- queries stay correct, only unindexed.
do $do$
declare
  leak text := 'leakproof';
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    leak := '';
  end if;
  execute format($f$
    create or replace function zax_text(d jsonb, k text) returns text
      language sql immutable %s parallel safe set search_path = pg_catalog
      as 'select d ->> k'$f$, leak);
  execute format($f$
    create or replace function zax_num(d jsonb, k text) returns numeric
      language sql immutable %s parallel safe set search_path = pg_catalog
      as $b$select case when d ->> k ~ '^\s*-?[0-9]{1,30}(\.[0-9]{1,30})?\s*$' then (d ->> k)::numeric end$b$$f$, leak);
  execute format($f$
    create or replace function zax_bool(d jsonb, k text) returns boolean
      language sql immutable %s parallel safe set search_path = pg_catalog
      as $b$select case d ->> k when 'true' then true when 'false' then false end$b$$f$, leak);
end $do$;
grant execute on function zax_text(jsonb, text), zax_num(jsonb, text), zax_bool(jsonb, text) to zax_app;
