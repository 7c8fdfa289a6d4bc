// Issue 18 in the browser: a device's detail opened from the ledger by its name shows its history as one paged
// timeline (its repair orders, overhaul and shutdown among them), each event opening its record;
// an overhaul plan is created in 检修计划 and its shutdown in 停车检修, which refers to it.
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const PLAN = '浏览器测试装置大检修';

describe('设备详情', () => {
  it('opens from the ledger by the device name and shows its history as one paged timeline, each event opening its record', async () => {
    // 25 old maintenance records of the compressor: the history has more than a page, the oldest on page 2.
    const [device] = await suite.env.db.query<{ id: string }>(`select id from r_production_equipment where tenant_id = 1001 and data->>'code' = 'C-201' and not deleted`);
    for (let i = 1; i <= 25; i++) {
      const data = { projectName: `压缩机历史保养${i}`, projectCode: `E2E-M${i}`, maintenanceType: 'routine', content: '润滑', progressStatus: 'done',
        planStartDate: `2020-01-${String(i).padStart(2, '0')}`, planEndDate: `2020-01-${String(i).padStart(2, '0')}`, productionEquipmentId: Number(device.id) };
      await suite.env.db.query(`insert into r_maintenance_management (tenant_id, data) values (1001, $1)`, [data]);
    }
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/equipment/ledger'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'C-201' });
    await row.getByRole('link', { name: '氯气压缩机' }).click();
    await page.waitForURL(/\/equipment\/ledger\/\d+$/);
    await page.getByText('设备履历').waitFor();
    const history = page.getByTestId('equipment-history');
    const events = history.getByTestId('history-event');
    // The kinds of the device in one list, newest first: its repair, the demo overhaul's item and record, its shutdown.
    await history.getByRole('link', { name: '氯气压缩机异响' }).waitFor();
    await history.getByRole('link', { name: '压缩机解体检查，更换二级缸活塞环和气阀' }).waitFor();
    const kinds = await events.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['repair', 'overhaul-item', 'overhaul-record', 'shutdown']));
    const dates = await events.evaluateAll((els) => els.map((e) => e.firstElementChild?.textContent ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await history.textContent()).not.toContain('液碱储罐出料阀渗漏');
    expect(await events.count()).toBe(20);
    // Page 2 holds the oldest: the maintenance of 2020.
    await history.getByRole('button', { name: '第 2 页' }).click();
    await history.getByRole('link', { name: '压缩机历史保养1', exact: true }).waitFor();
    expect(await history.textContent()).not.toContain('氯气压缩机异响');
    await history.getByRole('button', { name: '第 1 页' }).click();
    // A repair opens its own page with its state flow (the administrator may dispatch a reported order).
    await history.getByRole('link', { name: '氯气压缩机异响' }).click();
    await page.waitForURL(/\/equipment\/repair\/\d+$/);
    await button(page.getByTestId('workflow-actions'), '派工').waitFor();
  });
});

describe('检修计划 and 停车检修', () => {
  it('creates an overhaul plan, then a shutdown of two devices for it', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/zdjx/plan'));
    await button(page, '新增').first().click();
    const drawer = drawerOf(page);
    const item = (label: string) => formItem(page, label);
    // The dates first: Enter confirms a typed date, and would submit a form already complete.
    for (const [label, day] of [['计划开始日期', '2026-12-01'], ['计划完成日期', '2026-12-15']] as const) {
      await item(label).locator('input').fill(day);
      await item(label).locator('input').press('Enter');
    }
    await item('检修名称').locator('input').fill(PLAN);
    await item('检修编号').locator('input').fill('E2E-DJX-01');
    await item('检修范围').locator('textarea').fill('浏览器测试：全装置停车检修');
    const principal = item('检修总负责人').locator('.ant-select');
    await principal.click();
    await principal.locator('input').pressSequentially('张');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '张伟' }).first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: PLAN }).getByText('编制中').waitFor();

    await page.goto(suite.env.url('/zdjx/device-stop'));
    await button(page, '新增').first().click();
    const stop = drawerOf(page);
    for (const [label, at] of [['计划停车时间', '2026-12-01 08:00:00'], ['计划开车时间', '2026-12-15 18:00:00']] as const) {
      await item(label).locator('input').fill(at);
      await item(label).locator('input').press('Enter');
    }
    await item('停车名称').locator('input').fill('浏览器测试停车');
    const planPicker = item('检修计划').locator('.ant-select');
    await planPicker.click();
    await planPicker.locator('input').pressSequentially('浏览器');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PLAN }).click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    const devices = item('停车设备').locator('.ant-select');
    for (const name of ['氯气压缩机', '氯化反应釜']) {
      await devices.click();
      await devices.locator('input').pressSequentially(name.slice(0, 2));
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
      await expect.poll(() => devices.textContent()).toContain(name);
    }
    await page.keyboard.press('Escape');
    const commander = item('停车指挥人').locator('.ant-select');
    await commander.click();
    await commander.locator('input').pressSequentially('张');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '张伟' }).first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await button(stop, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '浏览器测试停车' });
    await row.getByText('待停车').waitFor();
    expect(await row.textContent()).toContain(PLAN);

    const [stored] = await suite.env.db.query<{ data: Record<string, unknown> }>(
      `select s.data from r_device_stop s join r_overhaul_plan p on p.id = (s.data->>'planId')::bigint where s.tenant_id = 1001 and p.data->>'name' = $1`,
      [PLAN],
    );
    expect(stored.data).toMatchObject({ name: '浏览器测试停车', stopState: 'planned', planStopTime: '2026-12-01 08:00:00' });
    expect(stored.data.equipmentIds).toHaveLength(2);
  });
});
