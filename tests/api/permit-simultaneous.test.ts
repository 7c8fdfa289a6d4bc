// Issue 16 item 6 (GB 30871 4.6, 4.7, chapter 7): a permit's position on the plant map, the works at the same place
// and time (zuoYePiao/siteWorks), and the pairs the standard forbids refused at submit, extension and start with
// nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, createDraft, formFor, HOUR, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const HOT = kindUrl('DONG_HUO');
const BLIND = kindUrl('MANG_BAN');
const point = (x: number, y: number) => ({ type: 'Point', coordinates: [x, y] });
const detail = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
const siteWorks = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/siteWorks?id=${id}`)).e;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the position on the plant map (作业位置)', () => {
  it('is a point inside the plan, kept with the form; refused at the field otherwise, nothing stored', async () => {
    const saved = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '位置测试点', zuoYeWeiZhi: point(120.5, 80) });
    expect(saved.zuoYeWeiZhi).toEqual(point(120.5, 80));
    const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from permit');
    const save = (p: unknown) => api.post('staff01', `${HOT}/saveOrUpdate`, formFor('DONG_HUO', { zuoYeWeiZhi: p }));
    for (const [value, message] of [
      [{ type: 'Polygon', coordinates: [[[0, 0], [10, 0], [0, 0], [0, 0]]] }, '作业位置须为平面图上的一个点，或首尾闭合、至少3个不同顶点的多边形'],
      [{ type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10]]] }, '作业位置须为平面图上的一个点，或首尾闭合、至少3个不同顶点的多边形'],
      [{ type: 'Polygon', coordinates: [[[0, 0], [10, 10], [10, 0], [0, 10], [0, 0]]] }, '作业位置的边线自相交'],
      [{ type: 'Polygon', coordinates: [[[700, 0], [900, 0], [900, 10], [700, 0]]] }, '作业位置超出厂区平面图范围'],
      [{ type: 'LineString', coordinates: [[0, 0], [10, 10]] }, '作业位置须为平面图上的一个点，或首尾闭合、至少3个不同顶点的多边形'],
      [{ type: 'Point', coordinates: [1] }, '作业位置须为平面图上的一个点，或首尾闭合、至少3个不同顶点的多边形'],
      [point(900, 100), '作业位置超出厂区平面图范围'],
    ] as const) {
      const r = await save(value);
      expect(r.status, JSON.stringify(value)).toBe(400);
      expect(r.body.errors?.[0]).toMatchObject({ field: 'zuoYeWeiZhi', message });
    }
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from permit');
    expect(after).toBe(before);
    // A cleared position is allowed.
    expect((await save(null)).status).toBe(200);
  });

  it('may be a polygon (an area of the plan or one drawn), kept as such', async () => {
    const triangle = { type: 'Polygon', coordinates: [[[10, 10], [40, 10], [40, 30], [10, 10]]] };
    const saved = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '多边形测试', zuoYeWeiZhi: triangle });
    expect(saved.zuoYeWeiZhi).toEqual(triangle);
    expect((await detail(saved.id)).zuoYeWeiZhi).toEqual(triangle);
  });
});

describe('a hot work drawn as a polygon beside blind-plate work', () => {
  it('is refused within 30 m of the blind-plate point (0 m when it contains it), allowed beyond', async () => {
    const blind = await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '四车间管廊', zuoYeWeiZhi: point(600, 400) });
    const blindNo = (await detail(blind)).zuoYeBianHao;
    const area = (x0: number, y0: number, x1: number, y1: number) => ({ type: 'Polygon', coordinates: [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]] });
    const around = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '四车间管廊东', zuoYeWeiZhi: area(590, 390, 620, 420) });
    const refused = await api.post('staff01', `${HOT}/submit`, { id: around.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`相距0米处有盲板抽堵作业（作业票${blindNo}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`);
    expect((await detail(around.id)).zhuangTai).toBe('DRAFT');

    // Its nearest edge 29.5 m east of the point: refused, the distance named.
    const east = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '四车间管廊东', zuoYeWeiZhi: area(629.5, 380, 660, 420) });
    const refusedEast = await api.post('staff01', `${HOT}/submit`, { id: east.id });
    expect(refusedEast.status).toBe(409);
    expect(refusedEast.body.msg).toContain('相距29.5米处有盲板抽堵作业');
    expect((await siteWorks(east.id)).dataList).toEqual([expect.objectContaining({ id: blind, metres: 29.5 })]);

    // 30.5 m: allowed.
    const beyond = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '四车间管廊东', zuoYeWeiZhi: area(630.5, 380, 660, 420) });
    expect((await api.post('staff01', `${HOT}/submit`, { id: beyond.id })).status).toBe(200);
  });
});

describe('hot work and blind-plate work at the same place and time', () => {
  it('refuses a hot work within 30 m of an approved blind-plate work at submit, naming it; lists it in siteWorks', async () => {
    const blind = await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '二车间泵房', zuoYeWeiZhi: point(300, 300) });
    const blindNo = (await detail(blind)).zuoYeBianHao;
    const near = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '二车间泵房东侧', zuoYeWeiZhi: point(300, 325) });
    const refused = await api.post('staff01', `${HOT}/submit`, { id: near.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`相距25米处有盲板抽堵作业（作业票${blindNo}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`);
    expect((await detail(near.id)).zhuangTai).toBe('DRAFT');

    const works = await siteWorks(near.id);
    expect(works.dataList).toEqual([
      expect.objectContaining({ id: blind, number: blindNo, kind: 'MANG_BAN', kindName: '盲板抽堵作业', state: 'APPROVED', stateName: '待作业', metres: 25, refused: refused.body.msg }),
    ]);

    // 40 m away: allowed, and listed by neither.
    const far = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '二车间泵房东侧', zuoYeWeiZhi: point(300, 340) });
    expect((await api.post('staff01', `${HOT}/submit`, { id: far.id })).status).toBe(200);
    expect((await siteWorks(far.id)).dataList.map((w: { id: number }) => w.id)).not.toContain(blind);
  });

  it('matches by the same work site when a position is missing, either way round', async () => {
    const hot = await approvedPermit(api, 'DONG_HUO', { zuoYeDiDian: '三车间反应釜平台' });
    const blind = await createDraft(api, 'MANG_BAN', { zuoYeDiDian: ' 三车间反应釜平台 ' });
    const refused = await api.post('staff01', `${BLIND}/submit`, { id: blind.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^同一作业地点「三车间反应釜平台」有动火作业（作业票HJZA\d+，待作业）：/);
    expect((await detail(blind.id)).zhuangTai).toBe('DRAFT');
    const listed = (await siteWorks(blind.id)).dataList;
    expect(listed).toEqual([expect.objectContaining({ id: hot, metres: null })]);
  });

  it('allows them at the same place at other times; refuses the extension that would make them meet', async () => {
    const blind = await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '四车间管廊', jiHuaJieShuShiJian: later(HOUR) });
    const hot = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '四车间管廊', jiHuaKaiShiShiJian: later(2 * HOUR), jiHuaJieShuShiJian: later(4 * HOUR) });
    expect((await api.post('staff01', `${HOT}/submit`, { id: hot.id })).status).toBe(200);
    const before = await detail(blind);
    const extended = await api.post('staff01', `${BLIND}/extendTime`, { id: blind, jiHuaJieShuShiJian: later(3 * HOUR) });
    expect(extended.status).toBe(409);
    expect(extended.body.msg).toMatch(/^同一作业地点「四车间管廊」有动火作业（作业票HJZA\d+，审批中）：/);
    expect((await detail(blind)).jiHuaJieShuShiJian).toBe(before.jiHuaJieShuShiJian);
  });

  it('refuses the start of a permit approved before the rule met another', async () => {
    // Two permits that met before this rule existed (or were changed outside the API): the start asks again.
    const blind = await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '五车间罐区', jiHuaJieShuShiJian: later(HOUR) });
    const hot = await approvedPermit(api, 'DONG_HUO', { zuoYeDiDian: '五车间罐区', jiHuaKaiShiShiJian: later(2 * HOUR), jiHuaJieShuShiJian: later(3 * HOUR) });
    await t.db.query('update permit set planned_start = now() - interval \'1 minute\' where id = $1', [hot]);
    const started = await api.post('staff01', `${BLIND}/start`, { id: blind });
    expect(started.status).toBe(409);
    expect(started.body.msg).toMatch(/^同一作业地点「五车间罐区」有动火作业（作业票HJZA\d+，待作业）：/);
    expect((await detail(blind)).zhuangTai).toBe('APPROVED');
  });
});

describe('blind-plate work: one plate, one pipeline at a time', () => {
  it('refuses a second permit of the same plate or on the same pipeline while the first works', async () => {
    await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '六车间', guanDaoMingCheng: '氯气总管', mangBanBianHao: 'MB-601' });
    const samePlate = await createDraft(api, 'MANG_BAN', { zuoYeDiDian: '七车间', guanDaoMingCheng: '其他管线', mangBanBianHao: 'mb-601' });
    const r1 = await api.post('staff01', `${BLIND}/submit`, { id: samePlate.id });
    expect(r1.status).toBe(409);
    expect(r1.body.msg).toMatch(/^盲板「mb-601」已有盲板抽堵作业票HJZA\d+（待作业）：一张作业票只能进行一块盲板的一项作业/);
    const samePipe = await createDraft(api, 'MANG_BAN', { zuoYeDiDian: '七车间', guanDaoMingCheng: '氯气总管', mangBanBianHao: 'MB-602' });
    const r2 = await api.post('staff01', `${BLIND}/submit`, { id: samePipe.id });
    expect(r2.status).toBe(409);
    expect(r2.body.msg).toMatch(/^设备管道「氯气总管」上已有盲板抽堵作业票HJZA\d+（待作业）：同一管道上不应同时进行两处及以上的盲板抽堵作业$/);
    expect((await detail(samePipe.id)).zhuangTai).toBe('DRAFT');
  });
});

describe('the coordination of simultaneous work (4.6)', () => {
  const coordinate = (id: number, opinion?: string, who = 'staff01') => api.post(who, `${TSZY}/zuoYePiao/coordinate`, { id, opinion });
  const events = async (id: number) =>
    t.db.query<{ action: string; by_name: string; opinion: string | null; detail: { numbers: string[] } | null }>(
      "select action, by_name, opinion, detail from permit_event where permit_id = $1 and action = 'coordinate' order by id",
      [id],
    );

  it('is missing while works share the site, recorded with the permits it covers, stale when another work comes', async () => {
    const first = await approvedPermit(api, 'GAO_CHU', { zuoYeDiDian: '八车间框架' });
    const firstNo = (await detail(first)).zuoYeBianHao;
    const mine = await createDraft(api, 'DIAO_ZHUANG', { zuoYeDiDian: '八车间框架' });
    expect((await siteWorks(mine.id)).coordination).toEqual({ status: 'missing', last: null });

    const done = await coordinate(mine.id, '  错开吊装与高处作业时间，设置警戒区  ');
    expect(done.status).toBe(200);
    expect(done.e.coordination).toEqual({
      status: 'confirmed',
      last: { byName: expect.any(String), at: expect.any(String), numbers: [firstNo], opinion: '错开吊装与高处作业时间，设置警戒区' },
    });
    const [recorded] = await events(mine.id);
    expect(recorded).toMatchObject({ action: 'coordinate', opinion: '错开吊装与高处作业时间，设置警戒区', detail: { numbers: [firstNo] } });
    // The state is unchanged and the history shows it.
    const shown = await detail(mine.id);
    expect(shown.zhuangTai).toBe('DRAFT');
    expect(shown.events.map((e: { action: string }) => e.action)).toContain('coordinate');

    // A second work at the site: the confirmation no longer covers everything there.
    await approvedPermit(api, 'GAO_CHU', { zuoYeDiDian: '八车间框架' });
    expect((await siteWorks(mine.id)).coordination.status).toBe('stale');
    expect((await coordinate(mine.id)).e.coordination).toMatchObject({ status: 'confirmed', last: { opinion: null } });
    expect((await events(mine.id)).at(-1)?.detail?.numbers).toHaveLength(2);
  });

  it('is refused with nothing at the site, past the work, or for a reader, nothing recorded', async () => {
    const alone = await createDraft(api, 'GAO_CHU', { zuoYeDiDian: '九车间独立平台' });
    expect((await siteWorks(alone.id)).coordination).toEqual({ status: 'none', last: null });
    const nothing = await coordinate(alone.id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.msg).toBe('计划时间内同一作业地点及30米范围内没有其他作业，无需确认交叉作业协调');

    await approvedPermit(api, 'GAO_CHU', { zuoYeDiDian: '十车间平台' });
    const discarded = await createDraft(api, 'GAO_CHU', { zuoYeDiDian: '十车间平台' });
    await t.db.query("update permit set state = 'DISCARDED' where id = $1", [discarded.id]);
    const past = await coordinate(discarded.id);
    expect(past.status).toBe(409);
    expect(past.body.msg).toBe('作业票已作废，不能再确认交叉作业协调');

    // Beside a blind-plate work within 30 m: a forbidden pair, which coordinating does not make allowed.
    await approvedPermit(api, 'MANG_BAN', { zuoYeDiDian: '十一车间泵房' });
    const hot = await createDraft(api, 'DONG_HUO', { zuoYeDiDian: '十一车间泵房' });
    const forbidden = await coordinate(hot.id);
    expect(forbidden.status).toBe(409);
    expect(forbidden.body.msg).toMatch(/^同一作业地点「十一车间泵房」有盲板抽堵作业（作业票HJZA\d+，待作业）：盲板抽堵作业点30米内不应同时进行动火作业$/);
    expect(await events(hot.id)).toEqual([]);

    const other = await createDraft(api, 'GAO_CHU', { zuoYeDiDian: '十车间平台' });
    expect((await coordinate(other.id, undefined, 'viewer')).status).toBe(403);
    expect((await coordinate(other.id, 'x'.repeat(501))).status).toBe(400);
    expect(await events(alone.id)).toEqual([]);
    expect(await events(discarded.id)).toEqual([]);
    expect(await events(other.id)).toEqual([]);
  });
});
