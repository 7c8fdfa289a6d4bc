// The gas-analysis verdict (panDingYiJu) answered in English (issue 13 item 5) with `Accept-Language: en`: in the
// save answer, the analysis list and the permit detail, while the record keeps its Chinese verdict (the spec's
// 判定依据) with the catalogue message beside it; a record judged before the message was stored answers its
// Chinese. Chinese stays the answer without the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, kindUrl, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const HAN = /\p{Script=Han}/u;

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

async function call(login: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.call({ method, url, payload, token: await api.token(login), headers });
  return { status: res.statusCode, body: res.json() };
}

const ZH_VERDICT = '不合格：甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %；合格：氧含量应为 19.5%～21%，实测 20.9 %';
const EN_VERDICT =
  'Fail: 甲烷: lower explosive limit 5% (4% or more), concentration must be at most 0.5%, measured 1.2 %; ' +
  'Pass: Oxygen content must be 19.5% to 21%, measured 20.9 %';

describe('the gas-analysis verdict in English', () => {
  it('answers the verdict in English on save, list and detail; stores the Chinese with its message', async () => {
    const id = await approvedPermit(api, 'DONG_HUO');
    const url = `${kindUrl('DONG_HUO')}/environmentAnalysis`;
    const saved = await call('aq01', 'POST', `${url}/save`, passingAnalysis(id, 1, { nongDu: 1.2 }), EN);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity).toMatchObject({ heGe: false, panDingYiJu: EN_VERDICT });
    expect(saved.body.entity).not.toHaveProperty('ruleBasis');

    const listEn = await call('aq01', 'GET', `${url}/list?id=${id}`, undefined, EN);
    expect(listEn.body.entity.dataList.map((a: { panDingYiJu: string }) => a.panDingYiJu)).toEqual([EN_VERDICT]);
    const listZh = await call('aq01', 'GET', `${url}/list?id=${id}`);
    expect(listZh.body.entity.dataList[0].panDingYiJu).toBe(ZH_VERDICT);

    const detailEn = await call('staff01', 'GET', `${TSZY}/zuoYePiao/detail?id=${id}`, undefined, EN);
    expect(detailEn.body.entity.analyses[0].panDingYiJu).toBe(EN_VERDICT);
    const detailZh = await call('staff01', 'GET', `${TSZY}/zuoYePiao/detail?id=${id}`);
    expect(detailZh.body.entity.analyses[0].panDingYiJu).toBe(ZH_VERDICT);

    const [row] = await t.db.query<{ rule: string; rule_basis: { id: string } }>('select rule, rule_basis from gas_analysis where permit_id = $1', [id]);
    expect(row.rule).toBe(ZH_VERDICT);
    expect(row.rule_basis.id).toBe('gasrule.join');
  });

  it('words an unnamed gas and a converted toxic verdict without Chinese', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN');
    const body = { id, qiTiMingCheng: 'H2S', qiTiLeiBie: 'toxic', duXingJieChuXianZhi: 10, fenZiLiang: 34.08, nongDu: 5, nongDuDanWei: 'ppm', fenXiShiJian: new Date().toISOString() };
    const saved = await call('aq01', 'POST', `${kindUrl('SHOU_XIAN')}/environmentAnalysis/save`, body, EN);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity.panDingYiJu).toBe(
      'Pass: H2S: concentration must be at most the occupational exposure limit 10 mg/m3, measured 5 ppm (6.96933 mg/m3 at Vm 24.45 L/mol)',
    );
    expect(saved.body.entity.panDingYiJu).not.toMatch(HAN);
  });

  it('answers a record judged before the message was stored with its Chinese verdict', async () => {
    const id = await approvedPermit(api, 'DONG_HUO');
    const saved = await call('aq01', 'POST', `${kindUrl('DONG_HUO')}/environmentAnalysis/save`, passingAnalysis(id), EN);
    expect(saved.status).toBe(200);
    await t.db.query('update gas_analysis set rule_basis = null where id = $1', [saved.body.entity.id]);
    const list = await call('aq01', 'GET', `${kindUrl('DONG_HUO')}/environmentAnalysis/list?id=${id}`, undefined, EN);
    expect(list.body.entity.dataList[0].panDingYiJu).toMatch(/^合格：甲烷爆炸下限 5%/);
  });
});
