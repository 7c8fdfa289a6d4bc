// Issue 20 in the browser: on 排班管理 an administrator builds next week's roster by dragging people from the list
// into the shifts (a leader and a member), the roster's rule refuses the same person on an overlapping shift with
// its Chinese message, and 值班日历 shows the week built.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, localDay } from '../../src/domain/schedule-calendar.ts';
import { addDays, mondayOf } from '../../src/domain/zbgl-board.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { TIMEZONE } from './helpers/permit-e2e.ts';

// In the sites' time zone, where `nextMonday` is reckoned (localDay): a browser at UTC would page from last week on a
// Sunday evening (UTC), when the site is already on Monday.
const suite = e2eSuite({ timezoneId: TIMEZONE });
const nextMonday = addDays(mondayOf(dateOfDay(localDay(new Date())))!, 7)!;
/** Next week's Friday: at least five days on, past the demo roster (today ± 3 days). */
const friday = addDays(nextMonday, 4)!;
let people: { id: number; name: string }[];

/** Drags the person of the list onto a shift of a day, with the pointer moving in steps as a hand does. */
async function drag(page: Page, person: { id: number; name: string }, shift: string): Promise<void> {
  await page.getByPlaceholder('搜索姓名').fill(person.name);
  // The list searched for this name (it is searched a moment after typing).
  await page.locator(`[data-testid="roster-people"][data-query="${person.name}"]`).waitFor();
  const source = page.getByTestId(`roster-person-${person.id}`);
  await source.waitFor();
  const target = page.getByTestId(`roster-slot-${friday}-${shift}`);
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // As a hand does, let go once the shift shows it is the one under the pointer: under load the grid may still have
  // been settling when its place was read, so the pointer moves again onto where the shift is now.
  for (let i = 0; i < 20 && (await target.getAttribute('data-over')) !== 'true'; i++) {
    const now = (await target.boundingBox())!;
    await page.mouse.move(now.x + now.width / 2 + (i % 2), now.y + now.height / 2, { steps: 2 });
  }
  expect(await target.getAttribute('data-over')).toBe('true');
  await page.mouse.up();
}

beforeAll(async () => {
  const rows = await suite.env.db.query<{ id: number; name: string }>(
    "select s.id::int as id, s.name from staffinfo s join qyxx q on q.tenant_id = s.tenant_id where q.tenant_id = 1001 and not s.deleted order by s.id limit 2",
  );
  people = rows.map((r) => ({ id: Number(r.id), name: r.name }));
  expect(people).toHaveLength(2);
});

describe('排班管理', () => {
  it("an administrator builds next week's roster by drag and the calendar shows it", async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/zbgl/workforce'));
    await page.getByTestId('roster-grid').waitFor();
    await page.getByTestId('roster-next-week').click();
    await page.getByTestId('roster-week').filter({ hasText: nextMonday }).waitFor();
    await page.getByTestId(`roster-slot-${friday}-day`).getByText('无人值班').waitFor();
    // The whole week fits at 1280 pixels: a grid scrolled sideways moves the shifts under a dragged person.
    const grid = page.getByTestId('roster-grid');
    expect(await grid.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBe(0);

    await page.getByTestId('roster-drop-as').getByText('带班领导').click();
    await drag(page, people[0], 'day');
    await page.getByTestId(`roster-slot-${friday}-day`).getByText(`★${people[0].name}`).waitFor();

    await page.getByTestId('roster-drop-as').getByText('值班人员').click();
    await drag(page, people[1], 'night');
    await page.getByTestId(`roster-slot-${friday}-night`).getByText(people[1].name).waitFor();

    // The same person again on the day shift: refused with the rule's message, nothing added.
    await drag(page, people[0], 'day');
    await page.locator('.ant-message').getByText(`${people[0].name}在${friday}白班已有排班，与本班次时间重叠，同一人员不能同时排两个重叠的班次`).waitFor();
    expect(await page.getByTestId(`roster-slot-${friday}-day`).locator('.ant-tag').count()).toBe(1);

    await page.goto(suite.env.url('/zbgl/calendar'));
    await page.getByTestId('calendar-view').waitFor();
    await page.getByRole('button', { name: '下一周' }).click();
    const day = page.getByTestId(`calendar-day-${friday}`);
    await day.getByText(`白班 ★${people[0].name}`).waitFor();
    await day.getByText(`夜班 ${people[1].name}`).waitFor();
  });
});
