-- 监控报警 lists the alarms of every device kind (issue 22 item 4, docs/gas-monitoring.md): besides the gas detectors'
-- (device_alarm, migration 021) the process alarms (gyaq_alarm, 022) and the location alarms (rydw_alarm, 023), each
-- acknowledged by a person and then followed up (what was done, by whom, when). A process alarm's acknowledgement is
-- the one 工艺安全报警 keeps (acked_by, acked_by_name, acked_at); a location alarm had none. Both tables keep their
-- row-level security and audit trigger (guard_tenant_table); the new columns are covered by them.

alter table gyaq_alarm
  add column follow_up text,
  add column follow_up_by bigint,
  add column follow_up_by_name text,
  add column follow_up_at timestamptz,
  add constraint gyaq_alarm_follow_up_acked check (follow_up is null or acked_at is not null);

alter table rydw_alarm
  add column ack_by bigint,
  add column ack_by_name text,
  add column ack_at timestamptz,
  add column follow_up text,
  add column follow_up_by bigint,
  add column follow_up_by_name text,
  add column follow_up_at timestamptz,
  add constraint rydw_alarm_follow_up_acked check (follow_up is null or ack_at is not null);

-- The monitoring list reads every source newest first.
create index rydw_alarm_raised on rydw_alarm (tenant_id, raised_at desc);
