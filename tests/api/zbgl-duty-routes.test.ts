// 值班管理's own routes (issue 20; docs/emergency.md): the roster board of the 排班管理 page, the copy of a week
// (all or nothing through the roster's rules), and spec 001 §7.1's watch staff by day and by shift and the bind
// of duty answered from the roster; bad ranges refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const T = 1001;
const API = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;
let viewer: string;
let staff: { id: number; name: string }[];

type Json = Record<string, unknown>;

async function roster(dutyDate: string, shift: string, who: number, dutyRole = 'member') {
  const res = await t.call({ method: 'POST', url: `${API}/duty-roster`, token: admin, payload: { dutyDate, shift, staffId: staff[who].id, dutyRole } });
  expect(res.statusCode, res.body).toBe(200);
}
async function count(from: string, to: string): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from r_duty_roster where tenant_id = $1 and not deleted and data->>'dutyDate' between $2 and $3", [T, from, to]);
  return Number(n);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  viewer = await t.login('staff01', PASSWORDS.staff01);
  staff = (await t.db.query<{ id: number; name: string }>('select id::int as id, name from staffinfo where tenant_id = $1 and not deleted order by id limit 3', [T])).map((s) => ({ id: Number(s.id), name: s.name }));
  // The week of Monday 2027-08-02: two shifts on Monday, one on Sunday.
  await roster('2027-08-02', 'day', 0, 'leader');
  await roster('2027-08-02', 'day', 1);
  await roster('2027-08-02', 'night', 2, 'leader');
  await roster('2027-08-08', 'night', 1);
});
afterAll(() => t.close());

