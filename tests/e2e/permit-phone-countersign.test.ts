// Issue 16 item 2 on the phone, in Chromium's mobile emulation (360 × 640, touch; the position from the context's
// geolocation): the demo enterprise countersigns 动土 by 安全 (李安全) and 设备 (陈明, 王建国); its 动土 permit at 厂区东路南段
// was countersigned by 安全 and awaits 设备. gm01 (王建国) opens its phone page: the departments' states are shown,
// one signing panel for 设备; gm01 reads the position, signs by hand and countersigns; the slot is complete, the
// approval moves to 审批部门, and the department keeps the signature and position. Everything goes through phoneSend.
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { drawSignature, imageLoaded } from './helpers/signature-pad-e2e.ts';

const suite = e2eSuite();
const AT_SITE = { latitude: 32.2522, longitude: 118.8042, accuracy: 10 };
let permitId = 0;

beforeAll(async () => {
  const [row] = await suite.env.db.query<{ id: string }>(
    "select id from permit where tenant_id = 1001 and kind = 'DONG_TU' and state = 'APPROVING' and zuo_ye_di_dian = '厂区东路南段'",
  );
  permitId = Number(row.id);
});

describe('a department countersigns on the phone', () => {
  it('gm01 sees the departments, signs by hand for 设备 and countersigns; the approval moves on', async () => {
    const page = await suite.pages.onPhone('gm01', { geolocation: AT_SITE, permissions: ['geolocation'] });
    await page.goto(suite.env.url(`/m/x/tszy/permit/${permitId}`));
    const view = page.getByTestId('permit-phone-view');
    const departments = view.getByTestId('phone-countersign-departments');
    await departments.locator('[data-department="安全"]').getByText('已会签').waitFor();
    await departments.locator('[data-department="安全"]').getByText('管线走向已核实，同意').waitFor();
    await departments.locator('[data-department="设备"]').getByText('会签人：陈明、王建国').waitFor();
    // One column: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // One panel, titled for 设备 (gm01 signs no other department).
    const sign = view.getByTestId('permit-phone-sign');
    expect(await sign.count()).toBe(1);
    await sign.getByText(/（设备）$/).waitFor();
    await sign.getByTestId('site-position').waitFor();
    await drawSignature(page);
    await sign.getByRole('button', { name: '确认签名' }).tap();
    await sign.getByTestId('site-signed').waitFor();
    await sign.locator('textarea').fill('地下管线已探明，同意');
    await sign.getByRole('button', { name: /同\s*意/ }).tap();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).tap();

    // Both departments signed, 设备 with its signature; no panel left; the permit waits for 审批部门.
    const equipment = departments.locator('[data-department="设备"]');
    await equipment.getByText('已会签').waitFor();
    await equipment.getByText('地下管线已探明，同意').waitFor();
    await expect.poll(() => imageLoaded(equipment.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
    expect(await view.getByTestId('permit-phone-sign').count()).toBe(0);
    const [stored] = await suite.env.db.query<{ slot: { decision?: string; departments: { name: string; signerName?: string; signatureId?: number; positionId?: number }[] }; slotIndex: number }>(
      'select slots->2 as slot, slot_index as "slotIndex" from permit where id = $1',
      [permitId],
    );
    expect(stored.slot.decision).toBe('approve');
    expect(stored.slotIndex).toBe(3);
    const signed = stored.slot.departments.find((d) => d.name === '设备');
    expect(signed?.signatureId).toBeGreaterThan(0);
    expect(signed?.positionId).toBeGreaterThan(0);
  });
});
