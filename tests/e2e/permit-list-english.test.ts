// Issue 13 item 5 in the browser: with the `language=en` cookie set before the page loads, the permit list of
// the demo enterprise is English end to end (columns, kind tabs, filters, kind chooser, row actions, the
// states and current steps the server answers, the pager), and a permit's detail shows English labels, the
// form's fields with the English titles of the permit form files and the grading basis in English; the same
// page without the cookie is Chinese as before.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { TIMEZONE, view } from './helpers/permit-e2e.ts';

const suite = e2eSuite<'staff01'>({ timezoneId: TIMEZONE });
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
const LIST = '/tszy/list';

let page: Page;
beforeEach(async () => {
  page = await suite.pages.as('staff01');
});

/** Opens the permit list with the language cookie (or none) set before the page loads; waits for its rows. */
async function openList(language?: 'en' | 'zh'): Promise<Locator> {
  if (language) await page.context().addCookies([{ name: 'language', value: language, url: suite.env.origin }]);
  await page.goto(suite.env.url(LIST));
  const list = view(page, LIST);
  await list.locator('.ant-table-row').first().waitFor();
  return list;
}

const texts = async (l: Locator) => (await l.allTextContents()).map((s) => s.trim()).filter(Boolean);

describe('the permit list in English', () => {
  it('shows columns, kind tabs, filters, states, steps, actions and the pager in English', async () => {
    const list = await openList('en');
    expect(await texts(list.locator('.ant-table-thead th'))).toEqual([
      'Permit number',
      'Work type',
      'Grade',
      'Work site',
      'Work content',
      'Applying unit',
      'Planned start time',
      'Planned end time',
      'State',
      'Current step',
      'Actions',
    ]);
    const tabs = await texts(list.locator('.ant-tabs-tab'));
    expect(tabs.slice(0, 3)).toEqual(['All', 'Hot work', 'Confined space']);
    expect(tabs).toHaveLength(11);

    const filters = list.getByRole('search');
    expect(await texts(filters.locator('.ant-form-item-label'))).toEqual(['State', 'Number', 'Site', 'Created on']);
    await filters.getByPlaceholder('Permit number').waitFor();
    await filters.getByPlaceholder('Start date').waitFor();
    await filters.getByRole('button', { name: 'Search' }).waitFor();
    await filters.getByRole('button', { name: 'Reset' }).waitFor();

    // What the server answers in Chinese (kinds, states, current steps) is shown by its code.
    const rows = list.locator('.ant-table-row');
    const states = await texts(rows.locator('.ant-tag'));
    expect(states.length).toBeGreaterThan(0);
    const known = ['Draft', 'In approval', 'Ready to start', 'In progress', 'Completed', 'Archived', 'Voided', 'Expired'];
    for (const s of states) expect(known).toContain(s);
    const body = await list.locator('.ant-table-tbody').innerText();
    // The demo's sites and contents are records; every cell of the product (kind, grade, state, step, actions) is English.
    const cells = await texts(rows.locator('td:nth-child(2), td:nth-child(3), td:nth-child(9), td:nth-child(10), td:nth-child(11)'));
    expect(cells.filter((c) => CJK.test(c))).toEqual([]);
    expect(body).toContain('Details');
    expect(body).not.toContain('详情');

    const pager = list.locator('.ant-pagination');
    await expect.poll(() => pager.locator('.ant-pagination-total-text').innerText()).toMatch(/^\d+ in total$/);
    expect(await pager.locator('.ant-select-selection-item').innerText()).toBe('10 / page');

    await list.getByRole('button', { name: 'New work permit' }).click();
    const chooser = page.locator('.ant-modal').filter({ hasText: 'Choose the work type' });
    await chooser.waitFor();
    const kinds = await texts(chooser.getByRole('group', { name: 'Work type' }).getByRole('button'));
    expect(kinds).toHaveLength(10);
    expect(kinds).toContain('Hot work');
    expect(kinds).toContain('Confined space entry');
    expect(kinds.filter((k) => CJK.test(k))).toEqual([]);
  });

  it('opens a permit whose detail and form show English labels', async () => {
    const list = await openList('en');
    await list.locator('.ant-tabs-tab', { hasText: /^Hot work$/ }).click();
    const row = list.locator('.ant-table-row').first();
    // A kind's tab lists its file's columns, without 作业类型; its rows are hot work (HJZA…).
    await list.locator('.ant-table-thead th', { hasText: /^Work type$/ }).waitFor({ state: 'detached' });
    await row.getByRole('link', { name: /^HJZA\d{13}$/ }).waitFor();
    await row.getByRole('button', { name: 'Details' }).click();
    await page.waitForURL(/\/tszy\/detail\/\d+$/);
    const detail = view(page, new URL(page.url()).pathname.replace(/^\/zax/, ''));
    await detail.getByText('Approval flow', { exact: true }).waitFor();
    expect(await detail.locator('.ant-card-head-title').first().innerText()).toMatch(/^Hot work permit HJZA\d{13}/);
    for (const card of ['Gas analysis (must pass within 30 minutes before the work)', 'Permit content', 'History']) {
      await detail.getByText(card, { exact: true }).waitFor();
    }
    const header = await texts(detail.locator('.ant-card').first().locator('.ant-descriptions-item-label'));
    // 'Version' (版本) since issue 16 item 9: the version of the content after changes made once submitted.
    expect(header).toEqual(['Work type', 'Work grade', 'Current step', 'Applicant', 'Version', 'Planned start', 'Planned end', 'Actual start', 'Completed at']);
    const grade = await detail.locator('.ant-card').first().locator('.ant-descriptions-item-content').nth(1).innerText();
    expect(['Grade 1', 'Grade 2', 'Special grade']).toContain(grade);
    // The grading basis the server answers in the page's language (the permit keeps its Chinese one).
    const basis = detail.locator('.ant-alert').filter({ hasText: 'Grading basis' });
    const basisText = await basis.locator('.ant-alert-description').innerText();
    expect(basisText).toMatch(/hot work/);
    expect(basisText).not.toMatch(CJK);
    // The form's labels are the permit form file's English titles.
    const content = detail.locator('.ant-card').filter({ hasText: 'Permit content' });
    const labels = await texts(content.locator('.ant-descriptions-item-label'));
    expect(labels).toEqual(expect.arrayContaining(['Work site', 'Work content', 'Planned start time', 'Hot work grade', 'Guardian']));
    expect(labels.filter((l) => CJK.test(l))).toEqual([]);
    // A chosen option by its English label (the form holds 二级, 一级 or 特级).
    const hotGrade = content.locator('th.ant-descriptions-item-label', { hasText: /^Hot work grade$/ }).locator('xpath=following-sibling::td[1]');
    expect(['Grade 1', 'Grade 2', 'Special grade']).toContain((await hotGrade.innerText()).trim());
    await content.locator('th.ant-descriptions-item-label', { hasText: /^Safety measures$/ }).waitFor();
    // The sections of the file, by their English titles.
    expect(await texts(content.locator('.ant-descriptions-title'))).toEqual(expect.arrayContaining(['Basic information', 'Hot work details', 'People and safety measures']));
    // The approval steps: phases, default slot titles and decisions in English.
    // The approval flow is a block of the permit's file, loaded after the page.
    await detail.locator('.ant-steps-item-title').first().waitFor();
    const steps = await texts(detail.locator('.ant-steps-item-title'));
    expect(steps[0]).toBe('Work leader’s opinion');
    expect(steps.filter((s) => CJK.test(s))).toEqual([]);
  });
});

describe('the permit list without the cookie', () => {
  it('is Chinese as before', async () => {
    const list = await openList();
    expect(await texts(list.locator('.ant-table-thead th'))).toEqual([
      '作业票编号',
      '作业类型',
      '级别',
      '作业地点',
      '作业内容',
      '申请单位',
      '计划开始时间',
      '计划结束时间',
      '状态',
      '当前环节',
      '操作',
    ]);
    expect((await texts(list.locator('.ant-tabs-tab'))).slice(0, 2)).toEqual(['全部', '动火']);
    await expect.poll(() => list.locator('.ant-pagination-total-text').innerText()).toMatch(/^共 \d+ 条$/);
    expect(await list.locator('.ant-pagination .ant-select-selection-item').innerText()).toBe('10 条/页');
    const states = await texts(list.locator('.ant-table-row .ant-tag'));
    for (const s of states) expect(['草稿', '审批中', '待作业', '作业中', '已完工', '已归档', '已作废', '已过期']).toContain(s);
    await list.getByRole('button', { name: '新增作业票' }).click();
    const chooser = page.locator('.ant-modal').filter({ hasText: '选择作业类型' });
    await chooser.getByRole('button', { name: '动火作业' }).waitFor();
  });
});
