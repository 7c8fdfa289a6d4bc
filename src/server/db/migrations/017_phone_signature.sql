-- Handwritten signatures drawn on the phone (issue 15 item 3, docs/phone.md "Signatures"). The PNG is an
-- asset_file row (checked by content like every upload); `strokes` keeps what was drawn, in the PNG's pixels.
-- A workflow step that requires a signature uses one of the same record and person, made in the last
-- 30 minutes and unused, and links it to its history row (`used_by_history`), so one signature signs once.
create table signature (
  tenant_id bigint not null,
  id bigserial,
  resource text not null,
  record_id bigint not null,
  user_id bigint not null,
  staff_id bigint,
  signer_name text not null,
  signed_at timestamptz not null default now(),
  file_id bigint not null,
  strokes jsonb not null,
  stroke_count int not null check (stroke_count > 0),
  stroke_length double precision not null check (stroke_length > 0),
  position_id bigint,
  used_by_history bigint,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, file_id) references asset_file (tenant_id, id)
);
create index signature_record on signature (tenant_id, resource, record_id, signed_at);
create unique index signature_used_by_history on signature (tenant_id, used_by_history) where used_by_history is not null;
select guard_tenant_table('signature');

-- The history step names the signature and the phone's position it was taken with (GET {ep}/history answers
-- them; `position_id` is a phone_position row of migration 017_phone_position.sql).
alter table wf_history add column signature_id bigint;
alter table wf_history add column position_id bigint;
