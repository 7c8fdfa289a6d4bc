// A measure from a template naming who confirms it (措施模板 confirmRole; issue 16 item 5, docs/permits.md "Safety
// measures") is confirmed by a holder of that role on the permit: its 监护人 (several names: any), its 作业负责人, one of
// its 作业人, the 负责人 of its 申请单位 (the department's 负责人, or a member holding the 所在单位意见 role, 车间主任), a
// 安全管理人员 (the enterprise's register, not voided, or an account of the 安全管理部门 role). Submit with another
// confirmer is refused (409 naming the measure, the role and the person, nothing changed) and accepted with the right
// one; at the site (siteGuard/measure) such a measure is open to the holder of its role, guardian or not (the leader, the
// unit leader), and refused to anyone else the same way, the guardian included; a measure of no role stays the
// guardian's; the view tells each caller which they may confirm. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/action-template';
const HOT = kindUrl('DONG_HUO');
let t: TestApp;
let api: PermitApi;
let admin: string;
const staff = new Map<string, number>();
const templates = new Map<string, number>();

const stored = async (id: number) => (await t.db.query<{ state: string; data: Record<string, unknown>; version: number }>('select state, data, version from permit where id = $1', [id]))[0];
const events = async (id: number) => Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0].n);

async function template(role: string, phase = 'before'): Promise<number> {
  const payload = { name: `由${role}确认`, workType: 'DONG_HUO', phase, measureType: 'management', content: `由${role}确认的措施（${phase}）`, confirmRole: role, needPhoto: false };
  const res = await t.call({ method: 'POST', url: EP, token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

const staffId = (name: string) => {
  const id = staff.get(name);
  if (id === undefined) throw new Error(`no staff ${name}`);
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  for (const r of await t.db.query<{ id: string; name: string }>('select id, name from staffinfo where tenant_id = 1001 and not deleted')) staff.set(r.name, Number(r.id));
  for (const role of ['guardian', 'leader', 'worker', 'unit_leader', 'safety_manager']) templates.set(role, await template(role));
  // 生产二车间 names its 负责人 (nobody of it holds the 车间主任 role).
  await t.db.query("update departmentinfo set leader = '刘洋' where tenant_id = 1001 and name = '生产二车间'");
}, 120_000);
afterAll(() => t?.close());

/** A hot work draft (guardian 陈明, leader 张伟, worker 刘洋, unit 生产一车间 unless `over` says) whose one measure, of the role's template, `who` confirms. */
async function draftConfirmedBy(role: string, who: string, over: Record<string, unknown> = {}) {
  const measure = { cuoShi: `由${role}确认的措施（before）`, sheJi: true, jieDuan: 'before', muBan: templates.get(role), queRenRenYuan: staffId(who) };
  return createDraft(api, 'DONG_HUO', { ...over, anQuanCuoShi: [measure] });
}

describe('submit: the confirmer holds the role the template names', () => {
  it.each([
    ['guardian', '张伟', '陈明', {}, '须由监护人确认（措施模板要求），确认人张伟不是本作业票的监护人'],
    ['guardian', '张伟', '刘洋', { jianHuRen: '陈明、刘洋' }, '须由监护人确认（措施模板要求），确认人张伟不是本作业票的监护人'],
    ['leader', '陈明', '张伟', {}, '须由作业负责人确认（措施模板要求），确认人陈明不是本作业票的作业负责人'],
    ['worker', '陈明', '刘洋', {}, '须由作业人确认（措施模板要求），确认人陈明不是本作业票的作业人'],
    // 赵志强 (cj01) holds 车间主任 in 生产一车间; 张伟 is of the unit without the role.
    ['unit_leader', '张伟', '赵志强', {}, '须由所在单位负责人确认（措施模板要求），确认人张伟不是申请单位「生产一车间」的负责人'],
    // 生产二车间's 负责人 is 刘洋 by name; 赵志强 leads another unit.
    ['unit_leader', '赵志强', '刘洋', { buMen: '生产二车间' }, '须由所在单位负责人确认（措施模板要求），确认人赵志强不是申请单位「生产二车间」的负责人'],
    // 王建国 is on the 安全管理人员 register; 赵志强's entry is voided.
    ['safety_manager', '赵志强', '王建国', {}, '须由安全管理人员确认（措施模板要求），确认人赵志强不是本企业的安全管理人员'],
    // 李安全 holds the 安全管理部门 role (aq01); 陈明 neither.
    ['safety_manager', '陈明', '李安全', {}, '须由安全管理人员确认（措施模板要求），确认人陈明不是本企业的安全管理人员'],
  ] as const)('%s: refused with %s (409, nothing changed), accepted with %s', async (role, wrong, right, over, message) => {
    const p = await draftConfirmedBy(role, wrong, over);
    const [before, eventsBefore] = [await stored(p.id), await events(p.id)];
    const refused = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toBe(`安全措施第1项「由${role}确认的措施（before）」${message}`);
    expect(await stored(p.id)).toEqual(before);
    expect(await events(p.id)).toBe(eventsBefore);

    const fixed = [{ ...(p.anQuanCuoShi as Record<string, unknown>[])[0], queRenRenYuan: staffId(right) }];
    const saved = await api.post('staff01', `${HOT}/saveOrUpdate`, { ...p, anQuanCuoShi: fixed });
    expect(saved.status, saved.body.msg).toBe(200);
    const ok = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.e.zhuangTai).toBe('APPROVING');
    expect(ok.e.anQuanCuoShi[0]).toMatchObject({ queRenRen: right, queRenRenYuan: staffId(right) });
  });

  it('answers in English for an English reader', async () => {
    const p = await draftConfirmedBy('guardian', '张伟');
    const res = await t.call({ method: 'POST', url: `${HOT}/submit`, token: await api.token('staff01'), payload: { id: p.id }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Safety measure 1 “由guardian确认的措施（before）” must be confirmed by the guardian (its template asks so): 张伟 is not the guardian of this permit');
  });
});

describe('at the site: a measure whose template names a role is confirmed by its holder, guardian or not', () => {
  let permit = 0;
  const SITE = '/zax-cloud/tszy/zuoYePiao/siteGuard';
  const confirm = async (index: number, login: string) => t.call({ method: 'POST', url: `${SITE}/measure`, token: await api.token(login), payload: { id: permit, index } });
  const checks = async () => (await t.db.query<{ index: number; by: string }>('select measure_index as index, by_name as by from permit_measure_check where permit_id = $1 order by measure_index', [permit])).map((r) => [Number(r.index), r.by]);
  const view = async (login: string) => {
    const res = await t.call({ method: 'GET', url: `${SITE}?id=${permit}`, token: await api.token(login) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().entity as { measures: { index: number; confirmRole: string | null; mayConfirm: boolean }[] }).measures.map((m) => [m.index, m.confirmRole, m.mayConfirm]);
  };
  const leaderMayGuard = (on: boolean) => t.call({ method: 'POST', url: '/zax-cloud/tszy/fieldConfig', token: admin, payload: { leaderMayGuard: on } });

  beforeAll(async () => {
    const measures = [
      { cuoShi: '监护人全程在场监护', sheJi: true, jieDuan: 'during', muBan: await template('guardian', 'during') },
      { cuoShi: '作业完毕清理现场', sheJi: true, jieDuan: 'after', muBan: await template('leader', 'after') },
      { cuoShi: '现场设置警戒', sheJi: true, jieDuan: 'during' },
      { cuoShi: '所在单位负责人检查现场', sheJi: true, jieDuan: 'after', muBan: await template('unit_leader', 'after') },
    ];
    const [row] = await t.db.query<{ id: string }>(
      `update permit set data = data || $1::jsonb
        where id = (select id from permit where tenant_id = 1001 and kind = 'DONG_HUO' and state = 'IN_PROGRESS' order by id limit 1) returning id`,
      [JSON.stringify({ jianHuRen: '李安全', zuoYeFuZeRen: '张伟', buMen: '生产一车间', anQuanCuoShi: measures })],
    );
    permit = Number(row.id);
    expect((await leaderMayGuard(false)).statusCode).toBe(200);
  });

  it('the view says who confirms each measure and whether the caller may (the same rule as the route)', async () => {
    // aq01 李安全 guards; staff01 张伟 leads (the enterprise does not let the leader guard); cj01 赵志强 leads the unit.
    expect(await view('aq01')).toEqual([[0, 'guardian', true], [1, 'leader', false], [2, null, true], [3, 'unit_leader', false]]);
    expect(await view('staff01')).toEqual([[0, 'guardian', false], [1, 'leader', true], [2, null, false], [3, 'unit_leader', false]]);
    expect(await view('cj01')).toEqual([[0, 'guardian', false], [1, 'leader', false], [2, null, false], [3, 'unit_leader', true]]);
  });

  it('the guardian is refused the leader’s measure (409 at index, nothing written)', async () => {
    const res = await confirm(1, 'aq01');
    expect(res.statusCode).toBe(409);
    const msg = '安全措施第2项「作业完毕清理现场」须由作业负责人确认（措施模板要求），确认人李安全不是本作业票的作业负责人';
    expect(res.json()).toMatchObject({ code: 409, msg, errors: [{ field: 'index', message: msg }] });
    expect(await checks()).toEqual([]);
  });

  it('the leader, not the guardian and not allowed to guard, confirms the leader’s measure; the others stay refused to them', async () => {
    const res = await confirm(1, 'staff01');
    expect(res.statusCode, res.body).toBe(200);
    expect(await checks()).toEqual([[1, '张伟']]);
    expect(await view('staff01')).toEqual([[0, 'guardian', false], [1, 'leader', false], [2, null, false], [3, 'unit_leader', false]]);
    // The guardian's measure by role: 409 naming the role; the measure of no role: the guardian's (403).
    const guardian = await confirm(0, 'staff01');
    expect(guardian.statusCode).toBe(409);
    expect(guardian.json().msg).toBe('安全措施第1项「监护人全程在场监护」须由监护人确认（措施模板要求），确认人张伟不是本作业票的监护人');
    const none = await confirm(2, 'staff01');
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toBe('只有本作业票的监护人（李安全）可以确认作业中的安全措施和登记出入');
    expect(await checks()).toEqual([[1, '张伟']]);
  });

  it('the unit leader confirms the unit leader’s measure at the site; the guardian confirms theirs and the one of no role', async () => {
    const refusedToGuardian = await confirm(3, 'aq01');
    expect(refusedToGuardian.statusCode).toBe(409);
    expect(refusedToGuardian.json().msg).toBe('安全措施第4项「所在单位负责人检查现场」须由所在单位负责人确认（措施模板要求），确认人李安全不是申请单位「生产一车间」的负责人');
    expect((await confirm(3, 'cj01')).statusCode).toBe(200);
    expect((await confirm(0, 'aq01')).statusCode).toBe(200);
    expect((await confirm(2, 'aq01')).statusCode).toBe(200);
    expect(await checks()).toEqual([[0, '李安全'], [1, '张伟'], [2, '李安全'], [3, '赵志强']]);
  });

  it('the leader allowed to guard still confirms no measure of another role', async () => {
    await t.db.query('delete from permit_measure_check where permit_id = $1 and measure_index in (0, 2)', [permit]);
    expect((await leaderMayGuard(true)).statusCode).toBe(200);
    try {
      expect(await view('staff01')).toEqual([[0, 'guardian', false], [1, 'leader', false], [2, null, true], [3, 'unit_leader', false]]);
      expect((await confirm(0, 'staff01')).statusCode).toBe(409);
      expect((await confirm(2, 'staff01')).statusCode).toBe(200);
      expect(await checks()).toEqual([[1, '张伟'], [2, '张伟'], [3, '赵志强']]);
    } finally {
      await leaderMayGuard(false);
    }
  });
});
