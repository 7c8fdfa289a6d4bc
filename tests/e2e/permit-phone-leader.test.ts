// A measure whose template names who confirms it (措施模板 confirmRole 'leader'; docs/permits.md "The guardian at the
// site") in the browser, in Chromium's mobile emulation (360 × 640, touch): the demo's 受限空间 permit in progress at
// 罐区二甲醇储罐, with guardian 李安全 (aq01's staff record), 作业负责人 张伟 (staff01's) and two 作业中 measures: one of
// no role (the guardian's) and one from a template naming the leader. The enterprise does not let the leader guard
// (leaderMayGuard, false by default). On the phone page the guardian is told the leader's measure is the leader's
// (须由作业负责人确认) and gets no 确认 for it; the leader gets 确认 for it alone, confirms it and is named as its
// confirmer on the page, in the stored check and on the desktop detail's block 监护人现场记录.
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const GUARDIANS = '监护人在出入口全程监护';
const LEADERS = '作业负责人检查作业人员个体防护';
const CONFIRM = { name: /确\s*认/ };
let permitId = 0;

beforeAll(async () => {
  // The leader's template, as an enterprise administrator makes it (措施模板).
  const res = await suite.env.app.inject({
    method: 'POST',
    url: '/zax-cloud/u-basic/action-template',
    headers: { authorization: await suite.pages.token('qyadmin') },
    payload: { name: '作业负责人检查防护', workType: 'SHOU_XIAN', phase: 'during', measureType: 'management', content: LEADERS, confirmRole: 'leader', needPhoto: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  const template = Number(res.json<{ data: { id: number } }>().data.id);
  const measures = [
    { cuoShi: '检测受限空间氧含量', sheJi: true, queRenRen: '张伟', jieDuan: 'before' },
    { cuoShi: GUARDIANS, sheJi: true, jieDuan: 'during' },
    { cuoShi: LEADERS, sheJi: true, jieDuan: 'during', muBan: template },
  ];
  const [row] = await suite.env.db.query<{ id: string }>(
    `update permit set data = data || $1::jsonb
      where tenant_id = 1001 and kind = 'SHOU_XIAN' and state = 'IN_PROGRESS' and zuo_ye_di_dian = '罐区二甲醇储罐' returning id`,
    [JSON.stringify({ jianHuRen: '李安全', zuoYeFuZeRen: '张伟', zuoYeRen: [{ xingMing: '刘洋' }], anQuanCuoShi: measures })],
  );
  permitId = Number(row.id);
});

describe('a measure of the 作业负责人 at the site, on the phone', () => {
  it('the guardian may not confirm it; the leader confirms it and is named as its confirmer', async () => {
    // The guardian: 确认 for the measure of no role, none for the leader's, which says whose it is.
    const guardPage = await suite.pages.onPhone('aq01');
    await guardPage.goto(suite.env.url(`/m/x/tszy/permit/${permitId}`));
    const asGuardian = guardPage.getByTestId('permit-phone-guard');
    await asGuardian.locator('[data-measure="1"]').getByRole('button', CONFIRM).waitFor();
    const leadersToGuardian = asGuardian.locator('[data-measure="2"]');
    await leadersToGuardian.getByText(LEADERS).waitFor();
    await leadersToGuardian.getByTestId('guard-measure-confirmer').getByText('须由作业负责人确认', { exact: true }).waitFor();
    expect(await leadersToGuardian.getByRole('button', CONFIRM).count()).toBe(0);

    // The leader: told which measures are theirs; 确认 for the leader's measure only, no entry form (not a guardian).
    const page = await suite.pages.onPhone('staff01');
    await page.goto(suite.env.url(`/m/x/tszy/permit/${permitId}`));
    const guard = page.getByTestId('permit-phone-guard');
    await guard.getByText(/^下列注明由您确认的安全措施可在此确认/).waitFor();
    const guardians = guard.locator('[data-measure="1"]');
    await guardians.getByTestId('guard-measure-confirmer').getByText('由监护人确认', { exact: true }).waitFor();
    expect(await guardians.getByRole('button', CONFIRM).count()).toBe(0);
    expect(await guard.getByRole('button', { name: '登记进入' }).count()).toBe(0);

    const measure = guard.locator('[data-measure="2"]');
    await measure.getByRole('button', CONFIRM).tap();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).tap();
    await page.locator('.ant-message').getByText('已确认').waitFor();
    await measure.getByTestId('guard-measure-status').getByText(/^张伟 \d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 确认$/).waitFor();
    expect(await measure.getByRole('button', CONFIRM).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const stored = await suite.env.db.query<{ index: number; byName: string; login: string }>(
      `select c.measure_index as index, c.by_name as "byName", u.login_name as login
         from permit_measure_check c join sysuser u on u.id = c.by_user where c.permit_id = $1`,
      [permitId],
    );
    expect(stored.map((r) => ({ ...r, index: Number(r.index) }))).toEqual([{ index: 2, byName: '张伟', login: 'staff01' }]);

    // The desktop detail: the leader's measure with its confirmer and time; the guardian's still to be confirmed.
    const desk = await suite.pages.as('aq01', { viewport: { width: 1280, height: 900 } });
    await desk.goto(suite.env.url(`/tszy/detail/${permitId}`));
    const rows = desk.locator('[data-detail-block="tszy/site-guard"]').getByTestId('site-guard-measures');
    const row = rows.locator('tr', { hasText: LEADERS });
    await row.getByText('张伟', { exact: true }).waitFor();
    await row.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    await rows.locator('tr', { hasText: GUARDIANS }).getByTestId('site-guard-confirmer').getByText('由监护人确认', { exact: true }).waitFor();
  });
});
