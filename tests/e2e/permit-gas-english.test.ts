// Issue 13 item 5 in the browser: with the `language=en` cookie, a permit's gas analyses show their verdict in
// English (the badge's label and tooltip, and the print preview's 气体分析 rows), as the server words it from
// the stored message; without the cookie the same verdicts are the stored Chinese. The permit statistics page's
// blocks in English (titles and the kinds and states of their figures).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { call, detailPath, TIMEZONE, view } from './helpers/permit-e2e.ts';

const suite = e2eSuite<'staff01'>({ timezoneId: TIMEZONE });
/** Product words of the Chinese verdict (the gas names are records and may stay Chinese). */
const CHINESE_VERDICT = /合格|不合格|应不大于|实测|爆炸下限|氧含量应/;

let page: Page;
beforeEach(async () => {
  page = await suite.pages.as('staff01');
});

/** A seeded permit with gas analyses: its id and the verdicts the API answers in each language. */
async function permitWithAnalyses(): Promise<{ id: number; en: string[]; zh: string[] }> {
  const token = await suite.pages.token('staff01');
  const list = await call<{ dataList: { id: number; zuoYeLeiXing: string }[] }>(suite.env, token, 'GET', '/zuoYePiao/list?pageIndex=1&pageSize=100');
  for (const p of list.entity.dataList.filter((x) => x.zuoYeLeiXing === 'DONG_HUO' || x.zuoYeLeiXing === 'SHOU_XIAN')) {
    const verdicts = async (lang: string) => {
      const res = await suite.env.app.inject({ url: `/zax-cloud/tszy/zuoYePiao/detail?id=${p.id}`, headers: { authorization: token, 'accept-language': lang } });
      return res.json<{ entity: { analyses: { panDingYiJu: string }[] } }>().entity.analyses.map((a) => a.panDingYiJu);
    };
    const en = await verdicts('en');
    if (en.length > 0) return { id: p.id, en, zh: await verdicts('zh-CN') };
  }
  throw new Error('no seeded permit with gas analyses');
}

async function openDetail(id: number, language?: 'en') {
  if (language) await page.context().addCookies([{ name: 'language', value: language, url: suite.env.origin }]);
  await page.goto(suite.env.url(detailPath(id)));
  const detail = view(page, detailPath(id));
  await detail.locator('.ant-table-row').first().waitFor();
  return detail;
}

describe('the gas-analysis verdict in English', () => {
  it('shows the verdicts in English in the analysis table and the print preview', async () => {
    const { id, en, zh } = await permitWithAnalyses();
    for (const v of en) {
      expect(v).toMatch(/^(Pass|Fail): /);
      expect(v).not.toMatch(CHINESE_VERDICT);
    }
    expect(zh.every((v) => /^(合格|不合格)：/.test(v))).toBe(true);

    const detail = await openDetail(id, 'en');
    const card = detail.locator('.ant-card').filter({ has: page.getByText(/^Gas analysis/) });
    const badges = card.locator('.ant-table-tbody tr.ant-table-row .ant-badge');
    await expect.poll(() => badges.count()).toBe(en.length);
    const labels = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels).toEqual(en.map((v) => `${v.startsWith('Pass') ? 'Pass' : 'Fail'}: ${v}`));

    await detail.getByRole('button', { name: 'Print' }).click();
    const preview = page.getByRole('dialog', { name: 'Print preview' });
    await preview.waitFor();
    // The print view is the block the permit's file places (detail.print), loaded when the preview opens.
    await expect.poll(() => preview.locator('tr[data-analysis]').count()).toBe(en.length);
    const printed = await preview.locator('tr[data-analysis] td:nth-child(5)').allInnerTexts();
    expect(printed.map((s) => s.trim())).toEqual(en);
  });

  it('shows the stored Chinese verdicts without the cookie', async () => {
    const { id, zh } = await permitWithAnalyses();
    const detail = await openDetail(id);
    const card = detail.locator('.ant-card').filter({ has: page.getByText(/^气体分析/) });
    // The gas analyses are a block of the permit's file, loaded after the page: wait for its rows.
    const badges = card.locator('.ant-table-tbody tr.ant-table-row .ant-badge');
    await expect.poll(() => badges.count()).toBe(zh.length);
    const labels = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels).toEqual(zh.map((v) => `${v.startsWith('合格') ? '合格' : '不合格'}：${v}`));
  });
});

describe('the permit statistics in English', () => {
  it('shows the blocks with English titles and labels', async () => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: suite.env.origin }]);
    await page.goto(suite.env.url('/tszy/statistics'));
    // Only this view is open in the page.
    const stats = page.locator('body');
    const titles = stats.locator('[data-stats-block] .ant-card-head-title');
    await titles.nth(2).waitFor();
    await expect.poll(() => titles.allInnerTexts()).toEqual(['By work type', 'By state', 'Last 12 months']);
    // The figures tables (shown to screen readers) name the kinds and states in English.
    const kinds = stats.locator('[data-stats-block="by-kind"] table td:first-child');
    await expect.poll(() => kinds.allTextContents(), { timeout: 15_000 }).toContain('Hot work');
    const labels = await stats.locator('[data-stats-block="by-kind"] table td:first-child, [data-stats-block="by-state"] table td:first-child').allTextContents();
    expect(labels.filter((l) => /\p{Script=Han}/u.test(l))).toEqual([]);
  });
});
