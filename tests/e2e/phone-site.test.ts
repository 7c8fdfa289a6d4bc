// Issue 15's site flow in the browser, in Chromium's mobile emulation (360 × 640, touch; the position from the
// context's geolocation, the camera as a file chosen on the page's input, no signal by setOffline):
// 1. a reviewer opens a 竣工验收 waiting in 待办 and 审核通过s it, which asks for a drawn signature (a few dots
//    are refused); the record completes and its history shows the signature's image;
// 2. 到岗确认 of a patrol point (fixture tests/fixtures/site-e2e-resources, `location: "required"`) reads the
//    phone's position: 10 km off is warned as too far, at the point it is not;
// 3. a 值班记录 with a photo (PhotoCapture) submitted without signal waits in 我的 and is sent once back online:
//    one record, its photo stored;
// 4. a record's QR code chosen as a picture on 扫码 opens the record; a QR code of plain text is told so.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { drawSignature } from './helpers/signature-pad-e2e.ts';
import { PHONE_CONTEXT, type DemoLogin } from './helpers/signed-in-pages.ts';
import { pngImage } from './helpers/png-image.ts';
import { qrPng } from './helpers/qr-png.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/site-e2e-resources'));

const suite = e2eSuite();
const STAGE = '手机签名验收：二期罐区';
/** The demo plan's point (400, 250) in lon/lat (its geographic reference points: plant metres ≈ real metres). */
const AT_POINT = { latitude: 32.25 + 0.5 * 0.004497, longitude: 118.8 + 0.5 * 0.008507, accuracy: 10 };
let stageId = 0;

type Json = Record<string, unknown>;

