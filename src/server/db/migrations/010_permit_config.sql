-- Special work, second part (docs/permit-api.md): the enterprise's configuration of permits, the work
-- activities (作业活动) that involve permits, and the record of the warnings the sweep has raised.

-- One row per enterprise; a missing row or an empty member means the GB 30871 defaults.
-- approval: TenantApprovalConfig (approval-slots.ts) with role codes; caps: TenantValidityCaps in minutes;
-- holidays/workdays: 'YYYY-MM-DD' local days (RestDayCalendar); activity_audit_roles: who audits activities.
create table permit_config (
  tenant_id bigint not null,
  id bigserial,
  approval jsonb not null default '{}',
  caps jsonb not null default '{}',
  wind_policy text not null default 'refuse' check (wind_policy in ('refuse', 'raise')),
  holidays text[] not null default '{}',
  workdays text[] not null default '{}',
  activity_audit_roles text[],
  updated_at timestamptz not null default now(),
  updated_by bigint,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id)
);
select guard_tenant_table('permit_config');

-- A work activity: what is done, where, when and by whom, and the special-work permits it needs.
create table work_activity (
  tenant_id bigint not null,
  id bigserial,
  name text not null,
  place text not null,
  start_time timestamptz,
  end_time timestamptz,
  leader text,
  content text,
  she_ji boolean not null default false,
  kinds text[] not null default '{}',
  permit_ids bigint[] not null default '{}',
  state text not null default 'DRAFT' check (state in ('DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED')),
  submitted_by bigint,
  submitted_at timestamptz,
  audit jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by bigint,
  updated_by bigint,
  primary key (tenant_id, id),
  unique (id)
);
create index work_activity_list on work_activity (tenant_id, created_at desc, id desc);
select guard_tenant_table('work_activity');

-- The warnings raised by the sweep (permit-sweep.ts): one row per permit and warning key, so that the same
-- warning is never raised twice (the key carries the instant it is about: the planned end, the last analysis).
create table permit_alert (
  tenant_id bigint not null,
  permit_id bigint not null,
  alert_key text not null,
  raised_at timestamptz not null default now(),
  primary key (tenant_id, permit_id, alert_key),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
select guard_tenant_table('permit_alert');
