import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGrade, validityCapMinutes } from '../../src/domain/permit-kinds.ts';
import { approvedPermit, createDraft, formFor, HOUR, kindUrl, MIN, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const Z = `${TSZY}/zuoYePiao`;
const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;

async function inProgress(kind: 'DONG_HUO' | 'GAO_CHU'): Promise<number> {
  const id = await approvedPermit(api, kind);
  if (kind === 'DONG_HUO') await api.post('aq01', `${kindUrl(kind)}/environmentAnalysis/save`, passingAnalysis(id));
  expect((await api.post('staff01', `${kindUrl(kind)}/start`, { id })).e.zhuangTai).toBe('IN_PROGRESS');
  return id;
}

describe('refused actions leave the permit unchanged', () => {
  it('refuses finishing by a role other than the acceptance one', async () => {
    const id = await inProgress('GAO_CHU');
    const before = await detail(id);
    const r = await api.post('staff01', `${Z}/finish`, { id });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('完工验收须由车间主任确认');
    expect(await detail(id)).toEqual(before);
  });

  it('refuses extending past the validity cap of the kind and grade (hot work)', async () => {
    const id = await inProgress('DONG_HUO');
    const before = await detail(id);
    const cap = validityCapMinutes('DONG_HUO', parseGrade('DONG_HUO', before.jiBieDaiMa))!;
    const start = Date.parse(before.jiHuaKaiShiShiJian);
    const past = await api.post('staff01', `${kindUrl('DONG_HUO')}/extendTime`, { id, jiHuaJieShuShiJian: new Date(start + cap * MIN + MIN).toISOString() });
    expect(past.status).toBe(409);
    expect(past.body.msg).toBe('超过作业票有效期上限，需重新办理作业票');
    expect(await detail(id)).toEqual(before);
    const atCap = await api.post('staff01', `${kindUrl('DONG_HUO')}/extendTime`, { id, jiHuaJieShuShiJian: new Date(start + cap * MIN).toISOString() });
    expect(atCap.status).toBe(200);
    const ev = (await detail(id)).events.at(-1);
    expect(ev).toMatchObject({ action: 'extend', from: 'IN_PROGRESS', to: 'IN_PROGRESS' });
    expect(Date.parse(ev.detail.toEnd)).toBe(start + cap * MIN);
  });

  it('refuses extending a height permit past 7 days and an end not later than the current one', async () => {
    const id = await inProgress('GAO_CHU');
    const d = await detail(id);
    const start = Date.parse(d.jiHuaKaiShiShiJian);
    const url = `${kindUrl('GAO_CHU')}/extendTime`;
    expect((await api.post('staff01', url, { id, jiHuaJieShuShiJian: new Date(start + 7 * 24 * HOUR + MIN).toISOString() })).status).toBe(409);
    const earlier = await api.post('staff01', url, { id, jiHuaJieShuShiJian: new Date(start + HOUR).toISOString() });
    expect(earlier.body.msg).toBe('延期后的结束时间必须晚于原计划结束时间');
  });

  it('refuses removing a submitted permit, even discarded; removes never-submitted drafts, discarded or not', async () => {
    const id = await approvedPermit(api, 'DONG_TU');
    const r = await api.post('qyadmin', `${Z}/remove`, { id });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('作业票当前状态为「待作业」，不能删除');
    expect((await api.post('qyadmin', `${Z}/discard`, { id, opinion: '现场条件变化' })).e.zhuangTai).toBe('DISCARDED');
    expect((await api.post('qyadmin', `${Z}/resume`, { id })).e).toMatchObject({ zhuangTai: 'DRAFT', slotIndex: null });
    expect((await api.post('qyadmin', `${Z}/discard`, { id })).status).toBe(200);
    // Issue 16 item 9 (GB 30871 4.18): this permit was submitted, so it is kept, discarded; it used to be
    // removable here. Removal is now shown on a draft that was never submitted.
    const kept = await api.post('qyadmin', `${Z}/remove`, { id });
    expect(kept.status).toBe(409);
    expect(kept.body.msg).toBe('作业票已提交过，不能删除，只能作废（提交过的作业票至少保留一年）');
    expect((await detail(id)).zhuangTai).toBe('DISCARDED');
    const { id: draftId } = await createDraft(api, 'DONG_TU');
    expect((await api.post('qyadmin', `${Z}/discard`, { id: draftId })).status).toBe(200);
    expect((await api.post('qyadmin', `${Z}/remove`, { id: draftId })).e.zhuangTai).toBe('REMOVED');
    expect((await api.get('staff01', `${Z}/detail?id=${draftId}`)).status).toBe(404);
    expect((await api.post('qyadmin', `${Z}/archive`, { id: draftId })).status).toBe(404);
  });

  it('refuses submitting when the plan exceeds the cap or has ended', async () => {
    const long = await createDraft(api, 'SHOU_XIAN', { jiHuaJieShuShiJian: new Date(Date.now() + 30 * HOUR).toISOString() });
    const r = await api.post('staff01', `${kindUrl('SHOU_XIAN')}/submit`, { id: long.id });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('计划作业时间超过有效期上限（1天）');
    expect((await detail(long.id)).zhuangTai).toBe('DRAFT');
    const ended = await createDraft(api, 'DUAN_LU', {
      jiHuaKaiShiShiJian: new Date(Date.now() - 3 * HOUR).toISOString(),
      jiHuaJieShuShiJian: new Date(Date.now() - HOUR).toISOString(),
    });
    const late = await api.post('staff01', `${kindUrl('DUAN_LU')}/submit`, { id: ended.id });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('计划结束时间已过，不能提交');
  });
});

describe('input and access', () => {
  it('names the missing or wrong field in Chinese', async () => {
    const { zuoYeDiDian: _drop, ...noSite } = formFor('MANG_BAN');
    const missing = await api.post('staff01', `${kindUrl('MANG_BAN')}/saveOrUpdate`, noSite);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toEqual({ field: 'zuoYeDiDian', message: '请填写作业地点' });
    const action = await api.post('staff01', `${kindUrl('MANG_BAN')}/saveOrUpdate`, formFor('MANG_BAN', { mangBanCaoZuo: '拆' }));
    expect(action.body.errors?.[0]).toMatchObject({ field: 'mangBanCaoZuo', message: '盲板作业类别取值不正确' });
    const time = await api.post('staff01', `${kindUrl('MANG_BAN')}/saveOrUpdate`, formFor('MANG_BAN', { jiHuaKaiShiShiJian: '明天上午' }));
    expect(time.body.errors?.[0].field).toBe('jiHuaKaiShiShiJian');
  });

  it('computes grades on the server and refuses forms that are not permits of the kind', async () => {
    const low = await api.post('staff01', `${kindUrl('GAO_CHU')}/saveOrUpdate`, formFor('GAO_CHU', { zuoYeGaoDu: 1.5 }));
    expect(low.status).toBe(400);
    expect(low.body.errors?.[0]).toMatchObject({ field: 'zuoYeGaoDu' });
    expect(low.body.msg).toContain('不属于高处作业');
    const light = await api.post('staff01', `${kindUrl('DIAO_ZHUANG')}/saveOrUpdate`, formFor('DIAO_ZHUANG', { diaoZhuangZhiLiang: 5 }));
    expect(light.body.errors?.[0].field).toBe('diaoZhuangZhiLiang');
    const hazard = await createDraft(api, 'GAO_CHU', { zuoYeGaoDu: 4, keGuanWeiXianYinSu: ['e'] });
    expect(hazard).toMatchObject({ jiBieDaiMa: 'II', zuoYeJiBie: 'Ⅱ级' });
    expect(hazard.jiBieYiJu).toContain('易滑物');
    // Hot work in the site's night (local 18:00-06:00) is raised one grade.
    const night = new Date(Date.UTC(2030, 0, 8, 14, 0)); // 22:00 at UTC+8, a Tuesday
    const raised = await createDraft(api, 'DONG_HUO', { jiHuaKaiShiShiJian: '2030-01-08 22:00:00', jiHuaJieShuShiJian: new Date(night.getTime() + HOUR).toISOString() });
    expect(raised).toMatchObject({ jiBieDaiMa: 'YI_JI' });
    expect(raised.jiBieYiJu).toContain('夜间');
    expect(Date.parse(raised.jiHuaKaiShiShiJian)).toBe(night.getTime());
  });

  it('refuses outdoor hot work at wind level 5 from the site’s latest weather; a submit re-reads it', async () => {
    const site = '二车间东侧';
    const draft = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: site });
    const w = await api.post('aq01', `${Z}/weather`, { zuoYeDiDian: site, fengLiDengJi: 6, wenDu: 12, tianQi: '大风' });
    expect(w.e).toMatchObject({ zuoYeDiDian: site, fengLiDengJi: 6, laiYuan: 'manual' });
    expect((await api.get('viewer', `${Z}/weather?zuoYeDiDian=${encodeURIComponent(site)}`)).e.fengLiDengJi).toBe(6);
    const save = await api.post('staff01', `${kindUrl('DONG_HUO')}/saveOrUpdate`, formFor('DONG_HUO', { zuoYeDiDian: site }));
    expect(save.status).toBe(400);
    expect(save.body.errors?.[0]).toEqual({ field: 'luTian', message: '风力 6 级（5 级及以上），禁止露天动火作业' });
    const submit = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
    expect(submit.status).toBe(409);
    expect(submit.body.msg).toBe('风力 6 级（5 级及以上），禁止露天动火作业');
    const indoor = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: site, luTian: false });
    expect(indoor.zhuangTai).toBe('DRAFT');
  });

  it('refuses an enterprise without the tszy module, read-only writes, and a forged Ent-ID', async () => {
    for (const [method, url, payload] of [
      ['GET', `${Z}/list?pageIndex=1&pageSize=10`],
      ['POST', `${kindUrl('DONG_HUO')}/saveOrUpdate`, formFor('DONG_HUO')],
      ['GET', `${Z}/statistics`],
    ] as ['GET' | 'POST', string, object?][]) {
      const r = method === 'GET' ? await api.get('qyadmin2', url) : await api.post('qyadmin2', url, payload!);
      expect(r.status, url).toBe(403);
      expect(r.body.msg).toBe('模块未开通：特殊作业');
    }
    const ro = await api.post('viewer', `${kindUrl('DONG_TU')}/saveOrUpdate`, formFor('DONG_TU'));
    expect(ro.status).toBe(403);
    expect((await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=10`)).status).toBe(200);
    const forged = await t.call({ method: 'GET', url: `${Z}/list?pageIndex=1&pageSize=10`, token: await api.token('staff01'), entId: 2001 });
    expect(forged.statusCode).toBe(403);
  });

  it('never reaches another enterprise’s permit through its id, even with valid bodies', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `insert into permit(tenant_id, kind, state, planned_start, planned_end, data, zuo_ye_di_dian)
       values (2001, 'DONG_HUO', 'IN_PROGRESS', now() - interval '1 minute', now() + interval '1 hour', '{}', '外企业') returning id`,
    );
    const url = kindUrl('DONG_HUO');
    const calls: [string, object][] = [
      [`${url}/saveOrUpdate`, { ...formFor('DONG_HUO'), id }],
      [`${url}/extendTime`, { id, jiHuaJieShuShiJian: new Date(Date.now() + 2 * HOUR).toISOString() }],
      [`${url}/environmentAnalysis/save`, passingAnalysis(id)],
      [`${Z}/finish`, { id }],
    ];
    for (const [u, body] of calls) expect((await api.post('cj01', u, body)).status, u).toBe(404);
    expect((await api.get('staff01', `${url}/environmentAnalysis/list?id=${id}`)).status).toBe(404);
    expect(await t.db.query('select state from permit where id = $1', [id])).toEqual([{ state: 'IN_PROGRESS' }]);
    expect(await t.db.query('select 1 from gas_analysis where permit_id = $1', [id])).toEqual([]);
  });
});
