// A permit raised for an overhaul (issue 18 item 4; docs/permits.md "关联检修"): staff01 fills a hot work permit, picks
// the demo overhaul's item in 关联大检修项目 (searched by the plan's name) and saves the draft; the permit's detail
// names the item with a link to its plan, and the overhaul's 检修详情 lists the permit in its permits card.
import { describe, expect, it } from 'vitest';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { addMinutes, call, fillHotWork, formField, openNewPermit, thisMinute, TIMEZONE, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 60);
const HOT_WORK = { site: '压缩机房 C-201', content: '压缩机出口管线法兰焊接', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;
const PLAN = '氯碱装置年度大检修';
const ITEM = '压缩机解体检查，更换二级缸活塞环和气阀';

describe("a permit linked to the demo overhaul's item", () => {
  it("is picked in the form, named in the permit's detail, and listed by the overhaul's detail", async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);

    const picker = formField(form, '关联大检修项目');
    await picker.click();
    await picker.fill('年度大检修');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: ITEM });
    await option.click();
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await suite.pages.token('staff01');
    const saved = (await call<{ zuoYeBianHao: string; jianXiuXiangMu: number; jianXiuGuanLian: { name: string; path: string; planId: number } }>(suite.env, token, 'GET', `/zuoYePiao/detail?id=${id}`)).entity;
    expect(saved.jianXiuGuanLian.name).toBe(`${PLAN} · ${ITEM}`);

    await page.goto(suite.env.url(`/tszy/detail/${id}`));
    const link = page.getByRole('link', { name: `${PLAN} · ${ITEM}` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain(`/zdjx/plan?detail=${saved.jianXiuGuanLian.planId}`);

    const [record] = await suite.env.db.query<{ id: string }>(`select id from r_overhaul_record where tenant_id = 1001 and zax_num(data, 'planId') = $1 and not deleted order by id limit 1`, [saved.jianXiuGuanLian.planId]);
    await page.goto(suite.env.url(`/zdjx/record/${record.id}`));
    const row = page.getByTestId('overhaul-permits').getByRole('row').filter({ hasText: saved.zuoYeBianHao });
    await row.getByText(ITEM).waitFor();
    expect(await row.count()).toBe(1);
  });
});
