// The approval steps on the server (issue 14 item 1): a test-only resource whose workflow has an approval
// state of two steps (部门会签: 会签 of the safety department and the workshop director; 领导审批: 或签 of the
// general manager and the record's reviewer). Entering the state goes through openApproval (the contract's
// hook that wf-core's transitions call); the approval routes then sign, return, add signers, transfer and
// withdraw, each in one transaction with history and waiting rows; delegations let a delegate act for a
// person away; two approvals at once: one 409.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir, resourceRegistry } from '../../src/server/resources/registry.ts';
import { openApproval } from '../../src/server/workflow/approval-open.ts';
import type { WorkflowSpec } from '../../src/schema/workflow-types.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/approval-resources'));
// The fixture declares its workflow in the file (the meta-schema knows the keyword).
const WORKFLOW = (() => {
  const wf = resourceRegistry().byKey.get('approval-doc')?.workflow;
  if (!wf) throw new Error('fixture approval-doc has no workflow');
  return wf;
})();

const EP = '/zax-cloud/u-basic/approval-doc';
const TENANT = 1001;

let t: TestApp;
const token: Record<string, string> = {};
const staff: Record<string, number> = {};
const user: Record<string, number> = {};

interface Task {
  id: number;
  staffId: number;
  status: string;
  kind: string;
  round: number;
  actedBy: number | null;
  onBehalfOf: number | null;
  onBehalfOfName: string | null;
  opinion: string | null;
  addedBy: number | null;
  transferredFrom: number | null;
}
interface Approval {
  state: string;
  status: string;
  currentStep: string | null;
  round: number;
  steps: { key: string; status: string; tasks: Task[] }[];
  actions: { action: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  // The enterprise administrator gets a staff record: the reviewer and delegate of these tests.
  const [{ id: qyStaff }] = await t.db.query<{ id: number }>(`insert into staffinfo (tenant_id, name) values ($1, '审核员') returning id`, [TENANT]);
  await t.db.query(`update sysuser set ren_yuan_id = $1 where login_name = 'qyadmin'`, [qyStaff]);
  for (const who of ['staff01', 'aq01', 'cj01', 'gm01', 'qyadmin']) {
    token[who] = await t.login(who, PASSWORDS[who]);
    const [row] = await t.db.query<{ staff: number; id: number }>('select id, ren_yuan_id as staff from sysuser where login_name = $1', [who]);
    staff[who] = Number(row.staff);
    user[who] = Number(row.id);
  }
});
afterAll(() => t.close());

/** A new record by staff01 (draft), entered into the approval state as wf-core's submit does. */
async function submitted(name: string, opts: { fromHistory?: boolean } = {}): Promise<number> {
  const res = await t.call({ method: 'POST', url: EP, token: token.staff01, payload: { name, reviewerId: staff.qyadmin } });
  expect(res.statusCode, res.body).toBe(200);
  const id = Number(res.json().data.id);
  await t.db.transaction(async (tx) => {
    const [row] = await tx.query<{ data: Record<string, unknown> }>(
      `update r_approval_doc set data = data || '{"state": "approving"}'::jsonb where id = $1 returning data`,
      [id],
    );
    // wf-core writes the submit's history row; without `fromState` the approval finds the state before there.
    if (opts.fromHistory) {
      await tx.query(`insert into wf_history (tenant_id, resource, record_id, action, from_state, to_state) values ($1, 'approval-doc', $2, 'submit', 'draft', 'approving')`, [TENANT, id]);
    }
    await openApproval(tx, {
      tenantId: TENANT,
      resource: 'approval-doc',
      recordId: id,
      state: WORKFLOW.states[1],
      record: row.data,
      submitterStaffId: staff.staff01,
      submitterUserId: null,
      ...(opts.fromHistory ? {} : { fromState: 'draft' }),
      config: null,
    });
  });
  return id;
}

function act(who: string, op: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: `${EP}/approval/${op}`, token: token[who], payload });
}

async function ok(who: string, op: string, payload: Record<string, unknown>) {
  const res = await act(who, op, payload);
  expect(res.statusCode, `${who} ${op}: ${res.body}`).toBe(200);
  return res.json().data as Record<string, unknown>;
}

