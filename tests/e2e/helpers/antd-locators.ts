// Locators of the antd and Formily pieces the page tests click and read: buttons by their label, a row's
// action buttons, the open drawer and a form item of it by its exact label; a tab chosen.
import type { Locator, Page } from 'playwright-core';

/**
 * A button by its label: antd puts a space between the two characters of a two-character label, and an
 * icon adds its own name in front ("plus 新增").
 */
export function button(scope: Page | Locator, label: string): Locator {
  const spaced = [...label].length === 2 ? [...label].join('\\s*') : label;
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${spaced}\\s*$`) });
}

/** A row's action button: labelled with the action and the record id ("编辑 12"). */
export const rowAction = (row: Locator, label: string): Locator => row.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });

/** The drawer on top (the one with a title: a form or a detail). */
export const drawerOf = (page: Page): Locator => page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title') }).last();

/** A Formily form item of the drawer on top by its exact label. */
export function formItem(page: Page, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return drawerOf(page).locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: exact }) });
}

/**
 * Chooses a tab and waits until it is the selected one. A tab bar that is still measuring itself (a kept-alive
 * view just shown again re-lays its tabs out once their widths are known) can move a tab between the moment it
 * is found and the click, and the click then lands beside it: it is clicked again, up to three times.
 */
export async function chooseTab(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  for (let attempt = 1; ; attempt++) {
    await tab.click();
    try {
      await scope.getByRole('tab', { name, selected: true }).waitFor({ timeout: 2000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
