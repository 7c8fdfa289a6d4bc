// Notifications, deadlines and 消息提醒配置 (issue 14 items 3 and 4; docs/workflow-notify.md), on a test-only
// resource with a workflow (tests/fixtures/wf-notify/wf-rectify.json): raiseNotifications warns the people a
// transition names (a field's person, a department's role holder; never the actor), with module, resource and
// record; the enterprise's recipients replace the file's; urgent ones go by SMS, held in the quiet hours; the
// deadline sweep warns before, at and after the deadline once each, keeps an overdue waiting row while the
// record is late, and two sweeps at once (two pools on PostgreSQL) still warn once; opening the record marks
// its warnings read; bad settings are refused at their field.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb } from '../../src/server/db/pg-db.ts';
import type { Db, Queryable } from '../../src/server/db/db.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { ensureResourceTables } from '../../src/server/resources/resource-tables.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';
import { addWorkflowResource } from '../../src/server/workflow/notify-kinds.ts';
import { raiseNotifications, type NotifyContext } from '../../src/server/workflow/notify.ts';
import { dispatchSms } from '../../src/server/workflow/sms-dispatch.ts';
import { staffOfKeys } from '../../src/server/workflow/who-staff.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const FIXTURE = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/wf-notify/wf-rectify.json'), 'utf8')) as ResourceFile;
const WF = FIXTURE.workflow!;
const T = 1001;
const URL_CONFIG = '/zax-cloud/workflow/message-config';

let t: TestApp;
let qyadmin: string;
let staffToken: string;
/** Staff ids of the demo accounts. */
const staff: Record<string, number> = {};
let dept: number;

interface Warning {
  staff_id: number;
  risk: string;
  model: string;
  resource: string;
  record_id: number;
  kind: string;
  status: string;
}

beforeAll(async () => {
  addWorkflowResource(FIXTURE);
  t = await createTestApp();
  await ensureResourceTables(t.db, [FIXTURE]);
  const rows = await t.db.query<{ login: string; id: number }>(
    "select u.login_name as login, u.ren_yuan_id as id from sysuser u where u.tenant_id = $1 and u.ren_yuan_id is not null",
    [T],
  );
  for (const r of rows) staff[r.login] = Number(r.id);
  // A department of its own holding the workshop director (cj01) and a mobile for everyone concerned.
  [{ id: dept }] = await t.db.query<{ id: number }>("insert into departmentinfo(tenant_id, name) values ($1, '整改测试车间') returning id", [T]);
  await t.db.query('update staffinfo set department_id = $2 where tenant_id = $1 and id = $3', [T, dept, staff.cj01]);
  await t.db.query("update staffinfo set mobile = '1390000' || lpad(id::text, 4, '0') where tenant_id = $1", [T]);
  [qyadmin, staffToken] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01)]);
});
afterAll(() => t.close());

async function record(data: Record<string, unknown>): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>('insert into r_wf_rectify(tenant_id, data) values ($1, $2::jsonb) returning id', [T, JSON.stringify(data)]);
  return Number(id);
}

async function warnings(recordId: number): Promise<Warning[]> {
  return t.db.query<Warning>(
    "select staff_id, risk, model, resource, record_id, kind, status from risk_warning where resource = 'wf-rectify' and record_id = $1 order by staff_id, id",
    [recordId],
  );
}

async function raise(recordId: number, action: string, data: Record<string, unknown>, opts: Partial<NotifyContext> = {}): Promise<number> {
  const tr = WF.transitions.find((x) => x.action === action)!;
  return inTenant(t.db, { tenantId: T, userId: null }, (tx) =>
    raiseNotifications(tx, {
      tenantId: T,
      module: 'yhpc',
      resource: 'wf-rectify',
      recordId,
      title: String(data.name),
      notify: tr.notify ?? [],
      record: { id: recordId, ...data },
      actorStaffId: null,
      config: null,
      ...opts,
    }),
  );
}

