// Issue 16 item 3 in the browser: the enterprise administrator (qyadmin) picks 动火作业票 in the designer (低代码设计 ›
// 自定义字段), adds a required custom field 焊机编号 and publishes it; staff01's new hot-work form asks for it, names it
// when left empty, saves it; the detail page lists it under 其他信息 and the Annex A print view prints it.
import { describe, expect, it } from 'vitest';
import { button, formItem, messageShown, pickResource, publishDraft } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { addMinutes, detailOf, fillHotWork, formField, openNewPermit, savedDraftId, thisMinute, TIMEZONE, view, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount | 'qyadmin'>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 30);
const HOT_WORK = { site: '自定义字段：五号罐区', content: '罐顶人孔法兰更换，电焊作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;
const WELDER = 'HJ-E2E-01';

describe('a custom field of 动火作业票', () => {
  it('qyadmin adds it in the designer and publishes it', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/lowcode/custom-field'));
    await pickResource(page, '选择资源', '动火作业票', 'permit-dong-huo');
    const toolbar = page.getByTestId('designer-toolbar');
    await toolbar.getByText('尚未发布', { exact: true }).waitFor();
    const list = page.getByTestId('field-list-panel');
    await button(list, '新增字段').click();
    const editor = page.getByTestId('field-def-editor');
    await editor.getByLabel('字段标识').fill('hanJiBianHao');
    await editor.getByLabel('字段名称').fill('焊机编号');
    await editor.getByRole('switch', { name: '必填' }).click();
    await button(editor, '确定').click();
    await editor.waitFor({ state: 'detached' });
    await list.locator('.ant-table-tbody tr').filter({ hasText: 'hanJiBianHao' }).waitFor();
    await publishDraft(page, '动火作业票：焊机编号', 1);
  });

  it('staff01 fills it on the new hot-work form; the detail and the print view show it', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);
    // The enterprise's field is one more field of the form, required by the enterprise: named before anything is sent.
    const custom = formItem(form, '焊机编号');
    await button(form, '保存草稿').click();
    await custom.getByText('请填写焊机编号', { exact: true }).waitFor();
    await formField(form, '焊机编号').fill(WELDER);
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    const id = await savedDraftId(page);
    const stored = (await detailOf(suite.env, await suite.pages.token('staff01'), id)) as unknown as { hanJiBianHao: string; ziDingYiZiDuan: { key: string; display: string }[] };
    expect(stored.hanJiBianHao).toBe(WELDER);
    expect(stored.ziDingYiZiDuan).toEqual([expect.objectContaining({ key: 'hanJiBianHao', title: '焊机编号', display: WELDER })]);

    await page.goto(suite.env.url(`/tszy/detail/${id}`));
    const detail = view(page, `/tszy/detail/${id}`);
    const values = detail.getByTestId('permit-detail-fields');
    await values.getByText('焊机编号', { exact: true }).waitFor();
    await values.getByText(WELDER, { exact: true }).waitFor();

    await detail.getByRole('button', { name: /打\s*印/ }).first().click();
    const row = page.locator('.permit-print tr[data-custom-field="hanJiBianHao"]');
    await row.waitFor();
    expect(await row.textContent()).toBe(`焊机编号${WELDER}`);
  });
});
