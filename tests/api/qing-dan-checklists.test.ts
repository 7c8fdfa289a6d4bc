// 清单管理 (issue 17 item 4): a checklist generates its tasks on its period with one item per line, the assignee
// fills them one by one, an abnormal item registers a hidden danger (隐患排查) that remembers it, the task is done
// when every item is; the completion by person, post and department; and the 四色分布图's area levels. Bad inputs
// are refused naming the field, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
let t: TestApp;
let qyadmin: string;
let staff01: string;
let cj01: string;
let zhangWei: number;
let deptId: number;

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  cj01 = await t.login('cj01', PASSWORDS.cj01);
  const [p] = await t.db.query<{ id: number; departmentId: number }>(
    `select id, department_id as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`,
  );
  zhangWei = Number(p.id);
  deptId = Number(p.departmentId);
});
afterAll(() => t.close());

type Rec = Record<string, unknown> & { id: number };
async function rows(resource: string, query: Record<string, string | number>, token = qyadmin): Promise<Rec[]> {
  const res = await t.call({ url: `${U}/${resource}/list`, query: Object.fromEntries(Object.entries({ page: 1, limit: 100, ...query }).map(([k, v]) => [k, String(v)])), token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows;
}
async function detail(resource: string, id: number): Promise<Rec> {
  const res = await t.call({ url: `${U}/${resource}/${id}`, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const fill = (token: string, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `${U}/checklist-task-item`, token, payload });

describe('checklists generate tasks and their items', () => {
  let checklistId: number;
  let todayTask: Rec;
  let lateTask: Rec;
  let items: Rec[];

  beforeAll(async () => {
    const res = await t.call({
      method: 'POST',
      url: `${U}/checklist`,
      token: qyadmin,
      payload: {
        name: '聚合岗位工作清单',
        listType: 'work',
        postName: '聚合操作工',
        deptId,
        assigneeId: zhangWei,
        items: '1. 检查聚合釜压力在指标内\n2. 检查安全阀完好\n\n3. 检查现场无泄漏',
        frequency: 'day',
        startDate: '2026-11-24',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    checklistId = res.json().data.id;
    expect(res.json().data.active).toBe(true);
    await runSchedules(t.db, new Date('2026-11-25T10:00:00+08:00'), { tenants: [1001] });
    const tasks = await rows('checklist-task', { checklistId });
    todayTask = tasks.find((r) => r.period === '2026-11-25') as Rec;
    lateTask = tasks.find((r) => r.period === '2026-11-24') as Rec;
    items = await rows('checklist-task-item', { taskId: todayTask.id, sort: 'seq', order: 'asc' });
  });

  it('generates one task per day, the late one missed, each with one item per line', () => {
    expect(todayTask).toMatchObject({ name: '聚合岗位工作清单', listType: 'work', postName: '聚合操作工', deptId, assigneeId: zhangWei, state: 'pending', missed: false, itemCount: 3, doneCount: 0, abnormalCount: 0 });
    expect(lateTask).toMatchObject({ missed: true, state: 'pending' });
    expect(items.map((i) => [i.seq, i.content])).toEqual([
      [1, '检查聚合釜压力在指标内'],
      [2, '检查安全阀完好'],
      [3, '检查现场无泄漏'],
    ]);
  });

  it('refuses a checklist without items or with an unknown type, naming the field, and stores nothing', async () => {
    const before = (await rows('checklist', {})).length;
    const empty = await t.call({ method: 'POST', url: `${U}/checklist`, token: qyadmin, payload: { name: '空清单', listType: 'work', assigneeId: zhangWei, items: ' \n ', frequency: 'day', startDate: '2026-11-24' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ field: 'items', message: '请填写检查项（每行一项）' });
    const type = await t.call({ method: 'POST', url: `${U}/checklist`, token: qyadmin, payload: { name: '错类型', listType: 'other', assigneeId: zhangWei, items: 'a', frequency: 'day', startDate: '2026-11-24' } });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors[0].field).toBe('listType');
    expect(await rows('checklist', {})).toHaveLength(before);
  });

  it('refuses another person, an abnormal item without a note, and a late task; nothing changes', async () => {
    const other = await fill(cj01, { id: items[0].id, result: 'normal' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0]).toEqual({ field: 'checkerId', message: '本任务的执行人是张伟，赵志强不能填写' });

    const noNote = await fill(staff01, { id: items[1].id, result: 'abnormal' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0]).toEqual({ field: 'note', message: '检查结果为异常，请填写异常说明' });

    const [lateItem] = await rows('checklist-task-item', { taskId: lateTask.id });
    const late = await fill(staff01, { id: lateItem.id, result: 'normal' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toEqual({ field: 'result', message: '任务未按期完成，已逾期，不能再填写（可由管理人员补录）' });

    const bad = await fill(staff01, { id: items[0].id, result: 'fine' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('result');

    expect((await detail('checklist-task-item', items[0].id)).result).toBeUndefined();
    expect(await detail('checklist-task', todayTask.id)).toMatchObject({ state: 'pending', doneCount: 0 });
  });

  it('fills items one by one; an abnormal one registers a hidden danger; the task is done with the last', async () => {
    const first = await fill(staff01, { id: items[0].id, result: 'normal', content: '改掉的内容', checkerId: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ result: 'normal', content: '检查聚合釜压力在指标内', checkerId: zhangWei });
    expect(first.json().data.checkedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await detail('checklist-task', todayTask.id)).toMatchObject({ state: 'doing', doneCount: 1, abnormalCount: 0 });

    const changed = await fill(staff01, { id: items[0].id, result: 'abnormal', note: '改主意' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors[0]).toEqual({ field: 'result', message: '该项已填写，不能修改结果' });

    const abnormal = await fill(staff01, { id: items[1].id, result: 'abnormal', note: '安全阀铅封缺失' });
    expect(abnormal.statusCode, abnormal.body).toBe(200);
    const dangerId = Number(abnormal.json().data.hiddenDangerId);
    expect(dangerId).toBeGreaterThan(0);
    const danger = await detail('hidden-danger', dangerId);
    expect(danger).toMatchObject({ state: 'reported', sourceKind: 'checklist', sourceResource: 'checklist-task-item', sourceRecordId: items[1].id });
    expect(String(danger.title)).toContain('检查安全阀完好');
    expect(String(danger.description)).toContain('安全阀铅封缺失');

    expect((await fill(staff01, { id: items[2].id, result: 'normal' })).statusCode).toBe(200);
    const task = await detail('checklist-task', todayTask.id);
    expect(task).toMatchObject({ state: 'done', itemCount: 3, doneCount: 3, abnormalCount: 1 });
    expect(task.finishedAt).toMatch(/^\d{4}-/);

    // The progress is the server's: a manager's edit of the task cannot reset it.
    const edit = await t.call({ method: 'PUT', url: `${U}/checklist-task`, token: qyadmin, payload: { id: todayTask.id, state: 'pending', doneCount: 0, items: 'x' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ state: 'done', doneCount: 3, items: todayTask.items });
  });

  it('answers the completion by person, post and department, and refuses an unknown grouping', async () => {
    const byPerson = await t.call({ url: '/zax-cloud/qing-dan/completion', query: { by: 'person' }, token: qyadmin });
    expect(byPerson.statusCode, byPerson.body).toBe(200);
    const me = (byPerson.json().data as { key: string; label: string; total: number; done: number; missed: number; rate: string }[]).find((r) => r.key === String(zhangWei));
    expect(me?.label).toBe('张伟');
    expect(me?.done).toBeGreaterThanOrEqual(1);
    expect(me?.missed).toBeGreaterThanOrEqual(1);
    expect(me?.rate).toMatch(/^\d+\.\d\d$/);

    const byPost = await t.call({ url: '/zax-cloud/qing-dan/completion', query: { by: 'post' }, token: qyadmin });
    expect(byPost.json().data.find((r: { key: string }) => r.key === '聚合操作工')).toMatchObject({ label: '聚合操作工' });
    const byDept = await t.call({ url: '/zax-cloud/qing-dan/completion', query: { by: 'dept' }, token: qyadmin });
    expect(byDept.json().data.find((r: { key: string }) => r.key === String(deptId))?.label).toBeTruthy();

    const bad = await t.call({ url: '/zax-cloud/qing-dan/completion', query: { by: 'month' }, token: qyadmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'by', message: '统计维度「month」无效，应为 person、post 或 dept' });
  });

  it('deletes a task with its items', async () => {
    const del = await t.call({ method: 'DELETE', url: `${U}/checklist-task`, token: qyadmin, payload: { ids: [lateTask.id] } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rows('checklist-task-item', { taskId: lateTask.id })).toHaveLength(0);
  });
});

describe('the demo', () => {
  it('shows a week of filled tasks: items normal, one abnormal with its note, each task done', async () => {
    const tasks = (await rows('checklist-task', { name: '聚合岗位交接班检查清单' })).sort((a, b) => String(a.period).localeCompare(String(b.period)));
    expect(tasks.map((t) => [t.state, t.doneCount, t.abnormalCount, t.missed])).toEqual([
      ['done', 3, 0, false],
      ['done', 3, 0, false],
      ['done', 3, 1, false],
    ]);
    const items = await rows('checklist-task-item', { taskId: tasks[2].id, sort: 'seq', order: 'asc' });
    expect(items.map((i) => i.result)).toEqual(['normal', 'normal', 'abnormal']);
    expect(items[2]).toMatchObject({ checkerId: zhangWei, note: '聚合釜进料阀法兰处有物料渗漏，已通知维修' });
    // Its checklist is switched off: the schedule never generates those days again.
    const [list] = await rows('checklist', { name: '聚合岗位交接班检查清单' });
    expect(list).toMatchObject({ active: false });
    await runSchedules(t.db, new Date(), { tenants: [1001] });
    expect(await rows('checklist-task', { checklistId: list.id })).toHaveLength(3);
  });
});

describe('four-colour map', () => {
  let areaId: number;
  it('colours an area by the highest level of the risk points in it', async () => {
    areaId = await shapedArea();
    const object = await t.call({ method: 'POST', url: `${U}/risk-object`, token: qyadmin, payload: { name: '四色测试对象', objectType: 'major-hazard', deptId, personId: zhangWei } });
    expect(object.statusCode, object.body).toBe(200);
    const objectId = object.json().data.id;

    for (const [name, riskLevel] of [
      ['四色测试点一', 'low'],
      ['四色测试点二', 'large'],
    ]) {
      const res = await t.call({ method: 'POST', url: `${U}/risk-unit`, token: qyadmin, payload: { name, objectId, areaId, riskLevel, deptId, personId: zhangWei } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await t.call({ url: '/zax-cloud/fxfjgk/four-color', token: qyadmin });
    const row = (after.json().data as { id: number; level: string; colour: string; units: number }[]).find((a) => a.id === areaId);
    expect(row).toMatchObject({ level: 'large', colour: '#FF8C00' });
    expect(row?.units).toBeGreaterThanOrEqual(2);
  });

  it("shows another enterprise none of this one's areas", async () => {
    const other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const res = await t.call({ url: '/zax-cloud/fxfjgk/four-color', token: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { id: number }[]).map((a) => a.id)).not.toContain(areaId);
  });
});

/** An area with a shape (the demo's areas, or one drawn here when the plan and areas are not seeded). */
async function shapedArea(): Promise<number> {
  const list = await rows('area', {});
  const shaped = list.find((a) => a.shape);
  if (shaped) return shaped.id;
  throw new Error('no area with a shape in the test database');
}
