// 运营统计 (issue 24 item 5, docs/operations.md): 企业运营统计, 填报台账 and 提醒台账, their figures checked against
// records this file creates in months nothing else touches (2024), the scopes (platform administrator: every
// enterprise; read-only user: their own; enterprise users: 403), bad ranges, paging and the exports.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const O = '/zax-cloud/ops-stats';
const RANGE = 'from=2024-01&to=2024-03';
const FORBIDDEN = '运营统计仅供平台管理员和只读用户查看';

let t: TestApp;
let admin: string;
let qyadmin: string;
let viewer: string;
const ids: Record<string, number> = {};

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params as never[]))[0]?.id;
/** A business-time (UTC+8) instant. */
const at = (local: string) => new Date(`${local}+08:00`);

async function seedFigures(): Promise<void> {
  const user = async (login: string) => Number(await one('select id from sysuser where login_name = $1', [login]));
  ids.qyadmin = await user('qyadmin');
  ids.staff01 = await user('staff01');
  ids.qyadmin2 = await user('qyadmin2');
  let n = 0;
  const session = (userId: number, tenant: number, when: string, extra: { viewOnly?: boolean; role?: string } = {}) =>
    t.db.query(
      `insert into session(token_hash, user_id, tenant_id, view_only, active_role, created_at, last_seen_at, expires_at, revoked_at)
       values ($1, $2, $3, $4, $5, $6, $6, $6, $6)`,
      [`ops-test-${(n += 1)}`, userId, tenant, extra.viewOnly ?? false, extra.role ?? null, at(when)],
    );
  // 1001 in February 2024: three logins by two people; a view-only token and a role switch are no logins.
  await session(ids.qyadmin, 1001, '2024-02-01 09:00:00');
  await session(ids.qyadmin, 1001, '2024-02-20 09:00:00');
  await session(ids.staff01, 1001, '2024-02-29 23:30:00');
  await session(ids.qyadmin, 1001, '2024-02-02 09:00:00', { viewOnly: true });
  await session(ids.staff01, 1001, '2024-02-03 09:00:00', { role: 'qyStaff' });
  // 00:30 of 1 March in business time is still February in UTC: it counts for March.
  await session(ids.staff01, 1001, '2024-03-01 00:30:00');
  await session(ids.qyadmin2, 2001, '2024-02-10 09:00:00');

  const permit = (tenant: number, kind: string, state: string, when: string) =>
    one(`insert into permit(tenant_id, kind, state, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id`, [tenant, kind, state, at(when)]);
  ids.permit = await permit(1001, 'DONG_HUO', 'FINISHED', '2024-02-05 10:00:00');
  await permit(1001, 'GAO_CHU', 'APPROVING', '2024-02-06 10:00:00');
  await permit(1001, 'GAO_CHU', 'REMOVED', '2024-02-07 10:00:00');
  await permit(2001, 'DONG_TU', 'DRAFT', '2024-02-08 10:00:00');

  const danger = (tenant: number, foundDate: string, state: string, deleted = false) =>
    one(`insert into r_hidden_danger(tenant_id, data, deleted) values ($1, $2, $3) returning id`, [tenant, JSON.stringify({ title: '测试隐患', foundDate, state }), deleted]);
  ids.danger = await danger(1001, '2024-02-10', 'closed');
  await danger(1001, '2024-02-11', 'rectifying');
  await danger(1001, '2024-02-12', 'closed', true);
  await danger(1001, '2024-03-01', 'closed');

  const task = (table: string, data: Record<string, unknown>) => one(`insert into ${table}(tenant_id, data) values (1001, $1) returning id`, [JSON.stringify(data)]);
  await task('r_patrol_record', { name: '巡检', dueAt: '2024-02-05 23:59:59', patrolState: 'done', finishedAt: '2024-02-05 10:00:00' });
  await task('r_patrol_record', { name: '巡检', dueAt: '2024-02-05 23:59:59', patrolState: 'done', finishedAt: '2024-02-06 09:00:00' });
  await task('r_checklist_task', { name: '清单', dueAt: '2024-02-10 23:59:59', state: 'pending' });
  await task('r_control_task', { name: '管控', dueAt: '2024-02-15 23:59:59', state: 'done', checkedAt: '2024-02-15 08:00:00' });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  await seedFigures();
});
afterAll(() => t?.close());

interface Row {
  qyId: number;
  month: string;
  [k: string]: unknown;
}
const rowOf = (rows: Row[], qyId: number, month: string) => rows.find((r) => r.qyId === qyId && r.month === month);

