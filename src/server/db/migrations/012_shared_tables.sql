-- Shared records (issue 12; docs/schema-engine.md "Shared records"). A resource file that says
-- `"shared": "platform"` or `"platform+own"` keeps the platform's rows in tenant 0, and every enterprise
-- reads them beside its own. The rule lives in the database, not only in the record queries' SQL text:
-- - `<table>_shared_read` (both modes): any transaction with a tenant set may read tenant 0's rows. It is
--   a SELECT policy only, so an enterprise's update, delete or insert still passes through
--   `<table>_tenant` (guard_tenant_table) alone: a query that leaves out `tenant_id = $1` still cannot
--   change a platform row, and nobody but tenant 0 can insert one.
-- - `<table>_platform_insert|update|delete` (`platform` only): restrictive policies, so that only tenant 0
--   writes at all; an enterprise cannot keep rows of its own in a platform-only resource.
-- guard_shared_table is idempotent and also takes sharing away (mode null) or changes it: it is called at
-- every start for every resource table (ensureResourceTables), so a file that becomes shared later, or
-- stops being shared, gets the right policies. It changes a policy only when it differs.

create or replace function guard_shared_table(tbl text, mode text) returns void language plpgsql as $$
declare
  want_read boolean := coalesce(mode in ('platform', 'platform+own'), false);
  want_write boolean := coalesce(mode = 'platform', false);
  cmd text;
  pol text;
  has boolean;
begin
  if mode is not null and mode not in ('platform', 'platform+own') then
    raise exception 'unknown sharing mode % for %', mode, tbl;
  end if;
  pol := tbl || '_shared_read';
  select exists (select from pg_policies where schemaname = current_schema() and tablename = tbl and policyname = pol) into has;
  if want_read and not has then
    execute format('create policy %I on %I for select using (tenant_id = 0 and app_tenant() is not null)', pol, tbl);
  elsif has and not want_read then
    execute format('drop policy %I on %I', pol, tbl);
  end if;
  foreach cmd in array array['insert', 'update', 'delete'] loop
    pol := tbl || '_platform_' || cmd;
    select exists (select from pg_policies where schemaname = current_schema() and tablename = tbl and policyname = pol) into has;
    if want_write and not has then
      execute format(
        'create policy %I on %I as restrictive for %s %s',
        pol, tbl, cmd,
        case cmd
          when 'insert' then 'with check (app_tenant() = 0)'
          when 'update' then 'using (app_tenant() = 0) with check (app_tenant() = 0)'
          else 'using (app_tenant() = 0)'
        end);
    elsif has and not want_write then
      execute format('drop policy %I on %I', pol, tbl);
    end if;
  end loop;
end $$;
