// Issue 12 item 8 in the browser: the enterprise administrator adds a reference field (关联记录 → 人员) to
// 会议记录 in the designer and publishes; a staff member then picks a person in it by remote search, saves,
// and sees the person's name (not the id) in the list. Another enterprise's person of the same name never
// shows in the picker.
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { button, drawer, fillItem, formItem, headerTexts, MEET, messageShown, openCreate, openResource, Pages, pickDate, pickOption, pickRef, pickResource, pickSelect, publishDraft, rows } from './helpers/designer-e2e.ts';

const FIELD = { key: 'reviewerId', title: '复核人' };
const PERSON = '设计器复核王五';

let env: E2eServer;
const pages = new Pages(() => env);

beforeAll(async () => {
  env = await startE2eServer();
  await env.db.query(`insert into staffinfo(tenant_id, name, post) values (1001, $1, '安全员')`, [PERSON]);
  await env.db.query(`insert into staffinfo(tenant_id, name) values (2001, $1)`, [`${PERSON}乙`]);
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

/** An antd Form item of the definition editor by its label. */
const defItem = (editor: Locator, label: string) => editor.locator('.ant-form-item').filter({ has: editor.page().locator(`label[title="${label}"]`) });

async function chooseIn(page: Page, item: Locator, title: string, typed?: string): Promise<void> {
  await item.locator('.ant-select').click();
  if (typed) await item.locator('.ant-select input').pressSequentially(typed);
  await pickOption(page, title);
}

describe('a reference field added in the designer', () => {
  it('1. qyadmin adds 复核人 (关联记录 → 人员) to 会议记录 and publishes', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(env.url('/lowcode/custom-field'));
    await pickResource(page, '选择资源', MEET.title, MEET.key);
    const toolbar = page.getByTestId('designer-toolbar');
    await toolbar.getByText('尚未发布').waitFor();
    const list = page.getByTestId('field-list-panel');
    await button(list, '新增字段').click();
    const editor = page.getByTestId('field-def-editor');
    await editor.waitFor();
    await chooseIn(page, defItem(editor, '字段类型'), '关联记录', '关联');
    await editor.getByLabel('字段标识').fill(FIELD.key);
    await editor.getByLabel('字段名称').fill(FIELD.title);
    // No target yet: 确定 names the property and keeps the drawer open.
    await button(editor, '确定').click();
    await defItem(editor, '关联的资源').getByText('请选择关联的资源').waitFor();
    await chooseIn(page, defItem(editor, '关联的资源'), '人员（staff）', '人员');
    // The target's first label field is filled in: 姓名.
    await expect.poll(() => defItem(editor, '显示的字段').locator('.ant-select-selection-item').textContent()).toBe('姓名（name）');
    await button(editor, '确定').click();
    await editor.waitFor({ state: 'detached' });
    const fieldRow = list.locator('.ant-table-tbody tr').filter({ hasText: FIELD.key });
    await fieldRow.waitFor();
    expect(await fieldRow.locator('td').allTextContents()).toEqual(expect.arrayContaining([FIELD.title, '关联记录']));
    await formItem(page.getByTestId('live-preview'), FIELD.title).waitFor();
    await publishDraft(page, '新增关联字段：复核人', 1);

    const schema = await env.app.inject({ method: 'GET', url: `/zax-cloud/u-basic/resource-schema/${MEET.key}`, headers: { authorization: await pages.token('staff01') } });
    expect(schema.json().data.resource.form.properties[FIELD.key]).toMatchObject({ type: 'integer', 'x-ref': { resource: 'staff', label: 'name' }, 'x-component': 'RefPicker' });
  });

  it('2. staff01 picks a person in it by search, saves, and sees the name in the list', async () => {
    const page = await pages.as('staff01');
    await openResource(page, env.url(MEET.path));
    expect(await headerTexts(page)).toContain(FIELD.title);
    const form = await openCreate(page, MEET.title);
    await fillItem(form, '会议名称', '复核人会议');
    await pickSelect(form, '会议类型', '安全例会');
    await pickDate(form, '会议日期', '2026-03-02');
    await pickRef(form, '主持人', '张伟');
    await fillItem(form, '会议内容', '复核人字段的会议');
    const picker = formItem(form, FIELD.title).locator('.ant-select');
    await picker.click();
    await picker.locator('input').pressSequentially('复核');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PERSON });
    await option.first().waitFor();
    // Enterprise 2001's person of a similar name never shows.
    expect(await page.locator('.ant-select-dropdown:visible').textContent()).not.toContain(`${PERSON}乙`);
    await option.first().click();
    await expect.poll(() => picker.textContent()).toContain(PERSON);
    await button(drawer(page), '提交').click();
    await messageShown(page, '新增成功');
    const row = rows(page).filter({ hasText: '复核人会议' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(PERSON);
    const [stored] = await env.db.query<{ v: string }>(`select data->>'${FIELD.key}' as v from r_meet_record where data->>'meetingTitle' = '复核人会议'`);
    expect(stored.v).toMatch(/^\d+$/);
  });
});