describe('who may read 运营统计', () => {
  it('refuses enterprise users (403, naming why) on every route, the exports included', async () => {
    for (const url of ['/enterprises', '/operation', '/operation/export', '/report-ledger', '/report-ledger/export', '/reminder-ledger', '/reminder-ledger/export']) {
      const res = await t.call({ method: 'GET', url: `${O}${url}?${RANGE}`, token: qyadmin });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toBe(FORBIDDEN);
    }
    const records = await t.call({ method: 'GET', url: `${O}/report-ledger/records?qyId=1001&resource=hidden-danger&month=2024-02`, token: qyadmin });
    expect(records.statusCode).toBe(403);
  });

  it('lets a read-only user read their own enterprise only', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/operation?${RANGE}`, token: viewer });
    expect(res.statusCode).toBe(200);
    const rows: Row[] = res.json().data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.qyId))).toEqual(new Set([1001]));
    const other = await t.call({ method: 'GET', url: `${O}/operation?${RANGE}&qyId=2001`, token: viewer });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe('只读用户只能查看本企业的统计');
    const names = await t.call({ method: 'GET', url: `${O}/enterprises`, token: viewer });
    expect(names.json().data).toEqual([{ id: 1001, qymc: '示例化工有限公司' }]);
  });
});

describe('GET /ops-stats/operation', () => {
  it('counts logins, permits, hidden dangers and tasks per enterprise and month across enterprises', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/operation?${RANGE}`, token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.months).toEqual(['2024-01', '2024-02', '2024-03']);
    const feb = rowOf(data.rows, 1001, '2024-02');
    expect(feb).toEqual({
      qyId: 1001,
      qymc: '示例化工有限公司',
      month: '2024-02',
      logins: 3,
      loginUsers: 2,
      permits: 2,
      permitsByKind: { DONG_HUO: 1, GAO_CHU: 1 },
      permitsByState: { FINISHED: 1, APPROVING: 1 },
      dangersFound: 2,
      dangersClosed: 1,
      tasks: 4,
      tasksDone: 3,
      tasksOnTime: 2,
    });
    expect(rowOf(data.rows, 1001, '2024-03')).toMatchObject({ logins: 1, loginUsers: 1, dangersFound: 1, dangersClosed: 1, permits: 0, tasks: 0 });
    expect(rowOf(data.rows, 2001, '2024-02')).toMatchObject({ logins: 1, permits: 1, permitsByKind: { DONG_TU: 1 }, dangersFound: 0 });
    // No row of nothing, no platform row.
    expect(rowOf(data.rows, 1001, '2024-01')).toBeUndefined();
    expect(data.rows.some((r: Row) => r.qyId === 0)).toBe(false);
    expect(data.byMonth[1]).toMatchObject({ month: '2024-02', logins: 4, permits: 3, tasks: 4 });
    expect(data.totals).toMatchObject({ logins: 5, permits: 3, dangersFound: 3, dangersClosed: 2, tasksOnTime: 2 });
    expect(data.enterprises).toBe(2);
  });

  it('narrows to one enterprise for the platform administrator', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/operation?${RANGE}&qyId=2001`, token: admin });
    expect(res.json().data.rows.map((r: Row) => `${r.qyId}/${r.month}`)).toEqual(['2001/2024-02']);
  });

  it('refuses a bad range with the field named and changes nothing', async () => {
    const cases: [string, string, string][] = [
      ['from=2024-13&to=2024-03', 'from', '起始月份须为“年-月”格式，如 2026-01'],
      ['from=2024-03&to=2024-01', 'to', '截止月份不能早于起始月份'],
      ['from=2022-01&to=2024-01', 'to', '统计范围最多 24 个月'],
      ['from=2024-01', 'to', '截止月份须为“年-月”格式，如 2026-01'],
    ];
    for (const [q, field, msg] of cases) {
      const res = await t.call({ method: 'GET', url: `${O}/operation?${q}`, token: admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors).toEqual([{ field, message: msg }]);
    }
  });

  it('exports the rows and the totals as xlsx', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/operation/export?${RANGE}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('operation-statistics.xlsx');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('GET /ops-stats/report-ledger', () => {
  it('groups the records created by enterprise, kind and month from the audit trail, paged', async () => {
    const audit = (tenant: number, table: string, when: string, actor: number | null, id: number) =>
      t.db.query(`insert into audit_log(tenant_id, actor_id, action, table_name, record_id, after, at) values ($1, $2, 'insert', $3, $4, $5, $6)`, [
        tenant, actor, table, String(id), JSON.stringify({ id, data: { title: `记录${id}` } }), at(when),
      ]);
    await audit(1001, 'r_hidden_danger', '2024-02-03 08:00:00', ids.qyadmin, 9001);
    await audit(1001, 'r_hidden_danger', '2024-02-04 08:00:00', ids.staff01, 9002);
    await audit(1001, 'r_hidden_danger', '2024-02-05 08:00:00', ids.staff01, 9003);
    await audit(1001, 'permit', '2024-01-15 08:00:00', ids.qyadmin, 9004);
    await audit(2001, 'r_hidden_danger', '2024-02-06 08:00:00', ids.qyadmin2, 9005);
    // An update is no report.
    await t.db.query(`insert into audit_log(tenant_id, actor_id, action, table_name, record_id, at) values (1001, $1, 'update', 'r_hidden_danger', '9001', $2)`, [ids.qyadmin, at('2024-02-09 08:00:00')]);

    const res = await t.call({ method: 'GET', url: `${O}/report-ledger?${RANGE}&qyId=1001&page=1&limit=10`, token: admin });
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    const danger = rows.find((r: Row) => r.resource === 'hidden-danger' && r.month === '2024-02');
    expect(danger).toMatchObject({ qyId: 1001, module: 'yhpc', moduleTitle: '隐患排查', count: 3, reporters: 2 });
    expect(danger.firstAt).toBe(at('2024-02-03 08:00:00').toISOString());
    expect(danger.lastAt).toBe(at('2024-02-05 08:00:00').toISOString());
    expect(rows.find((r: Row) => r.resource === 'permit')).toMatchObject({ month: '2024-01', count: 1, resourceTitle: '作业票', module: 'tszy' });
    expect(rows.every((r: Row) => r.qyId === 1001)).toBe(true);
    // The seed's own records of 2024 (none) do not blur the figures: exactly these two lines.
    expect(total).toBe(2);
    const paged = await t.call({ method: 'GET', url: `${O}/report-ledger?${RANGE}&qyId=1001&page=2&limit=10`, token: admin });
    expect(paged.json().data).toEqual({ rows: [], total: 2 });

    const all = await t.call({ method: 'GET', url: `${O}/report-ledger?${RANGE}&module=yhpc`, token: admin });
    expect(all.json().data.rows.map((r: Row) => `${r.qyId}/${r.resource}/${r.count}`).sort()).toEqual(['1001/hidden-danger/3', '2001/hidden-danger/1']);
  });

  it("lists a line's records with who reported them", async () => {
    const res = await t.call({ method: 'GET', url: `${O}/report-ledger/records?qyId=1001&resource=hidden-danger&month=2024-02&page=1&limit=2`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 3,
      rows: [
        { recordId: '9003', label: '记录9003', at: at('2024-02-05 08:00:00').toISOString(), reporter: '张伟' },
        { recordId: '9002', label: '记录9002', at: at('2024-02-04 08:00:00').toISOString(), reporter: '张伟' },
      ],
    });
    const viewerOther = await t.call({ method: 'GET', url: `${O}/report-ledger/records?qyId=2001&resource=hidden-danger&month=2024-02`, token: viewer });
    expect(viewerOther.statusCode).toBe(403);
  });

  it('records a record created through the API in this month', async () => {
    const created = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/hidden-danger', token: qyadmin, payload: { title: '运营统计测试隐患' } });
    expect(created.statusCode).toBe(200);
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const res = await t.call({ method: 'GET', url: `${O}/report-ledger/records?qyId=1001&resource=hidden-danger&month=${month}&page=1&limit=10`, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows[0]).toMatchObject({ recordId: String(created.json().data.id), label: '运营统计测试隐患', reporter: '企业管理员' });
  });

  it('refuses an unknown resource or module', async () => {
    const bad = await t.call({ method: 'GET', url: `${O}/report-ledger?resource=nope`, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'resource', message: '未知的填报内容：nope' }]);
    const module = await t.call({ method: 'GET', url: `${O}/report-ledger?module=nope`, token: admin });
    expect(module.json().errors).toEqual([{ field: 'module', message: '未知的模块：nope' }]);
  });

  it('exports the ledger as xlsx', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/report-ledger/export?${RANGE}`, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('report-ledger.xlsx');
  });
});

