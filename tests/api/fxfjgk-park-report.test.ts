// 园区报送 (issue 17 item 6, docs/park-report.md): the hierarchy, the control tasks and the hidden dangers reported in the
// park platforms' shape with the enterprise's unified social credit code; each report logged (a `park-report` record, its
// file kept byte for byte) and listed by the 填报台账; a preview logs nothing; refusals name the field and write nothing.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const R = '/zax-cloud/fxfjgk/park-report';
const CODE = '91320500MA1X2Y3T4E';
let t: TestApp;
let qyadmin: string;
let qyadmin2: string;
let staff01: string;
let viewer: string;
let admin: string;

type Json = Record<string, unknown>;
const send = (payload: Json, token = qyadmin) => t.call({ method: 'POST', url: R, token, payload });
const count = async (sql: string) => Number((await t.db.query<{ n: number }>(sql))[0].n);
const logged = () => count(`select count(*)::int as n from r_park_report where tenant_id = 1001 and not deleted`);
const files = () => count(`select count(*)::int as n from park_report_file where tenant_id = 1001`);
const live = (table: string) => count(`select count(*)::int as n from ${table} where tenant_id = 1001 and not deleted`);

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

describe('reporting the hierarchy', () => {
  let sent: Json & { id: number };

  it('sends the whole hierarchy with the enterprise’s code and logs it', async () => {
    const before = await logged();
    const res = await send({ kind: 'hierarchy' });
    expect(res.statusCode, res.body).toBe(200);
    sent = res.json().data;
    const total = (await live('r_risk_object')) + (await live('r_risk_unit')) + (await live('r_risk_event')) + (await live('r_control_measure'));
    expect(total).toBeGreaterThan(0);
    expect(sent).toMatchObject({ dataType: 'hierarchy', recordCount: total, creditCode: CODE });
    expect(sent.fileName).toMatch(new RegExp(`^${CODE}_hierarchy_\\d{14}\\.json$`));
    expect(await logged()).toBe(before + 1);
    const detail = await t.call({ url: `${U}/park-report/${sent.id}`, token: qyadmin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ dataType: 'hierarchy', recordCount: total, creditCode: CODE, enterpriseName: '示例化工有限公司', sha256: sent.sha256 });
  });

  it('answers the file as sent: the envelope, every row with the code, its digest the logged one', async () => {
    const res = await t.call({ url: `${R}/${sent.id}/file`, token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers['content-disposition'])).toContain(String(sent.fileName));
    expect(crypto.createHash('sha256').update(res.body, 'utf8').digest('hex')).toBe(sent.sha256);
    const body = JSON.parse(res.body) as { creditCode: string; dataType: string; count: number; data: Record<string, Json[]> };
    expect(body).toMatchObject({ version: '1.0', creditCode: CODE, dataType: 'hierarchy', count: sent.recordCount, range: null });
    const rows = Object.values(body.data).flat();
    expect(rows.length).toBe(sent.recordCount);
    expect(rows.every((r) => r.creditCode === CODE)).toBe(true);
    const [unit] = await t.db.query<{ id: number; objectId: string }>(`select id::int as id, data->>'objectId' as "objectId" from r_risk_unit where tenant_id = 1001 and not deleted and data->>'riskLevel' = 'large' order by id limit 1`);
    expect(body.data.units.find((u) => u.id === unit.id)).toMatchObject({ objectId: Number(unit.objectId), riskLevel: '2' });
  });

  it('is listed by the 填报台账 (the platform’s view of what each enterprise reported)', async () => {
    const res = await t.call({ url: '/zax-cloud/ops-stats/report-ledger', query: { resource: 'park-report', qyId: '1001', page: '1', limit: '10' }, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = res.json().data.rows as Json[];
    expect(line).toMatchObject({ qyId: 1001, resource: 'park-report', resourceTitle: '园区报送记录', count: await logged() });
    const month = String(line.month);
    const recs = await t.call({ url: '/zax-cloud/ops-stats/report-ledger/records', query: { qyId: '1001', resource: 'park-report', month, page: '1', limit: '10' }, token: admin });
    expect(recs.statusCode, recs.body).toBe(200);
    expect((recs.json().data.rows as Json[]).map((r) => String(r.recordId))).toContain(String(sent.id));
  });

  it('keeps a report’s file from another enterprise (404) and from those who may not read the reports (403)', async () => {
    expect((await t.call({ url: `${R}/${sent.id}/file`, token: qyadmin2 })).statusCode).toBe(404);
    expect((await t.call({ url: `${R}/${sent.id}/file`, token: staff01 })).statusCode).toBe(403);
    expect((await t.call({ url: `${R}/99999999/file`, token: qyadmin })).statusCode).toBe(404);
  });
});

describe('reporting tasks and hidden dangers over a range', () => {
  let taskId: number;

  beforeAll(async () => {
    const [p] = await t.db.query<{ id: number; departmentId: number }>(`select id::int as id, department_id::int as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted`);
    await t.db.query(`update departmentinfo set dept_type = 'team' where tenant_id = 1001 and id = $1`, [p.departmentId]);
    const ok = async (resource: string, payload: Json) => {
      const res = await t.call({ method: 'POST', url: `${U}/${resource}`, token: qyadmin, payload });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().data.id);
    };
    const objectId = await ok('risk-object', { name: '报送测试装置', objectType: 'non-major', deptId: p.departmentId, personId: p.id });
    const unitId = await ok('risk-unit', { name: '报送测试储罐', objectId, deptId: p.departmentId, personId: p.id });
    const eventId = await ok('risk-event', { name: '报送测试泄漏', unitId, eventType: 'fire', method: 'LS', lsL: 2, lsS: 3 });
    const measureId = await ok('control-measure', { name: '报送测试巡检', eventId, classify1: 'operation', classify2: 'operation-record', controlLevel: 'team', checkContent: '检查报送测试储罐液位', assigneeId: p.id, startDate: '2026-11-20' });
    await runSchedules(t.db, new Date('2026-11-25T10:00:00+08:00'), { tenants: [1001] });
    const [task] = await t.db.query<{ id: number }>(`select id::int as id from r_control_task where tenant_id = 1001 and data->>'measureId' = $1 and data->>'period' = '2026-11-25'`, [String(measureId)]);
    taskId = task.id;
    const done = await t.call({ method: 'PUT', url: `${U}/control-task`, token: qyadmin, payload: { id: taskId, result: 'abnormal', abnormalDesc: '液位计失灵', checkerId: p.id } });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('reports the tasks due in the range, the abnormal one with its result and hidden danger', async () => {
    const res = await send({ kind: 'tasks', from: '2026-11-25', to: '2026-11-25' });
    expect(res.statusCode, res.body).toBe(200);
    const file = JSON.parse((await t.call({ url: `${R}/${res.json().data.id}/file`, token: qyadmin })).body) as { range: Json; count: number; data: Json[] };
    expect(file.range).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(file.count).toBe(file.data.length);
    expect(file.data.every((r) => String(r.dueAt).startsWith('2026-11-25'))).toBe(true);
    const mine = file.data.find((r) => r.id === taskId);
    expect(mine).toMatchObject({ creditCode: CODE, controlLevel: '3', result: '1', abnormalDesc: '液位计失灵', checkerName: '张伟', state: 'done' });
    expect(mine?.hiddenDangerId).toEqual(expect.any(Number));
    const other = await send({ kind: 'tasks', from: '2020-01-01', to: '2020-01-31' });
    expect(other.json().data.recordCount).toBe(0);
  });

  it('reports the hidden dangers found or changed in the range, with the source of the registered one', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const preview = await t.call({ url: `${R}/preview`, query: { kind: 'hidden-dangers', from: today, to: today }, token: viewer });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data as { creditCode: string; count: number; data: Json[] };
    expect(data.creditCode).toBe(CODE);
    expect(data.data.find((d) => d.sourceKind === 'control-task' && d.sourceRecordId === taskId)).toMatchObject({ creditCode: CODE, state: 'reported' });
    // A preview logs nothing; sending logs one report.
    const before = await logged();
    await t.call({ url: `${R}/preview`, query: { kind: 'hierarchy' }, token: qyadmin });
    expect(await logged()).toBe(before);
    const res = await send({ kind: 'hidden-dangers', from: today, to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recordCount).toBe(data.count);
    expect(await logged()).toBe(before + 1);
  });
});

describe('refusals write nothing', () => {
  it.each<[string, Json, string | undefined, number, string, string]>([
    ['an unknown kind', { kind: 'everything' }, undefined, 400, 'kind', '报送内容「everything」无效，应为风险分级管控体系、管控任务或隐患'],
    ['tasks without a start', { kind: 'tasks', to: '2026-11-30' }, undefined, 400, 'from', '请填写开始日期（年-月-日）'],
    ['an impossible date', { kind: 'tasks', from: '2026-11-01', to: '2026-11-31' }, undefined, 400, 'to', '请填写结束日期（年-月-日）'],
    ['a reversed range', { kind: 'hidden-dangers', from: '2026-11-30', to: '2026-11-01' }, undefined, 400, 'to', '结束日期不能早于开始日期'],
  ])('%s', async (_, payload, token, status, field, message) => {
    const [b1, b2] = [await logged(), await files()];
    const res = await send(payload, token);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors[0]).toEqual({ field, message });
    expect([await logged(), await files()]).toEqual([b1, b2]);
  });

  it('refuses a reader’s send (403)', async () => {
    const before = await logged();
    expect((await send({ kind: 'hierarchy' }, viewer)).statusCode).toBe(403);
    expect((await send({ kind: 'hierarchy' }, staff01)).statusCode).toBe(403);
    expect(await logged()).toBe(before);
  });

  it('refuses (409 at creditCode) an enterprise without a code, or with a wrong check character', async () => {
    const before = await logged();
    await t.db.query(`update r_enterprise_info set data = data || '{"creditCode": "91320500MA1X2Y3T4K"}'::jsonb where tenant_id = 1001`);
    const wrong = await send({ kind: 'hierarchy' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors[0]).toEqual({ field: 'creditCode', message: '统一社会信用代码「91320500MA1X2Y3T4K」校验位不正确，请核对企业基本信息' });
    await t.db.query(`update r_enterprise_info set data = data - 'creditCode' where tenant_id = 1001`);
    await t.db.query(`update qyxx set credit_code = null where tenant_id = 1001`);
    const none = await send({ kind: 'hierarchy' });
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0]).toEqual({ field: 'creditCode', message: '企业基本信息未填写统一社会信用代码，无法向园区报送' });
    expect(await logged()).toBe(before);
  });
});
