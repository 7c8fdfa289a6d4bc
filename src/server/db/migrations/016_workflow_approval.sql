-- Approval steps (issue 14 item 1, src/domain/approval-steps.ts, docs/schema-engine.md "Approval steps"):
-- one open approval per record while it is in a state with `approval`, its tasks (one per signer and round),
-- and the delegations (委托) of people away.

-- One approval of a record: opened when the record enters the state, closed when it leaves it.
-- `signers`: the staff ids of each step resolved when it opened (step key → ids); `step_key`: the current step;
-- `round` grows at each 退回 to an earlier step; `from_state`: the state before (撤回 goes back to it).
create table wf_approval (
  tenant_id bigint not null,
  id bigserial,
  resource text not null,
  record_id bigint not null,
  state text not null,
  from_state text,
  submitter_id bigint,
  submitter_user_id bigint,
  step_key text not null,
  round int not null default 1,
  signers jsonb not null default '{}',
  status text not null default 'open' check (status in ('open', 'approved', 'returned', 'withdrawn', 'closed')),
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  primary key (tenant_id, id),
  unique (id)
);
create unique index wf_approval_open on wf_approval (tenant_id, resource, record_id) where status = 'open';
create index wf_approval_record on wf_approval (tenant_id, resource, record_id, id);
select guard_tenant_table('wf_approval');

-- One signer's task in a step and round. kind: signer (named by the step), before / after (加签 before or
-- after the adder: a `before` task holds back the task in `blocks`); a 转办 closes the task as transferred
-- and opens one for the new person (`transferred_from`). acted_by / on_behalf_of: the staff who acted and,
-- for a delegate (委托), the task's own person.
create table wf_task (
  tenant_id bigint not null,
  id bigserial,
  approval_id bigint not null,
  step_key text not null,
  round int not null,
  staff_id bigint not null,
  kind text not null default 'signer' check (kind in ('signer', 'before', 'after')),
  status text not null default 'pending'
    check (status in ('pending', 'waiting', 'approved', 'skipped', 'returned', 'transferred', 'cancelled')),
  blocks bigint,
  added_by bigint,
  transferred_from bigint,
  acted_by bigint,
  on_behalf_of bigint,
  opinion text,
  acted_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index wf_task_approval on wf_task (tenant_id, approval_id, id);
create index wf_task_pending on wf_task (tenant_id, staff_id) where status = 'pending';
select guard_tenant_table('wf_task');

-- 委托: while a person (staff_id) is away, from starts_at until ends_at, the delegate may act on their tasks.
create table wf_delegation (
  tenant_id bigint not null,
  id bigserial,
  staff_id bigint not null,
  delegate_id bigint not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text,
  created_by bigint,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  check (ends_at > starts_at),
  check (staff_id <> delegate_id)
);
create index wf_delegation_staff on wf_delegation (tenant_id, staff_id, ends_at);
create index wf_delegation_delegate on wf_delegation (tenant_id, delegate_id, ends_at);
select guard_tenant_table('wf_delegation');
