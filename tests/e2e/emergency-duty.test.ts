// Issue 20 in the browser: a drill's improvement action past its deadline reaches the responsible person's bell
// (the deadlines sweep, what its timer runs every minute, called in-process); 值班日历 shows this week's roster
// (the demo's entries: shift, ★ the leader, the person).
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const ACTION = 'E2E更换罐区应急照明灯';

/** A date `days` from today (negative: before), YYYY-MM-DD in Asia/Shanghai. */
function day(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  const [{ staffId }] = await suite.env.db.query<{ staffId: number }>("select ren_yuan_id as \"staffId\" from sysuser where login_name = 'staff01'");
  const res = await suite.env.app.inject({
    method: 'POST', url: '/zax-cloud/u-basic/emergency-drill', headers: { authorization: await suite.pages.token('qyadmin') },
    payload: { name: 'E2E罐区停电演练', drillType: 'functional', planDate: day(-10), organizer: staffId, actions: [{ content: ACTION, responsible: staffId, deadline: day(-2) }] },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('应急演练 and 值班日历', () => {
  it("an overdue improvement action shows in the responsible person's bell", async () => {
    await sweepDeadlines(suite.env.db, new Date());
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/dashboard'));
    await page.getByRole('button', { name: /^消息通知，\d+条未读$/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '消息提醒' });
    await dialog.locator('.ant-table-row').filter({ hasText: new RegExp(`${ACTION}.*已逾期`) }).waitFor();
  });

  it("值班日历 shows this week's roster with its leaders", async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/zbgl/calendar'));
    await page.getByText(/白班 ★/).first().waitFor();
    await page.getByText(/夜班 /).first().waitFor();
  });
});
