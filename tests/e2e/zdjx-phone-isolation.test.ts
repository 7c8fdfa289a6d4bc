// 停车检修 on the phone (docs/patrol.md "On the phone"; Chromium's mobile emulation, 360 × 640, touch): the demo's
// 液碱储罐停用 waits to stop; its commander (赵志强, cj01) opens its phone page, which lists its plan and devices and
// the isolation to confirm item by item; 确认隔离并停车 stays off until all three are ticked, then asks to confirm
// and stops it with him as the isolation's confirmer; the later steps are the record page's.
import { describe, expect, it } from 'vitest';
import { button } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('停车检修 on the phone', () => {
  it('confirms the isolation item by item and stops the shutdown with the person on the phone as its confirmer', async () => {
    const [stop] = await suite.env.db.query<{ id: string }>(`select id from r_device_stop where tenant_id = 1001 and data->>'name' = '液碱储罐停用' and not deleted`);
    const [cj01] = await suite.env.db.query<{ ren_yuan_id: string }>(`select ren_yuan_id from sysuser where tenant_id = 1001 and login_name = 'cj01'`);
    const id = Number(stop.id);
    const page = await suite.pages.onPhone('cj01');
    await page.goto(suite.env.url(`/m/x/zdjx/stop/${id}`));
    const view = page.getByTestId('shutdown-phone');
    await view.getByText('待停车').waitFor();
    await view.getByText('检修计划：液碱储罐专项检修').waitFor();
    await view.getByText('液碱储罐', { exact: true }).waitFor();

    const isolation = view.getByTestId('shutdown-isolation');
    const go = button(isolation, '确认隔离并停车');
    await isolation.getByText('能量隔离已确认（电、汽、物料等能量源已切断并隔离）').tap();
    await isolation.getByText('上锁挂牌已确认').tap();
    await isolation.getByText('请逐项确认隔离措施后再停车').waitFor();
    expect(await go.isDisabled()).toBe(true);
    await isolation.getByText('置换清洗合格').tap();
    await expect.poll(() => go.isDisabled()).toBe(false);
    await isolation.getByRole('textbox', { name: '备注' }).fill('出料管线已加盲板');
    await go.tap();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确认以上隔离措施已在现场落实，并由赵主任作为隔离确认人停车？').waitFor();
    await button(confirm, '确认隔离并停车').tap();
    await page.locator('.ant-message').getByText('已确认停车').waitFor();
    await view.getByText('停车检修中').waitFor();
    await view.getByText('隔离措施已确认').waitFor();

    const [stored] = await suite.env.db.query<{ data: Record<string, unknown> }>('select data from r_device_stop where id = $1', [id]);
    expect(stored.data).toMatchObject({ stopState: 'stopped', isolationConfirmer: Number(cj01.ren_yuan_id), energyIsolated: true, lockedOut: true, purged: true });
    expect(String(stored.data.actualStopTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [history] = await suite.env.db.query<{ opinion: string }>(`select opinion from wf_history where resource = 'device-stop' and record_id = $1 and action = 'stop'`, [id]);
    expect(history.opinion).toBe('出料管线已加盲板');

    // The later steps: the record page's workflow.
    await view.getByRole('link', { name: '其他步骤（检修完成、开车验收）' }).tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/r/device-stop/${id}`);
    await page.getByTestId('phone-record').getByTestId('workflow-actions').getByRole('button', { name: /检修完成/ }).waitFor();
  });
});
