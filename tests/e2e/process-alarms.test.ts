// 工艺安全报警 in the browser (issue 22 item 5, docs/process-alarms.md): the operator acknowledges an alarm on the
// live list (the demo's live alarms) and it leaves the unacknowledged ones; 报警统计 draws the ISA-18.2 figures of
// the demo week as statistics blocks (the numbers and the ECharts charts).
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('工艺安全报警', () => {
  it('acknowledges a live alarm on 实时报警', async () => {
    const { env } = suite;
    const [alarm] = await env.db.query<{ id: number; tag: string }>(
      'select id::int as id, tag from gyaq_alarm where tenant_id = 1001 and cleared_at is null and acked_at is null and shelved_until is null order by raised_at desc limit 1',
    );
    expect(alarm).toBeDefined();
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/gyaq/realtime'));
    await page.getByTestId('gyaq-realtime').waitFor();
    const ack = page.getByTestId(`gyaq-ack-${alarm.id}`);
    await ack.click();
    await page.getByText(/已确认 1 条报警/).waitFor();
    await ack.waitFor({ state: 'detached' });
    const [after] = await env.db.query<{ by: string | null }>('select acked_by_name as by from gyaq_alarm where id = $1', [alarm.id]);
    expect(after.by).toBeTruthy();
    await page.screenshot({ path: '/tmp/gyaq-realtime.png', fullPage: true });
  });

  it('draws the ISA-18.2 figures of the demo week on 报警统计', async () => {
    const { env } = suite;
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/gyaq/statistics'));
    await page.getByTestId('gyaq-statistics').waitFor();
    const peak = page.locator('[data-stats-block="peak-ten-minutes"] .ant-statistic-content-value');
    await expect.poll(async () => Number((await peak.textContent({ timeout: 30_000 }))?.replace(/,/g, '')), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.locator('[data-stats-block="top-tags"] canvas').first().waitFor({ timeout: 60_000 });
    await page.locator('[data-stats-block="priority"] canvas').first().waitFor({ timeout: 60_000 });
    const standing = page.locator('[data-stats-block="standing"] .ant-statistic-content-value');
    await expect.poll(async () => Number(await standing.textContent()), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: '/tmp/gyaq-statistics.png', fullPage: true });
  });
});
