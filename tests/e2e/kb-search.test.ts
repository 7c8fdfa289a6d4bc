// Issue 21 in the browser (docs/knowledge.md "Search"): 法规检索 finds 动火 in the shared library with the word
// marked, a hit opens 法规详情 at its clause with the word marked there and the clause tree beside the text; an
// empty search is refused with its Chinese message under the box. 检查条款库's 依据法规 / 依据标准 cells open the
// regulation or standard cited; a document's and an MSDS's hit open their record's drawer; a personal document
// is found only by the account that created it.
import { describe, expect, it } from 'vitest';
import { drawerOf } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

/** Creates a record through the API as `token` and answers its id. */
async function created(token: string, endpoint: string, payload: Record<string, unknown>): Promise<number> {
  const res = await suite.env.app.inject({ method: 'POST', url: `/zax-cloud/u-basic/${endpoint}`, headers: { authorization: token }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

/** A document of the first category of enterprise 1001, of `library`, titled `title`. */
async function documentOf(token: string, title: string, library: 'enterprise' | 'personal'): Promise<number> {
  const [category] = await suite.env.db.query<{ id: string }>(`select id from r_document_category where tenant_id = 1001 and not deleted order by id limit 1`);
  return created(token, 'document', { title, categoryId: Number(category.id), library, version: 'V1.0', effectiveFrom: '2026-01-01', summary: `${title}的摘要` });
}

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

  it("opens the regulation and the standard a check clause cites from 检查条款库", async () => {
    const token = await suite.pages.token('qyadmin');
    const [law] = await suite.env.db.query<{ id: string }>(`select id from r_regulation where tenant_id = 0 and data->>'title' = '中华人民共和国安全生产法'`);
    const [std] = await suite.env.db.query<{ id: string }>(`select id from r_standard where tenant_id = 0 and data->>'stdNo' = 'GB 30871—2022'`);
    const content = '浏览器测试：动火作业是否安排专人现场监护';
    await created(token, 'check-clause', { category: 'special-work', content, basisRegulationId: Number(law.id), clauseNo: '第四十三条' });
    await created(token, 'check-clause', { category: 'special-work', content: `${content}（标准）`, basisStandardId: Number(std.id), clauseNo: '5.3.1' });
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/aqbz/check-bar'));
    const row = page.locator('.ant-table-row').filter({ hasText: content }).filter({ hasNotText: '（标准）' });
    await row.getByRole('link', { name: '中华人民共和国安全生产法' }).click();
    await page.waitForURL(new RegExp(`/fgcx/detail/${law.id}$`));
    await page.getByText('主席令第八十八号（2021年修正）').waitFor();
    // The clause citing it by reference is listed under 第四十三条 of the regulation.
    await page.locator('.kb-citing').getByRole('link', { name: content }).waitFor();
    await page.goBack();
    const stdRow = page.locator('.ant-table-row').filter({ hasText: `${content}（标准）` });
    await stdRow.getByRole('link', { name: 'GB 30871—2022' }).click();
    await page.waitForURL(new RegExp(`/fgcx/detail/${std.id}\\?kind=standard$`));
    await page.getByText('危险化学品企业特殊作业安全规范').first().waitFor();
    await page.locator('.kb-citing').getByRole('link', { name: `${content}（标准）` }).waitFor();
  });

  it("opens a document's and an MSDS's hit in their record's drawer", async () => {
    const title = '浏览器检索测试：盲板抽堵作业指导书';
    const id = await documentOf(await suite.pages.token('qyadmin'), title, 'enterprise');
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(`/aqbz/search-result?kinds=document&q=${encodeURIComponent('盲板抽堵作业指导书')}`));
    await page.locator('.ant-list-item').getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/wdk/list\\?detail=${id}$`));
    await drawerOf(page).getByText(title).first().waitFor();

    await page.goto(suite.env.url(`/aqbz/search-result?kinds=msds&q=${encodeURIComponent('正压自给式呼吸器')}`));
    const hit = page.locator('.ant-list-item').filter({ hasText: '7664-41-7' }).first();
    expect(await hit.locator('mark.kb-hit').first().textContent()).toBe('正压自给式呼吸器');
    await hit.locator('a.kb-hit-title').click();
    await page.waitForURL(/\/zdwhp\/msds\?detail=\d+$/);
    await drawerOf(page).getByText(/正压自给式呼吸器/).first().waitFor();
  });

  it('finds a personal document only for the account that created it', async () => {
    const title = '浏览器检索测试：个人盲板台账备忘';
    await documentOf(await suite.pages.token('qyadmin'), title, 'personal');
    const url = suite.env.url(`/aqbz/search-result?kinds=document&q=${encodeURIComponent('个人盲板台账备忘')}`);
    const mine = await suite.pages.as('qyadmin');
    await mine.goto(url);
    await mine.locator('.ant-list-item').getByRole('link', { name: title }).waitFor();
    const other = await suite.pages.as('staff01');
    await other.goto(url);
    await other.getByText(/共找到 \d+ 条结果/).waitFor();
    expect(await other.locator('.ant-list-item').filter({ hasText: title }).count()).toBe(0);
    expect(await other.getByText(title).count()).toBe(0);
  });
});

