// Bound resource files in the browser (issue 13 item 1): the /user service's staff and departments render
// through the normal schema runtime from schemas/bindings/user-staff.json and user-department.json — the
// list with paging and search, a detail, and a staff member created through the real /user routes
// (POST staffinfo/save). The bound screens are in no menu (the administration issue adds them): the test
// adds two entries under 通用设置 as the platform administrator would.
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { startE2eServer, type E2ePage, type E2eServer } from './helpers/e2e-server.ts';

const STAFF_PATH = '/tysz/bound-staff';
const DEPT_PATH = '/tysz/bound-department';
let env: E2eServer;
let tab: E2ePage;
let page: Page;
let token = '';

/** Adds a menu entry under 通用设置 (/tysz) opening a resource, as the platform administrator. */
async function addMenuEntry(admin: string, parentId: number, path: string, resource: string, title: string): Promise<void> {
  const res = await env.app.inject({
    method: 'POST',
    url: '/zax-cloud/user/sysmenu/save',
    headers: { authorization: admin },
    payload: { parentId, path, name: `Bound${resource}`, component: `resource/${resource}`, meta: { title } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  env = await startE2eServer();
  const admin = await env.apiToken('admin', 'Admin@2026');
  const [tysz] = await env.db.query<{ id: number }>("select id from sysmenu where path = '/tysz'");
  await addMenuEntry(admin, Number(tysz.id), 'bound-staff', 'user-staff', '人员（绑定）');
  await addMenuEntry(admin, Number(tysz.id), 'bound-department', 'user-department', '组织机构（绑定）');
  token = await env.apiToken('qyadmin', 'Qy@123456');
});
afterAll(() => env?.close());

beforeEach(async () => {
  tab = await env.newPage();
  page = tab.page;
  await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
});
afterEach(async () => {
  const errors = tab.errors;
  await tab.context.close();
  expect(errors).toEqual([]);
});

/** A button by its label (antd spaces a two-character label; an icon adds its name in front). */
function button(scope: Page | Locator, label: string): Locator {
  const spaced = [...label].length === 2 ? [...label].join('\\s*') : label;
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${spaced}\\s*$`) });
}
const rowAction = (row: Locator, label: string) => row.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
const drawer = () => page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title') }).last();
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
function field(label: string): Locator {
  return drawer()
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

async function staffNames(tenant: number): Promise<string[]> {
  const found = await env.db.query<{ name: string }>('select name from staffinfo where tenant_id = $1 and not deleted order by id', [tenant]);
  return found.map((r) => r.name);
}

describe('staff from the binding file', () => {
  it('lists with paging and search, opens a detail, and creates a staff member through /user/staffinfo/save', async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/zax-cloud/user/staffinfo/')) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(env.url(STAFF_PATH));
    await rows().first().waitFor();
    const stored = await staffNames(1001);
    expect(stored.length).toBeGreaterThan(0);
    // The pager shows the service's total (data.total of POST staffinfo/list).
    await page.locator('.ant-pagination').getByText(new RegExp(`共\\s*${stored.length}\\s*条`)).waitFor();
    expect(sent).toContain('POST /zax-cloud/user/staffinfo/list');

    const someone = stored[stored.length - 1];
    const search = page.getByRole('search');
    await search.locator('input').first().fill(someone);
    await button(search, '查询').click();
    await expect.poll(async () => (await rows().allTextContents()).every((t) => t.includes(someone)) && (await rows().count()) > 0).toBe(true);

    await rowAction(rows().first(), '详情').click();
    await drawer().getByText(someone, { exact: true }).waitFor();
    await drawer().locator('.ant-drawer-close').click();

    await button(page, '新增').click();
    await drawer().waitFor();
    await field('姓名').locator('input').fill('绑定浏览器员工');
    await field('岗位').locator('input').fill('巡检员');
    await field('手机号').locator('input').fill('13700137000');
    await field('性别').getByText('女', { exact: true }).click();
    await button(drawer(), '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    expect(sent).toContain('POST /zax-cloud/user/staffinfo/save');
    await expect.poll(() => staffNames(1001)).toContain('绑定浏览器员工');
    await button(search, '重置').click();
    await rows().filter({ hasText: '绑定浏览器员工' }).first().waitFor();
    expect(await rows().filter({ hasText: '绑定浏览器员工' }).first().textContent()).toContain('巡检员');
  });
});

describe('departments from the binding file', () => {
  it('shows the tree, searches it and opens a nested department', async () => {
    // A department with a sub-department, saved through the service as its own screen would.
    const save = async (payload: object): Promise<{ id: number; name: string }> => {
      const res = await env.app.inject({ method: 'POST', url: '/zax-cloud/user/departmentinfo/save', headers: { authorization: token }, payload });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: number; name: string } }).data;
    };
    const parent = await save({ name: '绑定储运部' });
    const child = await save({ name: '绑定装卸班', parentId: parent.id, deptType: 'team' });
    await page.goto(env.url(DEPT_PATH));
    await rows().filter({ hasText: parent.name }).first().waitFor();

    const search = page.getByRole('search');
    await search.locator('input').first().fill(child.name);
    await button(search, '查询').click();
    // The search keeps the match under its ancestors: expand them until the match shows.
    const match = rows().filter({ hasText: child.name }).first();
    for (let i = 0; i < 5 && !(await match.isVisible()); i++) {
      const closed = page.locator('.ant-table-tbody .ant-table-row-expand-icon-collapsed').first();
      if (await closed.count()) await closed.click();
    }
    await match.waitFor();
    // A tree table: the match sits one level under its parent's row.
    expect(await match.locator('.ant-table-row-indent.indent-level-1').count()).toBe(1);
    expect(await rows().filter({ hasText: parent.name }).locator('.ant-table-row-indent.indent-level-0').count()).toBe(1);
    await page.screenshot({ path: '/tmp/bindings-departments.png' });
    await rowAction(match, '详情').click();
    await drawer().getByText(child.name, { exact: true }).waitFor();
    // The parent shows by name (the DepartmentPicker's label).
    await drawer().getByText(parent.name).first().waitFor();
  });
});
