// 扫码 inside a patrol (issue 18, docs/patrol.md "On the phone"), in Chromium's mobile emulation: 张伟 (staff01) opens
// his patrol of the demo's 一号路线 on the phone and taps 扫码; a label's picture is fed to the scanner as a photo from
// the album (the camera as a file chosen on the page's input, as tests/e2e/phone-site.test.ts does):
// 1. the code of 二号路线's 氯气压缩机巡检点 is refused with the point named, a deleted point's and another enterprise's
//    with the server's words, and nothing is recorded;
// 2. the code of 循环水泵电机巡检点 closes the scanner, outlines that point's card marked 已扫码, and the server keeps it
//    as reached by scan (`scannedPointIds`), which the record's desktop page shows under 扫码到达点位.
import { beforeAll, describe, expect, it } from 'vitest';
import { qrKey, signQrCode } from '../../src/server/phone/qr-sign.ts';
import { button } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { qrPng } from './helpers/qr-png.ts';
import type { DemoLogin } from './helpers/signed-in-pages.ts';

const suite = e2eSuite();
const NAME = '浏览器扫码巡检：一号路线';

type Json = Record<string, unknown>;

let recordId = 0;
const point: Record<string, number> = {};
const label: Record<string, string> = {};

async function api(account: DemoLogin, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Json): Promise<Json> {
  const res = await suite.env.app.inject({ method, url, payload, headers: { authorization: await suite.pages.token(account), host: new URL(suite.env.origin).host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
}

async function scanned(): Promise<unknown> {
  const [r] = await suite.env.db.query<{ data: Json }>('select data from r_patrol_record where id = $1', [recordId]);
  return r.data.scannedPointIds ?? null;
}

beforeAll(async () => {
  const [scheme] = await suite.env.db.query<{ id: string }>(`select id from r_patrol_scheme where tenant_id = 1001 and data->>'name' = '一号路线（循环水系统）' and not deleted`);
  const [staff] = await suite.env.db.query<{ ren_yuan_id: string }>(`select ren_yuan_id from sysuser where tenant_id = 1001 and login_name = 'staff01'`);
  const points = await suite.env.db.query<{ id: string; name: string; equipment: string }>(
    `select id, data->>'name' as name, data->>'equipmentId' as equipment from r_patrol_point where tenant_id = 1001 and not deleted`,
  );
  for (const p of points) point[p.name] = Number(p.id);
  recordId = Number((await api('qyadmin', 'POST', '/zax-cloud/u-basic/patrol-record', { name: NAME, schemeId: Number(scheme.id), inspector: Number(staff.ren_yuan_id) })).id);
  const gone = Number(
    (await api('qyadmin', 'POST', '/zax-cloud/u-basic/patrol-point', { name: '已拆除的旧泵点位', code: 'XJ-OLD', equipmentId: Number(points[0].equipment), items: [{ content: '外观', itemType: 'check', photoRequired: false, onAbnormal: 'none' }] })).id,
  );
  const urlOf = async (id: number) => String((await api('qyadmin', 'GET', `/zax-cloud/phone/qr/patrol-point/${id}`)).url);
  label.motor = await urlOf(point['循环水泵电机巡检点']);
  label.offRoute = await urlOf(point['氯气压缩机巡检点']);
  label.gone = await urlOf(gone);
  await api('qyadmin', 'DELETE', '/zax-cloud/u-basic/patrol-point', { ids: [gone] });
  // Another enterprise's label of the same point id, signed by this installation as that enterprise's would be.
  label.other = signQrCode(await qrKey(suite.env.db), 1002, 'patrol-point', point['循环水泵电机巡检点']);
});

describe('扫码 inside a patrol on the phone', () => {
  it("refuses a point not on the route, a deleted one and another enterprise's, then reaches the scanned point", async () => {
    const page = await suite.pages.onPhone('staff01');
    await page.goto(suite.env.url(`/m/x/xjxc/patrol/${recordId}`));
    const patrol = page.getByTestId('patrol-phone');
    await patrol.getByTestId('patrol-progress').getByText('已填 0 / 4 项').waitFor();
    await button(patrol, '扫码').tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('扫描点位二维码').waitFor();
    const feed = (name: string, text: string) => dialog.getByTestId('scan-file').setInputFiles({ name, mimeType: 'image/png', buffer: qrPng(text) });

    await feed('compressor.png', label.offRoute);
    await dialog.getByTestId('scan-problem').getByText('点位“氯气压缩机巡检点”不在本次巡检的路线上').waitFor();
    await feed('old.png', label.gone);
    await dialog.getByTestId('scan-problem').getByText(/二维码对应的巡检点位（ID \d+）不存在或已删除/).waitFor();
    await feed('other.png', label.other);
    await dialog.getByTestId('scan-problem').getByText('这是其他企业的二维码，当前账号不能查看').waitFor();
    expect(await scanned()).toBeNull();

    await feed('motor.png', label.motor);
    await page.locator('.ant-message').getByText('已到达点位：循环水泵电机巡检点').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const motor = patrol.locator(`[data-testid="patrol-point"][data-point="${point['循环水泵电机巡检点']}"]`);
    await expect.poll(() => motor.getAttribute('data-reached')).toBe('true');
    await motor.getByText('已扫码').waitFor();
    expect(await patrol.getByText('已扫码').count()).toBe(1);
    expect(await scanned()).toEqual([point['循环水泵电机巡检点']]);
  });

  it("shows the points reached by scan on the record's desktop page", async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(`/xjxc/record/${recordId}`));
    const value = page.locator('.ant-descriptions-item-label', { hasText: /^扫码到达点位$/ }).locator('xpath=following-sibling::td[1]');
    await value.getByText('循环水泵电机巡检点').waitFor();
  });
});
