-- Risk warnings (风险预警): notifications raised for a person (renYuanId = staff id) about a module's item.
-- status NEW (unread) becomes CLOSE when viewed or marked read (spec 000 §4).
create table risk_warning (
  tenant_id bigint not null,
  id bigserial,
  staff_id bigint not null,
  risk text not null,
  bu_men text,
  risk_time timestamptz not null default now(),
  zuo_ye_lei_xing text,
  zuo_ye_ji_bie text,
  status text not null default 'NEW' check (status in ('NEW', 'CLOSE')),
  model text not null check (model in ('tszy', 'xjxc', 'yhpc', 'wxbx', 'qdgl')),
  zuo_ye_id bigint,
  zuo_ye_di_dian_id bigint,
  scheme_plan_time timestamptz,
  kind text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index risk_warning_staff on risk_warning (tenant_id, staff_id, status, risk_time desc);
select guard_tenant_table('risk_warning');
