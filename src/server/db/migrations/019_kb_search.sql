-- The knowledge library's search index (issue 21 item 1, docs/knowledge.md "Search"): one row per searchable
-- unit of a record (part 0: the record itself; 1..n: the clauses of a regulation's or a standard's text), with
-- the words segmented in Node (src/domain/kb-search.ts) and stored as a tsvector literal (no text-search
-- parser, dictionary or extension: PGlite and PostgreSQL read it the same). Written only by the module's record
-- hook (src/server/fgcx/search-index.ts); derived data, so no audit trigger.
create table kb_search (
  tenant_id bigint not null,
  kind text not null,
  record_id bigint not null,
  part integer not null,
  clause_no text,
  clause_path text,
  title text not null,
  body text not null,
  industry text,
  issuer text,
  status text,
  tsv tsvector not null,
  indexed_at timestamptz not null default now(),
  primary key (tenant_id, kind, record_id, part)
);
create index kb_search_tsv on kb_search using gin (tsv);
select guard_tenant_table('kb_search');
drop trigger kb_search_audit on kb_search;
-- The platform's rows (tenant 0) are read by every enterprise, like a `platform+own` resource's.
select guard_shared_table('kb_search', 'platform+own');

-- Matching under row-level security: `@@` is not leakproof, so a tenant's query would test every row after the
-- policy instead of using the GIN index. This function runs as its owner (no row security) and applies the
-- same visibility itself: the caller's enterprise and the platform, from the transaction's app.tenant (never
-- a parameter), nothing without a tenant.
do $do$
begin
  execute format($f$
    create or replace function kb_search_match(q tsquery)
      returns table (tenant_id bigint, kind text, record_id bigint, part integer, rank real)
      language sql stable security definer set search_path = %I, pg_catalog
      as $b$
        select s.tenant_id, s.kind, s.record_id, s.part, ts_rank_cd(s.tsv, q, 1)
          from kb_search s
         where s.tsv @@ q and app_tenant() is not null and s.tenant_id in (app_tenant(), 0)
      $b$$f$, current_schema());
end $do$;
grant execute on function kb_search_match(tsquery) to zax_app;