async function refused(who: string, op: string, payload: Record<string, unknown>, status = 409) {
  const res = await act(who, op, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { code: number; msg: string; errors?: { field: string }[] };
}

async function approval(id: number, who = 'staff01'): Promise<Approval> {
  const res = await t.call({ url: `${EP}/approval?id=${id}`, token: token[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Approval;
}

const stateOf = async (id: number) =>
  (await t.db.query<{ state: string }>(`select data->>'state' as state from r_approval_doc where id = $1`, [id]))[0].state;
const pending = (a: Approval) =>
  a.steps.flatMap((s) => s.tasks.filter((x) => x.status === 'pending' && x.round === a.round).map((x) => x.staffId)).sort((x, y) => x - y);
const sorted = (...who: string[]) => who.map((w) => staff[w]).sort((x, y) => x - y);
const waiting = async (id: number) =>
  (await t.db.query<{ who: string }>(`select who from wf_waiting where resource = 'approval-doc' and record_id = $1 and kind = 'approval' order by who`, [id])).map((r) => r.who);
const history = (id: number) =>
  t.db.query<{ action: string; from_state: string; to_state: string; step_key: string; actor_id: number; on_behalf_of: number | null; opinion: string | null; changed: Record<string, unknown> }>(
    `select action, from_state, to_state, step_key, actor_id, on_behalf_of, opinion, changed from wf_history where resource = 'approval-doc' and record_id = $1 and action <> 'create' order by id`,
    [id],
  );

describe('会签 then 或签', () => {
  it('signs the first step by every signer and the second by any one; the record moves to approved', async () => {
    const id = await submitted('会签或签');
    let a = await approval(id);
    expect(a).toMatchObject({ state: 'approving', status: 'open', currentStep: 'review', round: 1 });
    expect(pending(a)).toEqual(sorted('aq01', 'cj01'));
    expect(await waiting(id)).toEqual([`staff:${staff.aq01}`, `staff:${staff.cj01}`].sort());
    expect((await approval(id, 'aq01')).actions.map((x) => x.action)).toEqual(['approval/approve', 'approval/return', 'approval/add-signer', 'approval/transfer']);

    const rec = await ok('aq01', 'approve', { id, opinion: '安全措施齐全' });
    expect(rec.state).toBe('approving');
    a = await approval(id);
    expect(a.currentStep).toBe('review');
    expect(pending(a)).toEqual(sorted('cj01'));
    expect(await waiting(id)).toEqual([`staff:${staff.cj01}`]);

    await ok('cj01', 'approve', { id });
    a = await approval(id);
    expect(a.currentStep).toBe('sign');
    expect(pending(a)).toEqual(sorted('gm01', 'qyadmin'));

    const done = await ok('gm01', 'approve', { id, opinion: '同意' });
    expect(done.state).toBe('approved');
    a = await approval(id);
    expect(a.status).toBe('approved');
    expect(a.steps.map((s) => s.status)).toEqual(['done', 'done']);
    expect(a.steps[1].tasks.find((x) => x.staffId === staff.qyadmin)?.status).toBe('skipped');
    expect(await waiting(id)).toEqual([]);
    const h = await history(id);
    expect(h.map((x) => [x.action, x.step_key, x.from_state, x.to_state])).toEqual([
      ['approval/approve', 'review', 'approving', 'approving'],
      ['approval/approve', 'review', 'approving', 'approving'],
      ['approval/approve', 'sign', 'approving', 'approved'],
    ]);
    expect(h[0]).toMatchObject({ actor_id: user.aq01, opinion: '安全措施齐全', on_behalf_of: null });
    // Nothing more to do on an approved record.
    expect((await refused('qyadmin', 'approve', { id })).msg).toBe('该记录的状态“已批准”没有审批步骤');
  });

  it('refuses a person who is no signer of the current step, and a second signature', async () => {
    const id = await submitted('拒绝');
    expect((await refused('gm01', 'approve', { id })).msg).toBe('您不是当前步骤的审批人');
    expect((await refused('staff01', 'approve', { id })).msg).toBe('您不是当前步骤的审批人');
    await ok('aq01', 'approve', { id });
    expect((await refused('aq01', 'approve', { id })).msg).toBe('您已处理过当前步骤的审批，不能重复处理');
    expect((await history(id)).length).toBe(1);
  });
});

describe('退回', () => {
  it('returns to the applicant with the reason; a return without one is 400 naming the opinion', async () => {
    const id = await submitted('退回申请人');
    const bad = await refused('aq01', 'return', { id, opinion: '   ' }, 400);
    expect(bad.errors?.[0].field).toBe('opinion');
    expect((await refused('aq01', 'return', { id }, 400)).errors?.[0].field).toBe('opinion');
    expect(await stateOf(id)).toBe('approving');
    const rec = await ok('aq01', 'return', { id, opinion: '资料不全' });
    expect(rec.state).toBe('returned');
    const a = await approval(id);
    expect(a.status).toBe('returned');
    expect(a.steps[0].tasks.map((x) => x.status).sort()).toEqual(['cancelled', 'returned']);
    expect(await waiting(id)).toEqual([]);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'approval/return', from_state: 'approving', to_state: 'returned', opinion: '资料不全', step_key: 'review' });
  });

  it('returns to an earlier step: it reopens in a new round', async () => {
    const id = await submitted('退回上一步');
    await ok('aq01', 'approve', { id });
    await ok('cj01', 'approve', { id });
    expect((await refused('gm01', 'return', { id, opinion: '请重新会签', toStep: 'sign' })).msg).toContain('只能退回到之前的步骤');
    const rec = await ok('gm01', 'return', { id, opinion: '请重新会签', toStep: 'review' });
    expect(rec.state).toBe('approving');
    const a = await approval(id);
    expect(a).toMatchObject({ currentStep: 'review', round: 2 });
    expect(pending(a)).toEqual(sorted('aq01', 'cj01'));
    expect(a.steps[1].tasks.map((x) => x.status).sort()).toEqual(['cancelled', 'returned']);
    expect(await waiting(id)).toEqual([`staff:${staff.aq01}`, `staff:${staff.cj01}`].sort());
    expect((await history(id)).at(-1)?.changed).toEqual({ returnTo: { before: 'sign', after: 'review' } });
  });
});

describe('加签', () => {
  it('before oneself: the added person signs first, then the adder', async () => {
    const id = await submitted('前加签');
    await ok('aq01', 'add-signer', { id, staffId: staff.qyadmin, position: 'before', opinion: '请审核员先看' });
    expect((await refused('aq01', 'approve', { id })).msg).toBe('请等待您加签的人员先审批');
    expect(await waiting(id)).toEqual([`staff:${staff.cj01}`, `staff:${staff.qyadmin}`].sort());
    await ok('qyadmin', 'approve', { id });
    await ok('aq01', 'approve', { id });
    await ok('cj01', 'approve', { id });
    expect((await approval(id)).currentStep).toBe('sign');
    expect((await history(id))[0]).toMatchObject({ action: 'approval/add-signer', changed: { signerBefore: { before: null, after: staff.qyadmin } } });
  });

  it('after oneself: the adder signs, the added person must sign before the step completes', async () => {
    const id = await submitted('后加签');
    await ok('aq01', 'add-signer', { id, staffId: staff.gm01, position: 'after' });
    await ok('cj01', 'approve', { id });
    let a = await approval(id);
    expect(a.currentStep).toBe('review');
    expect(pending(a)).toEqual(sorted('gm01'));
    await ok('gm01', 'approve', { id });
    a = await approval(id);
    expect(a.currentStep).toBe('sign');
  });

  it('refuses adding oneself, a signer already there, and an unknown person (400 naming staffId)', async () => {
    const id = await submitted('加签拒绝');
    expect((await refused('aq01', 'add-signer', { id, staffId: staff.aq01, position: 'before' })).msg).toBe('不能加签自己');
    expect((await refused('aq01', 'add-signer', { id, staffId: staff.cj01, position: 'after' })).msg).toBe('该人员已是当前步骤的审批人');
    expect((await refused('aq01', 'add-signer', { id, staffId: 987654, position: 'after' }, 400)).errors?.[0].field).toBe('staffId');
    expect((await refused('aq01', 'add-signer', { id, staffId: staff.gm01, position: 'aside' }, 400)).errors?.[0].field).toBe('position');
    expect(await history(id)).toEqual([]);
  });
});

describe('转办', () => {
  it('hands the task to another person; the history shows both', async () => {
    const id = await submitted('转办');
    expect((await refused('cj01', 'transfer', { id, staffId: staff.cj01 })).msg).toBe('不能转办给自己');
    await ok('cj01', 'transfer', { id, staffId: staff.qyadmin, opinion: '出差' });
    expect((await refused('cj01', 'approve', { id })).msg).toBe('您已处理过当前步骤的审批，不能重复处理');
    expect(await waiting(id)).toEqual([`staff:${staff.aq01}`, `staff:${staff.qyadmin}`].sort());
    await ok('qyadmin', 'approve', { id });
    await ok('aq01', 'approve', { id });
    const a = await approval(id);
    const old = a.steps[0].tasks.find((x) => x.staffId === staff.cj01);
    expect(old).toMatchObject({ status: 'transferred', opinion: '出差' });
    expect(a.steps[0].tasks.find((x) => x.staffId === staff.qyadmin)).toMatchObject({ status: 'approved', addedBy: staff.cj01, transferredFrom: old?.id });
    expect((await history(id))[0]).toMatchObject({ action: 'approval/transfer', actor_id: user.cj01, changed: { transfer: { before: staff.cj01, after: staff.qyadmin } } });
  });
});

describe('撤回', () => {
  it('by the submitter while nobody has acted: back to the state before, tasks cancelled', async () => {
    const id = await submitted('撤回');
    expect((await refused('aq01', 'withdraw', { id })).msg).toBe('只有提交人可以撤回');
    expect((await approval(id, 'staff01')).actions.map((x) => x.action)).toEqual(['approval/withdraw']);
    const rec = await ok('staff01', 'withdraw', { id });
    expect(rec.state).toBe('draft');
    const a = await approval(id);
    expect(a.status).toBe('withdrawn');
    expect(a.steps[0].tasks.map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    expect(await waiting(id)).toEqual([]);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'approval/withdraw', from_state: 'approving', to_state: 'draft', actor_id: user.staff01 });
  });

  it('goes back to the state the history says the record came from when the transition did not say', async () => {
    const id = await submitted('撤回到草稿', { fromHistory: true });
    expect((await ok('staff01', 'withdraw', { id })).state).toBe('draft');
  });

  it('refused once someone acted', async () => {
    const id = await submitted('撤回太晚');
    await ok('cj01', 'approve', { id });
    expect((await refused('staff01', 'withdraw', { id })).msg).toBe('已有审批人处理，不能撤回');
    expect(await stateOf(id)).toBe('approving');
  });
});

describe('委托', () => {
  it('lets the delegate act on the person\'s task during the period; the history shows both', async () => {
    const id = await submitted('委托');
    const now = Date.now();
    const body = { delegateId: staff.qyadmin, startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(), reason: '出差' };
    const bad = async (payload: Record<string, unknown>, field: string) => {
      const res = await t.call({ method: 'POST', url: '/zax-cloud/workflow/delegations', token: token.aq01, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    };
    await bad({ ...body, delegateId: staff.aq01 }, 'delegateId');
    await bad({ ...body, delegateId: 987654 }, 'delegateId');
    await bad({ ...body, endsAt: body.startsAt }, 'endsAt');
    await bad({ ...body, startsAt: '明天' }, 'startsAt');
    // Before the delegation the administrator may not act for aq01.
    expect((await refused('qyadmin', 'approve', { id })).msg).toBe('您不是当前步骤的审批人');

    const res = await t.call({ method: 'POST', url: '/zax-cloud/workflow/delegations', token: token.aq01, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const delegation = res.json().data as { id: number; staffName: string; delegateName: string };
    expect(delegation).toMatchObject({ staffName: '李安全', delegateName: '审核员' });
    const overlap = await t.call({ method: 'POST', url: '/zax-cloud/workflow/delegations', token: token.aq01, payload: body });
    expect(overlap.statusCode).toBe(409);
    expect(await waiting(id)).toEqual([`staff:${staff.aq01}`, `staff:${staff.cj01}`, `staff:${staff.qyadmin}`].sort());
    const mine = await t.call({ url: '/zax-cloud/workflow/delegations', token: token.qyadmin });
    expect((mine.json().data as { id: number }[]).map((d) => d.id)).toEqual([delegation.id]);

    await ok('qyadmin', 'approve', { id, opinion: '代李安全审批' });
    const task = (await approval(id)).steps[0].tasks.find((x) => x.staffId === staff.aq01);
    expect(task).toMatchObject({ status: 'approved', actedBy: staff.qyadmin, onBehalfOf: staff.aq01, onBehalfOfName: '李安全' });
    expect((await history(id))[0]).toMatchObject({ action: 'approval/approve', actor_id: user.qyadmin, on_behalf_of: staff.aq01 });

    // Revoked: the delegate no longer stands in.
    const id2 = await submitted('委托撤销');
    const rv = await t.call({ method: 'POST', url: '/zax-cloud/workflow/delegations/revoke', token: token.aq01, payload: { id: delegation.id } });
    expect(rv.statusCode, rv.body).toBe(200);
    expect(await waiting(id2)).toEqual([`staff:${staff.aq01}`, `staff:${staff.cj01}`].sort());
    expect((await refused('qyadmin', 'approve', { id: id2 })).msg).toBe('您不是当前步骤的审批人');
    const again = await t.call({ method: 'POST', url: '/zax-cloud/workflow/delegations/revoke', token: token.aq01, payload: { id: delegation.id } });
    expect(again.statusCode).toBe(404);
  });
});

describe('stale and bad input', () => {
  it('two approvals of a 或签 step at once: one passes, the other is 409', async () => {
    const id = await submitted('并发');
    await ok('aq01', 'approve', { id });
    await ok('cj01', 'approve', { id });
    const results = await Promise.all([act('gm01', 'approve', { id }), act('qyadmin', 'approve', { id })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stateOf(id)).toBe('approved');
    expect((await history(id)).filter((h) => h.step_key === 'sign')).toHaveLength(1);
  });

  it('answers 404 for an unknown record and 409 for a record not under approval', async () => {
    expect((await refused('aq01', 'approve', { id: 99999999 }, 404)).code).toBe(404);
    const res = await t.call({ method: 'POST', url: EP, token: token.staff01, payload: { name: '草稿' } });
    const id = Number(res.json().data.id);
    expect((await refused('aq01', 'approve', { id })).code).toBe(409);
    expect((await refused('aq01', 'approve', {}, 400)).errors?.[0].field).toBe('id');
  });
});

describe('opening resolves signers', () => {
  const open = (id: number, signers: WorkflowSpec['states'][number], config: unknown) =>
    t.db.transaction(async (tx) => {
      const [row] = await tx.query<{ data: Record<string, unknown> }>('select data from r_approval_doc where id = $1', [id]);
      await openApproval(tx, { tenantId: TENANT, resource: 'approval-doc', recordId: id, state: signers, record: row.data, submitterStaffId: staff.staff01, config });
    });
  const state = (steps: { key: string; signers: unknown[] }[]) =>
    ({ key: 'approving', label: '审批中', approval: { approved: 'approved', returned: 'returned', steps: steps.map((s) => ({ ...s, title: s.key, mode: 'all' })) } }) as WorkflowSpec['states'][number];

  it('by department and role, the creator, a slot of the 流程配置 (staff and roles)', async () => {
    const [{ id: dept }] = await t.db.query<{ id: number }>(`insert into departmentinfo (tenant_id, name) values ($1, '审批测试部') returning id`, [TENANT]);
    await t.db.query('update staffinfo set department_id = $1 where id = any($2::bigint[])', [dept, [staff.cj01, staff.aq01]]);
    const res = await t.call({ method: 'POST', url: EP, token: token.staff01, payload: { name: '解析', reviewerId: staff.qyadmin } });
    const id = Number(res.json().data.id);
    await open(
      id,
      state([
        { key: 'dept', signers: [{ department: dept, role: 'workshopDirector' }] },
        { key: 'creator', signers: [{ field: 'creator' }] },
        { key: 'slot', signers: [{ slot: 'leader' }] },
      ]),
      { slots: { leader: { staffIds: [staff.qyadmin], roles: ['generalManager'] } } },
    );
    const [a] = await t.db.query<{ signers: Record<string, number[]> }>(`select signers from wf_approval where resource = 'approval-doc' and record_id = $1`, [id]);
    expect(a.signers).toEqual({ dept: [staff.cj01], creator: [staff.staff01], slot: [staff.qyadmin, staff.gm01] });
    const tasks = await t.db.query<{ staff_id: number }>(`select t.staff_id from wf_task t join wf_approval a on a.id = t.approval_id where a.record_id = $1 and a.resource = 'approval-doc'`, [id]);
    expect(tasks.map((x) => Number(x.staff_id))).toEqual([staff.cj01]);
  });

  it('refuses a step nobody signs (409 naming the step), writing nothing', async () => {
    const res = await t.call({ method: 'POST', url: EP, token: token.staff01, payload: { name: '无人审批' } });
    const id = Number(res.json().data.id);
    const err = await open(id, state([{ key: '空步骤', signers: [{ field: 'reviewerId' }] }]), null).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: '审批步骤“空步骤”没有审批人，请先配置审批人' });
    expect(await t.db.query(`select 1 from wf_approval where resource = 'approval-doc' and record_id = $1`, [id])).toEqual([]);
  });
});
