-- Enterprise groups, web embedding and park login (issue 24 items 3 and 4, docs/enterprise.md).
-- Sub-enterprises stay qyxx.parent_id (bound by /u-basic/sub-qy/enable, cleared by /unbind).

-- Web-embed configuration of an enterprise: the origins another system's pages may come from (set by the
-- platform administrator) and the pages placed in the enterprise's menu, each opened in a sandboxed frame.
create table web_embed_config (
  tenant_id bigint not null primary key,
  allowed_origins text[] not null default '{}',
  updated_at timestamptz not null default now()
);
select guard_tenant_table('web_embed_config');

create table web_embed (
  tenant_id bigint not null,
  id bigserial,
  title text not null check (length(title) between 1 and 30),
  url text not null check (url ~ '^https?://'),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
select guard_tenant_table('web_embed');

-- The enterprise's account on its park platform (qyxx-account-config): base URL and user name. The password
-- is kept apart, encrypted (AES-256-GCM, src/server/groups/secret-box.ts), in a table without the audit
-- trigger, so that not even its ciphertext reaches the audit log; no answer ever carries it.
create table qyxx_account_config (
  tenant_id bigint not null primary key,
  park_base_url text not null check (park_base_url ~ '^https?://'),
  username text not null,
  enabled boolean not null default true,
  last_login_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by bigint
);
select guard_tenant_table('qyxx_account_config');

create table qyxx_account_secret (
  tenant_id bigint not null primary key,
  password_enc text not null
);
alter table qyxx_account_secret enable row level security;
create policy qyxx_account_secret_tenant on qyxx_account_secret
  using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert, update, delete on qyxx_account_secret to zax_app;

-- The key that encrypts those passwords when PARK_ACCOUNT_KEY is not set (a fresh demo): generated once by
-- the server's own code and read only by it (no grant to zax_app).
create table app_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
