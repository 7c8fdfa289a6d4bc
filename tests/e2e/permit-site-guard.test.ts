// Issue 16 item 8 in the browser, in Chromium's mobile emulation (360 × 640, touch): the demo's 受限空间 permit in
// progress at 罐区二甲醇储罐, with guardian 李安全 (aq01's staff record), workers 刘洋 and 王芳 and a 作业中 measure. aq01
// opens its phone page, confirms the 作业中 measure, records 刘洋 going in and coming out (the count of those inside
// follows); the desktop detail's block 监护人现场记录 and the print view show the confirmer with the time and the stay
// (who, in, out). Everything the phone writes goes through phoneSend.
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const MEASURES = [
  { cuoShi: '检测受限空间氧含量', sheJi: true, queRenRen: '张伟', jieDuan: 'before' },
  { cuoShi: '监护人在出入口全程监护', sheJi: true, jieDuan: 'during' },
];
let permitId = 0;

beforeAll(async () => {
  const [row] = await suite.env.db.query<{ id: string }>(
    `update permit set data = data || $1::jsonb
      where tenant_id = 1001 and kind = 'SHOU_XIAN' and state = 'IN_PROGRESS' and zuo_ye_di_dian = '罐区二甲醇储罐' returning id`,
    [JSON.stringify({ jianHuRen: '李安全', zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王芳' }], anQuanCuoShi: MEASURES })],
  );
  permitId = Number(row.id);
});

describe('the guardian at the site, on the phone', () => {
  it('aq01 confirms a 作业中 measure and records an entry and an exit; the desktop detail and the print view show them', async () => {
    const page = await suite.pages.onPhone('aq01');
    await page.goto(suite.env.url(`/m/x/tszy/permit/${permitId}`));
    const guard = page.getByTestId('permit-phone-guard');
    await guard.getByText('监护人在出入口全程监护').waitFor();
    await guard.getByTestId('guard-inside-count').getByText('空间内无人').waitFor();

    // The 作业中 measure, confirmed (asked once more).
    const measure = guard.locator('[data-measure="1"]');
    await measure.getByRole('button', { name: /确\s*认/ }).tap();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).tap();
    await page.locator('.ant-message').getByText('已确认').waitFor();
    await measure.getByTestId('guard-measure-status').getByText(/^李安全 \d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 确认$/).waitFor();
    expect(await measure.getByRole('button', { name: /确\s*认/ }).count()).toBe(0);

    // 刘洋 goes in: one inside; then comes out: nobody.
    const entry = guard.getByTestId('permit-phone-entry');
    await entry.getByRole('combobox', { name: '人员' }).fill('刘洋');
    await entry.getByRole('button', { name: '登记进入' }).tap();
    await page.locator('.ant-message').getByText('已登记进入').waitFor();
    await entry.getByTestId('guard-inside-count').getByText('空间内 1 人').waitFor();
    await entry.getByText('在内：刘洋').waitFor();
    await entry.getByRole('combobox', { name: '人员' }).fill('刘洋');
    await entry.getByRole('button', { name: '登记出来' }).tap();
    await page.locator('.ant-message').getByText('已登记出来').waitFor();
    await entry.getByTestId('guard-inside-count').getByText('空间内无人').waitFor();
    // One column: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const [stored] = await suite.env.db.query<{ checks: string; lines: string }>(
      `select (select count(*) from permit_measure_check where permit_id = $1) as checks,
              (select count(*) from permit_confined_entry where permit_id = $1) as lines`,
      [permitId],
    );
    expect({ checks: Number(stored.checks), lines: Number(stored.lines) }).toEqual({ checks: 1, lines: 2 });

    // The desktop detail: the block lists the confirmer and time, and the stay with its two times.
    const desk = await suite.pages.as('staff01', { viewport: { width: 1280, height: 900 } });
    await desk.goto(suite.env.url(`/tszy/detail/${permitId}`));
    const block = desk.locator('[data-detail-block="tszy/site-guard"]');
    const row = block.getByTestId('site-guard-measures').locator('tr', { hasText: '监护人在出入口全程监护' });
    await row.getByText('李安全').waitFor();
    await row.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    const stay = block.getByTestId('site-guard-entry').locator('tr', { hasText: '刘洋' });
    await stay.waitFor();
    expect(await stay.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).count()).toBe(2);
    await block.getByText('空间内无人').waitFor();

    // The print view: the confirmer with the time in the checklist, and the stay.
    await desk.getByRole('button', { name: /打\s*印/ }).first().click();
    const sheet = desk.locator('.permit-print');
    await sheet.locator('[data-guard-stay="刘洋"]').waitFor();
    await sheet.locator('[data-guard-measure="1"]').getByText('李安全').waitFor();
  });
});
