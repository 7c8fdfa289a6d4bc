// Issue 18's browser flow: a patrol walked on the phone opens a repair order, which is closed on the desktop, and the
// device's detail shows both.
// 1. A daily plan of the demo's 一号路线 generates today's patrol for 张伟 (staff01): it waits in his phone's 待办 and
//    opens the patrol's own page (/zax/m/x/xjxc/patrol/:id; Chromium's mobile emulation, 360 × 640, touch);
// 2. a reading beyond the instrument's range is said at once and refused by the server with its words, nothing
//    stored; the route answered with one reading outside its normal range (and a photo), 提交巡检 submits it: the page
//    shows the patrol done with one abnormal item and the repair order it opened;
// 3. on the desktop the administrator dispatches the order to 张伟, who repairs it; he reported it, but as its repairer
//    he is offered no 验收; the administrator accepts it and it is closed (已完成);
// 4. the device's detail page (设备台账 › 设备详情) shows the patrol and the repair on its timeline.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { button } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import type { DemoLogin } from './helpers/signed-in-pages.ts';
import { pngImage } from './helpers/png-image.ts';

const suite = e2eSuite();
const PLAN = '浏览器巡检：一号路线';
const PRESSURE = '循环水泵巡检点：出口压力';

type Json = Record<string, unknown>;

let recordId = 0;
let equipmentId = 0;
let orderId = 0;

