// 值班管理's roster (issue 20; docs/emergency.md): one person on two overlapping shifts is refused naming the
// person, day and shift, nothing written; a shift the enterprise's calendar does not have is refused; the
// summary the calendar shows is the server's; the calendar view's range query lists a week.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const T = 1001;
const EP = '/zax-cloud/u-basic/duty-roster';
let t: TestApp;
let admin: string;
let staff: { id: number; name: string }[];

async function roster(payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: EP, token: admin, payload });
}
async function stored(): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_duty_roster where tenant_id = $1 and not deleted', [T]);
  return Number(n);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = (await t.db.query<{ id: number; name: string }>('select id::int as id, name from staffinfo where tenant_id = $1 and not deleted order by id limit 2', [T])).map((s) => ({ id: Number(s.id), name: s.name }));
});
afterAll(() => t.close());

describe('the roster on the default shifts (no shift calendar)', () => {
  it('rosters a day and the following night for one person, with the summary', async () => {
    const day = await roster({ dutyDate: '2027-03-01', shift: 'day', staffId: staff[0].id, dutyRole: 'leader' });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data.title).toBe(`白班 ★${staff[0].name}`);
    const night = await roster({ dutyDate: '2027-03-01', shift: 'night', staffId: staff[0].id, dutyRole: 'member' });
    expect(night.statusCode, night.body).toBe(200);
    // The next morning's day shift starts when the night ends: no overlap.
    expect((await roster({ dutyDate: '2027-03-02', shift: 'day', staffId: staff[0].id, dutyRole: 'member' })).statusCode).toBe(200);
  });

  it('refuses the same person on an overlapping shift, naming the person, day and shift; nothing written', async () => {
    const before = await stored();
    const res = await roster({ dutyDate: '2027-03-01', shift: 'day', staffId: staff[0].id, dutyRole: 'member' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'staffId' })]);
    expect(res.json().msg).toBe(`${staff[0].name}在2027-03-01白班已有排班，与本班次时间重叠，同一人员不能同时排两个重叠的班次`);
    expect(await stored()).toBe(before);
    // Another person on that shift is fine.
    expect((await roster({ dutyDate: '2027-03-01', shift: 'day', staffId: staff[1].id, dutyRole: 'member' })).statusCode).toBe(200);
  });

  it('refuses moving an entry onto a shift the person already has, and a shift the calendar lacks', async () => {
    const other = (await roster({ dutyDate: '2027-03-05', shift: 'night', staffId: staff[0].id, dutyRole: 'member' })).json().data as { id: number };
    const moved = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: other.id, dutyDate: '2027-03-01' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0].field).toBe('staffId');
    // Updating an entry in place is no overlap with itself.
    expect((await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: other.id, remark: '替班' } })).statusCode).toBe(200);
    const middle = await roster({ dutyDate: '2027-03-06', shift: 'middle', staffId: staff[0].id, dutyRole: 'member' });
    expect(middle.statusCode).toBe(400);
    expect(middle.json().errors[0]).toMatchObject({ field: 'shift', message: '班次“middle”不在本企业的班次日历中' });
  });

  it("lists a week as the calendar asks for it", async () => {
    const res = await t.call({ url: `${EP}/list?limit=100&dutyDate=2027-03-01,2027-03-07`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const titles = (res.json().data.rows as { title: string }[]).map((r) => r.title).sort();
    expect(titles).toHaveLength(5);
    expect(titles).toContain(`夜班 ${staff[0].name}`);
  });
});

describe('the roster on the enterprise shift calendar', () => {
  it('uses its shifts: a middle shift overlapping the day shift is refused', async () => {
    const put = await t.call({
      method: 'PUT', url: '/zax-cloud/workflow/shifts', token: admin,
      payload: { shifts: [{ key: 'day', name: '白班', start: '08:00', end: '16:00' }, { key: 'middle', name: '中班', start: '16:00', end: '00:00' }, { key: 'night', name: '夜班', start: '00:00', end: '08:00' }], teams: ['甲', '乙', '丙'], rotation: { anchorDate: '2027-01-01', pattern: [['甲', '乙', '丙']] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await roster({ dutyDate: '2027-04-01', shift: 'middle', staffId: staff[1].id, dutyRole: 'member' })).statusCode).toBe(200);
    // The night shift of the next day starts at 00:00, when the middle shift ends.
    expect((await roster({ dutyDate: '2027-04-02', shift: 'night', staffId: staff[1].id, dutyRole: 'member' })).statusCode).toBe(200);
    const twice = await roster({ dutyDate: '2027-04-01', shift: 'middle', staffId: staff[1].id, dutyRole: 'leader' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('2027-04-01中班已有排班');
  });
});
