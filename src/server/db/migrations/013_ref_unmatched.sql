-- Texts that the migration of hand-typed fields to references (issue 12, item 3) could not match with one
-- record: listed for the enterprise's administrator, who picks the record (or creates it). The text also
-- stays in the record itself (data._refText), so nothing is lost when a row here is resolved or removed.

create table ref_unmatched (
  tenant_id bigint not null,
  id bigserial,
  resource text not null,
  record_id bigint not null,
  field text not null,
  target text not null,
  text text not null,
  reason text not null check (reason in ('none', 'many')),
  candidates bigint[] not null default '{}',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by bigint,
  resolved_to bigint,
  primary key (tenant_id, id),
  unique (tenant_id, resource, record_id, field)
);
create index ref_unmatched_open on ref_unmatched (tenant_id, resource, id) where resolved_at is null;
select guard_tenant_table('ref_unmatched');