describe('GET /ops-stats/reminder-ledger', () => {
  it('lists the reminders sent with whether they were read and handled, and counts them', async () => {
    const staff = Number(await one(`select id from staffinfo where tenant_id = 1001 and name = '张伟'`));
    const warn = (tenant: number, when: string, extra: Record<string, unknown>) =>
      one(
        `insert into risk_warning(tenant_id, staff_id, risk, model, resource, record_id, zuo_ye_id, status, read_at, risk_time)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [tenant, staff, extra.risk ?? '提醒', extra.model ?? 'yhpc', extra.resource ?? null, extra.recordId ?? null, extra.zuoYeId ?? null,
          extra.read ? 'CLOSE' : 'NEW', extra.read ? at('2024-02-10 12:00:00') : null, at(when)],
      );
    // Read and handled: a step of its record came after it.
    await warn(1001, '2024-02-10 09:00:00', { risk: '请整改隐患', resource: 'hidden-danger', recordId: ids.danger, read: true });
    await t.db.query(`insert into wf_history(tenant_id, resource, record_id, action, at) values (1001, 'hidden-danger', $1, 'rectify', $2)`, [ids.danger, at('2024-02-11 09:00:00')]);
    // Unread, and the only step of its record came before it: not handled.
    await warn(1001, '2024-02-12 09:00:00', { risk: '请验收隐患', resource: 'hidden-danger', recordId: ids.danger });
    // A permit's warning, handled by a later permit step.
    await warn(1001, '2024-02-05 11:00:00', { risk: '作业票即将到期', model: 'tszy', zuoYeId: ids.permit });
    await t.db.query(`insert into permit_event(tenant_id, permit_id, action, by_name, at, to_state) values (1001, $1, 'finish', '张伟', $2, 'FINISHED')`, [ids.permit, at('2024-02-05 15:00:00')]);
    await warn(2001, '2024-02-06 09:00:00', { risk: '其他企业的提醒' });
    await t.db.query(
      `insert into wf_sms_queue(tenant_id, staff_id, mobile, content, send_after, sent_at, created_at) values
         (1001, $1, '13800001001', '短信1', $2, $2, $2), (1001, $1, '13800001001', '短信2', $2, null, $2)`,
      [staff, at('2024-02-10 09:00:00')],
    );

    const res = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}&qyId=1001&page=1&limit=10`, token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.summary).toEqual({ sent: 3, read: 1, handled: 2, smsSent: 1, smsWaiting: 1 });
    expect(data.total).toBe(3);
    expect(data.rows.map((r: Row) => r.content)).toEqual(['请验收隐患', '请整改隐患', '作业票即将到期']);
    expect(data.rows[0]).toMatchObject({ qyId: 1001, recipient: '张伟', read: false, handled: false, handledAt: null, resource: 'hidden-danger', recordId: ids.danger });
    expect(data.rows[1]).toMatchObject({ read: true, readAt: at('2024-02-10 12:00:00').toISOString(), handled: true, handledAt: at('2024-02-11 09:00:00').toISOString() });
    expect(data.rows[2]).toMatchObject({ model: 'tszy', recordId: ids.permit, handled: true, handledAt: at('2024-02-05 15:00:00').toISOString() });

    const unread = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}&qyId=1001&read=false`, token: admin });
    expect(unread.json().data.rows.map((r: Row) => r.content)).toEqual(['请验收隐患', '作业票即将到期']);
    const handled = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}&qyId=1001&handled=true&limit=10&page=1`, token: admin });
    expect(handled.json().data.summary).toMatchObject({ sent: 2, handled: 2 });
    const paged = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}&qyId=1001&page=2&limit=10`, token: admin });
    expect(paged.json().data).toMatchObject({ rows: [], total: 3 });

    const everyone = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}`, token: admin });
    expect(everyone.json().data.summary.sent).toBe(4);
    const own = await t.call({ method: 'GET', url: `${O}/reminder-ledger?${RANGE}`, token: viewer });
    expect(own.json().data.summary.sent).toBe(3);
    expect(own.json().data.rows.every((r: Row) => r.qyId === 1001)).toBe(true);
  });

  it('exports the ledger as xlsx', async () => {
    const res = await t.call({ method: 'GET', url: `${O}/reminder-ledger/export?${RANGE}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('reminder-ledger.xlsx');
  });
});

describe('the demo data', () => {
  it('gives each screen figures on a fresh start', async () => {
    const op = (await t.call({ method: 'GET', url: `${O}/operation`, token: admin })).json().data;
    expect(op.totals.logins).toBeGreaterThan(0);
    expect(op.totals.permits).toBeGreaterThan(0);
    expect(op.totals.dangersFound).toBeGreaterThan(0);
    expect(op.totals.tasks).toBeGreaterThan(0);
    const ledger = (await t.call({ method: 'GET', url: `${O}/report-ledger`, token: admin })).json().data;
    expect(ledger.total).toBeGreaterThan(0);
    const reminders = (await t.call({ method: 'GET', url: `${O}/reminder-ledger`, token: admin })).json().data;
    expect(reminders.summary.sent).toBeGreaterThan(0);
  });
});
