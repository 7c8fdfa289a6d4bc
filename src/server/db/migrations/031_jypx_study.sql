-- Studying a course (issue 19 item 2, docs/training.md): one row per person and course holding the viewing time
-- the server counted from the study page's heartbeats (src/domain/jypx-study.ts), the last heartbeat it recorded,
-- and when the required time was reached. `ticket_hash` (SHA-256 of a random ticket, with its expiry) lets the
-- page's <video> element fetch the course's video by address with range requests, as it cannot send the session
-- token. Written only by the study routes (src/server/jypx/study.ts).
create table jypx_study (
  tenant_id bigint not null,
  id bigserial,
  course_id bigint not null,
  staff_id bigint not null,
  seconds double precision not null default 0 check (seconds >= 0),
  opened_at timestamptz not null default now(),
  last_beat_at timestamptz,
  completed_at timestamptz,
  record_id bigint,
  ticket_hash text,
  ticket_until timestamptz,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, course_id, staff_id)
);
create index jypx_study_staff on jypx_study (tenant_id, staff_id);
create unique index jypx_study_ticket on jypx_study (ticket_hash) where ticket_hash is not null;
select guard_tenant_table('jypx_study');
