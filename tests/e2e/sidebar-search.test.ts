// Issue 11 item 16: the sidebar's search over the menu titles, and placeholder pages without developer text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const pages = suite.pages;

const atPath = (path: string) => (u: URL) => u.pathname === `/zax${path}`;
const menu = (page: Page) => page.getByRole('navigation', { name: '导航菜单' });
const search = (page: Page) => page.getByTestId('sidebar').getByRole('textbox', { name: '搜索菜单' });

/** The titles of the menu entries shown (groups and leaves). */
async function shownTitles(page: Page): Promise<string[]> {
  return menu(page).locator('[role="menuitem"]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent?.trim() ?? ''));
}

async function open(account: 'admin' | 'qyadmin', path: string): Promise<Page> {
  const page = await pages.as(account);
  await page.goto(suite.env.url(path));
  await page.getByTestId('sidebar').waitFor();
  return page;
}

describe('sidebar search', () => {
  it('narrows the menu to 作业票 entries with their group open and the match marked; Enter opens the first', async () => {
    const page = await open('qyadmin', '/dashboard');
    await search(page).fill('作业票');
    await menu(page).getByRole('menuitem', { name: '作业票列表', exact: true }).waitFor();
    // Only the group on the way and entries whose title holds 作业票, each with the match marked.
    const titles = await shownTitles(page);
    expect(titles[0]).toBe('特殊作业');
    expect(titles).toContain('作业票列表');
    expect(titles.slice(1).every((t) => t.includes('作业票'))).toBe(true);
    expect(await menu(page).getByRole('menuitem', { name: '特殊作业', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu(page).locator('mark').allTextContents()).toEqual(titles.slice(1).map(() => '作业票'));
    await page.screenshot({ path: '/tmp/sidebar-search.png' });

    await search(page).press('Enter');
    await page.waitForURL(atPath('/tszy/list'));
    // Done searching: the box is empty and the whole menu is back.
    await expect(search(page).inputValue()).resolves.toBe('');
    await menu(page).getByRole('menuitem', { name: '工作台', exact: true }).waitFor();
  });

  it('shows 无匹配菜单 for no match, and Esc clears the search', async () => {
    const page = await open('qyadmin', '/dashboard');
    const before = await shownTitles(page);
    await search(page).fill('不存在的菜单');
    await page.getByTestId('sidebar').getByText('无匹配菜单', { exact: true }).waitFor();
    await search(page).press('Escape');
    await expect(search(page).inputValue()).resolves.toBe('');
    await expect.poll(() => shownTitles(page)).toEqual(before);
    expect(page.url()).toBe(suite.env.url('/dashboard'));
  });

  it('finds a group by its title (all its entries) over the 26 groups of the platform admin', async () => {
    const page = await open('admin', '/dashboard');
    const groups = await menu(page).locator(':scope > ul > li.ant-menu-submenu').count();
    expect(groups).toBeGreaterThanOrEqual(26);
    await search(page).fill('低代码');
    await menu(page).getByRole('menuitem', { name: '自定义字段', exact: true }).waitFor();
    const titles = await shownTitles(page);
    expect(titles[0]).toBe('低代码设计');
    expect(titles).toEqual(expect.arrayContaining(['自定义字段', '页签配置', '表单设计器']));
  });

  it('collapsed: a search button opens the box and the matches in a popover', async () => {
    const page = await open('qyadmin', '/dashboard');
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect(search(page).count()).resolves.toBe(0);
    await page.getByTestId('sidebar').getByRole('button', { name: '搜索菜单' }).click();
    const pop = page.getByTestId('sidebar-search-pop');
    await pop.getByRole('textbox', { name: '搜索菜单' }).fill('作业计划');
    await pop.getByRole('button', { name: /作业计划/ }).waitFor();
    await pop.getByRole('textbox', { name: '搜索菜单' }).press('Enter');
    await page.waitForURL(atPath('/tszy/plan'));
  });
});

