// A checklist task dispatched by hand (清单任务 / 履职任务 created by a manager, not by a list's schedule) waits in its
// assignee's 待办 (GET /workflow/inbox, read by the desktop and the phone shells), moves to another assignee when it is
// given to them, and leaves when it is done (its last item filled) or withdrawn (deleted); a task generated late
// (missed) waits for nobody. docs/checklists.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
let t: TestApp;
let qyadmin: string;
let staff01: string;
let cj01: string;
let zhangWei: number;
let zhao: number;

interface Item {
  kind: string;
  module: string;
  recordId: number;
  title: string;
  link: string;
  dueAt?: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  cj01 = await t.login('cj01', PASSWORDS.cj01);
  const people = await t.db.query<{ id: number; name: string }>(`select id::int as id, name from staffinfo where tenant_id = 1001 and name in ('张伟', '赵志强') and not deleted`);
  zhangWei = people.find((p) => p.name === '张伟')!.id;
  zhao = people.find((p) => p.name === '赵志强')!.id;
});
afterAll(() => t.close());

async function tasksWaiting(token: string): Promise<Item[]> {
  const res = await t.call({ url: '/zax-cloud/workflow/inbox?pageIndex=1&pageSize=50&module=qing-dan', token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.dataList as Item[]).filter((i) => i.module === 'qing-dan');
}

async function dispatch(payload: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${U}/checklist-task`, token: qyadmin, payload: { listType: 'work', items: '1. 检查消防通道畅通\n2. 检查灭火器压力正常', ...payload } });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

describe('a checklist task dispatched by hand', () => {
  let taskId: number;

  it('waits in its assignee’s 待办 with its name and due time, opening the task', async () => {
    taskId = await dispatch({ name: '手工派发防火检查', assigneeId: zhangWei, dueAt: '2099-12-30 17:00:00' });
    const mine = (await tasksWaiting(staff01)).filter((i) => i.recordId === taskId);
    expect(mine).toEqual([expect.objectContaining({ kind: 'TASK', title: '手工派发防火检查', dueAt: expect.stringMatching(/^2099-12-30/) })]);
    expect(mine[0]!.link).toContain(String(taskId));
    expect((await tasksWaiting(cj01)).some((i) => i.recordId === taskId)).toBe(false);
  });

  it('moves to the new assignee when it is given to someone else', async () => {
    const res = await t.call({ method: 'PUT', url: `${U}/checklist-task`, token: qyadmin, payload: { id: taskId, assigneeId: zhao } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tasksWaiting(staff01)).some((i) => i.recordId === taskId)).toBe(false);
    expect((await tasksWaiting(cj01)).filter((i) => i.recordId === taskId)).toHaveLength(1);
  });

  it('leaves the 待办 once done: the last item filled', async () => {
    const items = await t.db.query<{ id: number }>(
      `select id::int as id from r_checklist_task_item where tenant_id = 1001 and not deleted and data->>'taskId' = $1 order by (data->>'seq')::int`,
      [String(taskId)],
    );
    expect(items).toHaveLength(2);
    const fill = (id: number) => t.call({ method: 'PUT', url: `${U}/checklist-task-item`, token: cj01, payload: { id, result: 'normal' } });
    expect((await fill(items[0]!.id)).statusCode).toBe(200);
    // Half done: still waiting.
    expect((await tasksWaiting(cj01)).filter((i) => i.recordId === taskId)).toHaveLength(1);
    const last = await fill(items[1]!.id);
    expect(last.statusCode, last.body).toBe(200);
    const [task] = await t.db.query<{ state: string }>(`select data->>'state' as state from r_checklist_task where id = $1`, [taskId]);
    expect(task!.state).toBe('done');
    expect((await tasksWaiting(cj01)).some((i) => i.recordId === taskId)).toBe(false);
  });

  it('leaves the 待办 when withdrawn (deleted)', async () => {
    const other = await dispatch({ name: '手工派发应急器材检查', assigneeId: zhangWei });
    expect((await tasksWaiting(staff01)).filter((i) => i.recordId === other)).toHaveLength(1);
    const del = await t.call({ method: 'DELETE', url: `${U}/checklist-task`, token: qyadmin, payload: { ids: [other] } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await tasksWaiting(staff01)).some((i) => i.recordId === other)).toBe(false);
  });

  it('waits for nobody when it is recorded as missed', async () => {
    const late = await dispatch({ name: '手工补录的逾期任务', assigneeId: zhangWei, missed: true });
    expect((await tasksWaiting(staff01)).some((i) => i.recordId === late)).toBe(false);
  });
});
