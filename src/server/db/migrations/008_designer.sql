-- The designer's overlays (docs/designer.md): every published version of an enterprise's overlay of one
-- resource (the newest is the one in force), and the administrator's working draft.
create table overlay_version (
  tenant_id bigint not null,
  resource_key text not null,
  version int not null check (version > 0),
  overlay jsonb not null,
  note text,
  created_by bigint,
  created_at timestamptz not null default now(),
  primary key (tenant_id, resource_key, version)
);
select guard_tenant_table('overlay_version');

create table overlay_draft (
  tenant_id bigint not null,
  resource_key text not null,
  overlay jsonb not null,
  base_version int not null,
  updated_by bigint,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, resource_key)
);
select guard_tenant_table('overlay_draft');
