-- The platform's records for an enterprise (docs/schema-engine.md "Platform records for an enterprise"; the
-- resource keyword `platformFor`, first used by 入驻申请, docs/enterprise.md): rows of tenant 0 that the
-- enterprise named in a field of the record may read, and only that enterprise.
--
-- guard_platform_for_table(tbl, field) adds the SELECT policy `<tbl>_for_read` (tenant 0's rows whose field holds
-- the transaction's tenant); writes still pass `<tbl>_tenant` alone, so an enterprise changes and inserts none of
-- them. Idempotent: called at every start for each resource table (ensureResourceTables), it drops the policy when
-- a file stops naming the field (field null) and replaces it when the field changes.
create or replace function guard_platform_for_table(tbl text, field text) returns void language plpgsql as $$
declare
  pol text := tbl || '_for_read';
  want text;
  has text;
begin
  if field is not null and field !~ '^[A-Za-z][A-Za-z0-9_]*$' then
    raise exception 'unsafe platformFor field % for %', field, tbl;
  end if;
  select qual into has from pg_policies where schemaname = current_schema() and tablename = tbl and policyname = pol;
  if field is null then
    if has is not null then execute format('drop policy %I on %I', pol, tbl); end if;
    return;
  end if;
  want := format('(tenant_id = 0 and zax_num(data, %L) = app_tenant())', field);
  if has is not null then
    -- Unchanged (PostgreSQL answers the stored condition in its own spelling: compare by the field named in it).
    if position(quote_literal(field) in has) > 0 then return; end if;
    execute format('drop policy %I on %I', pol, tbl);
  end if;
  execute format('create policy %I on %I for select using %s', pol, tbl, want);
end $$;

-- A notification's text message may go to a mobile that is no staff member's (the applicant of an 入驻申请
-- typed it): the queue's staff is then unknown.
alter table wf_sms_queue alter column staff_id drop not null;
