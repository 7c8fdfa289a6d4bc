// The page's language (issue 13 item 5): from the navbar's language switch a signed-in user turns the app to
// English (the `language` cookie, then a reload): the sidebar, the navbar, the breadcrumb, the tabs and the
// dashboard speak English (the menu's titles come from the menu files' titleEn, answered to the page's
// Accept-Language); switching back gives the Chinese page again. The login page has a link of its own.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
let page: Page;

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

const languageCookie = async () => (await page.context().cookies()).find((c) => c.name === 'language')?.value;

/** Chooses a language from the navbar's switch (labelled in the page's language) and waits for the reload. */
async function switchTo(label: '语言' | 'Language', language: '中文' | 'English'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: language, exact: true });
  await Promise.all([page.waitForEvent('load'), item.click()]);
  await page.getByTestId('sidebar').waitFor();
}

describe('the language switch', () => {
  it('turns the shell to English from the navbar, and back to Chinese', async () => {
    await page.goto(suite.env.url('/dashboard'));
    const nav = page.getByRole('navigation', { name: '导航菜单' });
    await nav.getByRole('menuitem', { name: '特殊作业', exact: true }).waitFor();
    await page.getByRole('button', { name: '布局大小' }).waitFor();

    await switchTo('语言', 'English');
    expect(await languageCookie()).toBe('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The sidebar: its landmarks and the menu's titles.
    const navEn = page.getByRole('navigation', { name: 'Navigation menu' });
    await navEn.getByRole('menuitem', { name: 'Special Work', exact: true }).waitFor();
    await navEn.getByRole('menuitem', { name: 'Dashboard', exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: '导航菜单' }).count()).toBe(0);
    expect(await page.getByTestId('sidebar').getByPlaceholder('Search menu').count()).toBe(1);

    // The navbar: its buttons, the breadcrumb and the tabs.
    await page.getByRole('button', { name: 'Layout size' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).waitFor();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => crumbs.textContent()).toContain('Dashboard');
    await page.getByRole('tablist', { name: 'Visited pages' }).getByRole('tab', { name: 'Dashboard', exact: true }).waitFor();

    // The dashboard.
    await page.getByText('My modules', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 4 }).first().textContent()).toMatch(/^Good (morning|day|afternoon|evening), /);
    await page.getByText('Current enterprise:', { exact: false }).waitFor();
    expect(await page.title()).toMatch(/^Dashboard/);

    // A page of a module: its menu title in the breadcrumb and the tab.
    await navEn.getByRole('menuitem', { name: 'Special Work', exact: true }).click();
    await navEn.getByRole('menuitem', { name: 'Work Permits', exact: true }).click();
    await expect.poll(() => crumbs.textContent()).toContain('Work Permits');
    await page.getByRole('tablist', { name: 'Visited pages' }).getByRole('tab', { name: 'Work Permits', exact: true }).waitFor();
    // The permit list itself, switched from the navbar: its kind tabs and filter labels are English.
    await page.getByRole('tab', { name: 'Hot work', exact: true }).first().waitFor();
    await page.getByPlaceholder('Permit number').waitFor();

    await switchTo('Language', '中文');
    expect(await languageCookie()).toBe('zh');
    await page.getByRole('navigation', { name: '导航菜单' }).getByRole('menuitem', { name: '特殊作业', exact: true }).waitFor();
    await page.getByRole('button', { name: '布局大小' }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: '面包屑' }).textContent()).toContain('作业票列表');
    expect(await page.getByRole('navigation', { name: 'Navigation menu' }).count()).toBe(0);
  });

  it('offers English on the login page too', async () => {
    await page.context().clearCookies();
    await page.goto(suite.env.url('/login'));
    await page.getByRole('heading', { name: '安全风险管控平台' }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '切换为英文' }).click()]);
    await page.getByRole('heading', { name: 'Safety Risk Control Platform' }).waitFor();
    expect(await languageCookie()).toBe('en');
    await page.getByLabel('User name').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter your user name').waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Switch to Chinese' }).click()]);
    await page.getByRole('heading', { name: '安全风险管控平台' }).waitFor();
    expect(await languageCookie()).toBe('zh');
  });
});
