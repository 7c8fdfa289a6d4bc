-- Notifications, deadlines and the enterprise's 消息提醒配置 (issue 14 items 3 and 4; docs/workflow-notify.md).

-- A risk warning names the record it is about (resource key and record id), so that the bell and the warning
-- list link to it; any module key may appear (a workflow of any module raises warnings), not only the five of
-- spec 000.
alter table risk_warning add column resource text;
alter table risk_warning add column record_id bigint;
alter table risk_warning drop constraint if exists risk_warning_model_check;
alter table risk_warning add constraint risk_warning_model_check check (model ~ '^[a-z][a-z0-9-]*$');
create index risk_warning_record on risk_warning (tenant_id, resource, record_id, staff_id) where status = 'NEW';

-- The deadlines sweep raises each stage (warn, due, escalated) of a record's deadline once: the mark is
-- inserted (on conflict do nothing) in the same transaction as the warnings, so several processes and
-- repeated sweeps never warn twice. `due_at` is the deadline the mark is about: a changed date warns again.
create table wf_deadline_mark (
  tenant_id bigint not null,
  resource text not null,
  record_id bigint not null,
  field text not null,
  stage text not null check (stage in ('warn', 'due', 'escalated')),
  due_at timestamptz not null,
  at timestamptz not null default now(),
  primary key (tenant_id, resource, record_id, field, stage, due_at)
);
select guard_tenant_table('wf_deadline_mark');

-- The enterprise's 消息提醒配置: one document per enterprise, versioned (PUT answers 409 on a stale version).
-- {quietHours: {start, end} | null, kinds: {[kind]: {roles?, staffIds?, sms?, remindBeforeHours?}}}
create table wf_message_config (
  tenant_id bigint not null,
  version integer not null default 1,
  config jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  updated_by bigint,
  primary key (tenant_id)
);
select guard_tenant_table('wf_message_config');

-- Text messages of urgent notifications, sent through the SMS provider by the dispatcher (deadline runner)
-- once `send_after` has come: quiet hours hold a message until they end.
create table wf_sms_queue (
  tenant_id bigint not null,
  id bigserial,
  staff_id bigint not null,
  mobile text not null,
  content text not null,
  send_after timestamptz not null,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index wf_sms_queue_due on wf_sms_queue (send_after) where sent_at is null;
select guard_tenant_table('wf_sms_queue');
