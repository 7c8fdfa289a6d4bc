// A measure from a template naming who confirms it (措施模板 confirmRole; issue 16 item 5, docs/permits.md "Safety
// measures") is confirmed by a holder of that role on the permit: its 监护人 (several names: any), its 作业负责人, one of
// its 作业人, the 负责人 of its 申请单位 (the department's 负责人, or a member holding the 所在单位意见 role, 车间主任), a
// 安全管理人员 (the enterprise's register, not voided, or an account of the 安全管理部门 role). Submit with another
// confirmer is refused (409 naming the measure, the role and the person, nothing changed) and accepted with the right
// one; at the site (siteGuard/measure) the guardian confirming a 作业负责人 measure is refused the same way. Runs on PGlite
// and on PostgreSQL (TEST_DATABASE_URL).
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

describe('at the site: the guardian confirms only what the template leaves to the guardian', () => {
  let permit = 0;
  const confirm = async (index: number, login: string) =>
    t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/siteGuard/measure', token: await api.token(login), payload: { id: permit, index } });
  const checks = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit_measure_check where permit_id = $1', [permit]))[0].n);

  beforeAll(async () => {
    const during = await template('guardian', 'during');
    const after = await template('leader', 'after');
    const measures = [
      { cuoShi: '监护人全程在场监护', sheJi: true, jieDuan: 'during', muBan: during },
      { cuoShi: '作业完毕清理现场', sheJi: true, jieDuan: 'after', muBan: after },
    ];
    const [row] = await t.db.query<{ id: string }>(
      `update permit set data = data || $1::jsonb
        where id = (select id from permit where tenant_id = 1001 and kind = 'DONG_HUO' and state = 'IN_PROGRESS' order by id limit 1) returning id`,
      [JSON.stringify({ jianHuRen: '李安全', zuoYeFuZeRen: '张伟', anQuanCuoShi: measures })],
    );
    permit = Number(row.id);
  });

  it('the guardian confirms the guardian’s measure; the leader’s is refused to them (409 at index, nothing written)', async () => {
    expect((await confirm(0, 'aq01')).statusCode).toBe(200);
    const before = await checks();
    const res = await confirm(1, 'aq01');
    expect(res.statusCode).toBe(409);
    const msg = '安全措施第2项「作业完毕清理现场」须由作业负责人确认（措施模板要求），确认人李安全不是本作业票的作业负责人';
    expect(res.json()).toMatchObject({ code: 409, msg, errors: [{ field: 'index', message: msg }] });
    expect(await checks()).toBe(before);
  });

  it('the leader, allowed at the site, confirms the leader’s measure', async () => {
    const save = (leaderMayGuard: boolean) => t.call({ method: 'POST', url: '/zax-cloud/tszy/fieldConfig', token: admin, payload: { leaderMayGuard } });
    expect((await save(true)).statusCode).toBe(200);
    try {
      const res = await confirm(1, 'staff01');
      expect(res.statusCode, res.body).toBe(200);
      expect(await checks()).toBe(2);
    } finally {
      await save(false);
    }
  });
});
