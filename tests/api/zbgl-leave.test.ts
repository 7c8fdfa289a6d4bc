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
    // The night shift is kept by a watch room whose 负责人 is staff 2: that is who the bell warns of it left empty.
    const room = await post('watch-room', { name: '二号值班室', location: '中控楼', phone: '0571-1234', mode: 'h24', managerId: staff[2].id });
    expect(room.statusCode, room.body).toBe(200);
    const watchRoomId = (room.json().data as Row).id;
    expect((await post('duty-roster', { dutyDate: '2027-06-02', shift: 'night', staffId: staff[1].id, dutyRole: 'member', watchRoomId })).statusCode).toBe(200);
    const pending = await post('leave-record', leave(1, '2027-06-01', '2027-06-02'));
    expect(pending.statusCode, pending.body).toBe(200);
    // A leave waiting for approval leaves the roster as it is.
    expect(await entries('2027-06-01', '2027-06-02')).toHaveLength(3);
    const id = (pending.json().data as Row).id;
    const approved = await t.call({ method: 'PUT', url: `${API}/leave-record`, token: admin, payload: { id, approveStatus: 'approved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.rosterEffect).toBe('已从排班中移出：2027-06-01白班、2027-06-02夜班；注意：以下班次已无人值班：2027-06-02夜班');
    expect(await entries('2027-06-01', '2027-06-02')).toEqual([{ staffId: staff[2].id, dutyDate: '2027-06-01', shift: 'day' }]);
    const warned = await t.db.query<{ kind: string; staffId: number }>(
      "select kind, staff_id::int as \"staffId\" from risk_warning where resource = 'leave-record' and record_id = $1",
      [id],
    );
    expect(warned).toEqual([{ kind: 'ZBGL_EMPTY_SHIFT', staffId: staff[2].id }]);
  });

  it('a rejected leave changes nothing, even over a shift the person leads', async () => {
    await roster('2027-06-10', 'day', 1, 'leader');
    const res = await post('leave-record', leave(1, '2027-06-10', '2027-06-10', { approveStatus: 'rejected' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries('2027-06-10', '2027-06-10')).toEqual([{ staffId: staff[1].id, dutyDate: '2027-06-10', shift: 'day' }]);
  });
});

describe('a leave edited or deleted after approval', () => {
  const put = (payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `${API}/leave-record`, token: admin, payload });
  const del = (id: number) => t.call({ method: 'DELETE', url: `${API}/leave-record?ids=${id}`, token: admin });

  it('puts the roster back when the leave is deleted, and again when its dates change', async () => {
    await roster('2027-07-01', 'day', 1, 'member');
    await roster('2027-07-02', 'day', 1, 'member');
    await roster('2027-07-02', 'day', 2, 'member');
    const before = await entries('2027-07-01', '2027-07-02');
    const res = await post('leave-record', leave(1, '2027-07-01', '2027-07-02', { approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().data as Row).id;
    expect(await entries('2027-07-01', '2027-07-02')).toEqual([{ staffId: staff[2].id, dutyDate: '2027-07-02', shift: 'day' }]);

    // Shortened to one day: 07-02 is his again, 07-01 stays off.
    const edited = await put({ id, endDate: '2027-07-01' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.rosterEffect).toBe('已从排班中移出：2027-07-01白班；注意：以下班次已无人值班：2027-07-01白班');
    expect(await entries('2027-07-01', '2027-07-02')).toEqual([
      { staffId: staff[2].id, dutyDate: '2027-07-02', shift: 'day' },
      { staffId: staff[1].id, dutyDate: '2027-07-02', shift: 'day' },
    ].sort((a, b) => a.dutyDate.localeCompare(b.dutyDate) || a.staffId - b.staffId));

    const gone = await del(id);
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await entries('2027-07-01', '2027-07-02');
    expect(after).toEqual(before);
  });

  it('gives the shifts back to the person when the approval is withdrawn from a handed-over leave', async () => {
    await roster('2027-07-10', 'night', 0, 'leader');
    const res = await post('leave-record', leave(0, '2027-07-10', '2027-07-10', { substitute: staff[2].id, approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries('2027-07-10', '2027-07-10')).toEqual([{ staffId: staff[2].id, dutyDate: '2027-07-10', shift: 'night' }]);
    const rejected = await put({ id: (res.json().data as Row).id, approveStatus: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.rosterEffect ?? null).toBeNull();
    expect(await entries('2027-07-10', '2027-07-10')).toEqual([{ staffId: staff[0].id, dutyDate: '2027-07-10', shift: 'night' }]);
    const [lead] = await t.db.query<{ title: string }>(
      "select data->>'title' as title from r_duty_roster where tenant_id = $1 and not deleted and data->>'dutyDate' = '2027-07-10'",
      [T],
    );
    expect(lead.title).toBe(`夜班 ★${staff[0].name}`);
  });

  it('leaves an entry put back by hand as it is, and refuses with the reason when a shift cannot go back; nothing changed', async () => {
    await roster('2027-07-20', 'day', 1, 'member');
    const res = await post('leave-record', leave(1, '2027-07-20', '2027-07-20', { approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    // The person is rostered on that shift again by hand: deleting the leave puts nothing twice.
    await roster('2027-07-20', 'day', 1, 'member');
    const n = await leaves();
    const gone = await del((res.json().data as Row).id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await leaves()).toBe(n - 1);
    expect(await entries('2027-07-20', '2027-07-20')).toEqual([{ staffId: staff[1].id, dutyDate: '2027-07-20', shift: 'day' }]);

    // A shift handed to the substitute cannot go back to a person since put on that very shift by hand.
    await roster('2027-07-21', 'night', 0, 'leader');
    const handed = await post('leave-record', leave(0, '2027-07-21', '2027-07-21', { substitute: staff[2].id, approveStatus: 'approved' }));
    expect(handed.statusCode, handed.body).toBe(200);
    await roster('2027-07-21', 'night', 0, 'member');
    const before = await entries('2027-07-21', '2027-07-21');
    const leavesBefore = await leaves();
    const refused = await del((handed.json().data as Row).id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toBe(
      `无法恢复${staff[0].name}在2027-07-21夜班的排班：${staff[0].name}在2027-07-21夜班已有排班，与本班次时间重叠，同一人员不能同时排两个重叠的班次。请先调整排班再修改或删除该请假记录`,
    );
    expect(await leaves()).toBe(leavesBefore);
    expect(await entries('2027-07-21', '2027-07-21')).toEqual(before);
    const edited = await put({ id: (handed.json().data as Row).id, approveStatus: 'pending' });
    expect(edited.statusCode).toBe(409);
    expect(await entries('2027-07-21', '2027-07-21')).toEqual(before);
  });

  it("warns the duty manager (the watch room's 负责人) in the bell of a shift left empty", async () => {
    const room = await post('watch-room', { name: '三号值班室', location: '罐区', phone: '051288880003', mode: 'h24', managerId: staff[0].id });
    expect(room.statusCode, room.body).toBe(200);
    await post('duty-roster', { dutyDate: '2027-08-01', shift: 'night', staffId: staff[2].id, dutyRole: 'member', watchRoomId: (room.json().data as Row).id });
    const res = await post('leave-record', leave(2, '2027-08-01', '2027-08-01', { approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    const warned = await t.db.query<{ staff_id: number; kind: string; model: string; risk: string }>(
      "select staff_id::int as staff_id, kind, model, risk from risk_warning where resource = 'leave-record' and record_id = $1",
      [(res.json().data as Row).id],
    );
    expect(warned).toEqual([{ staff_id: staff[0].id, kind: 'ZBGL_EMPTY_SHIFT', model: 'zbgl', risk: `${staff[2].name}请假后以下班次已无人值班，请安排人员：2027-08-01夜班` }]);
  });

  it('warns the 负责人 of the active watch rooms when the emptied entry names no watch room (as 排班管理 makes them)', async () => {
    const roomless = await roster('2027-08-05', 'day', 1, 'member');
    expect(roomless.watchRoomId ?? null).toBeNull();
    const managers = await t.db.query<{ id: number }>(
      `select distinct (data->>'managerId')::int as id from r_watch_room
        where tenant_id = $1 and not deleted and data->>'managerId' is not null and coalesce(data->>'active', 'true') <> 'false' order by 1`,
      [T],
    );
    // The demo's 中控室值班室 is led by 王建国, the staff record of the demo account gm01: the demo shows the bell.
    const [gm] = await t.db.query<{ id: number }>("select ren_yuan_id::int as id from sysuser where login_name = 'gm01'");
    expect(managers.map((m) => m.id)).toContain(gm.id);
    // A watch room no longer in use is passed over.
    const [outsider] = await t.db.query<{ id: number }>('select id::int as id from staffinfo where tenant_id = $1 and not deleted and id <> all($2::bigint[]) order by id limit 1', [T, managers.map((m) => m.id)]);
    const unused = await post('watch-room', { name: '停用值班室', location: '旧厂区', phone: '051288880009', mode: 'h24', managerId: outsider.id, active: false });
    expect(unused.statusCode, unused.body).toBe(200);
    const res = await post('leave-record', leave(1, '2027-08-05', '2027-08-05', { approveStatus: 'approved' }));
    expect(res.statusCode, res.body).toBe(200);
    const warned = await t.db.query<{ staff_id: number; kind: string }>(
      "select staff_id::int as staff_id, kind from risk_warning where resource = 'leave-record' and record_id = $1 order by staff_id",
      [(res.json().data as Row).id],
    );
    expect(warned).toEqual(managers.map((m) => ({ staff_id: m.id, kind: 'ZBGL_EMPTY_SHIFT' })));
  });
});
