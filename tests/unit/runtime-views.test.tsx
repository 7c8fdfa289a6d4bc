// @vitest-environment jsdom
// The calendar and board views: where records go (days of a range, clipped to the view, prefilled values
// of a clicked day), what each view asks the list for (the visible days intersected with the bar's range,
// one column per enum option narrowed by the bar), a card's optimistic move, and the views rendered with
// the fake client (records on their days, columns with counts, the switcher remembering the choice).
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarViewSpec, ResourceFile } from '../../src/schema/resource-types.ts';
import { boardColumns, columnOf, columnParams, moveCard } from '../../src/runtime/board-view-columns.ts';
import { createValues, dayOf, placeRecords, rangeParams, recordDays, visibleRange, weekDays } from '../../src/runtime/calendar-view-days.ts';
import { ResourceClientContext, type ResourceRecord } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { viewStorageKey } from '../../src/runtime/view-switcher.tsx';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

const LEAVE: ResourceFile = {
  key: 'test-leave',
  title: '测试请假',
  module: null,
  endpoint: '/u-basic/test-leave',
  actions: ['list', 'detail', 'create', 'update', 'delete'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '请假人' },
      startDate: { type: 'string', format: 'date', title: '开始日期' },
      endDate: { type: 'string', format: 'date', title: '结束日期' },
      state: {
        type: 'string',
        title: '审批状态',
        enum: [
          { label: '待审批', value: 'pending' },
          { label: '已批准', value: 'approved', color: 'green' },
          { label: '已驳回', value: 'rejected', color: 'red' },
        ],
      },
    },
  },
  list: { columns: [{ field: 'name' }, { field: 'startDate' }, { field: 'state' }], filters: [{ field: 'name', op: 'like' }, { field: 'startDate', op: 'range' }] },
  views: {
    calendar: { start: 'startDate', end: 'endDate', title: 'name' },
    board: { field: 'state', title: 'name', cardFields: ['startDate'], drag: true },
  },
};
const CAL = LEAVE.views?.calendar as CalendarViewSpec;
const BOARD = LEAVE.views?.board ?? { field: 'state' };

const row = (id: number, name: string, startDate: string, endDate: string | undefined, state = 'pending'): ResourceRecord => ({ id, name, startDate, endDate, state, status: 1 });

