// A permit's safety measures (issue 16 item 5; docs/permit-api.md "Safety measures"): 措施模板 (action-template) gain
// the grades they apply to (grades of their kind only: 400 naming 适用级别); GET /{kind}/measureTemplates answers the
// enterprise's enabled templates of the kind and grade in their order (a grade of another kind: 400 naming jiBie);
// a measure is confirmed by a staff member whose name fills 确认人 (an unknown one: 400 at its row), optionally with
// photos; submit is refused (409, naming the first unconfirmed 作业前 measure, nothing changed) until each is
// confirmed. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/action-template';
const HOT = kindUrl('DONG_HUO');
let t: TestApp;
let api: PermitApi;
let admin: string;

type Row = Record<string, unknown> & { id: number };

const template = (over: Record<string, unknown>) => ({ name: '测试模板', workType: 'DONG_HUO', phase: 'before', measureType: 'technical', content: '测试措施', confirmRole: 'guardian', ...over });

async function create(payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: EP, token: admin, payload });
}

async function created(payload: Record<string, unknown>): Promise<Row> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}

const contents = (list: { content: string }[]) => list.map((x) => x.content);
let staffId = 0;
const stored = async (id: number) => (await t.db.query<{ state: string; data: Record<string, unknown>; version: number }>('select state, data, version from permit where id = $1', [id]))[0];
const events = async (id: number) => Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const [{ id }] = await t.db.query<{ id: number }>("insert into staffinfo(tenant_id, name) values (1001, '确认人甲') returning id");
  staffId = Number(id);
});
afterAll(() => t?.close());

