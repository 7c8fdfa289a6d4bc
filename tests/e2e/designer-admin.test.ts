// Issue 11 item 15: the platform administrator (admin, enterprise 0) opens each designer page without a
// refused call, is asked for an enterprise, finds 示例化工有限公司 by part of its name, and the page loads
// that enterprise's data.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { openDropdown, pickResource } from './helpers/designer-e2e.ts';
import { SignedInPages } from './helpers/signed-in-pages.ts';

let env: E2eServer;
const pages = new SignedInPages<'admin'>(() => env);

beforeAll(async () => {
  env = await startE2eServer();
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

/** A page signed in as admin that records every API answer with its status. */
async function adminPage(): Promise<{ page: Page; answers: { url: string; status: number }[] }> {
  const page = await pages.as('admin');
  const answers: { url: string; status: number }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/zax-cloud/')) answers.push({ url: res.url(), status: res.status() });
  });
  return { page, answers };
}

const refused = (answers: { url: string; status: number }[]) => answers.filter((a) => a.status >= 400);
const designerCalls = (answers: { url: string; status: number }[]) => answers.filter((a) => /\/u-basic\/(designer|custom-field|comp-tab|comp-field)/.test(a.url));

/** Finds 示例化工有限公司 by typing part of its name into the enterprise picker and chooses it. */
async function chooseEnterprise(page: Page): Promise<void> {
  const picker = page.getByRole('combobox', { name: '企业', exact: true });
  await picker.click();
  await picker.pressSequentially('示例化工');
  await openDropdown(page).locator('.ant-select-item-option[title="示例化工有限公司"]').click();
}

const PAGES = [
  { path: '/lowcode/custom-field', testId: 'designer-workbench', resourceSelect: '选择资源' },
  { path: '/lowcode/comp-tab', testId: 'designer-workbench', resourceSelect: '选择资源' },
  { path: '/lowcode/schema-editor', testId: 'schema-editor-page', resourceSelect: '资源' },
] as const;

describe('designer pages of the platform administrator', () => {
  it.each(PAGES)('$path asks for an enterprise first, sends nothing refused, then loads the chosen one', async ({ path, testId, resourceSelect }) => {
    const { page, answers } = await adminPage();
    await page.goto(env.url(path));
    const view = page.getByTestId(testId);
    await view.getByTestId('choose-tenant').getByText('请选择企业', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(designerCalls(answers)).toEqual([]);
    expect(refused(answers)).toEqual([]);

    await chooseEnterprise(page);
    await expect.poll(() => view.getByTestId('choose-tenant').count()).toBe(0);
    // The enterprise's resources load: 会议记录 is one of 示例化工有限公司's.
    await pickResource(page, resourceSelect, '会议记录', 'meet-record');
    if (testId === 'schema-editor-page') await page.getByText(/当前版本 \d+/).waitFor();
    else await page.getByTestId('resource-designer').waitFor();
    await page.waitForLoadState('networkidle');
    const calls = designerCalls(answers);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((a) => new URL(a.url).searchParams.get('tenantId') === '1001')).toBe(true);
    expect(refused(answers)).toEqual([]);
  });
});