async function api(account: DemoLogin, method: 'GET' | 'POST', url: string, payload?: Json): Promise<Json> {
  const res = await suite.env.app.inject({ method, url, payload, headers: { authorization: await suite.pages.token(account), host: new URL(suite.env.origin).host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
}

/** A Formily form item of the page by its exact label. */
function formItem(page: Page, label: string) {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

beforeAll(async () => {
  // A 竣工验收 that passed, submitted for review: it waits for the safety department (aq01).
  const stage = await api('qyadmin', 'POST', '/zax-cloud/u-basic/acceptance-stage', {
    projectCode: 'STS-M1', projectName: STAGE, organizer: '建设单位', acceptanceDate: '2026-07-15', conclusion: 'passed',
  });
  stageId = Number(stage.id);
  await api('qyadmin', 'POST', '/zax-cloud/u-basic/acceptance-stage/start', { id: stageId });
  await api('qyadmin', 'POST', '/zax-cloud/u-basic/acceptance-stage/submit', { id: stageId, opinion: '请审核' });
});

describe('on site with the phone', () => {
  it('signs a step in the inbox: a few dots are refused, a signature moves the record and shows in its history', async () => {
    const page = await suite.pages.onPhone('aq01');
    await page.goto(suite.env.url('/m/'));
    const item = page.getByTestId('phone-inbox-item').filter({ hasText: STAGE }).filter({ hasText: '审核通过' });
    await item.getByRole('link').tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/r/acceptance-stage/${stageId}`);
    const record = page.getByTestId('phone-record');
    await record.getByTestId('workflow-actions').getByRole('button', { name: '审核通过' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('此操作需要本人现场手写签名').waitFor();

    // A tap of three dots is not a signature.
    await drawSignature(page, [[[0.2, 0.5]], [[0.5, 0.5]], [[0.8, 0.5]]]);
    await dialog.getByRole('button', { name: '确认签名' }).tap();
    await dialog.getByTestId('signature-problem').getByText('签名过小或只有几个点，请重新签名').waitFor();
    // The stage's own signatures only (the demo permits' briefing signatures have record ids of their own resource).
    expect(await suite.env.db.query("select id from signature where resource = 'acceptance-stage' and record_id = $1", [stageId])).toEqual([]);

    await dialog.getByRole('button', { name: '清除' }).tap();
    await drawSignature(page, [
      [[0.1, 0.7], [0.2, 0.2], [0.3, 0.7], [0.4, 0.2]],
      [[0.5, 0.3], [0.6, 0.8], [0.7, 0.3]],
      [[0.75, 0.5], [0.9, 0.45], [0.85, 0.8]],
    ]);
    await dialog.getByRole('button', { name: '确认签名' }).tap();
    await dialog.getByTestId('site-signed').getByText(/^李安全 已于 \d\d:\d\d 签名$/).waitFor();
    await dialog.locator('textarea').fill('现场查验合格，同意');
    await dialog.getByRole('button', { name: /审核通过/ }).tap();
    await page.locator('.ant-message').getByText('已审核通过').waitFor();

    const entry = record.getByTestId('history-entry').filter({ hasText: /^审核通过/ });
    const image = entry.getByTestId('history-signature').locator('img');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const rows = await suite.env.db.query<{ state: string; signature_id: number | null }>(
      "select r.data->>'stageStatus' as state, h.signature_id from r_acceptance_stage r join wf_history h on h.record_id = r.id and h.resource = 'acceptance-stage' and h.action = 'approve' where r.id = $1",
      [stageId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('completed');
    expect(rows[0].signature_id).not.toBeNull();
  });

  it('warns a position far from the place, and not one at it', async () => {
    const made = async (name: string) => Number((await api('qyadmin', 'POST', '/zax-cloud/u-basic/site-patrol', { name, position: { type: 'Point', coordinates: [400, 250] } })).id);
    const far = await made('巡检点：远处到岗');
    const near = await made('巡检点：现场到岗');
    const arrive = async (id: number, where: typeof AT_POINT) => {
      const page = await suite.pages.onPhone('qyadmin', { geolocation: where, permissions: ['geolocation'] });
      await page.goto(suite.env.url(`/m/r/site-patrol/${id}`));
      await page.getByTestId('phone-record').getByTestId('workflow-actions').getByRole('button', { name: '到岗确认' }).tap();
      const position = page.getByRole('dialog').getByTestId('site-position');
      await position.waitFor();
      return { page, text: (await position.innerText()).trim() };
    };

    // 10 km north of the point: warned, but (the enterprise does not refuse) the step may still be taken.
    const away = await arrive(far, { ...AT_POINT, latitude: AT_POINT.latitude + 0.09 });
    const [, distance] = /^距现场约(\d+)米，超出允许的200米$/.exec(away.text) ?? [];
    expect(Number(distance), away.text).toBeGreaterThan(9500);
    expect(Number(distance)).toBeLessThan(10500);
    await away.page.getByRole('dialog').getByRole('button', { name: /到岗确认/ }).tap();
    await away.page.locator('.ant-message').getByText('已到岗确认').waitFor();

    const here = await arrive(near, AT_POINT);
    expect(here.text).toMatch(/^距现场约\d+米$/);
    const kept = await suite.env.db.query<{ record_id: number; too_far: boolean }>("select record_id, too_far from phone_position where resource = 'site-patrol' order by id");
    expect(kept.map((r) => [Number(r.record_id), r.too_far])).toEqual([[far, true], [near, false]]);
  });

  it('keeps a report with a photo made without signal, and sends it once when the signal is back', async () => {
    const CONTENT = '无信号上报：泵房漏液已处置';
    const page = await suite.pages.onPhone('qyadmin', { geolocation: AT_POINT, permissions: ['geolocation'] });
    const context = page.context();
    // 待办 and 我的 first, with signal: their pages are loaded to be shown again without.
    await page.goto(suite.env.url('/m/'));
    // The inbox shown, with more than a page of waiting items (its 加载更多 button), fits the phone's width: a
    // wider page pushed the bar's buttons partly below the screen, where a tap could not reach 我的.
    await page.locator('[data-testid="phone-inbox"], .zm-empty').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(PHONE_CONTEXT.viewport?.width);
    const bar = page.getByTestId('phone-bottom-bar');
    await bar.getByRole('link', { name: '我的' }).tap();
    await page.getByTestId('phone-outbox').getByText('没有等待发送的内容').waitFor();
    await page.getByTestId('phone-bottom-bar').getByRole('link', { name: '上报' }).tap();
    await page.getByTestId('phone-report-list').getByRole('link', { name: /值班记录/ }).tap();
    await page.waitForURL((url) => url.pathname === '/zax/m/new/watch-record');
    await formItem(page, '值班日期').locator('input').fill('2025-03-02');
    await formItem(page, '值班日期').locator('input').press('Enter');
    await formItem(page, '班次').locator('.ant-select').tap();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^夜班$/ }).tap();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await formItem(page, '值班人').locator('.ant-select').tap();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    await option.tap();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await formItem(page, '值班人手机号').locator('input').fill('13800000002');
    await formItem(page, '生产运行情况').getByText('正常').tap();
    await formItem(page, '值班情况').locator('textarea').fill(CONTENT);

    // No signal: the photo taken now waits on the phone with the report.
    await context.setOffline(true);
    await page.getByText('当前无网络，填写的内容会保存在手机上，联网后自动发送').waitFor();
    await formItem(page, '现场照片').getByTestId('photo-input').setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: pngImage(1200, 900) });
    await formItem(page, '现场照片').getByTestId('photo-thumb').waitFor();
    await page.getByRole('button', { name: /提\s*交/ }).tap();
    await page.locator('.ant-message').getByText('已保存在手机上，有信号时发送').waitFor();
    await page.getByText('当前无网络，1 条内容等待发送，联网后自动发送').waitFor();
    await page.getByTestId('phone-bottom-bar').getByRole('link', { name: '我的' }).tap();
    const outbox = page.getByTestId('phone-outbox');
    const waiting = outbox.locator('.ant-list-item');
    await waiting.filter({ hasText: '等待发送' }).filter({ hasText: '1 个附件' }).waitFor();
    expect(await waiting.count()).toBe(1);
    const count = async () => (await suite.env.db.query<{ n: number }>("select count(*)::int as n from r_watch_record where data->>'content' = $1", [CONTENT]))[0].n;
    expect(await count()).toBe(0);

    // Signal again: sent, the list empties, one record with its photo.
    await context.setOffline(false);
    await outbox.getByText('没有等待发送的内容').waitFor();
    expect(await count()).toBe(1);
    const list = (await api('qyadmin', 'GET', '/zax-cloud/u-basic/watch-record/list')) as { rows: Json[] };
    const saved = list.rows.filter((r) => r.content === CONTENT);
    expect(saved).toHaveLength(1);
    const photos = saved[0].photos as string[];
    expect(photos).toHaveLength(1);
    expect(photos[0]).not.toMatch(/^pending:/);
    const files = await suite.env.db.query<{ mime: string }>('select mime from asset_file where id::text = $1', [photos[0]]);
    expect(files).toEqual([{ mime: 'image/jpeg' }]);
  });

  it("opens the record of a QR code chosen from the album, and tells a code that is not the system's", async () => {
    const [area] = await suite.env.db.query<{ id: number; name: string }>("select id, data->>'name' as name from r_area where tenant_id = 1001 and not deleted order by id limit 1");
    const qr = (await api('qyadmin', 'GET', `/zax-cloud/phone/qr/area/${area.id}`)) as { url: string };
    const page = await suite.pages.onPhone('qyadmin');
    await page.goto(suite.env.url('/m/scan'));
    await page.getByTestId('scan-file').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: qrPng(qr.url) });
    await page.waitForURL((url) => url.pathname === `/zax/m/r/area/${area.id}`);
    await page.getByTestId('phone-record').getByText(area.name).first().waitFor();

    await page.goto(suite.env.url('/m/scan'));
    await page.getByTestId('scan-file').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: qrPng('巡检记录本 第3页') });
    await page.getByTestId('scan-problem').getByText('这不是本系统的二维码').waitFor();
    expect(new URL(page.url()).pathname).toBe('/zax/m/scan');
  });
});
