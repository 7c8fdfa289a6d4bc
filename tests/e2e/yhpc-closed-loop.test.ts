// Issue 17's closed loop in the browser (docs/hidden-danger.md, docs/risk.md): a risk event graded 重大 in an area
// and its control measure, from which the schedule generates a control task (what the runner does every minute);
// staff01 (张伟) finds the task in his 待办 and checks it 异常, which registers a hidden danger in 待登记 that
// remembers the task; the safety department (aq01, 李安全) registers it (level, rectifier 赵志强, acceptor 李安全,
// deadline, measures); the rectifier (cj01) submits the rectification from the phone shell in a phone-sized
// context, with a photo; he is not offered the acceptance, the acceptor (aq01) closes it on the desktop; 隐患统计's
// figures follow (found and closed one more), and the four-colour view colours the area 重大.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { button, drawerOf } from './helpers/antd-locators.ts';
import { api } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { pngImage } from './helpers/png-image.ts';

const suite = e2eSuite();
const U = '/zax-cloud/u-basic';
const MEASURE = 'E2E闭环：罐区可燃气体检测仪在线';
const ABNORMAL = 'E2E闭环：三号检测仪离线，报警无显示';
const FIX = 'E2E闭环：更换检测仪探头并恢复联网，报警试验正常';

/** A date `days` from today on the sites' clock (UTC+8), YYYY-MM-DD. */
const day = (days: number): string => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Summary {
  found: number;
  closed: number;
}

let areaId = 0;
let areaName = '';
let measureId = 0;

async function staffId(name: string): Promise<number> {
  const [p] = await suite.env.db.query<{ id: number }>(`select id from staffinfo where tenant_id = 1001 and name = $1 and not deleted order by id limit 1`, [name]);
  return Number(p.id);
}

async function post(resource: string, payload: object): Promise<number> {
  const res = await api(suite.env, await suite.pages.token('qyadmin'), 'POST', `${U}/${resource}`, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number((res.body.data as { id: number }).id);
}

async function areaLevel(): Promise<string | null> {
  const [row] = await suite.env.db.query<{ level: string | null }>(`select data->>'riskLevel' as level from r_area where tenant_id = 1001 and id = $1`, [areaId]);
  return row?.level ?? null;
}

/** The figure of a 隐患统计 card, as shown. */
async function figure(page: Page, key: keyof Summary): Promise<number> {
  const card = page.getByTestId(`yhpc-summary-${key}`).locator('.ant-statistic-content-value');
  await card.waitFor();
  return Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
}

async function readSummary(page: Page): Promise<Summary> {
  await page.goto(suite.env.url('/yhpc/statistics'));
  return { found: await figure(page, 'found'), closed: await figure(page, 'closed') };
}

/** The open dialog of a workflow action, by its title. */
const actionDialog = (page: Page, title: string): Locator => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) }).last();

