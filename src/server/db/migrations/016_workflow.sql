-- The workflow engine's shared tables (issue 14, docs/schema-engine.md "Workflow"). Each area adds its own
-- tables in a migration of its own (approval steps, schedules, notification settings).

-- Every step of every record's life cycle, readable per record (GET {ep}/history?id=).
-- `on_behalf_of`: the person a delegate (委托) acted for; `changed`: the fields the step set, before and after.
create table wf_history (
  tenant_id bigint not null,
  id bigserial,
  resource text not null,
  record_id bigint not null,
  action text not null,
  from_state text,
  to_state text,
  step_key text,
  actor_id bigint,
  on_behalf_of bigint,
  opinion text,
  changed jsonb not null default '{}',
  at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index wf_history_record on wf_history (tenant_id, resource, record_id, at);
select guard_tenant_table('wf_history');

-- What waits for whom, kept by the engine at every step (the inbox reads it): one row per record, action and
-- party. `who` is the party's canonical key: `staff:<id>`, `role:<role>`, `dept:<id>:role:<role>`.
-- `kind`: transition | approval | task (a scheduled record due) | overdue.
create table wf_waiting (
  tenant_id bigint not null,
  id bigserial,
  module text,
  resource text not null,
  record_id bigint not null,
  action text not null,
  kind text not null check (kind in ('transition', 'approval', 'task', 'overdue')),
  who text not null,
  title text not null default '',
  since timestamptz not null default now(),
  due_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, resource, record_id, action, who)
);
create index wf_waiting_who on wf_waiting (tenant_id, who, since desc);
select guard_tenant_table('wf_waiting');
