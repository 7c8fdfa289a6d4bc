-- Organisation data of an enterprise: departments, staff, duties, contractors, configuration,
-- role data scopes, per-user data configs, applications for modules, OCR person info, contacts.

create table departmentinfo (
  tenant_id bigint not null,
  id bigserial,
  parent_id bigint,
  name text not null,
  leader text,
  phone text,
  sort int not null default 0,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
select guard_tenant_table('departmentinfo');

create table staffinfo (
  tenant_id bigint not null,
  id bigserial,
  name text not null,
  department_id bigint,
  mobile text,
  id_card text,
  post text,
  gender text,
  is_contractor boolean not null default false,
  contractor_id bigint,
  status smallint not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index staffinfo_dept on staffinfo (tenant_id, department_id);
select guard_tenant_table('staffinfo');

create table dutyinfo (
  tenant_id bigint not null,
  id bigserial,
  department_id bigint,
  name text not null,
  staff_ids bigint[] not null default '{}',
  responsibility text,
  sort int not null default 0,
  primary key (tenant_id, id),
  unique (id)
);
select guard_tenant_table('dutyinfo');

create table contractorinfo (
  tenant_id bigint not null,
  id bigserial,
  name text not null,
  credit_code text,
  contact_name text,
  contact_mobile text,
  service_type text,
  status smallint not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
select guard_tenant_table('contractorinfo');

create table configinfo (
  tenant_id bigint not null,
  id bigserial,
  type text not null,
  config_key text not null,
  config_value text,
  remark text,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, type, config_key)
);
select guard_tenant_table('configinfo');

create table sysroledepartment (
  tenant_id bigint not null,
  role_code text not null,
  department_id bigint not null,
  primary key (tenant_id, role_code, department_id)
);
select guard_tenant_table('sysroledepartment');

create table sysuserdataconfig (
  tenant_id bigint not null,
  id bigserial,
  user_id bigint not null,
  type text not null,
  value jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, user_id, type)
);
select guard_tenant_table('sysuserdataconfig');

create table applyinfo (
  tenant_id bigint not null,
  id bigserial,
  name text not null,
  mobile text not null,
  module text,
  status smallint not null default 0,
  created_by bigint,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
select guard_tenant_table('applyinfo');

create table ocrpersoninfo (
  tenant_id bigint not null,
  id bigserial,
  user_id bigint not null,
  name text,
  id_card text,
  address text,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
select guard_tenant_table('ocrpersoninfo');

create table user_friend (
  tenant_id bigint not null,
  user_id bigint not null,
  friend_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, friend_id)
);
select guard_tenant_table('user_friend');
