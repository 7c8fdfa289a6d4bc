// 值班管理's leave records over the roster (issue 20; docs/emergency.md): a leave over a shift the person leads
// without a substitute is refused at `substitute` naming the person, day and shift, nothing changed; an approved
// leave takes the person out of the roster and warns of the shift left empty; with a substitute the entries are
// handed over, and a substitute already on an overlapping shift is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const T = 1001;
const API = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;
let staff: { id: number; name: string; department: number }[];

type Row = Record<string, unknown> & { id: number };

async function post(key: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: `${API}/${key}`, token: admin, payload });
}
async function roster(dutyDate: string, shift: string, who: number, dutyRole: string): Promise<Row> {
  const res = await post('duty-roster', { dutyDate, shift, staffId: staff[who].id, dutyRole });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}
async function entries(from: string, to: string): Promise<{ staffId: number; dutyDate: string; shift: string }[]> {
  const rows = await t.db.query<{ staffId: string; dutyDate: string; shift: string }>(
    `select data->>'staffId' as "staffId", data->>'dutyDate' as "dutyDate", data->>'shift' as shift from r_duty_roster
      where tenant_id = $1 and not deleted and data->>'dutyDate' between $2 and $3 order by data->>'dutyDate', data->>'shift', data->>'staffId'`,
    [T, from, to],
  );
  return rows.map((r) => ({ ...r, staffId: Number(r.staffId) }));
}
async function leaves(): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_leave_record where tenant_id = $1 and not deleted', [T]);
  return Number(n);
}
const leave = (who: number, startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  name: staff[who].name, staffId: staff[who].id, department: staff[who].department, leaveType: 'personal', startDate, endDate, reason: '家中有事', ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = (
    await t.db.query<{ id: number; name: string; department: number }>(
      'select id::int as id, name, department_id::int as department from staffinfo where tenant_id = $1 and not deleted and department_id is not null order by id limit 3',
      [T],
    )
  ).map((s) => ({ id: Number(s.id), name: s.name, department: Number(s.department) }));
});
afterAll(() => t.close());

describe('a leave over a shift the person leads', () => {
  it('is refused without a substitute, naming the person, day and shift; nothing changed', async () => {
    await roster('2027-05-03', 'day', 0, 'leader');
    await roster('2027-05-03', 'day', 1, 'member');
    const before = await entries('2027-05-01', '2027-05-09');
    const n = await leaves();
    const res = await post('leave-record', leave(0, '2027-05-02', '2027-05-04'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'substitute' })]);
    expect(res.json().msg).toBe(`${staff[0].name}在2027-05-03白班担任带班领导，请假须指定顶班人`);
    expect(await leaves()).toBe(n);
    expect(await entries('2027-05-01', '2027-05-09')).toEqual(before);
  });

  it('hands the shifts over to the substitute when approved', async () => {
    const res = await post('leave-record', leave(0, '2027-05-02', '2027-05-04', { substitute: staff[2].id, approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rosterEffect).toBe(`已由顶班人${staff[2].name}接替：2027-05-03白班`);
    const day = await entries('2027-05-03', '2027-05-03');
    expect(day.map((e) => e.staffId).sort()).toEqual([staff[1].id, staff[2].id].sort());
    const [lead] = await t.db.query<{ title: string }>(
      "select data->>'title' as title from r_duty_roster where tenant_id = $1 and not deleted and data->>'dutyDate' = '2027-05-03' and data->>'dutyRole' = 'leader'",
      [T],
    );
    expect(lead.title).toBe(`白班 ★${staff[2].name}`);
  });

  it('refuses a substitute already on an overlapping shift; nothing changed', async () => {
    await roster('2027-05-10', 'night', 0, 'leader');
    await roster('2027-05-10', 'night', 1, 'member');
    const before = await entries('2027-05-10', '2027-05-10');
    const n = await leaves();
    const res = await post('leave-record', leave(0, '2027-05-10', '2027-05-10', { substitute: staff[1].id, approveStatus: 'approved' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'substitute', message: `顶班人${staff[1].name}在2027-05-10夜班的时间已有其他排班，不能顶班` });
    expect(await leaves()).toBe(n);
    expect(await entries('2027-05-10', '2027-05-10')).toEqual(before);
  });
});

describe('an approved leave over shifts the person is a member of', () => {
  it('takes the person out of the roster and warns of the shift left empty', async () => {
    await roster('2027-06-01', 'day', 1, 'member');
    await roster('2027-06-01', 'day', 2, 'member');
    await roster('2027-06-02', 'night', 1, 'member');
    const pending = await post('leave-record', leave(1, '2027-06-01', '2027-06-02'));
    expect(pending.statusCode, pending.body).toBe(200);
    // A leave waiting for approval leaves the roster as it is.
    expect(await entries('2027-06-01', '2027-06-02')).toHaveLength(3);
    const id = (pending.json().data as Row).id;
    const approved = await t.call({ method: 'PUT', url: `${API}/leave-record`, token: admin, payload: { id, approveStatus: 'approved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.rosterEffect).toBe('已从排班中移出：2027-06-01白班、2027-06-02夜班；注意：以下班次已无人值班：2027-06-02夜班');
    expect(await entries('2027-06-01', '2027-06-02')).toEqual([{ staffId: staff[2].id, dutyDate: '2027-06-01', shift: 'day' }]);
  });

  it('a rejected leave changes nothing, even over a shift the person leads', async () => {
    await roster('2027-06-10', 'day', 1, 'leader');
    const res = await post('leave-record', leave(1, '2027-06-10', '2027-06-10', { approveStatus: 'rejected' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries('2027-06-10', '2027-06-10')).toEqual([{ staffId: staff[1].id, dutyDate: '2027-06-10', shift: 'day' }]);
  });
});