/** A Formily form item of `scope` by its exact label. */
function item(scope: Locator, label: string): Locator {
  return scope.locator('.ant-formily-item').filter({ has: scope.page().locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

async function choose(scope: Locator, label: string, option: string, search?: string): Promise<void> {
  const page = scope.page();
  const select = item(scope, label).locator('.ant-select');
  await select.click();
  if (search) await select.locator('input').pressSequentially(search);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option, .ant-select-tree-treenode').filter({ hasText: option }).first().click();
  await expect.poll(() => select.textContent()).toContain(option);
  // The list closes on the choice (Escape would close the dialog too).
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

beforeAll(async () => {
  // An area with a shape below 重大, and in it a new analysis unit whose event is graded 重大 by LEC (10 × 6 × 15).
  const areas = await suite.env.db.query<{ id: number; name: string }>(
    `select id, data->>'name' as name from r_area where tenant_id = 1001 and not deleted and data ? 'shape' and coalesce(data->>'riskLevel', '') <> 'major' order by id limit 1`,
  );
  if (!areas[0]) throw new Error('the demo has no area with a shape below 重大');
  areaId = Number(areas[0].id);
  areaName = areas[0].name;
  const deptId = Number((await suite.env.db.query<{ d: number }>(`select department_id as d from staffinfo where id = $1`, [await staffId('李安全')]))[0].d);
  const people = { deptId, personId: await staffId('李安全') };
  const objectId = await post('risk-object', { name: 'E2E闭环分析对象', objectType: 'major-hazard', ...people });
  const unitId = await post('risk-unit', { name: 'E2E闭环分析单元', objectId, areaId, ...people });
  const eventId = await post('risk-event', { name: 'E2E闭环：可燃气体泄漏爆炸', unitId, eventType: 'explosion', method: 'LEC', lecL: 10, lecE: 6, lecC: 15, ...people });
  // The measure is checked weekly at the level of 张伟's department (生产一车间, typed 车间: 车间级).
  measureId = await post('control-measure', {
    name: MEASURE,
    eventId,
    classify1: 'engineering',
    classify2: 'instrument',
    controlLevel: 'workshop',
    frequency: 'week',
    checkContent: '检查可燃气体检测仪在线、报警值设定正确',
    deptId,
    assigneeId: await staffId('张伟'),
    startDate: day(0),
    active: true,
  });
});

describe('the dual-prevention closed loop', () => {
  it('a measure’s task checked abnormal becomes a hidden danger, registered, rectified on the phone, accepted; statistics and four colours follow', async () => {
    const desk = await suite.pages.as('aq01');
    const before = await readSummary(desk);

    // The schedule generates the week's task from the measure, waiting in 张伟's 待办.
    await runSchedules(suite.env.db, new Date(), { tenants: [1001] });
    const [task] = await suite.env.db.query<{ id: number }>(`select id from r_control_task where tenant_id = 1001 and data->>'measureId' = $1`, [String(measureId)]);
    expect(task, 'a task generated from the measure').toBeDefined();
    const taskId = Number(task.id);

    const staff = await suite.pages.as('staff01');
    await staff.goto(suite.env.url('/dashboard'));
    const inboxLink = staff.getByRole('link', { name: new RegExp(MEASURE) }).first();
    await inboxLink.waitFor();
    await inboxLink.click();
    await staff.waitForURL((u) => u.searchParams.get('detail') === String(taskId));
    await button(drawerOf(staff), '编辑').click();
    const form = drawerOf(staff);
    await item(form, '排查结果').getByText('异常', { exact: true }).click();
    await item(form, '异常情况').locator('textarea').fill(ABNORMAL);
    await button(form, '保存').click();
    await staff.locator('.ant-message').getByText(/成功/).last().waitFor();

    const [checked] = await suite.env.db.query<{ data: Record<string, unknown> }>(`select data from r_control_task where tenant_id = 1001 and id = $1`, [taskId]);
    expect(checked.data).toMatchObject({ result: 'abnormal', state: 'done' });
    const dangerId = Number(checked.data.hiddenDangerId);
    expect(dangerId).toBeGreaterThan(0);
    const [reported] = await suite.env.db.query<{ data: Record<string, unknown> }>(`select data from r_hidden_danger where tenant_id = 1001 and id = $1`, [dangerId]);
    // Found where the event's unit is placed.
    expect(reported.data).toMatchObject({ state: 'reported', sourceKind: 'control-task', sourceResource: 'control-task', sourceRecordId: taskId, areaId });

    // The safety department registers it from the ledger.
    await desk.goto(suite.env.url(`/yhpc/ticket?detail=${dangerId}`));
    const detail = drawerOf(desk);
    await detail.getByText(ABNORMAL).first().waitFor();
    await button(detail.getByTestId('workflow-actions'), '登记确认').click();
    const register = actionDialog(desk, '登记确认');
    await item(register, '隐患等级').getByText('一般隐患').click();
    await choose(register, '隐患类别', '电气仪表');
    await choose(register, '整改责任部门', '生产一车间');
    await choose(register, '整改责任人', '赵志强', '赵志强');
    await choose(register, '验收人', '李安全', '李安全');
    const deadline = item(register, '整改期限').locator('input');
    await deadline.click();
    await deadline.fill(day(7));
    await deadline.press('Enter');
    await item(register, '整改措施').locator('textarea').fill('更换检测仪探头，恢复联网并做报警试验');
    await button(register, '登记确认').click();
    await desk.locator('.ant-message').getByText(/登记确认|成功/).last().waitFor();
    await expect.poll(async () => (await suite.env.db.query<{ s: string }>(`select data->>'state' as s from r_hidden_danger where id = $1`, [dangerId]))[0].s).toBe('rectifying');

    // The rectifier, on the phone: the hidden danger waits in his 待办; the rectification goes with a photo.
    const phone = await suite.pages.onPhone('cj01');
    await phone.goto(suite.env.url('/m/'));
    // The hidden danger is named after the task (the measure and its period); its 提交整改 waits for the rectifier.
    const waiting = phone.getByTestId('phone-inbox-item').filter({ hasText: MEASURE }).filter({ hasText: '提交整改' }).first();
    await waiting.waitFor();
    await waiting.getByRole('link').tap();
    await phone.waitForURL((u) => u.pathname === `/zax/m/r/hidden-danger/${dangerId}`);
    const record = phone.getByTestId('phone-record');
    const phoneActions = record.getByTestId('workflow-actions');
    await phoneActions.getByRole('button', { name: /提交整改/ }).tap();
    const rectify = actionDialog(phone, '提交整改');
    await item(rectify, '整改情况说明').locator('textarea').fill(FIX);
    await item(rectify, '整改后照片').locator('input[type=file]').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: pngImage(640, 480) });
    await rectify.getByText('after.png').waitFor();
    await rectify.getByRole('button', { name: /提交整改/ }).tap();
    await expect.poll(async () => (await suite.env.db.query<{ s: string }>(`select data->>'state' as s from r_hidden_danger where id = $1`, [dangerId]))[0].s).toBe('accepting');
    // One column on the phone; the rectifier is not offered the acceptance of his own work.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await record.getByTestId('history-entry').filter({ hasText: /^提交整改/ }).waitFor();
    expect(await phoneActions.getByRole('button', { name: /验收通过/ }).count()).toBe(0);

    // The acceptor closes it.
    await desk.goto(suite.env.url(`/yhpc/ticket?detail=${dangerId}`));
    const accepting = drawerOf(desk);
    await accepting.getByText(FIX).first().waitFor();
    await button(accepting.getByTestId('workflow-actions'), '验收通过').click();
    const accept = desk.locator('.ant-modal').last();
    await accept.getByText('确定验收通过并销号？').waitFor();
    await button(accept, '验收通过').click();
    await expect.poll(async () => (await suite.env.db.query<{ s: string }>(`select data->>'state' as s from r_hidden_danger where id = $1`, [dangerId]))[0].s).toBe('closed');
    const [closed] = await suite.env.db.query<{ data: Record<string, unknown> }>(`select data from r_hidden_danger where id = $1`, [dangerId]);
    expect(closed.data).toMatchObject({ onTime: true, closedDate: day(0), rectifiedDate: day(0) });

    // 隐患统计: one more found, one more closed.
    const after = await readSummary(desk);
    expect(after).toEqual({ found: before.found + 1, closed: before.closed + 1 });

    // The four colours: the area of the 重大 event is 重大, on the 四色分布图 (riskVersion 1's page over the same records).
    expect(await areaLevel()).toBe('major');
    await suite.env.db.query(`update qyxx set config = config || '{"riskVersion": "1"}'::jsonb where tenant_id = 1001`);
    const map = await suite.pages.as('qyadmin');
    await map.goto(suite.env.url('/fxfjgk/four-color'));
    const row = map.getByTestId('four-color-table').locator('tr').filter({ hasText: areaName });
    await row.getByText('重大风险').waitFor();
  });
});
