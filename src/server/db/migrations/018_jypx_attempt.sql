-- Exam answer sheets (issue 19 item 4, docs/training.md): one row per attempt of a person at an exam, holding
-- the paper drawn (question ids and points, in order, from the attempt's seed), the answers saved as they are
-- given, the deadline, and once submitted (or found past its deadline) the score. Not a resource record: the
-- rows are written only by the exam routes (src/server/jypx/), never by the generic ones.
create table jypx_attempt (
  tenant_id bigint not null,
  id bigserial,
  exam_id bigint not null,
  staff_id bigint not null,
  attempt_no integer not null check (attempt_no >= 1),
  seed bigint not null,
  paper jsonb not null,
  answers jsonb not null default '{}'::jsonb,
  started_at timestamptz not null default now(),
  deadline_at timestamptz not null,
  saved_at timestamptz,
  submitted_at timestamptz,
  score double precision,
  total double precision not null,
  passed boolean,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, exam_id, staff_id, attempt_no)
);
create index jypx_attempt_exam on jypx_attempt (tenant_id, exam_id, staff_id);
select guard_tenant_table('jypx_attempt');
