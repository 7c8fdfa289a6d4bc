// Simultaneous special work (issue 16 item 6, GB 30871 4.6, 4.7, chapter 7; docs/permits.md "Simultaneous work"):
// staff01 places a hot work on the plant map (作业位置) and saves it; a blind-plate permit 12 m from that point is
// approved meanwhile; 提交 is then refused with the standard's reason naming the blind-plate permit, the permit
// stays a draft, and its detail lists the blind-plate work under 同时同地作业 with the rule. The site may also be an
// area clicked on the map, or a polygon drawn vertex by vertex (绘制作业范围): the distance to the blind plate is the
// polygon's, from its edge.
import { describe, expect, it } from 'vitest';
import { api, button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { clickAt, clickPlant, mapSurface } from './helpers/map-e2e.ts';
import { addMinutes, briefWorkers, call, detailOf, fillHotWork, JHA_AND_BRIEFING, openNewPermit, refusalShown, thisMinute, TIMEZONE, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 60);
/** The blind-plate permit the first test approves; the second coordinates the works at its site. */
let firstBlind: Saved | undefined;
const HOT_WORK = { site: '三号罐区 T-301 储罐顶部', content: '罐顶人孔法兰电焊', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;

interface Saved {
  id: number;
  zuoYeBianHao: string;
  zuoYeWeiZhi?: { type: 'Point'; coordinates: [number, number] };
}

/** A blind-plate permit at `at`, from now for three hours, submitted by staff01 and approved by cj01. */
async function approvedBlindPlate(at: [number, number], plate = 'MB-E2E-301', pipe = 'T-301 进料管线'): Promise<Saved> {
  const staff = await suite.pages.token('staff01');
  const saved = await call<Saved>(suite.env, staff, 'POST', '/mangBan/saveOrUpdate', {
    jiHuaKaiShiShiJian: thisMinute().toISOString(),
    jiHuaJieShuShiJian: addMinutes(thisMinute(), 180).toISOString(),
    zuoYeDiDian: '三号罐区 T-301 进料管线',
    zuoYeNeiRong: '进料管线加盲板隔断',
    zuoYeWeiZhi: { type: 'Point', coordinates: at },
    mangBanCaoZuo: '堵',
    guanDaoMingCheng: pipe,
    mangBanBianHao: plate,
    ...JHA_AND_BRIEFING,
  });
  expect(saved.status, saved.msg).toBe(200);
  await briefWorkers(suite.env, staff, 'mangBan', saved.entity.id);
  const submitted = await call(suite.env, staff, 'POST', '/mangBan/submit', { id: saved.entity.id });
  expect(submitted.status, submitted.msg).toBe(200);
  const approved = await call(suite.env, await suite.pages.token('cj01'), 'POST', '/mangBan/zhongShen', { id: saved.entity.id, decision: 'approve', slotIndex: 1, opinion: '同意' });
  expect(approved.status, approved.msg).toBe(200);
  return saved.entity;
}

describe('hot work beside blind-plate work', () => {
  it('is refused on 提交 with the reason naming the blind-plate permit, and its detail lists it under 同时同地作业', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);

    // 作业位置: a click on the plant plan places the work point.
    const picker = form.getByTestId('geometry-picker');
    await clickAt(await mapSurface(picker), 0.5, 0.5);
    await picker.getByText(/^坐标：/).waitFor();
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await suite.pages.token('staff01');
    const saved = (await call<Saved>(suite.env, token, 'GET', `/zuoYePiao/detail?id=${id}`)).entity;
    const [x, y] = saved.zuoYeWeiZhi?.coordinates ?? [NaN, NaN];
    expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);

    const blind = await approvedBlindPlate([x, y + 12]);
    firstBlind = blind;
    await briefWorkers(suite.env, token, 'dongHuo', id);
    await button(form, '提交').click();
    const reason = `相距12米处有盲板抽堵作业（作业票${blind.zuoYeBianHao}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`;
    await refusalShown(form, reason);
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');

    await page.goto(suite.env.url(`/tszy/detail/${id}`));
    const block = page.locator('[data-detail-block="tszy/site-works"]');
    await block.getByTestId('site-works-forbidden').getByText(reason).waitFor();
    await block.getByRole('link', { name: blind.zuoYeBianHao }).waitFor();
    await block.getByText('相距 12 米').waitFor();
  });

  it('is coordinated on the blind-plate permit\'s detail: staff01 confirms with a note, recorded in its history', async () => {
    // A height work submitted at the blind-plate permit's site, at the same time: a pair the standard allows.
    const blind = firstBlind;
    if (!blind) throw new Error('the first test approves the blind-plate permit');
    const staff = await suite.pages.token('staff01');
    const height = await call<Saved>(suite.env, staff, 'POST', '/gaoChu/saveOrUpdate', {
      jiHuaKaiShiShiJian: thisMinute().toISOString(),
      jiHuaJieShuShiJian: addMinutes(thisMinute(), 120).toISOString(),
      zuoYeDiDian: '三号罐区 T-301 进料管线',
      zuoYeNeiRong: '管架上搭设脚手架',
      zuoYeGaoDu: 6,
      ...JHA_AND_BRIEFING,
    });
    expect(height.status, height.msg).toBe(200);
    await briefWorkers(suite.env, staff, 'gaoChu', height.entity.id);
    const submitted = await call(suite.env, staff, 'POST', '/gaoChu/submit', { id: height.entity.id });
    expect(submitted.status, submitted.msg).toBe(200);

    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url(`/tszy/detail/${blind.id}`));
    const block = page.locator('[data-detail-block="tszy/site-works"]');
    await block.getByRole('link', { name: height.entity.zuoYeBianHao }).waitFor();
    await block.getByText('尚未确认交叉作业协调：以上作业须由专人统一协调（GB 30871 4.6）').waitFor();
    await block.getByRole('textbox', { name: '协调说明' }).fill('脚手架搭设避开盲板作业点，设警戒区');
    await button(block, '确认协调').click();
    await button(page.locator('.ant-popconfirm'), '确定').click();
    await messageShown(page, '已记录交叉作业协调');
    await block.getByText(new RegExp(`^交叉作业已由 .+ 于 .+ 确认统一协调（${height.entity.zuoYeBianHao}）$`)).waitFor();
    await block.getByText('协调说明：脚手架搭设避开盲板作业点，设警戒区').waitFor();
    const { events } = (await call<{ events: { action: string; opinion: string | null }[] }>(suite.env, staff, 'GET', `/zuoYePiao/detail?id=${blind.id}`)).entity;
    expect(events.at(-1)).toMatchObject({ action: 'coordinate', opinion: '脚手架搭设避开盲板作业点，设警戒区' });
  });
});

