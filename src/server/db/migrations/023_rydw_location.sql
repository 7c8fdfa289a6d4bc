-- Personnel location (issue 23, docs/location.md): the latest position of each tag (kept by the `position` kind's
-- afterStore, src/server/rydw/position-kind.ts), the location alarms raised from positions, and the enterprise's
-- location settings (the tszy config of spec 001 §7.1: the guardian check of permits). Positions themselves are
-- readings (ingest_reading, kind 'position', migration 020).

create table rydw_position_latest (
  tenant_id bigint not null,
  tag_code text not null,
  staff_id bigint,
  x float8 not null,
  y float8 not null,
  area_ids bigint[] not null default '{}',
  at timestamptz not null,
  -- Since when the tag has stayed within the motionless radius (src/domain/rydw-alarms.ts).
  still_since timestamptz not null,
  primary key (tenant_id, tag_code)
);
-- Updated with every position: row-level security without the audit trigger (like ingest_reading).
alter table rydw_position_latest enable row level security;
create policy rydw_position_latest_tenant on rydw_position_latest using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert, update, delete on rydw_position_latest to zax_app;

-- An alarm is open until its condition ends (cleared_at); one open alarm per kind, tag and area or permit.
create table rydw_alarm (
  tenant_id bigint not null,
  id bigserial,
  kind text not null check (kind in ('forbidden', 'crowded', 'motionless', 'guardian')),
  tag_code text,
  staff_id bigint,
  area_id bigint,
  permit_id bigint,
  message text not null,
  x float8,
  y float8,
  raised_at timestamptz not null,
  cleared_at timestamptz,
  primary key (tenant_id, id),
  unique (id)
);
create index rydw_alarm_open on rydw_alarm (tenant_id, kind, cleared_at, raised_at desc);
select guard_tenant_table('rydw_alarm');

create table rydw_config (
  tenant_id bigint not null primary key,
  data jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  updated_by bigint
);
select guard_tenant_table('rydw_config');
