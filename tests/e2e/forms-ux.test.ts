// The forms of the schema runtime in the browser (issue 11 items 14 and 17), as the enterprise
// administrator: 新增 of 承包商信息 (18 fields) submitted empty takes the user to the first field in error
// (scrolled into view and focused) with no toast over the drawer's title; the buttons stay in view while
// the form scrolls; prompts say 请选择… / 请填写…; a name of spaces and 资质有效期至 before 资质有效期起 are
// refused at their fields; a wide screen shows two columns, a narrow one one; and in 承包商培训 a negative
// number of hours stays as typed with a message (请假天数 is computed now: tests/e2e/computed-fields.test.ts).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { SignedInPages } from './helpers/signed-in-pages.ts';

const CONTRACTORS = '/cbs/info';
const TRAININGS = '/cbs/training';
const suite = e2eSuite();
const pages = suite.pages;


/** Opens a resource page and its 新增 drawer. */
async function openCreate(page: Page, path: string): Promise<Locator> {
  await page.goto(suite.env.url(path));
  await button(page, '新增').click();
  const drawer = drawerOf(page);
  await drawer.getByTestId('schema-form-footer').waitFor();
  return drawer;
}

/** The label of the form item holding the focus. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ant-formily-item')?.querySelector('.ant-formily-item-label-content label')?.textContent ?? null);

/** Whether `inner` lies within the visible box of `outer` (vertically). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  return a !== null && b !== null && a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
}

async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = formItem(page, label).locator('input').first();
  await input.click();
  await input.fill(value);
  // A complete date is taken as typed; a click on the title closes the panel (Enter would submit the form).
  await drawerOf(page).locator('.ant-drawer-title').click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

describe('forms of the schema runtime', () => {
  it('takes the user to the first error of an empty form, with the title and the buttons in view', async () => {
    const page = await pages.as('qyadmin');
    const drawer = await openCreate(page, CONTRACTORS);
    const body = drawer.locator('.ant-drawer-body');
    // The form is longer than the drawer: it scrolls.
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Start from the bottom, so that the first error is out of view when the form refuses.
    await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await button(drawer, '提交').click();

    await expect.poll(() => focusedLabel(page)).toBe('承包商名称');
    expect(await within(formItem(page, '承包商名称'), body)).toBe(true);
    await drawer.getByRole('alert').getByText('请填写承包商名称').waitFor();
    await formItem(page, '资质有效期起').getByText('请选择资质有效期起').waitFor();
    // No toast, and nothing covers the drawer's title.
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
    const title = drawer.locator('.ant-drawer-title');
    expect(
      await title.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && el.contains(top);
      }),
    ).toBe(true);

    // The buttons stay in view at the top, the middle and the end of the form.
    for (const at of [0, 0.5, 1]) {
      await body.evaluate((el, f) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) * f), at);
      expect(await within(button(drawer, '提交'), body), `scrolled to ${at}`).toBe(true);
      expect(await within(button(drawer, '取消'), body), `scrolled to ${at}`).toBe(true);
    }
    await page.screenshot({ path: '/tmp/forms-ux-first-error.png' });
  });

  it('prompts 请填写 for typed fields and 请选择 for picked ones, and shows two columns on a wide screen', async () => {
    const page = await pages.as('qyadmin');
    await openCreate(page, CONTRACTORS);
    expect(await formItem(page, '承包商名称').locator('input').getAttribute('placeholder')).toBe('请填写承包商名称');
    expect(await formItem(page, '资质有效期至').locator('input').getAttribute('placeholder')).toBe('请选择资质有效期至');
    await formItem(page, '服务类型').getByText('请选择服务类型').waitFor();
    // Two columns: 承包商名称 and the next field side by side; 附件 spans the whole width.
    expect(await drawerOf(page).locator('.form-columns-grid').count()).toBe(1);
    const a = await formItem(page, '承包商名称').boundingBox();
    const b = await formItem(page, '统一社会信用代码').boundingBox();
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width / 2).toBe(true);
    const grid = await drawerOf(page).locator('.form-columns-grid').boundingBox();
    const files = await formItem(page, '资质附件').boundingBox();
    expect(grid && files && files.width > grid.width * 0.9).toBe(true);
  });

  it('keeps one column on a narrow screen', async () => {
    const narrow = new SignedInPages(() => suite.env, { viewport: { width: 1000, height: 800 } });
    try {
      const page = await narrow.as('qyadmin');
      await openCreate(page, CONTRACTORS);
      expect(await drawerOf(page).locator('.form-columns-grid').count()).toBe(0);
    } finally {
      expect(await narrow.closeAll()).toEqual([]);
    }
  });

  it('refuses a name of spaces and an end date before its start at the fields, and saves nothing', async () => {
    const page = await pages.as('qyadmin');
    const drawer = await openCreate(page, CONTRACTORS);
    await formItem(page, '承包商名称').locator('input').fill('   ');
    await pickDate(page, '资质有效期起', '2026-06-01');
    await pickDate(page, '资质有效期至', '2026-05-31');
    // The order is checked at the field as soon as both dates are there.
    await formItem(page, '资质有效期至').getByText('资质有效期至不能早于资质有效期起').waitFor();
    await button(drawer, '提交').click();
    await formItem(page, '承包商名称').getByText('请填写承包商名称').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('承包商名称');
    // Moving the start before the end clears the end's message.
    await pickDate(page, '资质有效期起', '2026-05-01');
    await expect.poll(() => formItem(page, '资质有效期至').getByText('资质有效期至不能早于资质有效期起').count()).toBe(0);
    expect(await page.locator('.ant-message').getByText('新增成功').count()).toBe(0);
  });

  it('leaves a negative number as typed and says why it is refused', async () => {
    const page = await pages.as('qyadmin');
    await openCreate(page, TRAININGS);
    const hours = formItem(page, '培训学时').locator('input');
    expect(await hours.getAttribute('placeholder')).toBe('请填写培训学时');
    await hours.fill('-3');
    await hours.blur();
    await formItem(page, '培训学时').getByText(/^培训学时不能小于/).waitFor();
    expect(await hours.inputValue()).toBe('-3');
  });
});
