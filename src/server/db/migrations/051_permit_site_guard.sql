-- The guardian at the site of a permit in progress (issue 16 item 8; docs/permits.md "The guardian at the site").
-- A 作业中 or 作业结束 safety measure confirmed at the site: which measure of the form (its index and its text then),
-- who confirmed it and when, with optional photos. One confirmation per measure; the form itself is not changed
-- (it is frozen once submitted, GB 30871 4.18): the confirmations are facts of the work, like the gas analyses.
create table permit_measure_check (
  tenant_id bigint not null,
  id bigserial,
  permit_id bigint not null,
  measure_index int not null check (measure_index >= 0),
  measure text not null,
  phase text not null check (phase in ('during', 'after')),
  at timestamptz not null,
  by_user bigint,
  by_name text not null,
  photo_ids jsonb not null default '[]',
  recorded_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, permit_id, measure_index),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
select guard_tenant_table('permit_measure_check');

-- The confined-space entry record (permit_confined_entry, migration 027) now takes the time the guardian gives
-- (not later than now, not before the person's last line); when the line was written is kept beside it.
alter table permit_confined_entry add column if not exists recorded_at timestamptz not null default now();

-- Whether the permit's 作业负责人 may act as its guardian (default: the 监护人 only).
alter table permit_config add column if not exists leader_may_guard boolean not null default false;
