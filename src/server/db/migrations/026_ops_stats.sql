-- 运营统计 (issue 24 item 5, docs/operations.md): the three screens read across enterprises by month, so the
-- tables they count get an index that starts with the time (the existing ones start with the tenant, which a
-- platform-wide range cannot use). No new tables: the figures are derived from what is recorded already.

-- Logins: the sessions opened by a login (not view-only tokens, not role switches).
create index if not exists session_opened on session (created_at, tenant_id) where not view_only and active_role is null;
-- Permits by the month they were created.
create index if not exists permit_created on permit (created_at, tenant_id);
-- 填报台账: the records created, from the audit trail.
create index if not exists audit_log_inserted on audit_log (at, tenant_id, table_name) where action = 'insert';
-- 提醒台账: the reminders sent, by their time.
create index if not exists risk_warning_time on risk_warning (risk_time, tenant_id);
-- Text messages of the reminders, by when they were queued.
create index if not exists wf_sms_queue_created on wf_sms_queue (created_at, tenant_id);
