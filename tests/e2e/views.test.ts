// The calendar and board views of 请假记录 (leave-record's `views`) in the browser, as the enterprise
// administrator: switching to the calendar, a click on a day opens 新增 with the day prefilled and the saved
// record is placed on that day; on the board a card dragged to another column is saved (still there after
// a reload), and a move the server refuses snaps back with the server's message.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, button } from './helpers/designer-e2e.ts';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { SignedInPages } from './helpers/signed-in-pages.ts';

const PATH = '/zbgl/leave-record';
const API = '/zax-cloud/u-basic/leave-record';
let env: E2eServer;
const pages = new SignedInPages(() => env);
let department = 0;

beforeAll(async () => {
  env = await startE2eServer();
  const [dept] = await env.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 and not deleted order by id limit 1');
  department = Number(dept.id);
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The 15th of the current month: inside the month the calendar opens on. */
const now = new Date();
const DAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-15`;

const drawerOf = (page: Page) => page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title') }).last();
const field = (page: Page, label: string) =>
  drawerOf(page).locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });

async function switchTo(page: Page, view: string): Promise<void> {
  await page.getByTestId('view-switcher').getByText(view, { exact: true }).click();
}

async function createLeave(name: string, approveStatus: string): Promise<number> {
  const token = await pages.token('qyadmin');
  const res = await api(env, token, 'POST', API, { name, department, leaveType: 'personal', startDate: DAY, endDate: DAY, reason: '看板测试', approveStatus });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number((res.body.data as { id: number }).id);
}

async function stored(id: number): Promise<string | null> {
  const [r] = await env.db.query<{ s: string | null }>("select data->>'approveStatus' as s from r_leave_record where id = $1", [id]);
  return r?.s ?? null;
}

/** Drags a card onto a column with the mouse (dnd-kit's pointer sensor starts after a few pixels). */
async function drag(page: Page, id: number, column: string): Promise<void> {
  const card = await page.getByTestId(`board-card-${id}`).boundingBox();
  const target = await page.getByTestId(`board-column-${column}`).boundingBox();
  if (!card || !target) throw new Error('card or column not on screen');
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
  await page.mouse.down();
  await page.mouse.move(card.x + card.width / 2 + 10, card.y + card.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.up();
}

describe('calendar and board views of 请假记录', () => {
  it('switches to the calendar, creates a record by clicking a day, and shows it on that day', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(env.url(PATH));
    await switchTo(page, '日历');
    await page.getByTestId('calendar-view').waitFor();
    await page.locator(`.ant-picker-cell[title="${DAY}"]`).click();
    const drawer = drawerOf(page);
    await drawer.getByTestId('schema-form-footer').waitFor();
    expect(await field(page, '开始日期').locator('input').first().inputValue()).toBe(DAY);
    expect(await field(page, '结束日期').locator('input').first().inputValue()).toBe(DAY);

    await field(page, '请假人').locator('input').fill('日历新建员');
    const dept = field(page, '所属部门').locator('.ant-select');
    await dept.click();
    await dept.locator('input').pressSequentially('生产一');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '生产一车间' }).first().click();
    await field(page, '请假类型').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('事假', { exact: true }).click();
    await field(page, '请假事由').locator('textarea').fill('日历测试');
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    await page.getByTestId(`calendar-day-${DAY}`).getByText('日历新建员').waitFor();

    // The choice is remembered: a reload opens the calendar again, the record on its day; a click opens it.
    await page.reload();
    await page.getByTestId(`calendar-day-${DAY}`).getByText('日历新建员').click();
    await drawerOf(page).getByText('日历测试').waitFor();
  });

  it('moves a card dragged to another column, saved through the update call', async () => {
    const id = await createLeave('看板拖动员', 'pending');
    const page = await pages.as('qyadmin');
    await page.goto(env.url(PATH));
    await switchTo(page, '看板');
    await page.getByTestId('board-column-pending').getByTestId(`board-card-${id}`).waitFor();
    await drag(page, id, 'approved');
    await page.locator('.ant-message').getByText('已移至“已批准”').waitFor();
    await expect.poll(() => stored(id)).toBe('approved');
    await page.reload();
    await page.getByTestId('board-column-approved').getByTestId(`board-card-${id}`).waitFor();
    expect(await page.getByTestId('board-column-pending').getByTestId(`board-card-${id}`).count()).toBe(0);
  });

  it('snaps a refused move back and shows the server’s message', async () => {
    const id = await createLeave('看板退回员', 'pending');
    const page = await pages.as('qyadmin');
    await page.goto(env.url(PATH));
    await switchTo(page, '看板');
    await page.getByTestId('board-column-pending').getByTestId(`board-card-${id}`).waitFor();
    // Deleted behind the page's back: the update is refused.
    await env.db.query('update r_leave_record set deleted = true where id = $1', [id]);
    await drag(page, id, 'rejected');
    await page.locator('.ant-message-error').waitFor();
    await page.getByTestId('board-column-pending').getByTestId(`board-card-${id}`).waitFor();
    expect(await page.getByTestId('board-column-rejected').getByTestId(`board-card-${id}`).count()).toBe(0);
  });
});
