import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';
import { approvedPermit, kindUrl, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const detail = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
const save = (kind: PermitKind, body: object) => api.post('aq01', `${kindUrl(kind)}/environmentAnalysis/save`, body);
const start = (kind: PermitKind, id: number) => api.post('staff01', `${kindUrl(kind)}/start`, { id });

describe('gas analysis before start (hot work and confined space)', () => {
  it.each([
    ['DONG_HUO', '动火前须进行气体分析，尚无分析记录'],
    ['SHOU_XIAN', '进入受限空间前须进行气体分析，尚无分析记录'],
  ] as [PermitKind, string][])('%s cannot start without an analysis', async (kind, reason) => {
    const id = await approvedPermit(api, kind);
    const before = await detail(id);
    const r = await start(kind, id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(reason);
    expect(await detail(id)).toEqual(before);
  });

  it.each(['DONG_HUO', 'SHOU_XIAN'] as PermitKind[])('%s cannot start on an analysis older than 30 minutes', async (kind) => {
    const id = await approvedPermit(api, kind);
    expect((await save(kind, passingAnalysis(id, 40))).e.heGe).toBe(true);
    const r = await start(kind, id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toMatch(/前 30 分钟内须有合格的气体分析（最近一次在 4\d 分钟前）/);
    expect((await detail(id)).zhuangTai).toBe('APPROVED');
    // A fresh passing analysis lets it start.
    expect((await save(kind, passingAnalysis(id, 2))).status).toBe(200);
    expect((await start(kind, id)).e.zhuangTai).toBe('IN_PROGRESS');
  });

  it.each(['DONG_HUO', 'SHOU_XIAN'] as PermitKind[])('%s cannot start when the latest analysis fails', async (kind) => {
    const id = await approvedPermit(api, kind);
    await save(kind, passingAnalysis(id, 10));
    const failing = await save(kind, passingAnalysis(id, 1, { nongDu: 1.2 }));
    expect(failing.status).toBe(200);
    expect(failing.e).toMatchObject({ heGe: false, nongDu: 1.2 });
    expect(failing.e.panDingYiJu).toContain('不合格：甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %');
    const r = await start(kind, id);
    expect(r.status).toBe(409);
    // The refusal names the failing gas, its value and its limit (issue 16 item 7).
    expect(r.body.msg).toBe('最近一次气体分析不合格，须整改后重新分析。判定依据：不合格：甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %');
    expect((await detail(id)).zhuangTai).toBe('APPROVED');
  });

  it('other kinds start without an analysis', async () => {
    const id = await approvedPermit(api, 'MANG_BAN');
    expect((await start('MANG_BAN', id)).e.zhuangTai).toBe('IN_PROGRESS');
  });
});

describe('recording an analysis', () => {
  it('refuses a unit that does not fit the gas (oxygen in ppm), naming nongDuDanWei', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const r = await save('SHOU_XIAN', { id, qiTiMingCheng: '氧气', nongDu: 209000, nongDuDanWei: 'ppm', fenXiShiJian: new Date().toISOString() });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toEqual({ field: 'nongDuDanWei', message: '氧含量应以 %（体积分数）表示，不能使用 ppm' });
    expect(r.body.msg).toBe('氧含量应以 %（体积分数）表示，不能使用 ppm');
    const unknownUnit = await save('SHOU_XIAN', { id, qiTiMingCheng: '甲烷', baoZhaXiaXian: 5, nongDu: 1, nongDuDanWei: 'g/L', fenXiShiJian: new Date().toISOString() });
    expect(unknownUnit.body.errors?.[0].field).toBe('nongDuDanWei');
    const noMolecularWeight = await save('SHOU_XIAN', { id, qiTiMingCheng: '硫化氢', duXingJieChuXianZhi: 10, nongDu: 5, nongDuDanWei: 'ppm', fenXiShiJian: new Date().toISOString() });
    expect(noMolecularWeight.body.errors?.[0].field).toBe('fenZiLiang');
    expect((await detail(id)).analyses).toEqual([]);
  });

  it('judges oxygen, toxic and combustible gases and stores the PPM variants', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const oxygen = await save('SHOU_XIAN', { id, qiTiMingCheng: '氧气', nongDu: 19, fenXiShiJian: new Date().toISOString() });
    expect(oxygen.e).toMatchObject({ heGe: false, nongDuDanWei: '%' });
    expect(oxygen.e.panDingYiJu).toContain('氧含量应为 19.5%～21%');
    const h2s = await save('SHOU_XIAN', {
      id, qiTiMingCheng: '硫化氢', fenZiLiang: 34.08, baoZhaXiaXian: 4.3, duXingJieChuXianZhi: 10, nongDu: 5, nongDuDanWei: 'ppm',
      dongHuoZuiGaoYunXuNongDu: 0.5, yangHanLiang: 20.8, fenXiShiJian: new Date().toISOString(),
    });
    expect(h2s.status, h2s.body.msg).toBe(200);
    // 5 ppm H2S = 5 × 34.08 / 24.45 ≈ 6.97 mg/m3 <= 10: passes, as combustible, toxic and oxygen.
    expect(h2s.e).toMatchObject({ heGe: true, moErTiJi: 24.45, dongHuoZuiGaoYunXuNongDuPpm: 5000 });
    expect(h2s.e.duXingJieChuXianZhiPpm).toBeCloseTo((10 * 24.45) / 34.08, 6);
    expect(h2s.e.panDingYiJu.split('；')).toHaveLength(3);
    const list = (await api.get('viewer', `${kindUrl('SHOU_XIAN')}/environmentAnalysis/list?id=${id}`)).e;
    expect(list.total).toBe(2);
    expect(list.dataList[0]).toMatchObject({ recordedByName: '李安全', zuoYeId: id });
  });

  it('refuses a sample time in the future, a gas it cannot judge, and a finished permit', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const future = await save('SHOU_XIAN', passingAnalysis(id, -10));
    expect(future.status).toBe(400);
    expect(future.body.errors?.[0].field).toBe('fenXiShiJian');
    const unknown = await save('SHOU_XIAN', { id, qiTiMingCheng: '某气体', nongDu: 1, fenXiShiJian: new Date().toISOString() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('无法判定某气体');
    await save('SHOU_XIAN', passingAnalysis(id));
    await start('SHOU_XIAN', id);
    await api.post('cj01', `${TSZY}/zuoYePiao/finish`, { id });
    const late = await save('SHOU_XIAN', passingAnalysis(id));
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('作业票当前状态为「已完工」，不能记录气体分析');
  });
});

describe('several gases measured at one moment (environmentAnalysis/saveSet)', () => {
  const saveSet = (kind: PermitKind, body: object) => api.post('aq01', `${kindUrl(kind)}/environmentAnalysis/saveSet`, body);
  const list = async (id: number) => (await api.get('staff01', `${kindUrl('SHOU_XIAN')}/environmentAnalysis/list?id=${id}`)).e as { dataList: Record<string, unknown>[] };
  const at = () => new Date(Date.now() - 60_000).toISOString();

  it('keeps one record per gas under one time and place, each judged', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const fenXiShiJian = at();
    const r = await saveSet('SHOU_XIAN', {
      id,
      fenXiShiJian,
      fenXiBuWei: '罐顶人孔',
      gases: [
        { qiTiMingCheng: '氧气', nongDu: 20.6 },
        { qiTiMingCheng: '甲烷', nongDu: 0.1, baoZhaXiaXian: 5 },
        { qiTiMingCheng: '硫化氢', nongDu: 3, nongDuDanWei: 'mg/m3', duXingJieChuXianZhi: 10 },
      ],
    });
    expect(r.status, r.body.msg).toBe(200);
    const rows = (await list(id)).dataList;
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((x) => x.fenXiShiJian))).toEqual(new Set([rows[0].fenXiShiJian]));
    expect(rows.every((x) => x.fenXiBuWei === '罐顶人孔' && x.heGe === true)).toBe(true);
    expect(rows.map((x) => x.qiTiMingCheng).sort()).toEqual(['氧气', '甲烷', '硫化氢'].sort());
    expect((await start('SHOU_XIAN', id)).e.zhuangTai).toBe('IN_PROGRESS');
  });

  it('refuses the whole set when one gas cannot be judged, naming its row, and keeps none', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const r = await saveSet('SHOU_XIAN', {
      id,
      fenXiShiJian: at(),
      gases: [
        { qiTiMingCheng: '甲烷', nongDu: 0.1, baoZhaXiaXian: 5 },
        { qiTiMingCheng: '氧气', nongDu: 20, nongDuDanWei: 'ppm' },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.field).toBe('gases[1].nongDuDanWei');
    expect((await list(id)).dataList).toEqual([]);
    // An empty set, or more than 20 gases, is refused by the schema, naming gases.
    for (const gases of [[], Array.from({ length: 21 }, () => ({ qiTiMingCheng: '氧气', nongDu: 20.6 }))]) {
      const bad = await saveSet('SHOU_XIAN', { id, fenXiShiJian: at(), gases });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('gases');
    }
  });

  it('refuses start naming every failing gas of the latest set', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const r = await saveSet('SHOU_XIAN', {
      id,
      fenXiShiJian: at(),
      gases: [
        { qiTiMingCheng: '氧气', nongDu: 18 },
        { qiTiMingCheng: '甲烷', nongDu: 0.1, baoZhaXiaXian: 5 },
        { qiTiMingCheng: '硫化氢', nongDu: 30, nongDuDanWei: 'mg/m3', duXingJieChuXianZhi: 10 },
      ],
    });
    expect(r.status).toBe(200);
    const refused = await start('SHOU_XIAN', id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('氧含量应为');
    expect(refused.body.msg).toContain('实测 18');
    expect(refused.body.msg).toContain('硫化氢浓度应不大于职业接触限值 10 mg/m3，实测 30');
    expect(refused.body.msg).not.toContain('甲烷');
  });
});
