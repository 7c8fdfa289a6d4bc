// Issue 14 item 7: the inbox (GET /workflow/inbox, /workflow/inbox/count). wf_waiting rows are written here
// straight into the table (the engine's branches write them in the product) for several people, roles and
// departments; each person's inbox lists exactly the items naming one of their party keys, one per record and
// action however many keys match, with the permits waiting for their approval, newest first, paged, counted per
// module, filtered by module; a module the enterprise has not opened, a resource no file declares, and another
// enterprise's rows never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
let permitId: number;
const staff = new Map<string, number>();
const dept = new Map<string, number>();
let workshopDirectorId: number;

interface Item {
  kind: string;
  key: string;
  module: string;
  recordId: number;
  title: string;
  action: string;
  summary: string;
  tags: string[];
  link: string;
  since: string;
  dueAt?: string | null;
  resource?: string;
}
interface Inbox {
  total: number;
  dataList: Item[];
  byModule: Record<string, number>;
}

const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

async function wait(tenant: number, resource: string, recordId: number, action: string, kind: string, who: string, title: string, since: string, module: string | null, dueAt: string | null = null) {
  await t.db.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, since, due_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [tenant, module, resource, recordId, action, kind, who, title, since, dueAt],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  for (const login of ['cj01', 'aq01', 'staff01']) {
    const [row] = await t.db.query<{ staffId: number; deptId: number }>(
      `select u.ren_yuan_id as "staffId", s.department_id as "deptId" from sysuser u join staffinfo s on s.id = u.ren_yuan_id where u.login_name = $1`,
      [login],
    );
    staff.set(login, Number(row.staffId));
    dept.set(login, Number(row.deptId));
  }
  expect(dept.get('cj01')).not.toBe(dept.get('aq01'));
  [{ id: workshopDirectorId }] = await t.db.query<{ id: number }>("select id from sysrole where code = 'workshopDirector'");
  // A 高处 permit submitted by staff01: it waits for 车间主任 (cj01) through the permits' own state machine.
  ({ id: permitId } = await createDraft(api, 'GAO_CHU'));
  const s = await api.post('staff01', `${kindUrl('GAO_CHU')}/submit`, { id: permitId });
  expect(s.status).toBe(200);

  // The demo notices wait for their publisher through their own workflow (wf-core); this test sets its own rows.
  // The demo's own waiting rows (notices, drills, contractors...) are cleared: the test sets exactly the rows it reads.
  await t.db.query('delete from wf_waiting');
  const cj = staff.get('cj01')!;
  const aq = staff.get('aq01')!;
  // cj01's: by staff and by role (one item), by department and role, by the role's number, every staff's task.
  await wait(1001, 'three-simultaneous', 1, 'submit', 'transition', `staff:${cj}`, '一号扩建项目', ago(1), 'stsgl');
  await wait(1001, 'three-simultaneous', 1, 'submit', 'transition', 'role:workshopDirector', '一号扩建项目', ago(1), 'stsgl');
  await wait(1001, 'design-stage', 2, 'approval/approve', 'approval', `dept:${dept.get('cj01')}:role:workshopDirector`, '二号项目设计审查', ago(2), 'stsgl');
  await wait(1001, 'pre-evaluation', 6, 'review', 'transition', `role:${workshopDirectorId}`, '六号项目预评价', ago(2.5), 'stsgl');
  await wait(1001, 'watch-record', 3, 'fill', 'task', 'role:qyStaff', '今日白班值班记录', ago(3), 'zbgl', new Date(Date.now() + HOUR).toISOString());
  // aq01's: an overdue notice (a resource of no module).
  await wait(1001, 'notice', 4, 'publish', 'overdue', `staff:${aq}`, '', ago(0.5), null);
  // Nobody's among these people: a workshop director of aq01's department (cj01 is not in it), an unknown resource.
  await wait(1001, 'three-simultaneous', 5, 'submit', 'transition', `dept:${dept.get('aq01')}:role:workshopDirector`, '五号项目', ago(1), 'stsgl');
  await wait(1001, 'no-such-resource', 7, 'do', 'transition', 'role:qyStaff', '未知资源', ago(1), 'stsgl');
  // The enterprise's administrator (qyUser) of 1001, and of 2001 (which has not opened tszy).
  await wait(1001, 'contractor-info', 8, 'admit', 'transition', 'role:qyUser', '一厂承包商准入', ago(4), 'cbs');
  await wait(2001, 'contractor-info', 9, 'admit', 'transition', 'role:qyUser', '另一企业承包商准入', ago(4), 'cbs');
  await wait(2001, 'check-item', 10, 'check', 'transition', 'role:qyUser', '未开通模块的检查项', ago(4), 'tszy');
});
afterAll(async () => {
  await t?.close();
});