describe('hot work whose site is an area of the plant map', () => {
  it('takes the area clicked on the map (the inner one where areas nest) and is refused beside blind-plate work 10 m from its edge', async () => {
    const plan = await api(suite.env, await suite.pages.token('staff01'), 'GET', '/zax-cloud/u-basic/plant-plan');
    const extent = (plan.body.data as { extent: [number, number, number, number] }).extent;
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, { ...HOT_WORK, site: '生产装置一区 一区检修作业点', content: '检修作业点管线动火' });

    // 作业位置 › 选择区域: the demo's areas are drawn on the plan; a click outside them says so and picks nothing, a
    // click inside 一区检修作业点 (drawn inside 生产装置一区) picks it.
    const site = form.getByTestId('site-picker');
    await site.getByText('选择区域', { exact: true }).click();
    await site.getByText('在下拉框中选择，或点击图上的区域').waitFor();
    const canvas = await mapSurface(site);
    await clickPlant(canvas, extent, [500, 120]);
    await site.getByText('点击处不在任何区域内，请点击区域内部').waitFor();
    await clickPlant(canvas, extent, [160, 360]);
    await site.locator('.ant-select-selection-item[title="一区检修作业点"]').waitFor();
    expect(await site.getByText('点击处不在任何区域内，请点击区域内部').count()).toBe(0);

    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await suite.pages.token('staff01');
    const saved = (await call<{ zuoYeWeiZhi: unknown }>(suite.env, token, 'GET', `/zuoYePiao/detail?id=${id}`)).entity;
    expect(saved.zuoYeWeiZhi).toEqual({ type: 'Polygon', coordinates: [[[120, 320], [200, 320], [200, 400], [120, 400], [120, 320]]] });

    // Blind-plate work 10 m east of the area's edge: the polygon's distance, not its centre's, decides.
    const blind = await approvedBlindPlate([210, 360], 'MB-E2E-101', '一区 P-101 工艺管线');
    await briefWorkers(suite.env, token, 'dongHuo', id);
    await button(form, '提交').click();
    await refusalShown(form, `相距10米处有盲板抽堵作业（作业票${blind.zuoYeBianHao}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`);
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');
  });
});

