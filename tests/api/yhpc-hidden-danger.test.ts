// 隐患排查's closed loop (issue 17 part 3, docs/hidden-danger.md): 上报 → 登记确认 → 整改 → 验收 (fail back to
// 整改, pass 销号), 现场立即整改, one extension with its approval, the refusals (a criterion case as 一般, a
// deadline in the past, a major one without its 五落实 plan, the rectifier accepting their own work), the
// deadline sweep's warning and escalation, and registerHiddenDanger from another module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import type { AuthContext } from '../../src/server/plugins/auth.ts';
import { registerHiddenDanger } from '../../src/server/yhpc/register-hidden-danger.ts';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { sitesToday } from '../../src/server/yhpc/sites-today.ts';

const EP = '/zax-cloud/u-basic/hidden-danger';
type Json = Record<string, unknown>;
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
const userOf: Record<string, number> = {};
let dept: number;

const dayFrom = (n: number): string => {
  const d = new Date(`${sitesToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const act = (who: string, action: string, payload: Json) => t.call({ method: 'POST', url: `${EP}/${action}`, token: tok[who], payload });
const stored = async (id: unknown): Promise<Json> => (await t.db.query<{ data: Json }>('select data from r_hidden_danger where id = $1', [id as number]))[0].data;

async function report(who = 'staff01', extra: Json = {}): Promise<number> {
  const res = await t.call({ method: 'POST', url: EP, token: tok[who], payload: { title: '罐区阀门泄漏', description: '二号罐出口阀法兰渗漏', photos: ['/staticImage/a.png'], location: '罐区东侧', ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

function registration(extra: Json = {}): Json {
  return { level: 'general', category: 'equipment', rectifyDept: dept, rectifier: staffOf.staff01, acceptor: staffOf.cj01, rectifyDeadline: dayFrom(7), measures: '更换垫片并紧固', ...extra };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'aq01', 'cj01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ id: number; login_name: string; ren_yuan_id: number | null }>('select id, login_name, ren_yuan_id from sysuser where tenant_id = 1001');
  for (const u of users) {
    userOf[u.login_name] = Number(u.id);
    if (u.ren_yuan_id !== null) staffOf[u.login_name] = Number(u.ren_yuan_id);
  }
  dept = Number((await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 order by id limit 1'))[0].id);
  await t.db.query('update staffinfo set department_id = $1 where id = $2', [dept, staffOf.cj01]);
});

afterAll(async () => {
  await t?.close();
});

describe('the closed loop', () => {
  it('reported by anyone, registered, rectified, rejected once, accepted and closed on time', async () => {
    const id = await report();
    expect(await stored(id)).toMatchObject({ state: 'reported', sourceKind: 'report', foundDate: sitesToday() });

    // Only the safety department (or the enterprise) registers.
    expect((await act('staff01', 'register', { id, fields: registration() })).statusCode).toBe(409);
    const reg = await act('aq01', 'register', { id, fields: registration() });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'rectifying', dueDate: dayFrom(7), supervised: false });

    // The responsible person rectifies with a description and photos.
    const missing = await act('staff01', 'rectify', { id, fields: { rectifyDescription: '已更换' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('afterPhotos');
    expect((await act('staff01', 'rectify', { id, fields: { rectifyDescription: '已更换垫片', afterPhotos: ['/staticImage/b.png'] } })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'accepting', rectifiedDate: sitesToday() });

    expect((await act('staff01', 'accept', { id })).statusCode).toBe(409);

    // A failed acceptance returns it to 整改 with the reason.
    expect((await act('cj01', 'reject', { id })).statusCode).toBe(400);
    expect((await act('cj01', 'reject', { id, opinion: '仍有渗漏' })).statusCode).toBe(200);
    expect((await stored(id)).state).toBe('rectifying');
    expect((await act('staff01', 'rectify', { id, fields: { rectifyDescription: '重新更换并试压', afterPhotos: ['/staticImage/c.png'] } })).statusCode).toBe(200);
    const ok = await act('cj01', 'accept', { id, fields: { acceptOpinion: '合格' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'closed', closedDate: sitesToday(), onTime: true, fixedOnSite: false });

    const history = (await t.call({ url: `${EP}/history?id=${id}`, token: tok.aq01 })).json().data as Json[];
    expect(history.map((h) => h.action)).toEqual(['create', 'register', 'rectify', 'reject', 'rectify', 'accept']);
    expect(history[3].opinion).toBe('仍有渗漏');
  });

  it('现场立即整改 closes at once with the photos before and after', async () => {
    const id = await report('staff01');
    const none = await act('staff01', 'fix-on-site', { id, fields: { rectifyDescription: '已当场关闭阀门' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('afterPhotos');
    const res = await act('staff01', 'fix-on-site', { id, fields: { rectifyDescription: '已当场紧固', afterPhotos: ['/staticImage/d.png'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'closed', fixedOnSite: true, closedDate: sitesToday(), rectifiedDate: sitesToday() });
  });
});

describe('refusals, nothing changed', () => {
  it('a criterion case as 一般, a deadline in the past, a major one without its plan', async () => {
    const id = await report();
    const criterion = Number((await t.db.query<{ id: number }>("select id from r_major_danger_criterion where tenant_id = 0 and (data->>'itemNo')::int = 15"))[0].id);

    const general = await act('aq01', 'register', { id, fields: registration({ criterionId: criterion }) });
    expect(general.statusCode).toBe(400);
    expect(general.json()).toMatchObject({ msg: '该隐患符合重大隐患判定标准，应登记为重大隐患，不能登记为一般隐患' });
    expect(general.json().errors[0].field).toBe('level');

    const past = await act('aq01', 'register', { id, fields: registration({ rectifyDeadline: dayFrom(-1) }) });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('整改期限不能早于今天');

    const noPlan = await act('aq01', 'register', { id, fields: registration({ level: 'major', criterionId: criterion, planMeasures: '停用并更换安全阀' }) });
    expect(noPlan.statusCode).toBe(400);
    expect((noPlan.json().errors as Json[]).map((e) => e.field)).toEqual(['planResponsibility', 'planFunds', 'planTimeLimit', 'planContingency']);
    expect((await stored(id)).state).toBe('reported');

    const plan = { planResponsibility: '设备部经理负责', planMeasures: '停用并更换安全阀', planFunds: 20000, planTimeLimit: dayFrom(20), planContingency: '超压泄放应急处置方案' };
    const major = await act('aq01', 'register', { id, fields: registration({ level: 'major', criterionId: criterion, rectifyDeadline: dayFrom(20), ...plan }) });
    expect(major.statusCode, major.body).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'rectifying', level: 'major', supervised: true });
    const list = (await t.call({ url: `${EP}/list?supervised=true`, token: tok.qyadmin })).json().data;
    expect((list.rows as Json[]).map((r) => r.id)).toContain(id);
  });
});

describe('the acceptor is not the rectifier', () => {
  it('a safety officer who rectified cannot accept their own work', async () => {
    const id = await report();
    expect((await act('aq01', 'register', { id, fields: registration({ rectifier: staffOf.aq01 }) })).statusCode).toBe(200);
    expect((await act('aq01', 'rectify', { id, fields: { rectifyDescription: '已处理', afterPhotos: ['/staticImage/e.png'] } })).statusCode).toBe(200);
    const self = await act('aq01', 'accept', { id });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toMatch(/本人/);
    expect((await stored(id)).state).toBe('accepting');
  });
});

describe('extension', () => {
  it('once, with a reason and the safety department’s approval, moving the due day', async () => {
    const id = await report();
    expect((await act('aq01', 'register', { id, fields: registration({ rectifyDeadline: dayFrom(3) }) })).statusCode).toBe(200);
    const early = await act('staff01', 'request-extension', { id, fields: { extensionReason: '备件未到', extendedDeadline: dayFrom(2) } });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('申请延期至的日期必须晚于原整改期限');
    expect((await act('staff01', 'request-extension', { id, fields: { extensionReason: '备件未到', extendedDeadline: dayFrom(10) } })).statusCode).toBe(200);
    expect((await act('staff01', 'review-extension', { id, fields: { extensionResult: 'approved' } })).statusCode).toBe(409);
    expect((await act('aq01', 'review-extension', { id, fields: { extensionResult: 'approved' } })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'rectifying', dueDate: dayFrom(10), extensionResult: 'approved' });
    const again = await act('staff01', 'request-extension', { id, fields: { extensionReason: '再延', extendedDeadline: dayFrom(20) } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('整改期限只能延期一次');
  });
});

describe('deadlines', () => {
  it('an overdue hidden danger is warned to the responsible person and escalated to the department head and the safety department', async () => {
    const id = await report();
    expect((await act('aq01', 'register', { id, fields: registration({ rectifyDeadline: dayFrom(1) }) })).statusCode).toBe(200);
    const file = resourceRegistry().byKey.get('hidden-danger');
    if (!file) throw new Error('hidden-danger not registered');
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    await sweepDeadlines(t.db, at(3), [file]);
    const waiting = await t.db.query<{ who: string; kind: string }>("select who, kind from wf_waiting where resource = 'hidden-danger' and record_id = $1 and kind = 'overdue'", [id]);
    expect(waiting.map((w) => w.who)).toContain(`staff:${staffOf.staff01}`);
    const warned = await t.db.query<{ staff_id: number; kind: string; model: string }>("select staff_id, kind, model from risk_warning where resource = 'hidden-danger' and record_id = $1", [id]);
    const kinds = (staff: number) => warned.filter((w) => Number(w.staff_id) === staff).map((w) => w.kind);
    expect(kinds(staffOf.staff01)).toContain('WF_OVERDUE');
    expect(kinds(staffOf.cj01)).toContain('WF_ESCALATED');
    expect(kinds(staffOf.aq01)).toContain('WF_ESCALATED');
    expect(warned.every((w) => w.model === 'yhpc')).toBe(true);
  });
});

describe('registerHiddenDanger', () => {
  it('creates a 待登记 hidden danger remembering its source, with its history and the registrar waiting', async () => {
    const auth = { session: { renYuanId: staffOf.staff01 }, userId: userOf.staff01, loginName: 'staff01', tenantId: 1001, homeTenantId: 1001, roles: ['qyStaff'], isAdmin: false, viewOnly: false } as unknown as AuthContext;
    const { id } = await inTenant(t.db, auth, (tx) => registerHiddenDanger(tx, auth, { title: '巡检点压力表损坏', source: { kind: 'patrol', resource: 'patrol-record', recordId: 42 }, photos: ['/staticImage/p.png'] }));
    expect(await stored(id)).toMatchObject({ state: 'reported', title: '巡检点压力表损坏', sourceKind: 'patrol', sourceResource: 'patrol-record', sourceRecordId: 42, foundDate: sitesToday() });
    const history = await t.db.query<{ action: string }>("select action from wf_history where resource = 'hidden-danger' and record_id = $1", [id]);
    expect(history.map((h) => h.action)).toEqual(['create']);
    const waiting = await t.db.query<{ who: string }>("select who from wf_waiting where resource = 'hidden-danger' and record_id = $1 and kind = 'transition'", [id]);
    expect(waiting.map((w) => w.who)).toContain('role:safetyDept');
    await expect(inTenant(t.db, auth, (tx) => registerHiddenDanger(tx, auth, { title: ' ', source: { kind: 'patrol', resource: 'x', recordId: 1 } }))).rejects.toMatchObject({ status: 400 });
    await expect(inTenant(t.db, auth, (tx) => registerHiddenDanger(tx, auth, { title: 'x', source: { kind: 'nope' as 'patrol', resource: 'x', recordId: 1 } }))).rejects.toMatchObject({ status: 400 });
  });
});
