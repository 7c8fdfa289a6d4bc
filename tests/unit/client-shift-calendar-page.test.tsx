// @vitest-environment jsdom
// The 班次日历 page (src/client/pages/shift-calendar-page.tsx) over a stubbed HTTP layer: the calendar loads,
// the night shift is marked as crossing midnight, the next 14 days' duty follows the rotation, the
// administrator saves (PUT /workflow/shifts with what is shown), a refusal lists the server's message naming
// the field, and a reader gets no editing buttons.
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/client/api/http.ts';
import ShiftCalendarPage from '../../src/client/pages/shift-calendar-page.tsx';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { dateOfDay, localDay, shiftsOfDay, type ShiftCalendar } from '../../src/domain/schedule-calendar.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

const CALENDAR: ShiftCalendar = {
  shifts: [
    { key: 'day', name: '白班', start: '08:00', end: '20:00' },
    { key: 'night', name: '夜班', start: '20:00', end: '08:00' },
  ],
  teams: ['甲', '乙', '丙'],
  rotation: { anchorDate: '2026-11-24', pattern: [['甲', '乙'], ['丙', '甲'], ['乙', '丙']] },
};

const original = http.defaults.adapter;
let puts: unknown[];
let refuse: { field: string; message: string } | null;

beforeEach(() => {
  puts = [];
  refuse = null;
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  const adapter: AxiosAdapter = async (config) => {
    const answer = (status: number, data: unknown) => ({ status, statusText: '', headers: new AxiosHeaders(), config, data }) as AxiosResponse;
    if (config.method === 'put') {
      const body = JSON.parse(String(config.data)) as unknown;
      puts.push(body);
      if (refuse) throw Object.assign(new Error('400'), { isAxiosError: true, config, response: answer(400, { code: 400, msg: refuse.message, errors: [refuse] }) });
      return answer(200, { code: 0, msg: 'ok', data: body });
    }
    return answer(200, { code: 0, msg: 'ok', data: CALENDAR });
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = original;
  useSessionStore.setState({ roles: [], isView: false });
  vi.restoreAllMocks();
});

async function renderPage(roles: string[]) {
  useSessionStore.setState({ roles, isView: false });
  await act(async () => dom.root.render(<ShiftCalendarPage title="班次日历" viewKey="tysz/shift-calendar" />));
  await settle();
  await settle();
}

const button = (text: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);

describe('the shift calendar page', () => {
  it('shows the shifts, marks the night shift as crossing midnight, and previews 14 days of duty', async () => {
    await renderPage(['qyUser']);
    expect(dom.host.textContent).toContain('跨零点');
    const preview = dom.host.querySelector('[data-testid="duty-preview"]')!;
    const rows = [...preview.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toHaveLength(14);
    const today = localDay(new Date());
    expect(rows[0]).toEqual([dateOfDay(today), ...shiftsOfDay(CALENDAR, today).map((p) => p.team)]);
  });

  it('saves what is shown', async () => {
    await renderPage(['qyUser']);
    await act(async () => button('保存')!.click());
    await settle();
    expect(puts).toEqual([CALENDAR]);
    expect(message.success).toHaveBeenCalled();
  });

  it("lists the server's refusal, naming the field", async () => {
    refuse = { field: 'shifts[1].start', message: 'shifts[1].start：班次时间与“白班”重叠' };
    await renderPage(['qyUser']);
    await act(async () => button('保存')!.click());
    await settle();
    expect(dom.host.querySelector('[data-testid="shift-problems"]')?.textContent).toContain('班次时间与“白班”重叠');
  });

  it('gives a reader no editing buttons', async () => {
    await renderPage(['readonlyUser']);
    expect(dom.host.textContent).toContain('仅企业管理员可修改班次日历。');
    expect(button('保存')).toBeUndefined();
    expect(button('添加班次')).toBeUndefined();
  });
});
