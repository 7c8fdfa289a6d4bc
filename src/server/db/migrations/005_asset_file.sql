-- Uploaded files (/zax-cloud/asset, docs/resource-api.md "Files"). The bytes live on disk under
-- config.fileDir, named by storage_key (random, unguessable); the type is decided from the content.
create table asset_file (
  tenant_id bigint not null,
  id bigserial,
  name text not null,
  mime text not null,
  kind text not null check (kind in ('document', 'image', 'video')),
  ext text not null,
  size bigint not null check (size >= 0),
  sha256 text not null,
  storage_key text not null,
  created_at timestamptz not null default now(),
  created_by bigint,
  primary key (tenant_id, id),
  unique (id)
);
-- Images are served publicly by key (/staticImage/<key>.<ext>) without a tenant.
create unique index asset_file_storage_key on asset_file (storage_key);
select guard_tenant_table('asset_file');
