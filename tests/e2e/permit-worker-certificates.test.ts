// Workers' certificates in the permit form (issue 16 item 4, GB 30871 4.9; docs/permits.md "Workers' certificates"):
// staff01 picks a staff member on a hot-work permit's 作业人 row and the row's name and 证书编号 are filled from the
// person's valid 焊接与热切割作业 certificate; a draft naming a worker whose certificate has since expired is refused
// on 提交 with the Chinese reason naming the person, and stays a draft.
import { beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, localDay } from '../../src/domain/schedule-calendar.ts';
import { tableName } from '../../src/server/resources/registry.ts';
import { api, button, formItem, messageShown, pickOption } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { addMinutes, call, detailOf, fillHotWork, openNewPermit, refusalShown, thisMinute, TIMEZONE, view, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount | 'qyadmin'>({ timezoneId: TIMEZONE });
const PICKER = '本单位人员（可选）';
const START = addMinutes(thisMinute(), 60);
const HOT_WORK = { site: '二号罐区 T-201 储罐', content: '更换法兰，电焊作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;
const DAY_MS = 86_400_000;
const dayFrom = (days: number) => dateOfDay(localDay(new Date(Date.now() + days * DAY_MS)));

const welders = { valid: { id: 0, name: '焊工甲', certNo: 'T-E2E-WELD-01', cert: 0 }, lapsing: { id: 0, name: '焊工乙', certNo: 'T-E2E-WELD-02', cert: 0 } };

/** A staff member of the demo enterprise holding a valid 焊接与热切割作业 certificate. */
async function welder(w: { id: number; name: string; certNo: string; cert: number }, idCard: string): Promise<void> {
  const [{ id }] = await suite.env.db.query<{ id: number }>('insert into staffinfo(tenant_id, name, post) values (1001, $1, $2) returning id', [w.name, '焊工']);
  w.id = Number(id);
  const res = await api(suite.env, await suite.pages.token('qyadmin'), 'POST', '/zax-cloud/u-basic/special-operator', {
    name: w.name, staffId: w.id, gender: 'male', idCard, mobile: '13800003333', operationCategory: 'welding', operationItem: '熔化焊接与热切割作业', certNo: w.certNo, certStart: dayFrom(-700), certEnd: dayFrom(400),
  });
  expect(res.status, res.body.msg).toBe(200);
  w.cert = (res.body.data as { id: number }).id;
}

beforeAll(async () => {
  await welder(welders.valid, '320501199001011238');
  await welder(welders.lapsing, '320501199001020193');
});

describe('the 作业人 row of a permit names staff members and their certificates', () => {
  it("picking a staff member fills the name and the number of the person's valid welding certificate", async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);
    await button(form, '添加作业人').click();
    const picker = form.getByRole('combobox', { name: PICKER }).nth(1);
    await picker.click();
    await picker.fill(welders.valid.name);
    await pickOption(page, `${welders.valid.name}（焊工）`);
    await expect.poll(() => form.getByLabel('作业人姓名', { exact: true }).nth(1).inputValue()).toBe(welders.valid.name);
    await expect.poll(() => form.getByLabel('证书编号', { exact: true }).nth(1).inputValue()).toBe(welders.valid.certNo);

    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const saved = await call<{ zuoYeRen: unknown[] }>(suite.env, await suite.pages.token('staff01'), 'GET', `/zuoYePiao/detail?id=${id}`);
    expect(saved.entity.zuoYeRen[1]).toEqual({ xingMing: welders.valid.name, zhengShuHao: welders.valid.certNo, renYuan: welders.valid.id });
  });

  it('submitting a draft whose worker’s certificate has expired shows the reason naming the person; the permit stays a draft', async () => {
    const token = await suite.pages.token('staff01');
    const draft = await call<{ id: number }>(suite.env, token, 'POST', '/dongHuo/saveOrUpdate', {
      jiHuaKaiShiShiJian: HOT_WORK.start.toISOString(), jiHuaJieShuShiJian: HOT_WORK.end.toISOString(), zuoYeDiDian: HOT_WORK.site, zuoYeNeiRong: HOT_WORK.content, dongHuoJiBie: '二级', zuoYeFuZeRen: '张伟',
      zuoYeRen: [{ xingMing: welders.lapsing.name, renYuan: welders.lapsing.id }],
    });
    expect(draft.status, draft.msg).toBe(200);
    const ended = dayFrom(-3);
    await suite.env.db.query(`update ${tableName('special-operator')} set data = jsonb_set(data, '{certEnd}', to_jsonb($2::text)) where id = $1`, [welders.lapsing.cert, ended]);

    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url(`/tszy/create?kind=DONG_HUO&id=${draft.entity.id}`));
    const form = view(page, '/tszy/create').getByRole('form', { name: '动火作业票' });
    await expect.poll(() => form.getByLabel('作业人姓名', { exact: true }).first().inputValue()).toBe(welders.lapsing.name);
    await button(form, '提交').click();
    const reason = `作业人${welders.lapsing.name}的焊接与热切割作业证已过期（有效期至${ended}）`;
    await refusalShown(form, reason);
    // …and at the 作业人 list, whose row names the person.
    await formItem(form, '作业人').locator('.ant-formily-item-error-help').getByText(reason, { exact: true }).waitFor();

    const after = await detailOf(suite.env, token, draft.entity.id);
    expect(after.zhuangTai).toBe('DRAFT');
    expect(after.events.map((e) => e.action)).toEqual(['create']);
  });
});
