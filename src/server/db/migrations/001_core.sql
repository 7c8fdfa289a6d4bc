-- Core of the platform: the application role, tenancy helpers, audit, enterprises, accounts, menus.
-- Every business table carries tenant_id (the enterprise id, qyId) first in its key and is guarded by
-- row-level security; the application works as the non-superuser role zax_app with the tenant set by
-- set_config('app.tenant', ..., true) inside each request's transaction.

do $$ begin
  if not exists (select from pg_roles where rolname = 'zax_app') then
    create role zax_app nologin nosuperuser nobypassrls;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;

do $$ begin
  execute format('grant zax_app to %I', current_user);
exception when others then null;
end $$;

grant usage on schema public to zax_app;

-- The active tenant of the transaction; NULL when none is set, so a query that forgets it sees nothing.
create or replace function app_tenant() returns bigint language sql stable as $$
  select nullif(current_setting('app.tenant', true), '')::bigint
$$;

create or replace function app_user() returns bigint language sql stable as $$
  select nullif(current_setting('app.user', true), '')::bigint
$$;

-- Visible to the transaction's tenant; the platform admin (tenant 0) has its own policy and sees all.
create or replace function tenant_visible(t bigint) returns boolean language sql stable as $$
  select t = app_tenant() or app_tenant() = 0
$$;

create table audit_log (
  tenant_id bigint not null,
  id bigserial,
  actor_id bigint,
  action text not null,
  table_name text not null,
  record_id text,
  before jsonb,
  after jsonb,
  at timestamptz not null default now(),
  primary key (tenant_id, id)
);
alter table audit_log enable row level security;
create policy audit_tenant on audit_log using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert on audit_log to zax_app;
grant usage on sequence audit_log_id_seq to zax_app;

-- Writes one audit row per changed row, in the same transaction as the change.
create or replace function audit_row() returns trigger language plpgsql as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  r jsonb := coalesce(new_row, old_row);
begin
  old_row := old_row - 'password_hash';
  new_row := new_row - 'password_hash';
  insert into audit_log(tenant_id, actor_id, action, table_name, record_id, before, after)
  values (coalesce((r->>'tenant_id')::bigint, 0), app_user(), lower(tg_op), tg_table_name, r->>'id', old_row, new_row);
  return null;
end $$;

-- Guards a business table: row-level security by tenant, grants to zax_app, and the audit trigger.
create or replace function guard_tenant_table(tbl text) returns void language plpgsql as $$
begin
  execute format('alter table %I enable row level security', tbl);
  execute format('create policy %I on %I using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id))',
                 tbl || '_tenant', tbl);
  execute format('grant select, insert, update, delete on %I to zax_app', tbl);
  execute format('grant usage on all sequences in schema public to zax_app');
  execute format('create trigger %I after insert or update or delete on %I for each row execute function audit_row()',
                 tbl || '_audit', tbl);
end $$;

-- Enterprises (qyxx). tenant_id is the enterprise's own id; a parent sees its group's sub-enterprises.
create table qyxx (
  tenant_id bigint primary key,
  qymc text not null,
  qy_group text,
  parent_id bigint references qyxx(tenant_id),
  have_model text[] not null default '{}',
  config jsonb not null default '{}',
  contact_name text,
  contact_mobile text,
  credit_code text,
  address text,
  status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table qyxx enable row level security;
create policy qyxx_read on qyxx for select using (tenant_visible(tenant_id) or parent_id = app_tenant());
create policy qyxx_write on qyxx for update using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
create policy qyxx_insert on qyxx for insert with check (app_tenant() = 0);
create policy qyxx_delete on qyxx for delete using (app_tenant() = 0);
grant select, insert, update, delete on qyxx to zax_app;
create trigger qyxx_audit after insert or update or delete on qyxx for each row execute function audit_row();

-- Platform roles (tenant 0): readable by all, managed by the platform admin.
create table sysrole (
  tenant_id bigint not null default 0,
  id bigint not null,
  code text not null unique,
  name text not null,
  remark text,
  sort int not null default 0,
  primary key (tenant_id, id)
);
alter table sysrole enable row level security;
create policy sysrole_read on sysrole for select using (true);
create policy sysrole_write on sysrole for all using (app_tenant() = 0) with check (app_tenant() = 0);
grant select, insert, update, delete on sysrole to zax_app;
create trigger sysrole_audit after insert or update or delete on sysrole for each row execute function audit_row();

create table sysrole_button (
  tenant_id bigint not null default 0,
  role_code text not null,
  perm_key text not null,
  primary key (tenant_id, role_code, perm_key)
);
alter table sysrole_button enable row level security;
create policy sysrole_button_read on sysrole_button for select using (true);
create policy sysrole_button_write on sysrole_button for all using (app_tenant() = 0) with check (app_tenant() = 0);
grant select, insert, update, delete on sysrole_button to zax_app;
create trigger sysrole_button_audit after insert or update or delete on sysrole_button for each row execute function audit_row();

create table sysuser (
  tenant_id bigint not null,
  id bigserial,
  login_name text not null,
  user_name text not null,
  password_hash text not null,
  ren_yuan_id bigint,
  roles text[] not null default '{}',
  sass_qy smallint not null default 0,
  status smallint not null default 1,
  mobile text,
  email text,
  signature text,
  recheck_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by bigint,
  updated_by bigint,
  primary key (tenant_id, id),
  unique (id)
);
create unique index sysuser_login_name on sysuser (lower(login_name));
select guard_tenant_table('sysuser');

-- The menu tree is platform data (tenant 0); entries are filtered per caller when served.
create table sysmenu (
  tenant_id bigint not null default 0,
  id bigserial,
  parent_id bigint,
  path text not null,
  name text not null,
  component text,
  redirect text,
  hidden boolean not null default false,
  always_show boolean not null default false,
  meta jsonb not null default '{}',
  module text,
  condition jsonb,
  sort int not null default 0,
  primary key (tenant_id, id),
  unique (id)
);
alter table sysmenu enable row level security;
create policy sysmenu_read on sysmenu for select using (true);
create policy sysmenu_write on sysmenu for all using (app_tenant() = 0) with check (app_tenant() = 0);
grant select, insert, update, delete on sysmenu to zax_app;
grant usage on sequence sysmenu_id_seq to zax_app;
create trigger sysmenu_audit after insert or update or delete on sysmenu for each row execute function audit_row();

-- System tables: reached only by the server's own code (no grants to zax_app).
create table session (
  id bigserial primary key,
  token_hash text not null unique,
  user_id bigint not null,
  tenant_id bigint not null,
  active_role text,
  view_only boolean not null default false,
  comp_biz_id bigint,
  client_ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index session_by_user on session (user_id) where revoked_at is null;

create table rate_counter (
  key text primary key,
  count int not null,
  reset_at timestamptz not null
);

create table sms_code (
  id bigserial primary key,
  mobile text not null,
  code_hash text not null,
  purpose text not null default 'apply',
  attempts int not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  client_ip text,
  created_at timestamptz not null default now()
);
create index sms_code_mobile on sms_code (mobile, created_at desc);

create table sms_outbox (
  id bigserial primary key,
  mobile text not null,
  content text not null,
  created_at timestamptz not null default now()
);

-- One-time proofs of a login made elsewhere (single sign-on codes).
create table login_proof (
  id bigserial primary key,
  code_hash text not null unique,
  user_id bigint not null,
  kind text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
