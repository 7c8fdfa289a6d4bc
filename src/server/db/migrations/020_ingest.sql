-- Readings from the plant (issue 22, DESIGN §10, docs/ingest.md): gateways that publish, the readings they
-- publish, and the count of what was refused. Each kind of reading (gas, position, process alarm, weather) is
-- declared by its module in src/server/ingest/ingest-kinds.ts and may keep tables of its own besides these.

-- A gateway publishes for one enterprise, over MQTT (username = code, password = secret) or HTTP
-- (`X-Gateway-Key: <code>.<secret>`). The secret is shown once and stored as a SHA-256 hash.
create table ingest_gateway (
  tenant_id bigint not null,
  id bigserial,
  code text not null,
  name text not null,
  secret_hash text not null,
  enabled boolean not null default true,
  created_by bigint,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  unique (code)
);
select guard_tenant_table('ingest_gateway');

-- Every accepted reading, partitioned by day (src/server/ingest/reading-partitions.ts creates the days ahead and
-- drops those past INGEST_RETENTION_DAYS; a reading outside every day lands in the default partition).
-- `value`: the number a reading measures (a concentration, a wind level), null when it has none; `data`: the rest.
create table ingest_reading (
  tenant_id bigint not null,
  kind text not null,
  device_code text not null,
  at timestamptz not null,
  value double precision,
  data jsonb,
  received_at timestamptz not null default now()
) partition by range (at);
create table ingest_reading_default partition of ingest_reading default;
create index ingest_reading_device on ingest_reading (tenant_id, kind, device_code, at desc);
alter table ingest_reading enable row level security;
create policy ingest_reading_tenant on ingest_reading using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert on ingest_reading to zax_app;

-- Refused readings, counted per enterprise, day, kind and reason (unknown-device, tenant, malformed, too-large,
-- rate, overload, unit, range). An enterprise that cannot be told (no gateway) counts under tenant 0.
create table ingest_refusal (
  tenant_id bigint not null,
  day date not null,
  kind text not null,
  reason text not null,
  count bigint not null default 0,
  last_at timestamptz not null default now(),
  primary key (tenant_id, day, kind, reason)
);
alter table ingest_refusal enable row level security;
create policy ingest_refusal_tenant on ingest_refusal using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select on ingest_refusal to zax_app;
