// Permits, rules and layers answered in English (issue 13 item 5) with `Accept-Language: en`: the permit's
// grading basis (jiBieYiJu) in the list, detail and save answers while the permit keeps its Chinese basis; a
// refused grading; a file rule's refusal (`x-message-en`) on a resource record and on a permit form, nothing
// saved; the plant map's layer titles (`x-title-en`). Chinese stays the answer without the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFor, HOUR, kindUrl, TSZY } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const Z = `${TSZY}/zuoYePiao`;
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const HAN = /\p{Script=Han}/u;

let t: TestApp;
let staff: string;
let qyadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t?.close());

async function post(url: string, payload: object, token: string, headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'POST', url, payload, token, headers });
  return { status: res.statusCode, body: res.json() };
}

async function get(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await t.call({ url, token, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the grading basis', () => {
  it('answers the basis in English to an English request and keeps the Chinese basis on the permit', async () => {
    // Hot work at the site's night on a Saturday: raised one grade.
    const night = new Date(Date.UTC(2030, 0, 12, 14, 0)); // 22:00 at UTC+8, a Saturday
    const form = formFor('DONG_HUO', { jiHuaKaiShiShiJian: night.toISOString(), jiHuaJieShuShiJian: new Date(night.getTime() + HOUR).toISOString() });
    const saved = await post(`${kindUrl('DONG_HUO')}/saveOrUpdate`, form, staff, EN);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.entity.id as number;
    const english = 'Grade 2 hot work chosen; work at night (18:00 to 06:00), work on a weekend: raised to Grade 1 hot work';
    expect(saved.body.entity).toMatchObject({ jiBieDaiMa: 'YI_JI', jiBieYiJu: english });

    const zh = await get(`${Z}/detail?id=${id}`, staff);
    expect(zh.entity.jiBieYiJu).toBe('选定二级动火作业；夜间（18:00 至次日 06:00）作业、公休日作业，升级为一级动火作业');
    expect((await get(`${Z}/detail?id=${id}`, staff, EN)).entity.jiBieYiJu).toBe(english);
    const list = await get(`${Z}/list?pageIndex=1&pageSize=10&zuoYeLeiXing=DONG_HUO`, staff, EN);
    expect(list.entity.dataList.find((p: { id: number }) => p.id === id)?.jiBieYiJu).toBe(english);

    // What the permit stores is the spec's Chinese, with the message beside it.
    const [row] = await t.db.query<{ grade_rule: string; grade_basis: { id: string } }>('select grade_rule, grade_basis from permit where id = $1', [id]);
    expect(row.grade_rule).toBe(zh.entity.jiBieYiJu);
    expect(row.grade_basis.id).toBe('grade.hot.raised');
  });

  it('answers a permit graded before the message was stored with its Chinese basis', async () => {
    const saved = await post(`${kindUrl('DIAO_ZHUANG')}/saveOrUpdate`, formFor('DIAO_ZHUANG', { diaoZhuangZhiLiang: 120 }), staff, EN);
    expect(saved.body.entity.jiBieYiJu).toBe('Lifted mass 120 t is over 100 t: Grade 1 lifting');
    await t.db.query('update permit set grade_basis = null where id = $1', [saved.body.entity.id]);
    expect((await get(`${Z}/detail?id=${saved.body.entity.id}`, staff, EN)).entity.jiBieYiJu).toBe('吊装质量 120 t 大于 100 t，为一级吊装作业');
  });

  it('refuses a form that is no permit of its kind in English, at the field that decides it', async () => {
    const low = await post(`${kindUrl('GAO_CHU')}/saveOrUpdate`, formFor('GAO_CHU', { zuoYeGaoDu: 1.5 }), staff, EN);
    expect(low.status).toBe(400);
    const message = 'Working height 1.5 m is below 2 m: this is not work at height and needs no height permit';
    expect(low.body).toMatchObject({ code: 400, msg: message, errors: [{ field: 'zuoYeGaoDu', message }] });
    const zh = await post(`${kindUrl('GAO_CHU')}/saveOrUpdate`, formFor('GAO_CHU', { zuoYeGaoDu: 1.5 }), staff);
    expect(zh.body.msg).toBe('作业高度 1.5 m 低于 2 m，不属于高处作业，无需办理高处作业票');
  });
});

describe("a file rule's refusal", () => {
  it('refuses a permit planned to end before its start with the rule in English, saving nothing', async () => {
    const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from permit');
    const now = Date.now();
    const form = formFor('DONG_TU', { jiHuaKaiShiShiJian: new Date(now + 2 * HOUR).toISOString(), jiHuaJieShuShiJian: new Date(now + HOUR).toISOString() });
    const en = await post(`${kindUrl('DONG_TU')}/saveOrUpdate`, form, staff, EN);
    expect(en.status).toBe(400);
    const message = 'Planned end time cannot be earlier than planned start time';
    expect(en.body).toMatchObject({ code: 400, msg: message, errors: [{ field: 'jiHuaJieShuShiJian', message }] });
    const zh = await post(`${kindUrl('DONG_TU')}/saveOrUpdate`, form, staff);
    expect(zh.body).toMatchObject({ msg: '计划结束时间不能早于计划开始时间', errors: [{ field: 'jiHuaJieShuShiJian', message: '计划结束时间不能早于计划开始时间' }] });
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from permit');
    expect(after).toBe(before);
  });

  it('refuses a resource record whose rule fails with the rule in English, saving nothing', async () => {
    const [dept] = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 and not deleted order by id limit 1');
    const leave = { name: '张三', department: Number(dept.id), leaveType: 'personal', startDate: '2026-03-05', endDate: '2026-03-01', reason: '家中有事' };
    const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_leave_record');
    const en = await post(`${U}/leave-record`, leave, qyadmin, EN);
    expect(en.status).toBe(400);
    const message = 'End date cannot be earlier than start date';
    expect(en.body).toMatchObject({ code: 400, msg: message, errors: [{ field: 'endDate', message }] });
    const zh = await post(`${U}/leave-record`, leave, qyadmin);
    expect(zh.body).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期', errors: [{ field: 'endDate', message: '结束日期不能早于开始日期' }] });
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_leave_record');
    expect(after).toBe(before);
  });
});

describe('the plant map layers', () => {
  it('answers the layer titles in the request language', async () => {
    type Layer = { key: string; title: string };
    const en = (await get(`${U}/map/layers`, qyadmin, EN)).data as Layer[];
    expect(en.map((l) => [l.key, l.title])).toEqual([
      ['production-areas', 'Production unit areas'],
      ['worksites', 'Special work sites'],
      ['special-work-in-progress', 'Special work in progress'],
      ['plant-cameras', 'Plant cameras'],
      ['gas-detectors', 'Gas detectors'],
      ['location-addresses', 'Location addresses'],
      ['risk-major-areas', 'Major risk areas (red)'],
      ['risk-large-areas', 'Large risk areas (orange)'],
      ['risk-general-areas', 'General risk areas (yellow)'],
      ['risk-low-areas', 'Low risk areas (blue)'],
      ['hazard-points', 'Hazard points'],
      ['equipment-points', 'Equipment points'],
      ['emergency-supplies', 'Emergency supply points'],
      ['weather-data', 'Weather data'],
    ]);
    expect(en.filter((l) => HAN.test(l.title))).toEqual([]);
    const zh = (await get(`${U}/map/layers`, qyadmin)).data as Layer[];
    expect(zh.map((l) => l.title)).toEqual([
      '生产装置区域',
      '特殊作业区域',
      '作业中的特殊作业',
      '厂区摄像头',
      '气体检测器',
      '定位地址',
      '重大风险区域（红）',
      '较大风险区域（橙）',
      '一般风险区域（黄）',
      '低风险区域（蓝）',
      '危险源点位',
      '设备点位',
      '应急物资存放点',
      '气象数据',
    ]);
  });
});
