// Issue 14 end to end (the join of wf-core, wf-approval, wf-notify, wf-inbox and wf-schedule) on test-only
// resources declared the normal way (tests/fixtures/wf-int: the `workflow` and `schedule` keywords in the
// files): create → submit (a transition into a state with `approval`, raising its `notify` warnings) →
// `GET {ep}/actions` offers approval/approve to the first step's signers only → 会签 by both → 或签 by one →
// the record moves to `approved` through wf-core's moveRecord, with a history row for every step, and each
// signer's inbox lists the item while it waits for them and not after. A schedule plan generates a task that
// appears in its assignee's inbox and leaves it when the task is acted on; the missed periods move to the
// missed state through moveRecord. A deleted record waits for nobody.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir, resourceRegistry } from '../../src/server/resources/registry.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/wf-int'));

const API = '/zax-cloud';
const DOC = `${API}/u-basic/int-doc`;
const PLAN = `${API}/u-basic/int-plan`;
const TASK = `${API}/u-basic/int-task`;
const TENANT = 1001;
const LOGINS = ['staff01', 'aq01', 'cj01', 'gm01', 'qyadmin'] as const;
type Login = (typeof LOGINS)[number];

let t: TestApp;
const token = {} as Record<Login, string>;
const staff = {} as Record<Login, number>;

interface InboxItem {
  resource?: string;
  recordId: number;
  kind: string;
}

beforeAll(async () => {
  t = await createTestApp();
  // The enterprise administrator gets a staff record: the record's reviewer (the other signer of 领导审批).
  const [{ id: qyStaff }] = await t.db.query<{ id: number }>(`insert into staffinfo (tenant_id, name) values ($1, '联调审核员') returning id`, [TENANT]);
  await t.db.query(`update sysuser set ren_yuan_id = $1 where login_name = 'qyadmin'`, [qyStaff]);
  for (const who of LOGINS) {
    token[who] = await t.login(who, PASSWORDS[who]);
    const [row] = await t.db.query<{ staff: number }>('select ren_yuan_id as staff from sysuser where login_name = $1', [who]);
    staff[who] = Number(row.staff);
  }
});
afterAll(() => t?.close());

async function post(who: Login, url: string, payload: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url, token: token[who], payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Record<string, unknown> } };
}

