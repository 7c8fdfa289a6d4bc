// Issue 16 item 3 in the browser: the enterprise administrator (qyadmin) has added a required custom field 焊机编号 to
// 动火作业票 through the designer's call (the designer's own screens are walked by tests/e2e/designer*.test.ts); staff01's
// new hot-work form asks for it, names it when left empty, saves it; the detail page lists it under 其他信息 and the
// Annex A print view prints it.
import { beforeAll, describe, expect, it } from 'vitest';
import { permitApi, type PermitApi } from '../api/helpers/permit-fixtures.ts';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { addMinutes, detailOf, fillHotWork, openNewPermit, savedDraftId, thisMinute, TIMEZONE, view, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 30);
const HOT_WORK = { site: '自定义字段：五号罐区', content: '罐顶人孔法兰更换，电焊作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;
const WELDER = 'HJ-E2E-01';

let api: PermitApi;
beforeAll(async () => {
  const { env } = suite;
  api = permitApi({
    login: (name, password) => env.apiToken(name, password),
    call: ({ token, ...opts }) => env.app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: token } : {}) } }),
  });
  const added = await api.post('qyadmin', '/zax-cloud/u-basic/custom-field', { resourceKey: 'permit-dong-huo', key: 'hanJiBianHao', type: 'text', title: '焊机编号', required: true, maxLength: 20 });
  expect(added.status, added.body.msg).toBe(200);
});

describe('a custom field of 动火作业票', () => {
  it('staff01 fills it on the new hot-work form; the detail and the print view show it', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);
    const custom = form.getByTestId('permit-custom-fields');
    await custom.getByText('其他信息', { exact: true }).waitFor();

    // Required by the enterprise: named before anything is sent.
    await button(form, '保存草稿').click();
    await custom.getByText('请填写焊机编号', { exact: true }).waitFor();
    await custom.getByLabel('焊机编号', { exact: true }).fill(WELDER);
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    const id = await savedDraftId(page);
    const stored = (await detailOf(suite.env, await suite.pages.token('staff01'), id)) as unknown as { hanJiBianHao: string; ziDingYiZiDuan: { key: string; display: string }[] };
    expect(stored.hanJiBianHao).toBe(WELDER);
    expect(stored.ziDingYiZiDuan).toEqual([expect.objectContaining({ key: 'hanJiBianHao', title: '焊机编号', display: WELDER })]);

    await page.goto(suite.env.url(`/tszy/detail/${id}`));
    const detail = view(page, `/tszy/detail/${id}`);
    const values = detail.getByTestId('permit-custom-values');
    await values.getByText('焊机编号', { exact: true }).waitFor();
    await values.getByText(WELDER, { exact: true }).waitFor();

    await detail.getByRole('button', { name: /打\s*印/ }).first().click();
    const row = page.locator('.permit-print tr[data-custom-field="hanJiBianHao"]');
    await row.waitFor();
    expect(await row.textContent()).toBe(`焊机编号${WELDER}`);
  });
});
