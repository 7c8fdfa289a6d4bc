-- Positions of phones on site and QR codes (issue 15 items 5 and 6, docs/phone.md "Location", "QR codes").

-- Every position a phone sent with a signature or a check-in, kept also when it was too far or refused:
-- where the person was (lat/lon, the browser's accuracy in metres, the plant x/y the plan's reference points
-- give), how far from the record's place (null when the record has no place) and the enterprise's limit then.
create table phone_position (
  tenant_id bigint not null,
  id bigserial,
  resource text not null,
  record_id bigint not null,
  user_id bigint,
  staff_id bigint,
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  accuracy double precision check (accuracy >= 0),
  x double precision,
  y double precision,
  distance_m double precision,
  limit_m double precision not null,
  too_far boolean not null,
  refused boolean not null default false,
  purpose text not null check (purpose in ('signature', 'checkin')),
  at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index phone_position_record on phone_position (tenant_id, resource, record_id, at desc);
select guard_tenant_table('phone_position');

-- The enterprise's rule for positions: how far from the place is too far, and whether too far is refused
-- (otherwise warned and recorded). No row: 200 m, warned only.
create table phone_config (
  tenant_id bigint primary key,
  max_distance_m double precision not null check (max_distance_m > 0),
  refuse_too_far boolean not null,
  updated_at timestamptz not null default now(),
  updated_by bigint
);
select guard_tenant_table('phone_config');

-- The key QR codes are signed with when the environment gives none (ZAX_QR_SECRET): generated once by the
-- server and kept here. System table: read only by the server's own code, never by zax_app, never audited.
create table qr_secret (
  id smallint primary key check (id = 1),
  secret text not null,
  created_at timestamptz not null default now()
);