describe('措施模板 gain the grades they apply to', () => {
  it('takes grades of its kind, or none (every grade)', async () => {
    const r = await created(template({ name: '一级以上', grades: ['YI_JI', 'TE_JI'] }));
    expect(r.grades).toEqual(['YI_JI', 'TE_JI']);
    expect((await created(template({ name: '不分级别' }))).grades).toBeUndefined();
    expect((await created(template({ workType: 'GAO_CHU', grades: ['III', 'IV'] }))).grades).toEqual(['III', 'IV']);
  });

  it('refuses a grade not of its kind, naming the field, and saves nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from r_action_template');
    const wrong = await create(template({ grades: ['ER_JI', 'II'] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ field: 'grades', message: '适用级别「Ⅱ级」不是动火作业的级别（可选：二级、一级、特级）' });
    const none = await create(template({ workType: 'SHOU_XIAN', grades: ['ER_JI'] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({ field: 'grades', message: '受限空间作业不分级别，适用级别须为空' });
    expect(await t.db.query('select count(*)::int as n from r_action_template')).toEqual(before);
  });

  it('refuses a change of kind that leaves grades of the old kind', async () => {
    const r = await created(template({ name: '改类型', grades: ['TE_JI'] }));
    const res = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: r.id, workType: 'GAO_CHU' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('grades');
    const again = await t.call({ method: 'GET', url: `${EP}/${r.id}`, token: admin });
    expect(again.json().data.workType).toBe('DONG_HUO');
  });
});

describe('GET /{kind}/measureTemplates', () => {
  let low: Row, high: Row, off: Row, first: Row;
  beforeAll(async () => {
    low = await created(template({ name: 'ER', content: '二级专用措施', grades: ['ER_JI'] }));
    high = await created(template({ name: 'TE', content: '特级专用措施', grades: ['TE_JI'] }));
    off = await created(template({ name: 'OFF', content: '停用的措施' }));
    first = await created(template({ name: 'FIRST', content: '排在最前的措施' }));
    expect((await t.call({ method: 'POST', url: `${EP}/disable`, token: admin, payload: { ids: [off.id] } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${EP}/topping`, token: admin, payload: { id: first.id } })).statusCode).toBe(200);
  });

  it('answers the enabled templates of the kind and grade, in their order', async () => {
    const r = await api.get('staff01', `${HOT}/measureTemplates?jiBie=${encodeURIComponent('二级')}`);
    expect(r.status, r.body.msg).toBe(200);
    const list = contents(r.e.dataList);
    expect(list[0]).toBe('排在最前的措施');
    expect(list).toContain('二级专用措施');
    expect(list).toContain('测试措施');
    expect(list).not.toContain('特级专用措施');
    expect(list).not.toContain('停用的措施');
    expect(r.e.total).toBe(list.length);
    const item = r.e.dataList.find((x: Row) => x.id === low.id);
    expect(item).toMatchObject({ workType: 'DONG_HUO', grades: ['ER_JI'], phase: 'before', confirmRole: 'guardian' });
    const te = contents((await api.get('staff01', `${HOT}/measureTemplates?jiBie=TE_JI`)).e.dataList);
    expect(te).toContain('特级专用措施');
    expect(te).not.toContain('二级专用措施');
    expect(te.indexOf('特级专用措施')).toBeGreaterThan(te.indexOf('排在最前的措施'));
    expect(high.id).toBeGreaterThan(0);
  });

  it('without a grade answers the templates for every grade; other kinds are not mixed in', async () => {
    const all = contents((await api.get('staff01', `${HOT}/measureTemplates`)).e.dataList);
    expect(all).toContain('测试措施');
    expect(all).not.toContain('二级专用措施');
    const height = (await api.get('staff01', `${kindUrl('GAO_CHU')}/measureTemplates?jiBie=IV`)).e.dataList;
    expect(height.every((x: Row) => x.workType === 'GAO_CHU')).toBe(true);
  });

  it('refuses a grade that is not of the kind, naming jiBie', async () => {
    const r = await api.get('staff01', `${HOT}/measureTemplates?jiBie=${encodeURIComponent('Ⅱ级')}`);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toEqual({ field: 'jiBie', message: '适用级别「Ⅱ级」不是动火作业的级别（可选：二级、一级、特级）' });
    const none = await api.get('staff01', `${kindUrl('SHOU_XIAN')}/measureTemplates?jiBie=ER_JI`);
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0].field).toBe('jiBie');
  });
});

describe('measures confirmed by a named person before submit', () => {
  it('fills 确认人 from the staff member picked and keeps the photos', async () => {
    const p = await createDraft(api, 'DONG_HUO', { anQuanCuoShi: [{ cuoShi: '配备灭火器', sheJi: true, queRenRenYuan: staffId, zhaoPian: ['file-1'], muBan: 7, jieDuan: 'before' }] });
    expect(p.anQuanCuoShi).toEqual([{ cuoShi: '配备灭火器', sheJi: true, queRenRenYuan: staffId, queRenRen: '确认人甲', zhaoPian: ['file-1'], muBan: 7, jieDuan: 'before' }]);
  });

  it('refuses an unknown confirmer at its row, saving nothing', async () => {
    const r = await api.post('staff01', `${HOT}/saveOrUpdate`, { ...(await createDraft(api, 'DONG_HUO')), anQuanCuoShi: [{ cuoShi: 'a', queRenRen: '张伟' }, { cuoShi: 'b', queRenRenYuan: 99999999 }] });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toEqual({ field: 'anQuanCuoShi.1.queRenRenYuan', message: '确认人不存在或已删除：99999999' });
  });

  it('refuses submit while a 作业前 measure is unconfirmed (409, nothing changed), accepts it once confirmed', async () => {
    const measures = [
      { cuoShi: '配备灭火器', queRenRen: '张伟', jieDuan: 'before' },
      { cuoShi: '不涉及的措施', sheJi: false },
      { cuoShi: '作业中全程监护', jieDuan: 'during' },
      { cuoShi: '清理动火点周围可燃物', sheJi: true, jieDuan: 'before', muBan: 3 },
    ];
    // The confirmer is the permit's guardian and leader: whichever the template (demo 3) names (confirmRole).
    const p = await createDraft(api, 'DONG_HUO', { anQuanCuoShi: measures, jianHuRen: '确认人甲', zuoYeFuZeRen: '确认人甲' });
    const [before, eventsBefore] = [await stored(p.id), await events(p.id)];
    const refused = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('安全措施第4项「清理动火点周围可燃物」尚未确认：作业前的安全措施须逐项由确认人确认后才能提交');
    expect(await stored(p.id)).toEqual(before);
    expect(await events(p.id)).toBe(eventsBefore);

    const confirmed = measures.map((m, i) => (i === 3 ? { ...m, queRenRenYuan: staffId } : m));
    const saved = await api.post('staff01', `${HOT}/saveOrUpdate`, { ...p, anQuanCuoShi: confirmed });
    expect(saved.status, saved.body.msg).toBe(200);
    const ok = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.e.zhuangTai).toBe('APPROVING');
    expect(ok.e.anQuanCuoShi[3]).toMatchObject({ queRenRen: '确认人甲', queRenRenYuan: staffId });
  });

  it('refuses submit while a 作业前 measure whose template asks for a photo has none (409, nothing changed), accepts it with one', async () => {
    const photo = await created(template({ name: '需拍照的模板', content: '动火点周围可燃物已清除', needPhoto: true }));
    const plain = await created(template({ name: '无需拍照的模板', content: '配备灭火器材', needPhoto: false }));
    const measures = [
      { cuoShi: '配备灭火器材', sheJi: true, jieDuan: 'before', muBan: plain.id, queRenRenYuan: staffId },
      { cuoShi: '动火点周围可燃物已清除', sheJi: true, jieDuan: 'before', muBan: photo.id, queRenRenYuan: staffId },
    ];
    // The templates ask the guardian to confirm (confirmRole): the confirmer is the permit's guardian.
    const p = await createDraft(api, 'DONG_HUO', { anQuanCuoShi: measures, jianHuRen: '确认人甲' });
    const [before, eventsBefore] = [await stored(p.id), await events(p.id)];
    const refused = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('安全措施第2项「动火点周围可燃物已清除」须附现场照片（措施模板要求拍照）后才能提交');
    expect(await stored(p.id)).toEqual(before);
    expect(await events(p.id)).toBe(eventsBefore);

    const withPhoto = measures.map((m, i) => (i === 1 ? { ...m, zhaoPian: ['file-9'] } : m));
    const saved = await api.post('staff01', `${HOT}/saveOrUpdate`, { ...p, anQuanCuoShi: withPhoto });
    expect(saved.status, saved.body.msg).toBe(200);
    const ok = await api.post('staff01', `${HOT}/submit`, { id: p.id });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.e.zhuangTai).toBe('APPROVING');
  });
});
