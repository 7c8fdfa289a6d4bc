-- Documents of a person's own library in the knowledge search (issue 21, docs/knowledge.md "Search"): an entry of a
-- personal document (wdk `library = personal`) is found only by the account that created the document, the rest
-- of its enterprise never. `owner_id` is that account (null when the document was written without one, e.g. the
-- demo data: then nobody finds it). The match function applies it with the transaction's app.user, as it applies
-- the tenant.
alter table kb_search add column personal boolean not null default false;
alter table kb_search add column owner_id bigint;

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
           and (not s.personal or s.owner_id = app_user())
      $b$$f$, current_schema());
end $do$;
