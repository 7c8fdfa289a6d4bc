-- References between records (x-ref, issue 12): one edge per (referring record, field, referred id), written
-- on every save of a resource record. It answers "who refers to this record" (delete protection, a record's
-- history across modules) with one indexed query, instead of an index per reference field.
-- to_kind is a resource key of the registry or a platform entity (staff, department, enterprise).
create table ref_edge (
  tenant_id bigint not null,
  to_kind text not null,
  to_id bigint not null,
  from_resource text not null,
  from_id bigint not null,
  field text not null,
  primary key (tenant_id, from_resource, from_id, field, to_kind, to_id)
);
create index ref_edge_to on ref_edge (tenant_id, to_kind, to_id);
select guard_tenant_table('ref_edge');
