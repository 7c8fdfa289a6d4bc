// 部门风险配置 in the browser (issue 17 item 1, riskVersion 2 and qdglVersion 2): the enterprise's administrator configures
// the risk units a workshop controls from 风险管控 › 部门风险配置 (its level shown from the department's type), then derives
// the duty lists of a post template with 纳入管控措施: the list of 张伟 (操作工, in a team under the workshop) holds the
// team-level measure's 隐患排查内容 after the template's own duty.
import { describe, expect, it } from 'vitest';
import { api, button, drawer, formItem, messageShown, openCreate, rowAction } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const U = '/zax-cloud/u-basic';

describe('部门风险配置', () => {
  it('configures a workshop’s units, and a derived duty list takes their measures’ check contents', async () => {
    const db = suite.env.db;
    await db.query(`update qyxx set config = config || '{"riskVersion": "2", "qdglVersion": "2"}'::jsonb where tenant_id = 1001`);
    const token = await suite.pages.token('qyadmin');
    const call = async (url: string, payload: object) => {
      const res = await api(suite.env, token, 'POST', url, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { id: number };
    };
    const company = (await call('/zax-cloud/user/departmentinfo/save', { name: 'E2E公司', deptType: 'company' })).id;
    const workshop = (await call('/zax-cloud/user/departmentinfo/save', { name: 'E2E车间', deptType: 'workshop', parentId: company })).id;
    const team = (await call('/zax-cloud/user/departmentinfo/save', { name: 'E2E班组', deptType: 'team', parentId: workshop })).id;
    const [zhang] = await db.query<{ id: number }>(`select id::int as id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`);
    await db.query('update staffinfo set department_id = $2 where tenant_id = 1001 and id = $1', [zhang.id, team]);
    const objectId = (await call(`${U}/risk-object`, { name: 'E2E装置', objectType: 'major-hazard', deptId: workshop, personId: zhang.id })).id;
    const unitId = (await call(`${U}/risk-unit`, { name: 'E2E储罐', objectId, deptId: workshop, personId: zhang.id })).id;
    const eventId = (await call(`${U}/risk-event`, { name: 'E2E储罐泄漏', unitId, eventType: 'fire', method: 'LS', lsL: 2, lsS: 3 })).id;
    await call(`${U}/control-measure`, {
      name: 'E2E液位巡检', eventId, classify1: 'operation', classify2: 'operation-record', controlLevel: 'team',
      checkContent: '检查E2E储罐液位计读数', assigneeId: zhang.id, startDate: '2026-11-20',
    });

    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/fxfjgk/dept-risk-config'));
    const form = await openCreate(page, '部门风险配置');
    const picker = formItem(form, '部门').locator('.ant-select');
    await picker.click();
    await picker.locator('input').pressSequentially('E2E车间');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper, .ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'E2E车间' });
    await option.first().click();
    await expect.poll(() => picker.textContent()).toContain('E2E车间');
    const units = formItem(form, '管控的风险分析单元').locator('.ant-select');
    await units.click();
    await units.locator('input').pressSequentially('E2E储');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'E2E储罐' }).first().click();
    await expect.poll(() => units.textContent()).toContain('E2E储罐');
    await page.keyboard.press('Escape');
    await button(form, '提交').click();
    await messageShown(page, '新增成功');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E车间' });
    await row.getByText('车间级').waitFor();
    await row.getByText('E2E储罐').waitFor();

    const template = await call(`${U}/duty-template`, {
      name: 'E2E操作工履职', postName: '操作工', deptId: team, items: '交接班检查', frequency: 'day', startDate: '2026-11-24', includeMeasures: true,
    });
    await page.goto(suite.env.url('/qing-dan/duty-template'));
    await rowAction(page, '详情', template.id).click();
    const block = drawer(page).getByTestId('derive-duty-lists');
    await button(block, '按岗位模板生成').click();
    await block.getByText('已生成 1 份、更新 0 份、停用 0 份履职清单').waitFor();
    const [list] = await db.query<{ id: number; items: string }>(
      `select id::int as id, data->>'items' as items from r_checklist where tenant_id = 1001 and not deleted and data->>'templateId' = $1`,
      [String(template.id)],
    );
    expect(list.items).toBe('交接班检查\n检查E2E储罐液位计读数');

    await page.goto(suite.env.url('/qing-dan/duty-list'));
    await rowAction(page, '详情', list.id).click();
    await drawer(page).getByText('检查E2E储罐液位计读数', { exact: false }).waitFor();
  });
});
