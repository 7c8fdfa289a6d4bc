// Issue 5's schema editor (表单设计器) in the browser: qyadmin opens 会议记录 as JSON, breaks it (the problem
// is marked at its line and saving is blocked), fixes it with a new title for a built-in field, saves it
// with a note as a new version, and downloads it; staff01 then sees the new title in the list and form.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { button, formItem, headerTexts, MEET, messageShown, openCreate, openMenu, openResource, Pages, pickResource } from './helpers/designer-e2e.ts';

const OLD_TITLE = '会议名称';
const NEW_TITLE = '会议主题';
const NOTE = '会议名称改为会议主题';

let env: E2eServer;
const pages = new Pages(() => env);

beforeAll(async () => {
  env = await startE2eServer();
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

const editorOf = (page: Page) => page.getByRole('textbox', { name: `资源 ${MEET.key} 的 JSON` });
const problemsOf = (page: Page) => page.getByTestId('json-editor-problems');
const saveButton = (page: Page) => page.getByRole('button', { name: '保存为企业配置' });

/** The 1-based line of the first line of `text` that is exactly `line` (trimmed), after line `from`. */
function lineOf(text: string, line: string, from = 0): number {
  const i = text.split('\n').findIndex((l, n) => n >= from && l.trim() === line);
  if (i < 0) throw new Error(`no line ${line}`);
  return i + 1;
}

describe('the schema editor (表单设计器)', () => {
  it('marks a syntax problem at its line, saves a changed title as a new version, downloads the file', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(env.url('/dashboard'));
    await openMenu(page, '低代码设计', '表单设计器');
    expect(new URL(page.url()).pathname).toBe('/zax/lowcode/schema-editor');
    await page.getByTestId('schema-editor-page').getByText(/^请选择要编辑的资源：/).waitFor();
    await pickResource(page, '资源', MEET.title, MEET.key);
    const editor = editorOf(page);
    await editor.waitFor();
    await page.getByTestId('schema-editor-page').getByText('当前版本 0').waitFor();
    await problemsOf(page).getByText('没有发现问题').waitFor();

    const original = await editor.inputValue();
    const file = JSON.parse(original) as { key: string; form: { properties: Record<string, { title?: string }> } };
    expect(file.key).toBe(MEET.key);
    expect(file.form.properties.meetingTitle.title).toBe(OLD_TITLE);
    expect(await saveButton(page).isDisabled()).toBe(true);

    // Remove the comma after `"type": "string"` of meetingTitle: the parser stumbles on the next line.
    const lines = original.split('\n');
    const block = lineOf(original, '"meetingTitle": {');
    const typeLine = lineOf(original, '"type": "string",', block);
    lines[typeLine - 1] = lines[typeLine - 1].replace(/,$/, '');
    await editor.fill(lines.join('\n'));
    const problemLine = typeLine + 1;
    await problemsOf(page).getByText(`第 ${problemLine} 行`).waitFor();
    expect(await problemsOf(page).getByText(/^发现 1 个问题/).count()).toBe(1);
    expect(await problemsOf(page).locator('.ant-tag').allTextContents()).toEqual(['语法']);
    expect(await page.getByTestId('json-editor-gutter').locator('[data-problem="true"]').allTextContents()).toEqual([String(problemLine)]);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    expect(await saveButton(page).isDisabled()).toBe(true);
    await page.getByTestId('schema-editor-page').getByText('未保存').waitFor();

    // Fixed, with a new title for the built-in field.
    const fixed = original.replace(`"title": "${OLD_TITLE}"`, `"title": "${NEW_TITLE}"`);
    expect(fixed).not.toBe(original);
    await editor.fill(fixed);
    await problemsOf(page).getByText('没有发现问题').waitFor();
    expect(await page.getByTestId('json-editor-gutter').locator('[data-problem="true"]').count()).toBe(0);
    await expect.poll(() => saveButton(page).isEnabled()).toBe(true);
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: '保存为企业配置' });
    await dialog.getByRole('textbox', { name: '版本说明' }).fill(NOTE);
    await button(dialog, '保存并发布').click();
    await messageShown(page, '已保存为企业配置，版本 1');
    await page.getByTestId('schema-editor-page').getByText('当前版本 1').waitFor();
    await expect.poll(() => page.getByTestId('schema-editor-page').getByText('未保存', { exact: true }).count()).toBe(0);
    expect((JSON.parse(await editor.inputValue()) as typeof file).form.properties.meetingTitle.title).toBe(NEW_TITLE);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 JSON' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${MEET.key}.json`);
    const downloaded = JSON.parse(fs.readFileSync(await saved.path(), 'utf8')) as typeof file;
    expect(downloaded.key).toBe(MEET.key);
    expect(downloaded.form.properties.meetingTitle.title).toBe(NEW_TITLE);
    expect(Object.keys(downloaded.form.properties)).toEqual(Object.keys(file.form.properties));

    // The version is in the designer's history with its note.
    await page.goto(env.url('/lowcode/custom-field'));
    await pickResource(page, '选择资源', MEET.title, MEET.key);
    await page.getByTestId('resource-designer').getByRole('tab', { name: '版本' }).click();
    const row = page.getByTestId('versions-panel').locator('.ant-table-tbody tr.ant-table-row');
    await row.filter({ hasText: NOTE }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.locator('td').first().textContent()).toBe('1当前');
  });

  it('staff01 sees the new title in the list and the form', async () => {
    const page = await pages.as('staff01');
    await openResource(page, env.url(MEET.path));
    const header = await headerTexts(page);
    expect(header).toContain(NEW_TITLE);
    expect(header).not.toContain(OLD_TITLE);
    const form = await openCreate(page, MEET.title);
    await formItem(form, NEW_TITLE).waitFor();
    expect(await formItem(form, OLD_TITLE).count()).toBe(0);
    expect(await formItem(form, NEW_TITLE).locator('.ant-formily-item-asterisk').count()).toBe(1);
  });
});
