// Issue 21 in the browser (docs/knowledge.md "Search"): 法规检索 finds 动火 in the shared library with the word
// marked, a hit opens 法规详情 at its clause with the word marked there and the clause tree beside the text; an
// empty search is refused with its Chinese message under the box.
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('法规检索 and 法规详情', () => {
  it('searches 动火 and opens the regulation at its clause', async () => {
    const page = await suite.pages.as('qyadmin');
    // Regulations only (the scope is in the URL; the page offers regulations and standards by default).
    await page.goto(suite.env.url('/fgcx/search?kinds=regulation'));
    const box = page.getByRole('searchbox', { name: '检索关键词' });
    await box.fill('动火');
    await box.press('Enter');
    const hit = page.locator('.ant-list-item').filter({ hasText: '中华人民共和国安全生产法' }).filter({ hasText: '第四十三条' });
    await hit.waitFor();
    await page.getByText(/共找到 \d+ 条结果/).waitFor();
    expect(await hit.locator('mark.kb-hit').first().textContent()).toBe('动火');
    await hit.getByRole('link', { name: '中华人民共和国安全生产法' }).click();
    await page.waitForURL(/\/fgcx\/detail\/\d+\?.*clause=/);
    await page.getByText('主席令第八十八号（2021年修正）').waitFor();
    const clause = page.locator('.kb-clause-active');
    await clause.waitFor();
    expect(await clause.textContent()).toContain('第四十三条');
    expect(await clause.locator('mark.kb-hit').first().textContent()).toBe('动火');
    await page.locator('.ant-tree').getByText(/^第二章 生产经营单位的安全生产保障/).waitFor();
    // The inspection clause citing 第四十三条 is linked under it.
    await page.locator('.kb-citing').getByRole('link', { name: '爆破、吊装、动火、临时用电等危险作业是否安排专门人员进行现场安全管理' }).waitFor();
  });

  it('refuses an empty search in Chinese', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/aqbz/search-result'));
    await page.locator('.ant-input-search-button').first().click();
    await page.getByRole('alert').filter({ hasText: '请输入检索关键词' }).waitFor();
  });
});
