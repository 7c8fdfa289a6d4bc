// 清单管理 and 四色分布图 in the browser (issue 17): staff01 opens a task by its inbox link and fills it item by item on 任务详情, one item
// abnormal with a photo, which registers a hidden danger (given the photo) whose ticket opens from the item; the four-colour map colours an area by
// the highest level of the risk points placed in it.
import { describe, expect, it } from 'vitest';
import { api } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { pngImage } from './helpers/png-image.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';

const suite = e2eSuite();
const U = '/zax-cloud/u-basic';

async function zhangWei(): Promise<number> {
  const [p] = await suite.env.db.query<{ id: number }>(`select id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`);
  return Number(p.id);
}

describe('checklists', () => {
  it('staff01 fills a task item by item; the abnormal item registers a hidden danger', async () => {
    const token = await suite.env.apiToken('qyadmin', 'Qy@123456');
    const res = await api(suite.env, token, 'POST', `${U}/checklist-task`, {
      name: 'E2E聚合岗位点检',
      listType: 'work',
      postName: '聚合操作工',
      assigneeId: await zhangWei(),
      items: '检查聚合釜压力在指标内\n检查安全阀完好',
      dueAt: '2099-12-31 23:59:59',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const taskId = (res.body.data as { id: number }).id;

    const page = await suite.pages.as('staff01');
    // The task dispatched by hand waits in staff01's 待办; its link (the server's recordLink: the workbench naming the
    // resource) opens 任务详情, where it is filled, not the task list.
    await page.goto(suite.env.url('/dashboard'));
    const inboxLink = page.getByRole('link', { name: /E2E聚合岗位点检/ }).first();
    await inboxLink.waitFor();
    await inboxLink.click();
    await page.waitForURL(`**/qing-dan/task-item/${taskId}`);
    await page.getByTestId('qd-item-1').waitFor();
    // The workbench lists the task among staff01's open ones.
    await page.goto(suite.env.url('/qing-dan/workbench'));
    await page.getByRole('link', { name: 'E2E聚合岗位点检' }).click();
    await page.waitForURL(`**/qing-dan/task-item/${taskId}`);

    const first = page.getByTestId('qd-item-1');
    await first.getByRole('radio', { name: '正常' }).check();
    await first.getByRole('button', { name: '提交该项' }).click();
    await first.getByText('正常', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('qd-task-state').textContent()).toBe('进行中');

    const second = page.getByTestId('qd-item-2');
    await second.getByRole('radio', { name: '异常' }).check();
    await second.getByRole('textbox', { name: '异常说明' }).fill('安全阀铅封缺失');
    // A photo of what is wrong goes up with the item, and on to the hidden danger.
    await second.getByRole('group', { name: '现场照片' }).locator('input[type=file]').setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: pngImage(640, 480) });
    await second.getByText('valve.png').waitFor();
    await second.getByRole('button', { name: '提交该项' }).click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    const link = second.getByRole('link', { name: /已登记隐患 #\d+/ });
    await link.waitFor();
    await expect.poll(() => page.getByTestId('qd-task-state').textContent()).toBe('已完成');
    // Done, it has left staff01's 待办.
    const staffToken = await suite.env.apiToken('staff01', 'Staff@1234');
    const inbox = await api(suite.env, staffToken, 'GET', '/zax-cloud/workflow/inbox?pageIndex=1&pageSize=50&module=qing-dan');
    expect(inbox.status).toBe(200);
    expect((inbox.body.data as { dataList: { recordId: number }[] }).dataList.map((i) => i.recordId)).not.toContain(taskId);

    const dangerId = Number(/#(\d+)/.exec((await link.textContent()) ?? '')?.[1]);
    const [danger] = await suite.env.db.query<{ data: Record<string, unknown> }>(`select data from r_hidden_danger where tenant_id = 1001 and id = $1`, [dangerId]);
    expect(danger.data).toMatchObject({ sourceKind: 'checklist', sourceResource: 'checklist-task-item', state: 'reported' });
    const [item] = await suite.env.db.query<{ photos: string[] }>(`select data->'photos' as photos from r_checklist_task_item where tenant_id = 1001 and data->>'hiddenDangerId' = $1`, [String(dangerId)]);
    expect(item.photos).toHaveLength(1);
    expect(danger.data.photos).toEqual(item.photos);
    // The filled item shows its photo.
    await second.getByText('valve.png').waitFor();

    // The ticket opens in the hidden-danger ledger, named after the item.
    await link.click();
    await page.waitForURL(new RegExp(`/yhpc/ticket\\?detail=${dangerId}`));
    await page.locator('.ant-drawer-content').getByText(/检查安全阀完好/).first().waitFor();
  });
});

describe('checklists on the phone', () => {
  it('staff01 opens a task from the phone’s 待办 and fills it item by item; the abnormal item’s hidden danger opens on the phone', async () => {
    const token = await suite.env.apiToken('qyadmin', 'Qy@123456');
    // A yearly list for staff01; the schedule generates this year's task, which waits in his 待办.
    const res = await api(suite.env, token, 'POST', `${U}/checklist`, {
      name: 'E2E手机端岗位点检',
      listType: 'work',
      postName: '聚合操作工',
      assigneeId: await zhangWei(),
      items: '检查机泵运行无异响\n检查消防器材完好',
      frequency: 'year',
      startDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const listId = (res.body.data as { id: number }).id;
    await runSchedules(suite.env.db, new Date(), { tenants: [1001], files: resourceRegistry().all.filter((r) => r.key === 'checklist' || r.key === 'checklist-task') });
    const [task] = await suite.env.db.query<{ id: number }>(`select id from r_checklist_task where tenant_id = 1001 and data->>'checklistId' = $1`, [String(listId)]);
    const taskId = Number(task.id);

    const page = await suite.pages.onPhone('staff01');
    await page.goto(suite.env.url('/m/'));
    const waiting = page.getByTestId('phone-inbox-item').filter({ hasText: 'E2E手机端岗位点检' }).first();
    await waiting.waitFor();
    await waiting.getByRole('link').tap();
    await page.waitForURL((u) => u.pathname === `/zax/m/x/qing-dan/task/${taskId}`);

    const first = page.getByTestId('qd-item-1');
    await first.getByRole('radio', { name: '正常' }).check();
    await first.getByRole('button', { name: '提交该项' }).tap();
    await first.getByText('正常', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('qd-task-state').textContent()).toBe('进行中');

    const second = page.getByTestId('qd-item-2');
    await second.getByRole('radio', { name: '异常' }).check();
    await second.getByRole('textbox', { name: '异常说明' }).fill('灭火器压力不足');
    await second.getByRole('group', { name: '现场照片' }).locator('input[type=file]').setInputFiles({ name: 'extinguisher.png', mimeType: 'image/png', buffer: pngImage(640, 480) });
    await second.getByText('extinguisher.png').waitFor();
    await second.getByRole('button', { name: '提交该项' }).tap();
    await page.getByRole('button', { name: /确\s*定|OK/ }).tap();
    const link = second.getByRole('link', { name: /已登记隐患 #\d+/ });
    await link.waitFor();
    await expect.poll(() => page.getByTestId('qd-task-state').textContent()).toBe('已完成');
    // One column: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const dangerId = Number(/#(\d+)/.exec((await link.textContent()) ?? '')?.[1]);
    const [danger] = await suite.env.db.query<{ data: Record<string, unknown> }>(`select data from r_hidden_danger where tenant_id = 1001 and id = $1`, [dangerId]);
    expect(danger.data).toMatchObject({ sourceKind: 'checklist', sourceResource: 'checklist-task-item', state: 'reported' });
    expect(danger.data.photos).toHaveLength(1);
    await link.tap();
    await page.waitForURL((u) => u.pathname === `/zax/m/r/hidden-danger/${dangerId}`);
    await page.getByTestId('phone-record').getByText(/检查消防器材完好/).first().waitFor();
  });
});

describe('four-colour map', () => {
  it('colours an area by the highest level of the risk points in it', async () => {
    await suite.env.db.query(`update qyxx set config = config || '{"riskVersion": "1"}'::jsonb where tenant_id = 1001`);
    const token = await suite.env.apiToken('qyadmin', 'Qy@123456');
    const areas = (await api(suite.env, token, 'GET', `${U}/area/list?limit=100`)).body.data as { rows: { id: number; name: string; shape?: unknown }[] };
    const area = areas.rows.find((a) => a.name === '储罐区' && a.shape) ?? areas.rows.find((a) => a.shape);
    if (!area) throw new Error('the demo has no area with a shape');
    const [who] = await suite.env.db.query<{ id: number; departmentId: number }>(`select id, department_id as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`);
    const people = { deptId: Number(who.departmentId), personId: Number(who.id) };
    const object = await api(suite.env, token, 'POST', `${U}/risk-object`, { name: 'E2E四色对象', objectType: 'major-hazard', ...people });
    expect(object.status, JSON.stringify(object.body)).toBe(200);
    const unit = await api(suite.env, token, 'POST', `${U}/risk-unit`, { name: 'E2E四色风险点', objectId: (object.body.data as { id: number }).id, areaId: area.id, riskLevel: 'major', ...people });
    expect(unit.status, JSON.stringify(unit.body)).toBe(200);

    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/fxfjgk/four-color'));
    await page.getByTestId('plant-map').locator('canvas').first().waitFor();
    await expect.poll(() => page.getByTestId('four-color-legend-major').textContent()).toMatch(/重大风险：[1-9]\d* 个区域/);
    const row = page.getByTestId('four-color-table').locator('tr').filter({ hasText: area.name });
    await row.getByText('重大风险').waitFor();
  });
});
