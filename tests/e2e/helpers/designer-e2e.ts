// What the designer's browser tests share (tests/e2e/designer*.test.ts): pages signed in as a demo
// account, the app's menu, antd buttons and messages, the resource screen's record drawers and their
// Formily fields, and the designer's resource picker.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { E2eServer } from './e2e-server.ts';
import { SignedInPages } from './signed-in-pages.ts';

export type DemoAccount = 'qyadmin' | 'staff01' | 'qyadmin2';

/** 会议记录: writable by qyStaff, so staff01 creates records; its menu entry. */
export const MEET = { key: 'meet-record', title: '会议记录', path: '/basic-security-manage/meet-record', api: '/zax-cloud/u-basic/meet-record' } as const;

/** Pages signed in as the designer tests' accounts. */
export class Pages extends SignedInPages<DemoAccount> {}

/** A JSON call to the server as `token` (setup and checks beside the browser). */
export async function api(env: E2eServer, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: unknown; errors?: { field: string; message: string }[] }>() };
}

/**
 * A button by its label: antd puts a space between the two characters of a two-character label, and an
 * icon adds its own name in front ("plus 新增").
 */
export function button(scope: Page | Locator, label: string): Locator {
  const spaced = [...label].length === 2 ? [...label].join('\\s*') : label;
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${spaced}\\s*$`) });
}

/** Waits for an antd message with `text`. */
export async function messageShown(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.ant-message').getByText(text).last().waitFor();
}

/** Opens a sidebar entry under a submenu (as a user would) and waits for its page tab. */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '导航菜单' });
  const submenu = menu.getByRole('menuitem', { name: group, exact: true });
  await submenu.waitFor();
  if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
  await expect.poll(() => submenu.getAttribute('aria-expanded')).toBe('true');
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('tab', { name: item, exact: true }).waitFor();
}

/** The open dropdown of an antd Select. */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/** Picks `title` in the open dropdown of an antd Select (options carry their label as title). */
export async function pickOption(page: Page, title: string): Promise<void> {
  await openDropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
}

/** Picks the resource in the designer's or the schema editor's resource Select. */
export async function pickResource(page: Page, selectName: string, title: string, key: string): Promise<void> {
  const select = page.getByRole('combobox', { name: selectName });
  await select.click();
  await select.fill(title);
  await pickOption(page, `${title}（${key}）`);
}

/** Publishes the designer's draft with a note; waits for the version it becomes. */
export async function publishDraft(page: Page, note: string, version: number): Promise<void> {
  await button(page.getByTestId('designer-toolbar'), '发布').click();
  const dialog = page.getByRole('dialog', { name: `发布为版本 v${version}` });
  await dialog.getByRole('textbox', { name: '版本说明' }).fill(note);
  await button(dialog, '发布').click();
  await messageShown(page, `已发布版本 v${version}`);
  await page.getByTestId('designer-toolbar').getByText(`当前版本 v${version}`).waitFor();
}

// ---- The resource screen (src/runtime/schema-page.tsx) ----

export const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
export const headerTexts = (page: Page) => page.locator('.ant-table-thead th').allTextContents();
/** A row's action button: labelled with the action and the record id ("详情 12"). */
export const rowAction = (page: Page, label: string, id: number) => page.getByRole('button', { name: `${label} ${id}`, exact: true });

/** Opens a resource screen (its absolute URL) and waits for its list and 新增. */
export async function openResource(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.ant-table-tbody').waitFor();
  await button(page, '新增').waitFor();
}

/** Opens 新增 of the resource titled `title`; answers its drawer once the form shows. */
export async function openCreate(page: Page, title: string): Promise<Locator> {
  await button(page, '新增').click();
  const form = drawer(page);
  await form.getByText(`新增${title}`).waitFor();
  await form.locator('.ant-formily-item').first().waitFor();
  return form;
}

/** The open record drawer (新增 / 编辑 / 详情). */
export const drawer = (page: Page) => page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title') }).last();

/** A Formily form item by its exact label, within `scope`. */
export function formItem(scope: Locator, label: string): Locator {
  return scope.locator('.ant-formily-item').filter({ has: scope.page().locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

/** The labels of the visible Formily items in `scope`. */
export async function visibleLabels(scope: Locator): Promise<string[]> {
  const labels = scope.locator('.ant-formily-item-label-content label');
  const out: string[] = [];
  for (const l of await labels.all()) if (await l.isVisible()) out.push((await l.textContent()) ?? '');
  return out;
}

export async function fillItem(scope: Locator, label: string, value: string): Promise<void> {
  await formItem(scope, label).locator('input, textarea').first().fill(value);
}

export async function pickDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = formItem(scope, label).locator('input').first();
  await input.click();
  await input.fill(value);
  // A complete date is taken as typed; a click elsewhere closes the panel (Enter would submit the form).
  await scope.page().locator('.ant-drawer-title').last().click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** Picks a record in a reference field (RefPicker, PersonPicker) by typing part of its label and choosing it. */
export async function pickRef(scope: Locator, label: string, search: string): Promise<void> {
  const select = formItem(scope, label).locator('.ant-select');
  await select.click();
  await select.locator('input').pressSequentially(search);
  const option = scope.page().locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: search });
  await option.first().click();
  await expect.poll(() => select.textContent()).toContain(search);
  // The list closes (its closing animation ends) before anything else is opened.
  await expect.poll(() => scope.page().locator('.ant-select-dropdown:visible').count()).toBe(0);
}

export async function pickSelect(scope: Locator, label: string, option: string): Promise<void> {
  await formItem(scope, label).locator('.ant-select').click();
  await pickOption(scope.page(), option);
}