describe('hot work whose site is drawn on the plant map', () => {
  it('takes the polygon drawn vertex by vertex (绘制作业范围) and is refused beside blind-plate work 10 m from its edge', async () => {
    const plan = await api(suite.env, await suite.pages.token('staff01'), 'GET', '/zax-cloud/u-basic/plant-plan');
    const extent = (plan.body.data as { extent: [number, number, number, number] }).extent;
    const [minX, minY, maxX, maxY] = extent;
    // A square in the plan's south-east, away from the other tests' blind plates: its corners in plant metres.
    const at = (fx: number, fy: number): [number, number] => [minX + (maxX - minX) * fx, minY + (maxY - minY) * fy];
    const corners = [at(0.8, 0.12), at(0.88, 0.12), at(0.88, 0.2), at(0.8, 0.2)];
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, { ...HOT_WORK, site: '东南角 新建管廊', content: '管廊支架焊接' });

    const site = form.getByTestId('site-picker');
    await site.getByText('绘制作业范围', { exact: true }).click();
    const surface = await mapSurface(site);
    // Each corner clicked in turn, the first again to close the ring.
    for (const corner of [...corners, corners[0]]) {
      await clickPlant(surface, extent, corner);
      await page.waitForTimeout(150);
    }
    await site.getByText('重新绘制').waitFor();
    expect(await site.getByTestId('geometry-problem').count()).toBe(0);

    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await suite.pages.token('staff01');
    const saved = (await call<{ zuoYeWeiZhi: { type: string; coordinates: [number, number][][] } }>(suite.env, token, 'GET', `/zuoYePiao/detail?id=${id}`)).entity;
    expect(saved.zuoYeWeiZhi.type).toBe('Polygon');
    const ring = saved.zuoYeWeiZhi.coordinates[0];
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // Each vertex where its corner was clicked, to the pixel (the plan is fitted into the map: a few metres a pixel).
    const metresPerPixel = (maxX - minX) / 300;
    for (const [i, [x, y]] of ring.slice(0, 4).entries()) {
      expect(Math.abs(x - corners[i][0])).toBeLessThan(metresPerPixel * 2);
      expect(Math.abs(y - corners[i][1])).toBeLessThan(metresPerPixel * 2);
    }

    // Blind-plate work 10 m east of the ring's easternmost vertex: the drawn edge, not its centre, decides.
    const east = ring.reduce((a, b) => (b[0] > a[0] ? b : a));
    const blind = await approvedBlindPlate([east[0] + 10, east[1]], 'MB-E2E-401', '东南角管廊 蒸汽管线');
    await briefWorkers(suite.env, token, 'dongHuo', id);
    await button(form, '提交').click();
    await form.getByTestId('schema-form-failure').getByText(new RegExp(`^相距\\d+米处有盲板抽堵作业（作业票${blind.zuoYeBianHao}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业$`)).waitFor();
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');
  });
});
