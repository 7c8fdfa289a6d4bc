// 岗位履职模板 in the browser (issue 17 item 4, qdglVersion 2): the enterprise's administrator creates a post's duty template,
// derives its duty lists from the template's detail (按岗位模板生成: one per person holding the post, here 赵志强, whose record
// says 车间主任), and finds the derived list in 履职清单; a second derivation updates it rather than adding another.
import { describe, expect, it } from 'vitest';
import { button, drawer, fillItem, messageShown, openCreate, pickDate, pickSelect, rowAction } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('岗位履职模板', () => {
  it('derives the duty lists of a post, shown in 履职清单', async () => {
    await suite.env.db.query(`update qyxx set config = config || '{"qdglVersion": "2"}'::jsonb where tenant_id = 1001`);
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/qing-dan/duty-template'));
    const form = await openCreate(page, '岗位履职模板');
    await fillItem(form, '模板名称', 'E2E车间主任履职');
    await fillItem(form, '岗位', '车间主任');
    await fillItem(form, '履职事项（每行一项）', '组织本车间安全检查\n督促隐患整改');
    await pickSelect(form, '周期', '每周');
    await pickDate(form, '开始日期', '2026-11-23');
    await button(form, '提交').click();
    await messageShown(page, '新增成功');

    const [template] = await suite.env.db.query<{ id: number }>(`select id::int as id from r_duty_template where tenant_id = 1001 and data->>'name' = 'E2E车间主任履职'`);
    await rowAction(page, '详情', template.id).click();
    const block = drawer(page).getByTestId('derive-duty-lists');
    await block.getByText('岗位「车间主任」', { exact: false }).waitFor();
    await button(block, '按岗位模板生成').click();
    await block.getByText('已生成 1 份、更新 0 份、停用 0 份履职清单').waitFor();
    // Again: the list made is updated, not doubled.
    await button(block, '按岗位模板生成').click();
    await block.getByText('已生成 0 份、更新 1 份、停用 0 份履职清单').waitFor();
    const derived = await suite.env.db.query<{ name: string }>(`select data->>'name' as name from r_checklist where tenant_id = 1001 and not deleted and data->>'templateId' = $1`, [String(template.id)]);
    expect(derived.map((d) => d.name)).toEqual(['E2E车间主任履职（赵志强）']);

    await block.getByRole('link', { name: '查看履职清单' }).click();
    await page.waitForURL('**/qing-dan/duty-list');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E车间主任履职（赵志强）' });
    await row.getByText('履职清单').waitFor();
    await row.getByText('E2E车间主任履职', { exact: true }).waitFor();
  });
});
