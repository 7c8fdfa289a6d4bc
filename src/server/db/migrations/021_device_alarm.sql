-- Gas monitoring and monitoring alarms (issue 22 items 3 and 4, docs/gas-monitoring.md).

-- The latest reading of each device that keeps one (a gas detector): what the live board shows. Written on
-- every stored batch (src/server/spjk/gas-kind.ts afterStore), so it carries no audit trigger.
create table device_latest (
  tenant_id bigint not null,
  kind text not null,
  device_code text not null,
  value double precision,
  level text not null default 'normal',
  at timestamptz not null,
  primary key (tenant_id, kind, device_code)
);
alter table device_latest enable row level security;
create policy device_latest_tenant on device_latest using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert, update, delete on device_latest to zax_app;

-- An alarm of a device of any kind (`kind` is the ingest kind: gas; process-alarm and position may write theirs
-- here too): raised when a reading crosses a level, cleared when the readings come back, acknowledged by a person
-- (who, when) and followed up (what was done, by whom, when). At most one open alarm per device
-- (`cleared_at is null`); a higher level raises the open one's level (`peak`).
create table device_alarm (
  tenant_id bigint not null,
  id bigserial,
  kind text not null,
  module text not null,
  device_code text not null,
  device_id bigint,
  device_name text not null,
  site text,
  level text not null,
  peak_value double precision,
  unit text,
  threshold double precision,
  message text not null,
  raised_at timestamptz not null,
  last_value double precision,
  last_at timestamptz,
  cleared_at timestamptz,
  ack_by bigint,
  ack_by_name text,
  ack_at timestamptz,
  follow_up text,
  follow_up_by bigint,
  follow_up_by_name text,
  follow_up_at timestamptz,
  primary key (tenant_id, id),
  unique (id)
);
select guard_tenant_table('device_alarm');
create unique index device_alarm_open on device_alarm (tenant_id, kind, device_code) where cleared_at is null;
create index device_alarm_raised on device_alarm (tenant_id, raised_at desc);
