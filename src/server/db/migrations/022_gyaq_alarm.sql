-- 工艺安全报警 (issue 22 item 5, docs/process-alarms.md): the occurrences of the DCS/SIS alarm points (resource
-- alarm-point) made by the `process-alarm` ingest kind from the points' raise/clear events: when raised and
-- returned to normal (with the values), who acknowledged it and when, who shelved it, until when and why.
create table gyaq_alarm (
  tenant_id bigint not null,
  id bigserial,
  point_id bigint not null,
  tag text not null,
  -- The point's priority and type when raised (a later edit of the point does not rewrite the history).
  priority text not null check (priority in ('urgent', 'high', 'medium', 'low')),
  alarm_type text not null,
  raised_at timestamptz not null,
  raised_value double precision,
  cleared_at timestamptz,
  cleared_value double precision,
  acked_by bigint,
  acked_by_name text,
  acked_at timestamptz,
  shelved_by bigint,
  shelved_by_name text,
  shelved_at timestamptz,
  shelved_until timestamptz,
  shelve_reason text,
  primary key (tenant_id, id),
  unique (id),
  check (cleared_at is null or cleared_at >= raised_at),
  check (shelved_until is null or shelve_reason is not null)
);
select guard_tenant_table('gyaq_alarm');
create index gyaq_alarm_raised on gyaq_alarm (tenant_id, raised_at desc);
create index gyaq_alarm_tag on gyaq_alarm (tenant_id, tag, raised_at desc);
-- The standing ones: active, or returned and not acknowledged (the live list).
create index gyaq_alarm_standing on gyaq_alarm (tenant_id, point_id) where cleared_at is null or acked_at is null;
