-- The permit list's searches by 作业地点 and 作业票编号 are `like '%…%'` (src/server/permits/permit-list.ts): no
-- b-tree serves a pattern that begins with a wildcard, so over a large tenant they read the whole table. Trigram
-- indexes (pg_trgm, gin_trgm_ops) serve them (docs/permits.md "The permit list over 100,000 permits"). pg_trgm is a
-- trusted extension (PostgreSQL 13+: the database's owner may create it) and PGlite loads it (pglite-db.ts). Where
-- it cannot be created, the migration does nothing and the searches stay sequential: nothing else depends on it
-- (a server given the extension later gets the indexes only by creating them by hand: this file runs once).
--
-- Under row-level security (every tenant request: zax_app) a condition is read through an index only when its
-- operator is leakproof; `text ~~ text` (textlike, `like`) ships without the mark, so the indexes would never serve a
-- tenant's search (measured: the site search read the whole table as zax_app, 109 ms, against a Bitmap Index Scan,
-- 35 ms, with the mark). textlike raises an error only for a malformed pattern (a trailing escape character), never
-- for the text it matches: over a row's value it leaks nothing. Strictly it is not leakproof, since a query that
-- took a row's value as the pattern could tell from the error that it ends in `\`; the application's SQL always
-- gives the pattern as a parameter (or a constant) and zax_app runs no other SQL. Like migration 046's mark it
-- lives in this database's catalogue and needs a superuser: without one it is skipped and the searches stay
-- correct, only unindexed under row security.

do $$ begin
  create extension if not exists pg_trgm;
exception when others then
  raise notice 'pg_trgm is not available (%): the permit list searches without trigram indexes', sqlerrm;
end $$;

-- The operator class named in the extension's schema (it may have been created before, elsewhere than public).
do $$
declare
  ext_schema text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  if ext_schema is null then
    return;
  end if;
  execute format('create index if not exists permit_site_trgm on permit using gin (zuo_ye_di_dian %I.gin_trgm_ops)', ext_schema);
  execute format('create index if not exists permit_number_trgm on permit using gin (number %I.gin_trgm_ops)', ext_schema);
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.textlike(text, text) leakproof;
  end if;
end $$;
