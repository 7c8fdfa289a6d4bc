// An overhaul item's site step on the phone (重点检修, issue 18; docs/patrol.md "重点检修 on the phone"; Chromium's mobile
// emulation): an item of a new plan waits in its responsible person's 待办 (赵志强, cj01) and opens its phone page; he
// reports it blocked with the reason, then confirms it done with a photo and a note (确认完成 stays off until both are
// there); its QR code scanned on 扫码 opens the same page; on the desktop the overhaul's detail shows the item 已完成 with
// who confirmed it and when.
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import { button } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { pngImage } from './helpers/png-image.ts';
import { qrPng } from './helpers/qr-png.ts';
import type { DemoLogin } from './helpers/signed-in-pages.ts';

const suite = e2eSuite();
const WORK = '浏览器现场步骤：更换液碱泵出口阀';

type Json = Record<string, unknown>;

let itemId = 0;
let recordId = 0;

async function api(account: DemoLogin, method: 'GET' | 'POST', url: string, payload?: Json): Promise<Json> {
  const res = await suite.env.app.inject({ method, url, payload, headers: { authorization: await suite.pages.token(account), host: new URL(suite.env.origin).host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
}
async function stored(): Promise<Json> {
  const [r] = await suite.env.db.query<{ data: Json }>('select data from r_overhaul_item where id = $1', [itemId]);
  return r.data;
}

beforeAll(async () => {
  const [cj01] = await suite.env.db.query<{ ren_yuan_id: string }>(`select ren_yuan_id from sysuser where tenant_id = 1001 and login_name = 'cj01'`);
  const [tank] = await suite.env.db.query<{ id: string }>(`select id from r_production_equipment where data->>'name' = '液碱储罐' and not deleted limit 1`);
  const day = (n: number) => localDateTime(new Date(Date.now() + n * 86_400_000)).slice(0, 10);
  const responsible = Number(cj01.ren_yuan_id);
  const equipmentId = Number(tank.id);
  const plan = await api('qyadmin', 'POST', '/zax-cloud/u-basic/overhaul-plan', {
    name: '浏览器现场步骤检修', code: 'E2E-XC-01', overhaulType: 'special', scope: '液碱泵出口阀', principal: responsible, planStartDate: day(0), planEndDate: day(5),
    items: [{ equipmentId, content: WORK, responsible, planStartDate: day(0), planEndDate: day(2) }],
  });
  const [item] = await suite.env.db.query<{ id: string }>(`select id from r_overhaul_item where data->>'content' = $1 and not deleted`, [WORK]);
  itemId = Number(item.id);
  recordId = Number(
    (await api('qyadmin', 'POST', '/zax-cloud/u-basic/overhaul-record', {
      name: '浏览器现场步骤检修记录', planId: Number(plan.id), equipmentId, content: '出口阀更换', startTime: `${day(0)} 08:00:00`, endTime: `${day(0)} 12:00:00`, result: 'passed',
    })).id,
  );
});

describe('重点检修 item on the phone', () => {
  it('opens from 待办, reports it blocked, then confirms it done with a photo and a note', async () => {
    const page = await suite.pages.onPhone('cj01');
    await page.goto(suite.env.url('/m/'));
    await page.locator(`a[href$="/x/zdjx/item/${itemId}"]`).first().tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/x/zdjx/item/${itemId}`);
    const view = page.getByTestId('overhaul-item-phone');
    await view.getByTestId('overhaul-item-state').getByText('待施工').waitFor();
    await view.getByText('检修计划：浏览器现场步骤检修').waitFor();
    await view.getByText('检修设备：液碱储罐').waitFor();

    const block = view.getByTestId('overhaul-item-block');
    await block.getByRole('textbox', { name: '受阻原因' }).fill('备件未到货');
    await button(block, '报告受阻').tap();
    await button(page.locator('.ant-modal-confirm'), '报告受阻').tap();
    await page.locator('.ant-message').getByText('已报告受阻').waitFor();
    await view.getByTestId('overhaul-item-state').getByText('受阻').waitFor();
    await view.getByText('受阻原因：备件未到货').waitFor();
    expect(await stored()).toMatchObject({ itemState: 'blocked', blockReason: '备件未到货' });

    const complete = view.getByTestId('overhaul-item-complete');
    const go = button(complete, '确认完成');
    await complete.getByText('请拍摄现场照片并填写完成说明').waitFor();
    expect(await go.isDisabled()).toBe(true);
    await complete.getByTestId('photo-input').setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: pngImage(800, 600) });
    await complete.getByTestId('photo-thumb').waitFor();
    expect(await go.isDisabled()).toBe(true);
    await complete.getByRole('textbox', { name: '完成说明' }).fill('出口阀已更换，试压合格');
    await expect.poll(() => go.isDisabled()).toBe(false);
    await go.tap();
    await page.locator('.ant-modal-confirm').getByText('确认该检修项目已在现场完成？').waitFor();
    await button(page.locator('.ant-modal-confirm'), '确认完成').tap();
    await page.locator('.ant-message').getByText('已确认完成').waitFor();
    await view.getByTestId('overhaul-item-state').getByText('已完成').waitFor();
    await view.getByTestId('overhaul-item-by').waitFor();
    await view.getByText('出口阀已更换，试压合格').waitFor();
    const item = await stored();
    expect(item).toMatchObject({ itemState: 'done', done: true, siteNote: '出口阀已更换，试压合格' });
    expect(item.sitePhotos as string[]).toHaveLength(1);
    expect(String(item.siteAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("opens the item's page from its QR code", async () => {
    const qr = await api('qyadmin', 'GET', `/zax-cloud/phone/qr/overhaul-item/${itemId}`);
    const page = await suite.pages.onPhone('cj01');
    await page.goto(suite.env.url('/m/scan'));
    await page.getByTestId('scan-file').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: qrPng(String(qr.url)) });
    await page.waitForURL((url) => url.pathname === `/zax/m/x/zdjx/item/${itemId}`);
    await page.getByTestId('overhaul-item-phone').getByText(WORK).waitFor();
  });

  it("shows the item's state, who confirmed it and when on the overhaul's desktop detail", async () => {
    const detail = await api('qyadmin', 'GET', `/zax-cloud/u-basic/overhaul-item/${itemId}`);
    const who = String((detail.refLabels as Json).siteBy);
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(`/zdjx/record/${recordId}`));
    const row = page.getByTestId('stage-overhaul-item').getByTestId('stage-record').filter({ hasText: WORK });
    await row.getByText('已完成').waitFor();
    await row.getByText(`现场确认人：${who}`).waitFor();
    await row.getByText(`现场确认时间：${String(detail.siteAt).slice(0, 10)}`).waitFor();
  });
});
