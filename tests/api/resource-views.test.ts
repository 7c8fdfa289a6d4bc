// The views of leave-record (`views`, docs/schema-engine.md "Views") through the real routes: the calendar
// asks only for the records touching its visible days (the `range` on endDate that the view adds to the
// declared filters), a bad day is refused naming the field; a board column is one approveStatus, and a move
// is the normal update of that field: saved for a writer, refused for a reader and for a value no column
// has, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const URL = '/zax-cloud/u-basic/leave-record';
let t: TestApp;
let qyadmin: string;
let viewer: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  const [dept] = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 and not deleted order by id limit 1');
  // Far in the future, so the seed's records are not in the range.
  const leaves: [string, string, string][] = [
    ['甲', '2031-03-01', '2031-03-05'],
    ['乙', '2031-03-10', '2031-03-10'],
    ['丙', '2031-02-25', '2031-03-02'],
    ['丁', '2031-04-01', '2031-04-03'],
  ];
  for (const [name, startDate, endDate] of leaves) {
    const res = await t.call({ method: 'POST', url: URL, token: qyadmin, payload: { name, department: Number(dept.id), leaveType: 'personal', startDate, endDate, reason: '视图测试', approveStatus: 'pending' } });
    expect(res.statusCode, res.body).toBe(200);
    ids[name] = res.json().data.id;
  }
});
afterAll(() => t.close());

async function names(query: string, token = qyadmin): Promise<string[]> {
  const res = await t.call({ url: `${URL}/list?limit=100&${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as { name: string }[]).map((r) => r.name).sort();
}

describe('the calendar asks for its visible days', () => {
  it('answers the records touching the days: started before the last, ended after the first', async () => {
    expect(await names('startDate=,2031-03-03&endDate=2031-03-01,')).toEqual(['丙', '甲'].sort());
    expect(await names('startDate=,2031-04-30&endDate=2031-03-06,')).toEqual(['丁', '乙'].sort());
    expect(await names(`startDate=,2031-03-31&endDate=2031-03-01,&name=${encodeURIComponent('甲')}`)).toEqual(['甲']);
  });

  it('refuses a day that is not a date, naming the field', async () => {
    const res = await t.call({ url: `${URL}/list?endDate=2031-02-30,`, token: qyadmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '结束日期格式不正确' });
  });
});

describe('the board: a column per status, a move is an update', () => {
  it('lists a column and moves a card by updating approveStatus', async () => {
    expect(await names('startDate=2031-01-01,&approveStatus=pending')).toEqual(['丁', '丙', '乙', '甲'].sort());
    const moved = await t.call({ method: 'PUT', url: URL, token: qyadmin, payload: { id: ids['乙'], approveStatus: 'approved' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names('startDate=2031-01-01,&approveStatus=approved')).toEqual(['乙']);
  });

  it('refuses a move by a reader and to a value no column has, changing nothing', async () => {
    const read = await t.call({ method: 'PUT', url: URL, token: viewer, payload: { id: ids['甲'], approveStatus: 'approved' } });
    expect(read.statusCode).toBe(403);
    const bad = await t.call({ method: 'PUT', url: URL, token: qyadmin, payload: { id: ids['甲'], approveStatus: 'archived' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('审批状态');
    expect(await names('startDate=2031-01-01,&approveStatus=pending')).toContain('甲');
  });
});
