// The administrator settles the texts the migration of hand-typed fields could not match (issue 12, item 3):
// on 系统管理 › 引用迁移待处理 a text found twice (two people of the same name) is listed with its record and
// field; the administrator picks the right person by remote search and confirms; the record then holds the
// person's id, the list no longer shows the text, and the text found nowhere is created as a person.
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { SignedInPages } from './helpers/signed-in-pages.ts';

const PATH = '/system/text-refs';
let env: E2eServer;
const pages = new SignedInPages(() => env);
const ids: Record<string, number> = {};

async function one(sql: string, params: (string | number)[] = []): Promise<number> {
  return Number((await env.db.query<{ id: number }>(sql, params))[0].id);
}

/** A hazard source of enterprise 1001 whose 责任人 text could not be matched, and its listing. */
async function unmatched(name: string, text: string, reason: 'none' | 'many', candidates: number[]): Promise<number> {
  const record = await one(
    `insert into r_hazard_source(tenant_id, data) values (1001, jsonb_build_object('name', $1::text, 'code', 'E2E', 'level', '1', '_refText', jsonb_build_object('responsiblePerson', $2::text))) returning id`,
    [name, text],
  );
  await env.db.query(
    `insert into ref_unmatched(tenant_id, resource, record_id, field, target, text, reason, candidates)
     values (1001, 'hazard-source', $1, 'responsiblePerson', 'staff', $2, $3, $4::bigint[])`,
    [record, text, reason, `{${candidates.join(',')}}`],
  );
  return record;
}

beforeAll(async () => {
  env = await startE2eServer();
  ids.first = await one(`insert into staffinfo(tenant_id, name, post) values (1001, '迁移同名人', '班长') returning id`);
  ids.second = await one(`insert into staffinfo(tenant_id, name, post) values (1001, '迁移同名人', '操作工') returning id`);
  ids.twice = await unmatched('迁移浏览器罐区', '迁移同名人', 'many', [ids.first, ids.second]);
  ids.nowhere = await unmatched('迁移浏览器气站', '迁移无此人', 'none', []);
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

function rowOf(page: Page, text: string): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
}

async function stored(record: number): Promise<string | null> {
  const [r] = await env.db.query<{ v: string | null }>(`select data->>'responsiblePerson' as v from r_hazard_source where id = $1`, [record]);
  return r.v;
}

describe('引用迁移待处理', () => {
  it('lets the administrator pick the right person of two, and create the one found nowhere', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(env.url(PATH));
    const twice = rowOf(page, '迁移同名人');
    await twice.waitFor();
    expect(await twice.textContent()).toContain('重大危险源');
    expect(await twice.textContent()).toContain('找到2条同名人员');

    const picker = twice.locator('.ant-select');
    await picker.click();
    await picker.locator('input').pressSequentially('迁移同名');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '迁移同名人' });
    await expect.poll(() => options.count()).toBe(2);
    await options.nth(1).click();
    await twice.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message').getByText('已写入引用').waitFor();
    await expect.poll(() => rowOf(page, '迁移同名人').count()).toBe(0);
    expect([String(ids.first), String(ids.second)]).toContain(await stored(ids.twice));

    const nowhere = rowOf(page, '迁移无此人');
    expect(await nowhere.textContent()).toContain('未找到人员');
    await nowhere.getByRole('button', { name: '按原文新增' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message').getByText('已新增人员').waitFor();
    await expect.poll(() => rowOf(page, '迁移无此人').count()).toBe(0);
    const [created] = await env.db.query<{ id: number }>(`select id from staffinfo where tenant_id = 1001 and name = '迁移无此人'`);
    expect(await stored(ids.nowhere)).toBe(String(created.id));
  });
});