async function api(account: DemoLogin, method: 'GET' | 'POST', url: string, payload?: Json): Promise<Json> {
  const res = await suite.env.app.inject({ method, url, payload, headers: { authorization: await suite.pages.token(account), host: new URL(suite.env.origin).host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
}

/** A Formily form item of the open dialog by its exact label. */
function dialogItem(page: Page, label: string) {
  return page
    .getByRole('dialog')
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

/** The patrol's results and the repair orders it opened, as stored. */
async function stored() {
  const results = await suite.env.db.query<{ data: Json }>(`select data from r_patrol_result where tenant_id = 1001 and not deleted and (data->>'recordId')::bigint = $1 order by id`, [recordId]);
  const orders = await suite.env.db.query<{ id: string; data: Json }>(`select id, data from r_repair_order where tenant_id = 1001 and not deleted and (data->>'patrolRecordId')::bigint = $1`, [recordId]);
  return { results: results.map((r) => r.data), orders };
}

/** The repair order's page on the desktop, with its actions once loaded. */
async function repairPage(account: DemoLogin): Promise<Page> {
  const page = await suite.pages.as(account);
  await page.goto(suite.env.url(`/equipment/repair/${orderId}`));
  await page.getByTestId('workflow-actions').waitFor();
  return page;
}

beforeAll(async () => {
  const [scheme] = await suite.env.db.query<{ id: string }>(`select id from r_patrol_scheme where tenant_id = 1001 and data->>'name' = '一号路线（循环水系统）' and not deleted`);
  const [staff] = await suite.env.db.query<{ ren_yuan_id: string }>(`select ren_yuan_id from sysuser where tenant_id = 1001 and login_name = 'staff01'`);
  const [point] = await suite.env.db.query<{ equipment: string }>(`select data->>'equipmentId' as equipment from r_patrol_point where tenant_id = 1001 and data->>'name' = '循环水泵巡检点' and not deleted`);
  equipmentId = Number(point.equipment);
  await api('qyadmin', 'POST', '/zax-cloud/u-basic/patrol-plan', {
    name: PLAN, schemeId: Number(scheme.id), frequency: 'day', startDate: localDateTime(new Date()).slice(0, 10), active: true, assigneeId: Number(staff.ren_yuan_id),
  });
  expect(await runSchedules(suite.env.db, new Date(), { tenants: [1001] })).toMatchObject({ failed: 0 });
  const [record] = await suite.env.db.query<{ id: string }>(`select id from r_patrol_record where tenant_id = 1001 and data->>'name' = $1 and data->>'patrolState' = 'pending'`, [PLAN]);
  recordId = Number(record.id);
});

describe('巡检 on the phone, the repair on the desktop', () => {
  it('walks the route from 待办: a reading beyond the instrument is refused, one outside its range opens a repair order', async () => {
    const page = await suite.pages.onPhone('staff01');
    await page.goto(suite.env.url('/m/'));
    await page.getByTestId('phone-inbox-item').filter({ hasText: PLAN }).getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/x/xjxc/patrol/${recordId}`);
    const patrol = page.getByTestId('patrol-phone');
    const item = (content: string) => patrol.getByTestId('patrol-item').filter({ hasText: content });
    await patrol.getByTestId('patrol-progress').getByText('已填 0 / 4 项').waitFor();
    expect(await patrol.getByTestId('patrol-point').count()).toBe(2);

    await item('循环水泵巡检点：有无泄漏').getByText('正常', { exact: true }).tap();
    await item('循环水泵电机巡检点：运行声音正常').getByText('正常', { exact: true }).tap();
    await item('循环水泵电机巡检点：轴承温度').getByRole('spinbutton').fill('45');
    // Beyond the gauge (0～1.6 MPa): said at once, and the server's refusal when saved; nothing stored.
    await item(PRESSURE).getByRole('spinbutton').fill('2.5');
    await item(PRESSURE).getByText('超出量程（0～1.6MPa），请核对读数').waitFor();
    await button(patrol, '暂存').tap();
    await page.locator('.ant-message').getByText(`检查项“${PRESSURE}”：读数超出量程（0～1.6MPa），请核对`).waitFor();
    expect((await stored()).results).toEqual([]);

    // Outside the normal range (0.2～0.6): abnormal, asks for a photo and says it opens a repair order.
    await item(PRESSURE).getByRole('spinbutton').fill('0.95');
    await item(PRESSURE).getByText('超出正常范围').waitFor();
    const abnormal = item(PRESSURE).getByTestId('patrol-abnormal');
    await abnormal.getByText('异常将生成维修工单').waitFor();
    await abnormal.getByTestId('photo-input').setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: pngImage(800, 600) });
    await abnormal.getByTestId('photo-thumb').waitFor();
    await abnormal.getByRole('textbox', { name: '异常说明' }).fill('出口压力偏高，出口阀有异响');
    await patrol.getByTestId('patrol-progress').getByText('已填 4 / 4 项').waitFor();
    await button(patrol, '提交巡检').tap();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('提交后不能再修改检查结果，确定提交？').waitFor();
    await button(confirm, '提交巡检').tap();
    await page.locator('.ant-message').getByText('巡检已提交').waitFor();

    // Done, one abnormal item, its verdict and the order it opened.
    const done = page.getByTestId('patrol-phone');
    await done.getByText('已完成', { exact: true }).first().waitFor();
    await done.getByText('异常 1 项').waitFor();
    const { results, orders } = await stored();
    expect(results).toHaveLength(4);
    expect(orders).toHaveLength(1);
    orderId = Number(orders[0].id);
    expect(orders[0].data).toMatchObject({ source: 'patrol', equipmentId, repairState: 'reported', title: `巡检异常：循环水泵巡检点 ${PRESSURE}` });
    expect((orders[0].data.photos as string[] | undefined) ?? []).toHaveLength(1);
    const pressure = results.find((r) => r.reading === 0.95);
    expect(pressure).toMatchObject({ verdict: 'abnormal', repairOrderId: orderId, note: '出口压力偏高，出口阀有异响' });
    const [record] = await suite.env.db.query<{ data: Json }>('select data from r_patrol_record where id = $1', [recordId]);
    expect(record.data).toMatchObject({ patrolState: 'done', abnormalCount: 1, late: false });
    const pressureResult = item(PRESSURE);
    await pressureResult.getByText('异常', { exact: true }).waitFor();
    await pressureResult.getByRole('link', { name: `维修工单 #${orderId}` }).tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/r/repair-order/${orderId}`);
    await page.getByTestId('phone-record').getByText('待派工').first().waitFor();
  });

  it('dispatches the order, repairs it, offers its repairer no 验收, accepts it by another and shows both on the device', async () => {
    const admin = await repairPage('qyadmin');
    await button(admin.getByTestId('workflow-actions'), '派工').click();
    const due = localDateTime(new Date(Date.now() + 86_400_000));
    // The date first: Enter confirms a typed date, and would submit a form already complete.
    await dialogItem(admin, '要求完成时间').locator('input').fill(due);
    await dialogItem(admin, '要求完成时间').locator('input').press('Enter');
    const repairer = dialogItem(admin, '维修人').locator('.ant-select');
    await repairer.click();
    await repairer.locator('input').pressSequentially('张');
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '张伟' }).first().click();
    await button(admin.getByRole('dialog'), '派工').click();
    await admin.locator('.ant-message').getByText('已派工').waitFor();

    const repairerPage = await repairPage('staff01');
    await button(repairerPage.getByTestId('workflow-actions'), '完成维修').click();
    await dialogItem(repairerPage, '维修内容').locator('textarea').fill('更换出口阀门密封，压力恢复 0.4MPa');
    await button(repairerPage.getByRole('dialog'), '完成维修').click();
    await repairerPage.locator('.ant-message').getByText('已完成维修').waitFor();
    // 张伟 reported the order (its creator may accept one) but repaired it: no 验收 for him.
    await repairerPage.reload();
    await repairerPage.getByTestId('record-workflow').waitFor();
    await expect.poll(() => button(repairerPage, '验收').count()).toBe(0);
    const [repaired] = await suite.env.db.query<{ data: Json }>('select data from r_repair_order where id = $1', [orderId]);
    expect(repaired.data.repairState).toBe('repaired');

    await admin.reload();
    await button(admin.getByTestId('workflow-actions'), '验收').click();
    await dialogItem(admin, '意见').locator('textarea').fill('出口压力恢复正常，同意关闭');
    await button(admin.getByRole('dialog'), '验收').click();
    await admin.locator('.ant-message').getByText('已验收').waitFor();
    const [closed] = await suite.env.db.query<{ data: Json }>('select data from r_repair_order where id = $1', [orderId]);
    expect(closed.data).toMatchObject({ repairState: 'accepted', repairContent: '更换出口阀门密封，压力恢复 0.4MPa' });

    // The device's detail: the patrol and the repair on its timeline, each opening its record.
    await admin.goto(suite.env.url(`/equipment/ledger/${equipmentId}`));
    const history = admin.getByTestId('equipment-history');
    const repairEvent = history.getByTestId('history-event').filter({ hasText: `巡检异常：循环水泵巡检点 ${PRESSURE}` });
    await repairEvent.waitFor();
    expect(await repairEvent.getAttribute('data-kind')).toBe('repair');
    await repairEvent.getByText('已完成').waitFor();
    const patrolEvent = history.getByTestId('history-event').filter({ hasText: PLAN });
    await patrolEvent.waitFor();
    expect(await patrolEvent.getAttribute('data-kind')).toBe('patrol');
    await patrolEvent.getByText('异常 1 项').waitFor();
    await patrolEvent.getByRole('link', { name: PLAN }).click();
    await admin.waitForURL((url) => url.pathname === `/zax/xjxc/record/${recordId}`);
  });
});
