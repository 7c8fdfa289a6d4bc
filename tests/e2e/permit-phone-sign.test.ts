// Issue 16 item 8 in the browser, in Chromium's mobile emulation (360 × 640, touch; the position from the
// context's geolocation): the enterprise requires a handwritten signature to approve (fieldConfig.requireSignature);
// staff01's 二级 hot work at the plan's point (400, 250) waits for 所在单位意见 (cj01). cj01 opens it from the phone's
// 待办 on its phone page, reads the position (at the work position), draws a signature, approves; the slot shows the
// signature. Then the desktop detail shows the signature image on the approval steps and the print view shows it with
// the permit's QR code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, type PermitApi } from '../api/helpers/permit-fixtures.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { drawSignature, imageLoaded } from './helpers/signature-pad-e2e.ts';

const suite = e2eSuite();
/** The demo plan's point (400, 250) in lon/lat (its geographic reference points: plant metres ≈ real metres). */
const AT_POINT = { latitude: 32.25 + 0.5 * 0.004497, longitude: 118.8 + 0.5 * 0.008507, accuracy: 10 };
const SITE = '手机签字：二号罐区动火';
let api: PermitApi;
let permitId = 0;
let permitNo = '';

async function config(requireSignature: boolean) {
  expect((await api.post('qyadmin', '/zax-cloud/tszy/fieldConfig', { requireSignature })).status).toBe(200);
}

beforeAll(async () => {
  const { env } = suite;
  api = permitApi({
    login: (name, password) => env.apiToken(name, password),
    call: ({ token, ...opts }) => env.app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: token } : {}) } }),
  });
  await config(true);
  const draft = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: SITE, zuoYeWeiZhi: { type: 'Point', coordinates: [400, 250] } });
  const s = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
  expect(s.status, s.body.msg).toBe(200);
  permitId = draft.id as number;
  permitNo = draft.zuoYeBianHao as string;
});
afterAll(async () => {
  if (api) await config(false);
});

describe('a permit signed at the site on the phone', () => {
  it('cj01 opens it from 待办, signs by hand at the work position and approves; the desktop detail and print view show the signature', async () => {
    const page = await suite.pages.onPhone('cj01', { geolocation: AT_POINT, permissions: ['geolocation'] });
    await page.goto(suite.env.url('/m/'));
    const item = page.getByTestId('phone-inbox-item').filter({ hasText: permitNo });
    await item.getByRole('link').tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/x/tszy/permit/${permitId}`);
    const view = page.getByTestId('permit-phone-view');
    await view.getByText(SITE).waitFor();
    await view.getByTestId('permit-phone-more').waitFor();
    // One column: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const sign = view.getByTestId('permit-phone-sign');
    await sign.getByText('本企业要求：同意须在现场手写签名').waitFor();
    // At the work position: the distance from it, no warning.
    await sign.getByTestId('site-position').getByText(/^距现场约\d+米$/).waitFor();
    // Without a signature, 同意 is not sent.
    await sign.getByRole('button', { name: /同\s*意/ }).tap();
    await sign.getByText('请先手写签名并点“确认签名”').waitFor();

    await drawSignature(page, [
      [[0.1, 0.7], [0.2, 0.2], [0.3, 0.7], [0.4, 0.2]],
      [[0.5, 0.3], [0.6, 0.8], [0.7, 0.3]],
      [[0.75, 0.5], [0.9, 0.45], [0.85, 0.8]],
    ]);
    await sign.getByRole('button', { name: '确认签名' }).tap();
    await sign.getByTestId('site-signed').waitFor();
    await sign.locator('textarea').fill('现场措施落实，同意');
    await sign.getByRole('button', { name: /同\s*意/ }).tap();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).tap();
    await page.locator('.ant-message').getByText('已同意').waitFor();

    // The slot now shows its signature; the signing panel is gone (the next slot is another person's).
    const proof = view.getByTestId('slot-site-proof').first();
    await expect.poll(() => imageLoaded(proof.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
    await proof.getByTestId('slot-distance').waitFor();
    expect(await view.getByTestId('permit-phone-sign').count()).toBe(0);
    const [slot] = await suite.env.db.query<{ slot: { signatureId?: number; positionId?: number; distanceM?: number } }>(
      'select slots->1 as slot from permit where id = $1',
      [permitId],
    );
    expect(slot.slot.signatureId).toBeGreaterThan(0);
    expect(slot.slot.positionId).toBeGreaterThan(0);
    expect(slot.slot.distanceM).toBeLessThan(50);

    // The desktop detail: the approval steps show the signature; the print view shows it and the QR code.
    const desk = await suite.pages.as('staff01', { viewport: { width: 1280, height: 900 } });
    await desk.goto(suite.env.url(`/tszy/detail/${permitId}`));
    const deskProof = desk.getByTestId('slot-site-proof').first();
    await expect.poll(() => imageLoaded(deskProof.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
    await desk.getByRole('button', { name: /打\s*印/ }).first().click();
    const sheet = desk.locator('.permit-print');
    await sheet.getByTestId('permit-print-qr').waitFor();
    await expect.poll(() => imageLoaded(sheet.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
  });
});