describe('the roster board', () => {
  it('answers the shifts, dates, entries with names, and the shifts nobody is on', async () => {
    const res = await t.call({ url: `${API}/duty-roster/board?from=2027-08-02&to=2027-08-08`, token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { shifts: { key: string }[]; dates: string[]; entries: Json[]; empty: { dutyDate: string; shift: string }[] };
    expect(data.shifts.map((s) => s.key)).toEqual(['day', 'night']);
    expect(data.dates).toHaveLength(7);
    expect(data.entries).toHaveLength(4);
    expect(data.entries[0]).toMatchObject({ staffId: staff[0].id, staffName: staff[0].name, dutyDate: '2027-08-02', shift: 'day', dutyRole: 'leader' });
    // 14 shifts in the week, 3 of them staffed.
    expect(data.empty).toHaveLength(11);
    expect(data.empty).not.toContainEqual({ dutyDate: '2027-08-08', shift: 'night' });
  });

  it.each([
    ['from=2027-08-02', 'to', '结束日期须为YYYY-MM-DD格式的日期'],
    ['from=2027-02-30&to=2027-03-02', 'from', '开始日期须为YYYY-MM-DD格式的日期'],
    ['from=2027-08-09&to=2027-08-02', 'to', '结束日期不能早于开始日期'],
    ['from=2027-01-01&to=2027-06-30', 'to', '日期范围不能超过62天'],
  ])('refuses %s at %s', async (query, field, message) => {
    const res = await t.call({ url: `${API}/duty-roster/board?${query}`, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    expect(res.json().errors[0].message).toBe(message);
  });
});

describe('spec 001 §7.1: watch staff by day and by shift, the bind of duty', () => {
  it('lists the watch staff by day, each day by shift', async () => {
    const res = await t.call({ url: `${API}/watch-staff/list-by-map?from=2027-08-02&to=2027-08-03`, token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, Record<string, { name: string; dutyRole: string }[]>>;
    expect(Object.keys(data)).toEqual(['2027-08-02', '2027-08-03']);
    // The leader first.
    expect(data['2027-08-02'].day.map((p) => [p.name, p.dutyRole])).toEqual([[staff[0].name, 'leader'], [staff[1].name, 'member']]);
    expect(data['2027-08-03']).toEqual({ day: [], night: [] });
  });

  it('lists one day by shift with its times, leader and members', async () => {
    const res = await t.call({ url: `${API}/watch-staff/list-by-shift-map?date=2027-08-02`, token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, { name: string; start: string; end: string; leader: { staffId: number } | null; members: { staffId: number }[] }>;
    expect(data.day).toMatchObject({ name: '白班', start: '08:00', end: '20:00', leader: { staffId: staff[0].id }, members: [{ staffId: staff[1].id }] });
    expect(data.night).toMatchObject({ name: '夜班', leader: { staffId: staff[2].id }, members: [] });
    expect((await t.call({ url: `${API}/watch-staff/list-by-shift-map`, token: viewer })).json().errors[0]).toMatchObject({ field: 'date', message: '日期须为YYYY-MM-DD格式的日期' });
  });

  it('answers who is on duty at an instant: the night shift still runs the next morning', async () => {
    const night = await t.call({ url: `${API}/duty/bind?at=${encodeURIComponent('2027-08-03T06:30:00+08:00')}`, token: viewer });
    expect(night.statusCode, night.body).toBe(200);
    expect(night.json().data).toMatchObject({ dutyDate: '2027-08-02', shift: 'night', shiftName: '夜班', leader: { staffId: staff[2].id, name: staff[2].name }, members: [] });
    const day = (await t.call({ url: `${API}/duty/bind?at=${encodeURIComponent('2027-08-02T09:00:00+08:00')}`, token: viewer })).json().data as { leader: { staffId: number }; members: { staffId: number }[] };
    expect(day.leader.staffId).toBe(staff[0].id);
    expect(day.members.map((m) => m.staffId)).toEqual([staff[1].id]);
    const nobody = (await t.call({ url: `${API}/duty/bind?at=${encodeURIComponent('2027-08-04T09:00:00+08:00')}`, token: viewer })).json().data as Json;
    expect(nobody).toMatchObject({ dutyDate: '2027-08-04', shift: 'day', leader: null, members: [] });
  });
});

describe('copying a week to the next', () => {
  it('copies every entry seven days on, skipping what the next week has; the viewer may not', async () => {
    await roster('2027-08-09', 'day', 0, 'leader');
    expect((await t.call({ method: 'POST', url: `${API}/duty-roster/copy-week`, token: viewer, payload: { monday: '2027-08-02' } })).statusCode).toBe(403);
    const res = await t.call({ method: 'POST', url: `${API}/duty-roster/copy-week`, token: admin, payload: { monday: '2027-08-04' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ from: '2027-08-02', to: '2027-08-09', copied: 3, skipped: 1 });
    expect(await count('2027-08-09', '2027-08-15')).toBe(4);
    const board = (await t.call({ url: `${API}/duty-roster/board?from=2027-08-15&to=2027-08-15`, token: admin })).json().data as { entries: Json[] };
    expect(board.entries).toEqual([expect.objectContaining({ staffId: staff[1].id, shift: 'night', dutyRole: 'member' })]);
  });

  it("refuses the whole copy when an entry breaks the roster's rules; nothing written", async () => {
    const put = await t.call({
      method: 'PUT', url: '/zax-cloud/workflow/shifts', token: admin,
      payload: { shifts: [{ key: 'day', name: '白班', start: '08:00', end: '16:00' }, { key: 'middle', name: '中班', start: '16:00', end: '00:00' }, { key: 'late', name: '夜班', start: '00:00', end: '08:00' }], teams: ['甲', '乙', '丙'], rotation: { anchorDate: '2027-01-01', pattern: [['甲', '乙', '丙']] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await count('2027-08-16', '2027-08-22');
    const res = await t.call({ method: 'POST', url: `${API}/duty-roster/copy-week`, token: admin, payload: { monday: '2027-08-09' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'shift', message: '班次“night”不在本企业的班次日历中' });
    expect(await count('2027-08-16', '2027-08-22')).toBe(before);
  });
});
