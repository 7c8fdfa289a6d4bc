// Notices beyond the generic routes: maintainers' list of every status, publish (stamps the time),
// each user's list of what was published to one of their roles with a read flag, mark-read, recall (publish and
// recall are the transitions of the notice's workflow, schemas/resources/notice.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/notice';
let t: TestApp;
let admin: string;
let staff: string;
let viewer: string;

const notice = (title: string, targets: string[]) => ({ title, noticeType: 'notice', content: `${title}的正文`, publishStatus: 'draft', targets });

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: EP, token: admin, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, viewer] = await Promise.all([
    t.login('qyadmin', PASSWORDS.qyadmin),
    t.login('staff01', PASSWORDS.staff01),
    t.login('viewer', PASSWORDS.viewer),
  ]);
});
afterAll(() => t.close());

describe('notices', () => {
  let forStaff: number;
  let forViewers: number;

  beforeAll(async () => {
    // Start from no notices (the demo data has some), so each list is exactly what this test made.
    await t.db.query('delete from r_notice where tenant_id = 1001');
    forStaff = await create(notice('员工通知', ['qyStaff']));
    forViewers = await create(notice('只读用户通知', ['readonlyUser']));
    await create(notice('草稿通知', ['qyStaff']));
  });

  it('publishes a draft, stamping the time, and refuses publishing twice', async () => {
    const res = await t.call({ method: 'POST', url: `${EP}/publish`, token: admin, payload: { id: forStaff } });
    expect(res.json().data).toMatchObject({ publishStatus: 'published' });
    expect(Date.parse(res.json().data.publishTime)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.call({ method: 'POST', url: `${EP}/publish`, token: admin, payload: { id: forStaff } })).statusCode).toBe(409);
    // Publishing is the workflow's transition: a staff member, who may read notices, is not among who publishes.
    const byStaff = await t.call({ method: 'POST', url: `${EP}/publish`, token: staff, payload: { id: forViewers } });
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json().msg).toBe('您不是“发布”的办理人');
    await t.call({ method: 'POST', url: `${EP}/publish`, token: admin, payload: { id: forViewers } });
  });

  it('lists every status for maintainers only', async () => {
    const res = await t.call({ url: `${EP}/list-for-maintain`, token: admin });
    expect(titles(res.json().data.rows)).toEqual(['只读用户通知', '员工通知', '草稿通知']);
    expect((await t.call({ url: `${EP}/list-for-maintain`, token: staff })).statusCode).toBe(403);
  });

  it('shows each user what was published to their roles, with a read flag', async () => {
    const mine = (await t.call({ url: `${EP}/list-for-user`, token: staff })).json().data;
    expect(titles(mine.rows)).toEqual(['员工通知']);
    expect(mine.rows[0].read).toBe(false);
    const theirs = (await t.call({ url: `${EP}/list-for-user`, token: viewer })).json().data;
    expect(titles(theirs.rows)).toEqual(['只读用户通知']);
  });

  it('marks read for the caller only; unread=true leaves it out', async () => {
    const res = await t.call({ method: 'POST', url: `${EP}/mark-read`, token: staff, payload: { ids: [forStaff, forViewers] } });
    expect(res.json().data).toEqual({ marked: 2 });
    const mine = (await t.call({ url: `${EP}/list-for-user`, token: staff })).json().data;
    expect(mine.rows[0].read).toBe(true);
    expect((await t.call({ url: `${EP}/list-for-user?unread=true`, token: staff })).json().data.rows).toEqual([]);
    const viewers = (await t.call({ url: `${EP}/list-for-user`, token: viewer })).json().data;
    expect(viewers.rows[0].read).toBe(false);
  });

  it('recalls a published notice with its reason, taking it off the users’ lists', async () => {
    const res = await t.call({ method: 'POST', url: `${EP}/recall`, token: admin, payload: { id: forStaff, recallReason: '内容有误' } });
    expect(res.json().data).toMatchObject({ publishStatus: 'recalled', recallReason: '内容有误' });
    expect((await t.call({ url: `${EP}/list-for-user`, token: staff })).json().data.rows).toEqual([]);
    const again = await t.call({ method: 'POST', url: `${EP}/recall`, token: admin, payload: { id: forStaff } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('当前状态为“已撤回”，不能执行“撤回”');
  });
});