async function putConfig(body: object, token = qyadmin) {
  return t.call({ method: 'PUT', url: URL_CONFIG, token, payload: body });
}
async function getConfig() {
  const res = await t.call({ url: URL_CONFIG, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { version: number; quietHours: unknown; kinds: { kind: string; type: string; config: object; to: unknown[]; urgent: boolean }[]; roles: { code: string }[] };
}

describe('party keys to staff', () => {
  it('resolves staff, roles (by code or sysrole id) and a department with a role; unknown keys give nobody', async () => {
    const of = (keys: string[]) => inTenant(t.db, { tenantId: T, userId: null }, (tx) => staffOfKeys(tx, T, keys));
    expect(await of([`staff:${staff.staff01}`])).toEqual([staff.staff01]);
    expect(await of(['role:generalManager'])).toEqual([staff.gm01]);
    expect(await of(['role:766'])).toEqual([staff.gm01]);
    expect(await of([`dept:${dept}:role:workshopDirector`])).toEqual([staff.cj01]);
    expect(await of([`dept:${dept}:role:safetyDept`])).toEqual([]);
    expect(await of(['role:nobody', 'bogus'])).toEqual([]);
  });
});

describe('raiseNotifications', () => {
  it("warns the record's assignee with the message filled, module, resource and record; urgent: an SMS", async () => {
    const data = { name: '罐区护栏缺失', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' };
    const id = await record(data);
    expect(await raise(id, 'assign', data)).toBe(1);
    const w = await warnings(id);
    expect(w).toEqual([
      { staff_id: staff.staff01, risk: '请整改隐患：罐区护栏缺失，期限 2026-12-10', model: 'yhpc', resource: 'wf-rectify', record_id: id, kind: 'WF_NOTIFY', status: 'NEW' },
    ]);
    const before = t.sms.length;
    expect(await dispatchSms(t.db, t.app.deps.sms, new Date())).toBeGreaterThanOrEqual(1);
    expect(t.sms.slice(before)).toContainEqual({ mobile: `1390000${String(staff.staff01).padStart(4, '0')}`, content: '请整改隐患：罐区护栏缺失，期限 2026-12-10' });
    // Sent once: a second run has nothing left.
    expect(await dispatchSms(t.db, t.app.deps.sms, new Date())).toBe(0);
  });

  it("warns the acceptor and the department's role holder, never the person who acted; not urgent: no SMS", async () => {
    const data = { name: '泵房漏油', state: 'checking', assignee: staff.staff01, acceptor: staff.aq01, deptId: dept };
    const id = await record(data);
    expect(await raise(id, 'submit', data)).toBe(2);
    expect((await warnings(id)).map((w) => [w.staff_id, w.risk])).toEqual(
      [[staff.aq01, '泵房漏油 已整改，待验收'], [staff.cj01, '泵房漏油 已整改，待验收']].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const id2 = await record(data);
    expect(await raise(id2, 'submit', data, { actorStaffId: staff.aq01 })).toBe(1);
    expect((await warnings(id2)).map((w) => w.staff_id)).toEqual([staff.cj01]);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from wf_sms_queue where content like $1', ['泵房漏油%']);
    expect(n).toBe(0);
  });

  it('finds the action of a notify list when the caller does not name it (for the kind of 消息提醒配置)', async () => {
    const cfg = await getConfig();
    const res = await putConfig({ version: cfg.version, quietHours: null, kinds: { 'wf-rectify:submit': { staffIds: [staff.gm01] } } });
    expect(res.statusCode, res.body).toBe(200);
    const data = { name: '配置找动作', state: 'checking', acceptor: staff.aq01, deptId: dept };
    const id = await record(data);
    await raise(id, 'submit', data);
    expect((await warnings(id)).map((w) => w.staff_id)).toEqual([staff.gm01]);
    const clear = await putConfig({ version: res.json().data.version, quietHours: null, kinds: {} });
    expect(clear.statusCode, clear.body).toBe(200);
  });
});

describe('消息提醒配置', () => {
  it("lists the files' kinds with their defaults, the roles, and the enterprise's choices", async () => {
    const cfg = await getConfig();
    const mine = cfg.kinds.filter((k) => k.kind.startsWith('wf-rectify:'));
    expect(mine.map((k) => [k.kind, k.type, k.urgent])).toEqual([
      ['wf-rectify:assign', 'transition', true],
      ['wf-rectify:submit', 'transition', false],
      ['wf-rectify:deadline:dueDate', 'deadline', false],
    ]);
    expect(mine[0]).toMatchObject({ module: 'yhpc', resourceTitle: '整改单', label: '下发', to: [{ field: 'assignee' }] });
    expect(mine[2]).toMatchObject({ label: '整改期限', warnBeforeHours: 24, escalateAfterHours: 48, to: [{ field: 'assignee' }] });
    expect(cfg.roles.map((r) => r.code)).toContain('generalManager');
  });

  it('the recipients chosen replace the file\'s, and SMS follows the choice', async () => {
    const cfg = await getConfig();
    const res = await putConfig({ version: cfg.version, quietHours: null, kinds: { 'wf-rectify:submit': { roles: ['generalManager'], sms: true }, 'wf-rectify:assign': { sms: false } } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await getConfig();
    expect(after.version).toBe(cfg.version + 1);
    expect(after.kinds.find((k) => k.kind === 'wf-rectify:submit')?.config).toEqual({ roles: ['generalManager'], sms: true });
    const data = { name: '换人接收', state: 'checking', acceptor: staff.aq01, deptId: dept };
    const id = await record(data);
    await raise(id, 'submit', data, { action: 'submit' });
    expect((await warnings(id)).map((w) => w.staff_id)).toEqual([staff.gm01]);
    const queued = await t.db.query<{ staff_id: number }>("select staff_id from wf_sms_queue where content = '换人接收 已整改，待验收'");
    expect(queued.map((q) => Number(q.staff_id))).toEqual([staff.gm01]);
    // assign's SMS turned off: the urgent file's default gives way.
    const data2 = { name: '不发短信', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' };
    const id2 = await record(data2);
    await raise(id2, 'assign', data2, { action: 'assign' });
    expect(await warnings(id2)).toHaveLength(1);
    expect(await t.db.query("select 1 from wf_sms_queue where content like '请整改隐患：不发短信%'")).toHaveLength(0);
  });

  it('quiet hours hold the SMS until they end (crossing midnight, Asia/Shanghai)', async () => {
    const cfg = await getConfig();
    const res = await putConfig({ version: cfg.version, quietHours: { start: '22:00', end: '07:00' }, kinds: {} });
    expect(res.statusCode, res.body).toBe(200);
    await dispatchSms(t.db, t.app.deps.sms, new Date('2030-01-01T00:00:00Z'));
    const data = { name: '夜间隐患', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' };
    const id = await record(data);
    // 23:00 in Shanghai.
    await raise(id, 'assign', data, { action: 'assign', now: new Date('2026-11-25T15:00:00Z') });
    const [q] = await t.db.query<{ send_after: Date }>("select send_after from wf_sms_queue where content like '请整改隐患：夜间隐患%'");
    expect(new Date(q.send_after).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    const before = t.sms.length;
    expect(await dispatchSms(t.db, t.app.deps.sms, new Date('2026-11-25T22:59:00Z'))).toBe(0);
    expect(t.sms.length).toBe(before);
    expect(await dispatchSms(t.db, t.app.deps.sms, new Date('2026-11-25T23:00:00Z'))).toBe(1);
    expect(t.sms.slice(before).map((s) => s.content)).toEqual(['请整改隐患：夜间隐患，期限 2026-12-10']);
    const back = await putConfig({ version: res.json().data.version, quietHours: null, kinds: {} });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses bad settings at their field and a stale version with 409, changing nothing', async () => {
    const cfg = await getConfig();
    const bad = async (body: object, field: string, status = 400) => {
      const res = await putConfig({ version: cfg.version, quietHours: null, kinds: {}, ...body });
      expect(res.statusCode, res.body).toBe(status);
      const j = res.json() as { msg: string; errors?: { field: string; message: string }[] };
      if (status === 400) expect(j.errors?.map((e) => e.field).join(','), res.body).toContain(field);
      return j;
    };
    expect((await bad({ kinds: { 'nope:x': { sms: true } } }, 'kinds.nope:x')).msg).toBe('不存在的提醒类型：nope:x');
    expect((await bad({ kinds: { 'wf-rectify:assign': { roles: ['ghost'] } } }, 'kinds.wf-rectify:assign.roles')).msg).toBe('接收角色不存在：ghost');
    expect((await bad({ kinds: { 'wf-rectify:assign': { staffIds: [99999999] } } }, 'kinds.wf-rectify:assign.staffIds')).msg).toBe('接收人员不存在：ID 99999999');
    expect((await bad({ kinds: { 'wf-rectify:assign': { remindBeforeHours: 5 } } }, 'kinds.wf-rectify:assign.remindBeforeHours')).msg).toBe('只有期限提醒可以设置提前提醒小时数');
    await bad({ kinds: { 'wf-rectify:deadline:dueDate': { remindBeforeHours: 1000 } } }, 'remindBeforeHours');
    await bad({ quietHours: { start: '25:00', end: '07:00' } }, 'start');
    expect((await bad({ quietHours: { start: '07:00', end: '07:00' } }, 'quietHours.end')).msg).toBe('免打扰的开始时间与结束时间不能相同');
    expect((await bad({ version: cfg.version + 5 }, '', 409)).msg).toBe('消息提醒配置已被他人修改，请刷新后再保存');
    expect((await getConfig()).version).toBe(cfg.version);
    // Only the enterprise's administrator saves.
    const res = await putConfig({ version: cfg.version, quietHours: null, kinds: {} }, staffToken);
    expect(res.statusCode).toBe(403);
  });
});

describe('deadlines sweep', () => {
  const H = 3_600_000;
  // '2026-12-10' is due at the end of that day in Shanghai: 2026-12-10T16:00Z.
  const DUE = Date.parse('2026-12-10T16:00:00Z');
  const at = (hours: number) => new Date(DUE + hours * H);

  it('warns before, marks overdue at, escalates after the deadline, each once; a record leaving the state loses its overdue row', async () => {
    const id = await record({ name: '逾期测试', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' });
    const sweep = (h: number) => sweepDeadlines(t.db, at(h), [FIXTURE]);
    const mine = async () => (await warnings(id)).map((w) => [w.staff_id, w.kind, w.risk]);
    await sweep(-48);
    expect(await mine()).toEqual([]);
    await sweep(-23);
    expect(await mine()).toEqual([[staff.staff01, 'WF_DEADLINE_WARN', '整改单“逾期测试”将于 2026-12-11 00:00 到期，请及时处理']]);
    await sweep(-22);
    expect(await mine()).toHaveLength(1);
    await sweep(0);
    await sweep(1);
    expect((await mine()).slice(1)).toEqual([[staff.staff01, 'WF_OVERDUE', '整改单“逾期测试”已逾期（期限 2026-12-11 00:00）']]);
    const waiting = await t.db.query<{ who: string; kind: string; module: string; action: string }>(
      "select who, kind, module, action from wf_waiting where resource = 'wf-rectify' and record_id = $1",
      [id],
    );
    expect(waiting).toEqual([{ who: `staff:${staff.staff01}`, kind: 'overdue', module: 'yhpc', action: 'overdue:dueDate' }]);
    await sweep(47);
    expect(await mine()).toHaveLength(2);
    await sweep(48);
    await sweep(60);
    const all = await mine();
    expect(all).toHaveLength(3);
    expect(all).toContainEqual([staff.gm01, 'WF_ESCALATED', '整改单“逾期测试”逾期已超过 48 小时（期限 2026-12-11 00:00），请督办']);
    // Rectified: the record leaves the deadline's state; its overdue row goes, nothing more is raised.
    await t.db.query(`update r_wf_rectify set data = jsonb_set(data, '{state}', '"checking"') where id = $1`, [id]);
    const r = await sweep(61);
    expect(r.cleared).toBeGreaterThanOrEqual(1);
    expect(await t.db.query("select 1 from wf_waiting where resource = 'wf-rectify' and record_id = $1", [id])).toHaveLength(0);
    expect(await mine()).toHaveLength(3);
  });

  it("the enterprise's reminder hours and recipients replace the file's", async () => {
    const cfg = await getConfig();
    const res = await putConfig({ version: cfg.version, quietHours: null, kinds: { 'wf-rectify:deadline:dueDate': { remindBeforeHours: 72, staffIds: [staff.aq01] } } });
    expect(res.statusCode, res.body).toBe(200);
    const id = await record({ name: '提前提醒', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' });
    await sweepDeadlines(t.db, at(-71), [FIXTURE]);
    expect((await warnings(id)).map((w) => [w.staff_id, w.kind])).toEqual([[staff.aq01, 'WF_DEADLINE_WARN']]);
    await t.db.query('update r_wf_rectify set deleted = true where id = $1', [id]);
    const back = await putConfig({ version: res.json().data.version, quietHours: null, kinds: {} });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('two sweeps at once (two pools on PostgreSQL) raise each warning once', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await record({ name: `并发${i}`, state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-20' }));
    const due = Date.parse('2026-12-20T16:00:00Z');
    let other: Db = t.db;
    if (t.db.kind === 'postgres' && t.config.databaseUrl) other = await createPgDb(t.config.databaseUrl, { timeZone: t.config.timeZone });
    try {
      for (const h of [-1, 1, 50]) {
        const now = new Date(due + h * H);
        await Promise.all([sweepDeadlines(t.db, now, [FIXTURE]), sweepDeadlines(other, now, [FIXTURE])]);
      }
    } finally {
      if (other !== t.db) await other.close();
    }
    for (const id of ids) {
      expect((await warnings(id)).map((w) => w.kind).sort()).toEqual(['WF_DEADLINE_WARN', 'WF_ESCALATED', 'WF_OVERDUE']);
      expect(await t.db.query("select 1 from wf_waiting where resource = 'wf-rectify' and record_id = $1", [id])).toHaveLength(1);
    }
    for (const id of ids) await t.db.query('update r_wf_rectify set deleted = true where id = $1', [id]);
  });
});

/** `db` writing down every statement it runs, in transactions too. */
function recording(db: Db, statements: string[]): Db {
  const seen = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...seen(db), kind: db.kind, transaction: (fn) => db.transaction((tx) => fn(seen(tx))), close: () => db.close() };
}

describe('a sweep after the stages were raised', () => {
  it('writes nothing for the records already warned and waiting (a long-overdue record costs no statement each minute)', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await record({ name: `久逾期${i}`, state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-24' }));
    const due = Date.parse('2026-12-24T16:00:00Z');
    const first = await sweepDeadlines(t.db, new Date(due + 3_600_000), [FIXTURE]);
    expect(first.due).toBeGreaterThanOrEqual(3);
    const statements: string[] = [];
    const again = await sweepDeadlines(recording(t.db, statements), new Date(due + 2 * 3_600_000), [FIXTURE]);
    expect(again).toEqual({ warn: 0, due: 0, escalated: 0, cleared: 0 });
    expect(statements.filter((sql) => /^\s*insert/i.test(sql))).toEqual([]);
    for (const id of ids) expect(await t.db.query("select 1 from wf_waiting where resource = 'wf-rectify' and record_id = $1", [id])).toHaveLength(1);
    for (const id of ids) await t.db.query('update r_wf_rectify set deleted = true where id = $1', [id]);
  });
});

describe('the warning links to the record and turns read when the person opens it', () => {
  it('lists resource and record id; POST /workflow/warnings/read-record marks only that record\'s warnings read', async () => {
    const data = { name: '打开即读', state: 'rectifying', assignee: staff.staff01, dueDate: '2026-12-10' };
    const id = await record(data);
    const other = await record(data);
    await raise(id, 'assign', data);
    await raise(other, 'assign', data);
    const list = await t.call({ url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=100', token: staffToken });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().entity.dataList as { resource: string; recordId: number; model: string; status: string }[];
    expect(rows.find((r) => r.recordId === id)).toMatchObject({ resource: 'wf-rectify', model: 'yhpc', status: 'NEW' });
    const res = await t.call({ method: 'POST', url: '/zax-cloud/workflow/warnings/read-record', token: staffToken, payload: { resource: 'wf-rectify', id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 1 });
    expect((await warnings(id)).map((w) => w.status)).toEqual(['CLOSE']);
    expect((await warnings(other)).map((w) => w.status)).toEqual(['NEW']);
    const bad = await t.call({ method: 'POST', url: '/zax-cloud/workflow/warnings/read-record', token: staffToken, payload: { resource: 'Bad Key', id } });
    expect(bad.statusCode).toBe(400);
  });
});