const tokens = new Map<string, string>();
async function get<T>(login: string, url: string, headers: Record<string, string> = {}): Promise<{ status: number; data: T; body: Record<string, unknown> }> {
  if (!tokens.has(login)) tokens.set(login, await t.login(login, PASSWORDS[login]));
  const res = await t.call({ url: `/zax-cloud/workflow${url}`, token: tokens.get(login), headers });
  const body = res.json();
  return { status: res.statusCode, data: body.data as T, body };
}
const inbox = async (login: string, query = 'pageIndex=1&pageSize=50') => {
  const r = await get<Inbox>(login, `/inbox?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data;
};
const keys = (page: Inbox) => page.dataList.filter((i) => i.module !== 'tszy').map((i) => i.key);
const todo = async (login: string) => (await api.get(login, `${TSZY}/zuoYePiao/todo?pageIndex=1&pageSize=50`)).e as { total: number; dataList: Item[] };

describe('GET /workflow/inbox', () => {
  it("lists exactly the person's items, one per record and action, with the permits to approve, newest first", async () => {
    const page = await inbox('cj01');
    expect(keys(page)).toEqual([
      'stsgl:three-simultaneous:1:submit',
      'stsgl:design-stage:2:approval/approve',
      'stsgl:pre-evaluation:6:review',
      'zbgl:watch-record:3:fill',
    ]);
    const first = page.dataList.find((i) => i.key === 'stsgl:three-simultaneous:1:submit');
    expect(first).toMatchObject({ kind: 'TRANSITION', module: 'stsgl', recordId: 1, title: '一号扩建项目', action: '待您处理：submit', tags: ['三同时项目'], link: '/stsgl/list?detail=1', resource: 'three-simultaneous', dueAt: null });
    expect(page.dataList.find((i) => i.recordId === 2 && i.module === 'stsgl')).toMatchObject({ kind: 'APPROVAL', action: '待您审批：approve', link: '/stsgl/design?detail=2' });
    const task = page.dataList.find((i) => i.key === 'zbgl:watch-record:3:fill')!;
    expect(task).toMatchObject({ kind: 'TASK', title: '今日白班值班记录', action: '待完成：fill' });
    expect(Date.parse(task.dueAt!)).toBeGreaterThan(Date.now());
    const since = page.dataList.map((i) => Date.parse(i.since));
    expect(since).toEqual([...since].sort((a, b) => b - a));
    // The permits: those of GET zuoYePiao/todo, item for item.
    const permits = await todo('cj01');
    expect(permits.dataList.map((i) => i.recordId)).toContain(permitId);
    const mine = page.dataList.filter((i) => i.module === 'tszy');
    expect(mine.map((i) => i.key).sort()).toEqual(permits.dataList.map((i) => i.key).sort());
    for (const p of permits.dataList) {
      const { kind, key, title, action, summary, tags, link, since: s } = p;
      expect(mine.find((i) => i.key === key)).toMatchObject({ kind, title, action, summary, tags, link, since: s, resource: 'permit' });
    }
    expect(page.total).toBe(4 + permits.total);
    expect(page.byModule).toEqual({ stsgl: 3, zbgl: 1, tszy: permits.total });
  });

  it('gives every person their own: staff, roles, departments; nothing of another enterprise or an unopened module', async () => {
    const aq = await inbox('aq01');
    expect(keys(aq)).toEqual(['basic:notice:4:publish', 'zbgl:watch-record:3:fill']);
    expect(aq.dataList[0]).toMatchObject({ kind: 'OVERDUE', title: '通知公告 #4', action: '已逾期：发布', link: '/basic-security-manage/notice?detail=4' });
    expect(keys(await inbox('staff01'))).toEqual(['zbgl:watch-record:3:fill']);
    expect(keys(await inbox('viewer'))).toEqual([]);
    // The demo notices' own waiting rows were cleared above (this test sets its own).
    expect(keys(await inbox('qyadmin'))).toEqual(['cbs:contractor-info:8:admit']);
    const other = await inbox('qyadmin2');
    expect(other.dataList.map((i) => i.key)).toEqual(['cbs:contractor-info:9:admit']);
    expect(other).toMatchObject({ total: 1, byModule: { cbs: 1 } });
  });

  it('pages, filters by module and counts', async () => {
    const all = await inbox('cj01');
    const one = await inbox('cj01', 'pageIndex=2&pageSize=2');
    expect(one.dataList.map((i) => i.key)).toEqual(all.dataList.slice(2, 4).map((i) => i.key));
    expect(one.total).toBe(all.total);
    const stsgl = await inbox('cj01', 'module=stsgl&pageSize=2');
    expect(stsgl.total).toBe(3);
    expect(stsgl.dataList.map((i) => i.key)).toEqual(['stsgl:three-simultaneous:1:submit', 'stsgl:design-stage:2:approval/approve']);
    expect(stsgl.byModule).toEqual(all.byModule);
    const tszy = await inbox('cj01', 'module=tszy');
    expect(tszy.dataList.every((i) => i.kind === 'PERMIT_APPROVAL')).toBe(true);
    const beyond = await inbox('cj01', 'pageIndex=100&pageSize=50');
    expect(beyond).toMatchObject({ total: all.total, dataList: [] });
    const count = await get<{ count: number }>('cj01', '/inbox/count');
    expect(count.data).toEqual({ count: all.total });
    expect((await get<{ count: number }>('qyadmin2', '/inbox/count')).data).toEqual({ count: 1 });
  });

  it('drops an item once the engine clears its rows, and answers in English when asked', async () => {
    await wait(1001, 'watch-record', 11, 'fill', 'task', `staff:${staff.get('staff01')}`, '夜班值班记录', ago(0.1), 'zbgl');
    expect(keys(await inbox('staff01'))).toEqual(['zbgl:watch-record:11:fill', 'zbgl:watch-record:3:fill']);
    const en = await get<Inbox>('aq01', '/inbox', { 'accept-language': 'en' });
    const byKey = (k: string) => en.data.dataList.find((i) => i.key === k);
    expect(byKey('basic:notice:4:publish')).toMatchObject({ title: 'Notices #4', action: 'Overdue: Publish', tags: ['Notices'] });
    expect(byKey('zbgl:watch-record:3:fill')).toMatchObject({ action: 'To do: fill' });
    await t.db.query("delete from wf_waiting where tenant_id = 1001 and resource = 'watch-record' and record_id = 11");
    expect(keys(await inbox('staff01'))).toEqual(['zbgl:watch-record:3:fill']);
  });

  it('refuses a bad query naming the field, and a caller without a session', async () => {
    const bad = await get<unknown>('cj01', '/inbox?module=nope');
    expect(bad.status).toBe(400);
    expect(String(bad.body.msg)).toContain('模块');
    expect((await get<unknown>('cj01', '/inbox?pageSize=500')).status).toBe(400);
    const anon = await t.call({ url: '/zax-cloud/workflow/inbox' });
    expect(anon.statusCode).toBe(401);
  });
});
