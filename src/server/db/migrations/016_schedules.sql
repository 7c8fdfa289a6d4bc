-- Schedules and the shift calendar (issue 14 item 5, docs/schema-engine.md "Schedules").

-- The enterprise's one shift calendar (GET/PUT /workflow/shifts): shifts with their times, teams, the
-- rotation ({shifts, teams, rotation} of src/domain/schedule-calendar.ts, checked before it is stored).
create table shift_calendar (
  tenant_id bigint primary key,
  calendar jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by bigint
);
select guard_tenant_table('shift_calendar');

-- One row per plan and period ever generated: the unique key makes generation idempotent, so that
-- restarts and several API processes never generate a period twice (the row is inserted first, in the
-- transaction that creates the record). `missed`: generated after its due time had passed.
create table schedule_run (
  tenant_id bigint not null,
  id bigserial,
  plan_resource text not null,
  plan_id bigint not null,
  period_key text not null,
  period_start timestamptz not null,
  due_at timestamptz not null,
  target_resource text not null,
  record_id bigint,
  missed boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, plan_resource, plan_id, period_key)
);
-- The last period of a plan (where its next run starts).
create index schedule_run_last on schedule_run (tenant_id, plan_resource, plan_id, period_start desc);
select guard_tenant_table('schedule_run');
