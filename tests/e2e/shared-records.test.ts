// Shared records in the browser (issue 12 item 7): an enterprise user sees the platform's rows of a shared
// resource tagged 平台, with 详情 only (no 编辑, 删除 or selection, and no 编辑 in the detail drawer), beside
// its own rows, which stay editable; a 'platform' resource offers it no 新增 at all.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
let page: Page;
let ownId = 0;

beforeAll(async () => {
  // One row of the enterprise's own beside the platform's standard dictionaries.
  const res = await suite.env.app.inject({
    method: 'POST',
    url: '/zax-cloud/u-basic/dictionary',
    headers: { authorization: await suite.pages.token('qyadmin') },
    payload: { dictType: 'workArea', dictTypeName: '作业区域', label: '本企业罐区', value: 'own-tank' },
  });
  expect(res.statusCode, res.body).toBe(200);
  ownId = res.json().data.id;
});

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (text: string) => rows().filter({ hasText: text });
describe('shared records', () => {
  it('an enterprise user sees a platform row tagged and cannot edit it; its own row stays editable', async () => {
    await page.goto(suite.env.url('/tysz/dictionary'));
    const platformRow = rowOf('重大风险');
    await platformRow.waitFor();
    await expect.poll(() => platformRow.locator('.ant-tag', { hasText: '平台' }).count()).toBe(1);
    await expect.poll(() => rowAction(platformRow, '详情').count()).toBe(1);
    for (const label of ['编辑', '删除', '禁用', '置顶']) expect(await rowAction(platformRow, label).count(), label).toBe(0);
    expect(await platformRow.locator('.ant-checkbox-wrapper-disabled, .ant-checkbox-disabled').count()).toBeGreaterThan(0);

    const own = rowOf('本企业罐区');
    await own.waitFor();
    expect(await own.locator('.ant-tag', { hasText: '平台' }).count()).toBe(0);
    await expect.poll(() => own.getByRole('button', { name: `编辑 ${ownId}` }).count()).toBe(1);

    // The detail drawer of a platform row offers no 编辑 either.
    await rowAction(platformRow, '详情').click();
    const drawer = page.locator('.ant-drawer-content').last();
    await drawer.getByText('重大风险').first().waitFor();
    expect(await drawer.getByRole('button', { name: /编\s*辑/ }).count()).toBe(0);
  });

  it('a platform-only resource offers an enterprise user no 新增, only the tagged rows', async () => {
    await page.goto(suite.env.url('/tysz/major-hazard-criterion'));
    const chlorine = rowOf('液氯；氯气');
    await chlorine.waitFor();
    await expect.poll(() => chlorine.locator('.ant-tag', { hasText: '平台' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    expect(await rowAction(chlorine, '编辑').count()).toBe(0);
  });
});
