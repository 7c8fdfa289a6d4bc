// GB 30871 10.8: a temporary-power permit serving a hot-work or confined-space permit of the same enterprise
// (named in guanLianZuoYe) has that permit's validity cap, at submit and extendTime, with the tenant's caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAll, createDraft, HOUR, kindUrl, MIN, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const POWER = kindUrl('YONG_DIAN');
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A temporary-power draft serving the permits `numbers`, planned from a minute ago to `end`. */
const powerDraft = (numbers: string[], end: string) =>
  createDraft(api, 'YONG_DIAN', {
    jiHuaJieShuShiJian: end,
    guanLianZuoYe: numbers.map((n) => ({ zuoYeMingCheng: '关联作业', zuoYeBianHao: n })),
  });
const submit = (id: number) => api.post('staff01', `${POWER}/submit`, { id });

describe('temporary power serving hot work or confined space (10.8)', () => {
  it("takes the hot-work permit's cap (8 h for 一级/特级) at submit and extendTime", async () => {
    const hot = await createDraft(api, 'DONG_HUO', { dongHuoJiBie: '一级' });
    const over = await powerDraft([hot.zuoYeBianHao], later(10 * HOUR));
    const refused = await submit(over.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('计划作业时间超过有效期上限（8小时）');
    expect((await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${over.id}`)).e.zhuangTai).toBe('DRAFT');

    const within = await powerDraft([hot.zuoYeBianHao], later(7 * HOUR));
    expect((await submit(within.id)).status).toBe(200);
    await approveAll(api, 'YONG_DIAN', within.id);
    const start = Date.parse(within.jiHuaKaiShiShiJian);
    const extend = (end: number) => api.post('staff01', `${POWER}/extendTime`, { id: within.id, jiHuaJieShuShiJian: new Date(end).toISOString() });
    const tooLong = await extend(start + 8 * HOUR + MIN);
    expect(tooLong.status).toBe(409);
    expect(tooLong.body.msg).toBe('超过作业票有效期上限，需重新办理作业票');
    const ok = await extend(start + 8 * HOUR);
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('takes the confined-space cap (1 day); the shortest of several served permits wins', async () => {
    const confined = await createDraft(api, 'SHOU_XIAN');
    const p = await powerDraft([confined.zuoYeBianHao], later(30 * HOUR));
    expect((await submit(p.id)).body.msg).toBe('计划作业时间超过有效期上限（1天）');
    const hot = await createDraft(api, 'DONG_HUO', { dongHuoJiBie: '一级' });
    const both = await powerDraft([confined.zuoYeBianHao, hot.zuoYeBianHao], later(20 * HOUR));
    expect((await submit(both.id)).body.msg).toBe('计划作业时间超过有效期上限（8小时）');
  });

  it("does not cap power serving another kind, an unknown number, or another enterprise's permit", async () => {
    const height = await createDraft(api, 'GAO_CHU');
    const [foreign] = await t.db.query<{ number: string }>(
      `insert into permit(tenant_id, kind, grade, data, zuo_ye_di_dian) values (2001, 'DONG_HUO', 'TE_JI', '{}', '外企业') returning number`,
    );
    const numbers = [height.zuoYeBianHao, 'HJZA9999999999999', foreign.number];
    const p = await powerDraft(numbers, later(10 * HOUR));
    const r = await submit(p.id);
    expect(r.status, r.body.msg).toBe(200);
  });

  it("uses the enterprise's configured cap of the served kind", async () => {
    const set = await api.post('qyadmin', `${TSZY}/fieldConfig`, { caps: { DONG_HUO: { YI_JI: 4, TE_JI: 4 } } });
    expect(set.status, set.body.msg).toBe(200);
    try {
      const hot = await createDraft(api, 'DONG_HUO', { dongHuoJiBie: '一级' });
      const p = await powerDraft([hot.zuoYeBianHao], later(5 * HOUR));
      expect((await submit(p.id)).body.msg).toBe('计划作业时间超过有效期上限（4小时）');
    } finally {
      expect((await api.post('qyadmin', `${TSZY}/fieldConfig`, { caps: {} })).status).toBe(200);
    }
  });
});