describe('calendar placement', () => {
  it('shows six weeks around a month (a day more each side) and Monday..Sunday for a week', () => {
    expect(visibleRange('2026-03-18', 'month')).toEqual({ from: '2026-02-22', to: '2026-04-06' });
    expect(visibleRange('2026-03-18', 'week')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(weekDays('2026-03-22')).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
  });

  it('places a record on each day of its range, clipped to the view; a bad end counts as its start', () => {
    const week = visibleRange('2026-03-18', 'week');
    expect(recordDays(row(1, '甲', '2026-03-14', '2026-03-17'), CAL, week)).toEqual(['2026-03-16', '2026-03-17']);
    expect(recordDays(row(2, '乙', '2026-03-20', '2026-03-18'), CAL, week)).toEqual(['2026-03-20']);
    expect(recordDays(row(3, '丙', '2026-03-21', undefined), CAL, week)).toEqual(['2026-03-21']);
    expect(recordDays(row(4, '丁', '', '2026-03-20'), CAL, week)).toEqual([]);
    const byDay = placeRecords([row(1, '甲', '2026-03-16', '2026-03-17'), row(2, '乙', '2026-03-17', '2026-03-17')], CAL, week);
    expect([...byDay.entries()].map(([d, rs]) => `${d}:${rs.map((r) => r.name).join('')}`)).toEqual(['2026-03-16:甲', '2026-03-17:甲乙']);
  });

  it('reads a date-time as its local day', () => {
    expect(dayOf('2026-03-16')).toBe('2026-03-16');
    expect(dayOf(new Date(2026, 2, 16, 9, 30).toISOString())).toBe('2026-03-16');
    expect(dayOf(null)).toBeUndefined();
  });

  it('asks for the records touching the visible days, within the bar’s own range', () => {
    const month = { from: '2026-02-22', to: '2026-04-06' };
    expect(rangeParams(CAL, month, { name: '张' })).toEqual({ name: '张', startDate: ',2026-04-06', endDate: '2026-02-22,' });
    expect(rangeParams(CAL, month, { startDate: '2026-03-10,2026-05-01' })).toEqual({ startDate: '2026-03-10,2026-04-06', endDate: '2026-02-22,' });
    expect(rangeParams({ start: 'startDate' }, month, { startDate: '2026-01-01,2026-03-05' })).toEqual({ startDate: '2026-02-22,2026-03-05' });
  });

  it('prefills the clicked day', () => {
    expect(createValues(CAL, '2026-03-18')).toEqual({ startDate: '2026-03-18', endDate: '2026-03-18' });
    expect(createValues({ start: 'day' }, '2026-03-18')).toEqual({ day: '2026-03-18' });
  });
});

describe('board columns', () => {
  const columns = boardColumns(LEAVE, BOARD);
  it('has one column per option, in the enum’s order and colours', () => {
    expect(columns.map((c) => `${c.key}:${c.label}:${c.color ?? ''}`)).toEqual(['pending:待审批:', 'approved:已批准:green', 'rejected:已驳回:red']);
    expect(columnOf(columns, BOARD, row(1, '甲', '2026-03-01', undefined, 'approved'))?.label).toBe('已批准');
  });

  it('asks one value per column, and skips a column the bar’s choice leaves out', () => {
    expect(columnParams(BOARD, columns[1], { name: '张' })).toEqual({ name: '张', state: 'approved' });
    expect(columnParams(BOARD, columns[1], { state: ['pending'] })).toBeNull();
    expect(columnParams(BOARD, columns[0], { state: 'pending' })).toEqual({ state: 'pending' });
  });

  it('moves a card ahead of its new column and counts follow', () => {
    const cards = { pending: { rows: [row(1, '甲', '', undefined), row(2, '乙', '', undefined)], total: 5 }, approved: { rows: [row(3, '丙', '', undefined, 'approved')], total: 1 } };
    const moved = moveCard(cards, BOARD, 2, columns[0], columns[1]);
    expect(moved.pending).toEqual({ rows: [cards.pending.rows[0]], total: 4 });
    expect(moved.approved.rows.map((r) => `${r.id}:${String(r.state)}`)).toEqual(['2:approved', '3:approved']);
    expect(moved.approved.total).toBe(2);
    expect(moveCard(cards, BOARD, 9, columns[0], columns[1])).toEqual(cards);
  });
});

const dom = mountRoot();
let client: FakeResourceClient;
const today = new Date();
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const TODAY = iso(today);

beforeEach(() => {
  localStorage.clear();
  client = createFakeResourceClient({
    resources: [LEAVE],
    records: { [LEAVE.key]: [row(1, '张三', TODAY, TODAY), row(2, '李四', '2001-01-01', '2001-01-02', 'approved'), row(3, '王五', TODAY, TODAY, 'approved'), { ...row(4, '赵六', '2001-02-01', undefined), state: undefined }] },
  });
});
afterEach(() => {
  act(() => message.destroy());
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, '');
function option(label: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="view-switcher"] .ant-segmented-item')].find((o) => text(o) === label);
}
async function renderPage(): Promise<void> {
  act(() =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaPage resourceKey={LEAVE.key} roles={['qyUser']} />
      </ResourceClientContext.Provider>,
    ),
  );
  await until(() => option('表格'), 'the switcher');
}
async function choose(label: string): Promise<void> {
  const o = option(label);
  await act(async () => o?.querySelector('input')?.click());
  await settle();
}

describe('the views on the resource page', { timeout: 30_000 }, () => {
  it('switches to the calendar: today’s records on today, only the visible days asked for; remembered', async () => {
    await renderPage();
    await choose('日历');
    const cell = await until(() => document.querySelector(`[data-testid="calendar-day-${TODAY}"]`)?.textContent?.includes('王五') && document.querySelector(`[data-testid="calendar-day-${TODAY}"]`), 'today');
    expect([...(cell as Element).querySelectorAll('.calendar-view-record')].map((c) => c.textContent).sort()).toEqual(['张三', '王五']);
    expect(document.body.textContent).not.toContain('李四');
    const asked = client.calls.filter((c) => c.method === 'list').map((c) => c.args[1] as Record<string, unknown>);
    expect(asked.some((p) => typeof p.endDate === 'string' && typeof p.startDate === 'string' && String(p.startDate).startsWith(','))).toBe(true);
    expect(localStorage.getItem(viewStorageKey(LEAVE.key))).toBe('calendar');
  });

  it('opens the board from the remembered choice: columns with counts and cards, records in no column told', async () => {
    localStorage.setItem(viewStorageKey(LEAVE.key), 'board');
    await renderPage();
    const approved = await until(() => document.querySelector('[data-testid="board-column-approved"]')?.textContent?.includes('王五') && document.querySelector('[data-testid="board-column-approved"]'), 'the approved column');
    expect(text(approved)).toContain('李四');
    expect(text(document.querySelector('[data-testid="board-count-approved"]'))).toBe('2');
    expect(text(document.querySelector('[data-testid="board-count-rejected"]'))).toBe('0');
    expect(text(document.querySelector('[data-testid="board-column-rejected"]'))).toContain('暂无记录');
    // 赵六 has no 审批状态: in no column, and told.
    await until(() => document.body.textContent?.includes('另有 1 条记录未设置“审批状态”'), 'the note of records in no column');
    expect(document.querySelector('[data-testid="board-view"]')?.textContent).not.toContain('赵六');
  });
});