async function get<T>(who: Login, url: string): Promise<T> {
  const res = await t.call({ method: 'GET', url, token: token[who] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

const actionsOf = async (who: Login, ep: string, id: number) => (await get<{ action: string }[]>(who, `${ep}/actions?id=${id}`)).map((a) => a.action);

/** The inbox items of `who` about one record of one resource. */
async function inboxOf(who: Login, resource: string, id: number): Promise<InboxItem[]> {
  const page = await get<{ total: number; dataList: InboxItem[] }>(who, `${API}/workflow/inbox?pageIndex=1&pageSize=50`);
  return page.dataList.filter((i) => i.resource === resource && Number(i.recordId) === id);
}

async function waitingKinds(resource: string, id: number): Promise<string[]> {
  const rows = await t.db.query<{ kind: string }>('select distinct kind from wf_waiting where tenant_id = $1 and resource = $2 and record_id = $3 order by kind', [
    TENANT,
    resource,
    id,
  ]);
  return rows.map((r) => r.kind);
}

async function submittedDoc(name: string): Promise<number> {
  const created = await post('staff01', DOC, { name, reviewerId: staff.qyadmin });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = Number(created.body.data.id);
  const submitted = await post('staff01', `${DOC}/submit`, { id });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.data.state).toBe('approving');
  return id;
}

describe('create → submit → 会签 → 或签 → approved', () => {
  it('offers, acts, inboxes, history and warnings agree along the chain', async () => {
    const created = await post('staff01', DOC, { name: '联调文件一', reviewerId: staff.qyadmin, state: 'approved' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = Number(created.body.data.id);
    // The initial state whatever the payload said; only the creator may submit.
    expect(created.body.data.state).toBe('draft');
    expect(await actionsOf('staff01', DOC, id)).toEqual(['submit']);
    expect(await actionsOf('aq01', DOC, id)).toEqual([]);
    expect(await inboxOf('staff01', 'int-doc', id)).toHaveLength(1);

    const submitted = await post('staff01', `${DOC}/submit`, { id });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.state).toBe('approving');
    // The submit's notify warned the general manager, with the record's resource and id.
    const warned = await t.db.query<{ staff_id: number }>("select staff_id from risk_warning where resource = 'int-doc' and record_id = $1", [id]);
    expect(warned.map((w) => Number(w.staff_id))).toEqual([staff.gm01]);

    // Step 部门会签 (all): its two signers are offered approve; the second step's are not yet.
    expect(await actionsOf('aq01', DOC, id)).toContain('approval/approve');
    expect(await actionsOf('cj01', DOC, id)).toContain('approval/approve');
    expect(await actionsOf('gm01', DOC, id)).not.toContain('approval/approve');
    expect(await actionsOf('qyadmin', DOC, id)).not.toContain('approval/approve');
    expect(await inboxOf('staff01', 'int-doc', id)).toHaveLength(0);
    expect(await inboxOf('aq01', 'int-doc', id)).toHaveLength(1);
    expect(await inboxOf('cj01', 'int-doc', id)).toHaveLength(1);
    expect(await inboxOf('gm01', 'int-doc', id)).toHaveLength(0);
    // Not a signer: 409, nothing changed.
    const refused = await post('gm01', `${DOC}/approval/approve`, { id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);

    const first = await post('aq01', `${DOC}/approval/approve`, { id, opinion: '同意' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.state).toBe('approving');
    expect(await inboxOf('aq01', 'int-doc', id)).toHaveLength(0);
    expect(await inboxOf('cj01', 'int-doc', id)).toHaveLength(1);
    expect(await actionsOf('aq01', DOC, id)).not.toContain('approval/approve');

    expect((await post('cj01', `${DOC}/approval/approve`, { id })).status).toBe(200);
    // Step 领导审批 (any): the general manager and the reviewer both wait.
    expect(await inboxOf('cj01', 'int-doc', id)).toHaveLength(0);
    expect(await inboxOf('gm01', 'int-doc', id)).toHaveLength(1);
    expect(await inboxOf('qyadmin', 'int-doc', id)).toHaveLength(1);
    expect(await actionsOf('gm01', DOC, id)).toContain('approval/approve');

    const last = await post('qyadmin', `${DOC}/approval/approve`, { id, opinion: '批准' });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data.state).toBe('approved');
    for (const who of LOGINS) expect(await inboxOf(who, 'int-doc', id), who).toHaveLength(0);
    expect(await waitingKinds('int-doc', id)).toEqual([]);
    expect(await actionsOf('gm01', DOC, id)).toEqual([]);

    const history = await get<{ action: string; fromState: string | null; toState: string | null; stepKey: string | null; opinion: string | null }[]>(
      'staff01',
      `${DOC}/history?id=${id}`,
    );
    expect(history.map((h) => [h.action, h.fromState, h.toState, h.stepKey])).toEqual([
      ['create', null, 'draft', null],
      ['submit', 'draft', 'approving', null],
      ['approval/approve', 'approving', 'approving', 'review'],
      ['approval/approve', 'approving', 'approving', 'review'],
      ['approval/approve', 'approving', 'approved', 'sign'],
    ]);
    expect(history.at(-1)?.opinion).toBe('批准');
    const approval = await get<{ steps: { key: string; status: string }[] }>('staff01', `${DOC}/approval?id=${id}`);
    expect(approval.steps.map((s) => s.status)).toEqual(['done', 'done']);
  });

  it('a return to the applicant moves the record back through moveRecord and offers submit again', async () => {
    const id = await submittedDoc('联调文件二');
    const returned = await post('aq01', `${DOC}/approval/return`, { id, opinion: '资料不全', toStep: 'applicant' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data.state).toBe('draft');
    expect(await inboxOf('cj01', 'int-doc', id)).toHaveLength(0);
    expect(await inboxOf('staff01', 'int-doc', id)).toHaveLength(1);
    expect(await actionsOf('staff01', DOC, id)).toEqual(['submit']);
  });

  it('a deleted record waits for nobody, whatever the kind of its rows', async () => {
    const id = await submittedDoc('联调文件三');
    await t.db.query(
      "insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title) values ($1, null, 'int-doc', $2, 'overdue', 'overdue', 'role:safetyDept', 'x')",
      [TENANT, id],
    );
    expect(await waitingKinds('int-doc', id)).toEqual(['approval', 'overdue']);
    const res = await t.call({ method: 'DELETE', url: `${DOC}?ids=${id}`, token: token.staff01 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await waitingKinds('int-doc', id)).toEqual([]);
    expect(await inboxOf('aq01', 'int-doc', id)).toHaveLength(0);
  });
});

describe('a schedule plan generating tasks', () => {
  it('puts the current task in its assignee inbox until it is acted on; missed periods move through moveRecord', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86400_000).toISOString().slice(0, 10);
    const plan = await post('qyadmin', PLAN, { name: '联调日检', frequency: 'day', startDate: yesterday, assigneeId: staff.staff01, active: true });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    // Only the fixture's plan and task files: the demo's own plans generate tasks of their own.
    const files = resourceRegistry().all.filter((f) => f.key === 'int-plan' || f.key === 'int-task');
    const r = await runSchedules(t.db, new Date(), { tenants: [TENANT], files });
    expect(r).toMatchObject({ generated: 2, missed: 1, failed: 0 });
    const tasks = await t.db.query<{ id: number; data: { period: string; state: string } }>(
      "select id, data from r_int_task where tenant_id = $1 and (data->>'planId')::bigint = $2 order by id",
      [TENANT, Number(plan.body.data.id)],
    );
    const missed = tasks.find((x) => x.data.period === yesterday);
    const current = tasks.find((x) => x.data.period === today);
    if (!missed || !current) throw new Error(`periods ${JSON.stringify(tasks.map((x) => x.data))}`);
    const missedId = Number(missed.id);
    const id = Number(current.id);

    // The missed period went to its missed state with the history step; it waits for nobody.
    expect(missed.data.state).toBe('done');
    const missedHistory = await get<{ action: string; toState: string | null }[]>('staff01', `${TASK}/history?id=${missedId}`);
    expect(missedHistory.map((h) => [h.action, h.toState])).toEqual([
      ['create', 'todo'],
      ['schedule-missed', 'done'],
    ]);
    expect(await waitingKinds('int-task', missedId)).toEqual([]);

    // The current one waits for its assignee (its task row and its transition's), and only for them.
    expect(current.data.state).toBe('todo');
    expect(await waitingKinds('int-task', id)).toEqual(['task', 'transition']);
    expect(await inboxOf('staff01', 'int-task', id)).not.toHaveLength(0);
    expect(await inboxOf('aq01', 'int-task', id)).toHaveLength(0);
    expect(await actionsOf('staff01', TASK, id)).toEqual(['finish']);

    const done = await post('staff01', `${TASK}/finish`, { id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.state).toBe('done');
    expect(await waitingKinds('int-task', id)).toEqual([]);
    expect(await inboxOf('staff01', 'int-task', id)).toHaveLength(0);
  });
});
