-- Numeric comparisons are leakproof, so that an index on a number field of a resource (its `indexes` of x-ref ids:
-- `(tenant_id, zax_num(data, 'equipmentId'))`) serves a tenant's query under row-level security. Migration 007 made
-- the field readers leakproof, but PostgreSQL ships `numeric = numeric` (and <, <=, >, >=, <>) without the mark, so a
-- condition `zax_num(data, 'f') = $1` was evaluated after the policy, row by row over the tenant's rows: a device's
-- history (GET /equipment/history, issue 18) read 100,000 patrol results to find 400 (measured: 1.3 s, 40 ms with the mark; docs/patrol.md
-- "Figures"). The comparisons of two numerics never raise an error whatever their values (NaN included), so they
-- leak nothing. The mark lives in this database's catalogue; it needs a superuser, as 007's readers do: without one
-- it is skipped and queries stay correct, only unindexed.
do $do$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.numeric_eq(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_ne(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_lt(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_le(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_gt(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_ge(numeric, numeric) leakproof;
  end if;
end $do$;
