-- A confined space's entry and exit record (GB 30871-2022 6.8 c; issue 23 item 2, docs/location.md "Confined
-- space"): each line a person going in or coming out of the space of an in-progress 受限空间 permit, recorded by the
-- guardian; the record is checked against the location tags in the permit's site (src/domain/rydw-confined-entry.ts),
-- and what they disagree on is a location alarm of the kind 'confined', one per permit and person (rydw_alarm.person).

create table permit_confined_entry (
  tenant_id bigint not null,
  id bigserial,
  permit_id bigint not null,
  person text not null,
  direction text not null check (direction in ('in', 'out')),
  at timestamptz not null,
  by_user bigint,
  by_name text not null,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
create index permit_confined_entry_of on permit_confined_entry (tenant_id, permit_id, at, id);
select guard_tenant_table('permit_confined_entry');

-- The person an alarm is about when no tag names them (a person recorded inside whose tag is not seen).
alter table rydw_alarm add column person text;
alter table rydw_alarm drop constraint rydw_alarm_kind_check;
alter table rydw_alarm add constraint rydw_alarm_kind_check check (kind in ('forbidden', 'crowded', 'motionless', 'guardian', 'confined'));
