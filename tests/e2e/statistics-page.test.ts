// Statistics blocks in the browser (docs/schema-engine.md "Statistics blocks"): the permit statistics page
// keeps its index cards and draws the tszy blocks with ECharts (a canvas each), their figures those the data
// service answers; a module's statistics page (spjk, from its menu) draws its blocks, a `number` block as
// its total; the workbench draws the stats tile of tszy's tiles.json.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const pages = suite.pages;

interface Answer { rows: { key: string; label: string; value: number }[]; total: number }

/** What the data service answers qyadmin for a block. */
async function answerOf(path: string): Promise<Answer> {
  const session = await suite.env.apiToken('qyadmin', 'Qy@123456');
  const tk = await suite.env.app.inject({ method: 'POST', url: '/zax-cloud/user/data-service/token', headers: { authorization: session } });
  const token = (tk.json() as { data: { token: string } }).data.token;
  const res = await suite.env.app.inject({ url: `/data-service/stats/${path}`, headers: { authorization: `Bearer ${token}` } });
  return (res.json() as { data: Answer }).data;
}

/** The figures of a block as its table lists them (label:value), the total last. */
async function figures(page: Page, block: string): Promise<string[]> {
  const rows = page.locator(`[data-stats-block="${block}"] [data-testid="stats-table"] tbody tr`);
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent).join(':')));
}
const expected = (a: Answer, total: string) => [...a.rows.map((r) => `${r.label}:${r.value}`), `${total}:${a.total}`];

describe('statistics pages', () => {
  it('the permit statistics page: index cards, and the tszy blocks drawn on canvases with the service\'s figures', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(suite.env.url('/tszy/statistics'));
    await page.getByText('待我审批').waitFor();
    for (const block of ['by-kind', 'by-state', 'by-month']) {
      await page.locator(`[data-stats-block="${block}"] canvas`).first().waitFor();
    }
    const byKind = await answerOf('tszy/by-kind');
    expect(byKind.total).toBeGreaterThan(0);
    expect(await figures(page, 'by-kind')).toEqual(expected(byKind, '合计'));
    const byMonth = await answerOf('tszy/by-month');
    expect(await figures(page, 'by-month')).toEqual(expected(byMonth, '合计'));
    expect(byMonth.rows).toHaveLength(12);
    // The figures as a table on the toggle, the chart gone.
    const kind = page.locator('[data-stats-block="by-kind"]');
    await kind.getByRole('button', { name: '查看数据表' }).click();
    await kind.getByRole('cell', { name: byKind.rows[0].label, exact: true }).waitFor();
    await expect(kind.locator('canvas').count()).resolves.toBe(0);
  });

  it('a module statistics page from the menu: spjk\'s blocks, the number block its total', async () => {
    // Three more cameras for 示例化工有限公司 beside the demo's four.
    for (const [i, cameraType] of ['dome', 'dome', 'bullet'].entries()) {
      await suite.env.db.query('insert into r_camera (tenant_id, data) values (1001, $1)', [{ name: `摄像头${i}`, code: `E2E-${i}`, cameraType, location: '厂区', onlineStatus: 'online' }]);
    }
    const page = await pages.as('qyadmin');
    await page.goto(suite.env.url('/spjk/statistics'));
    await page.locator('[data-stats-block="by-type"] canvas').first().waitFor();
    const byType = await answerOf('spjk/by-type');
    expect(await figures(page, 'by-type')).toEqual(expected(byType, '合计'));
    const total = await answerOf('spjk/total');
    await page.locator('[data-stats-block="total"] .ant-statistic-content-value').getByText(String(total.total), { exact: true }).waitFor();
  });

  it('the workbench draws the stats tile of tszy', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(suite.env.url('/dashboard'));
    await page.locator('[data-tile="permits-by-month"] canvas').first().waitFor();
    expect(await figures(page, 'by-month')).toEqual(expected(await answerOf('tszy/by-month'), '合计'));
  });
});
