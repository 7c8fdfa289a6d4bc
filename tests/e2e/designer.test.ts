// Issue 5 in the browser, with the demo accounts, on 会议记录 (meet-record). The steps run in order and
// build on each other (one server, one database): qyadmin adds a required custom field and publishes;
// staff01 sees it in the list and the form and cannot save without it; the server refuses an API write
// without it; qyadmin moves it into a new tab; a rollback removes it while old records still open; and
// enterprise 2001 (qyadmin2) sees none of it.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { api, button, drawer, fillItem, formItem, headerTexts, MEET, messageShown, openCreate, openMenu, openResource, Pages, pickDate, pickOption, pickRef, pickResource, pickSelect, publishDraft, rowAction, rows, visibleLabels } from './helpers/designer-e2e.ts';

/** The custom field qyadmin adds: a required single-line text with a pattern. */
const FIELD = { key: 'meetingNo', title: '会议编号', pattern: '^HY-\\d{4}$', patternMessage: '会议编号须为 HY- 加四位数字' };
const REQUIRED_MESSAGE = `请填写${FIELD.title}`;
/** An optional field of an earlier version (version 1), so that there is a version before FIELD to roll back to. */
const EARLIER = { key: 'meetingLevel', title: '会议级别' };
const TAB_TITLE = '记录信息';

let env: E2eServer;

/** 张伟 of 示例化工有限公司: 主持人 is a reference to a person (issue 12 item 3). */
async function zhangWei(): Promise<number> {
  const [row] = await env.db.query<{ id: number }>("select id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1");
  return Number(row.id);
}
const pages = new Pages(() => env);
/** Records created along the way. */
const ids = { old: 0, withField: 0 };

beforeAll(async () => {
  env = await startE2eServer();
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

/** The designer of 会议记录 opened at `path` (自定义字段 or 页签配置). */
async function openDesigner(page: Page, path: string): Promise<void> {
  await page.goto(env.url(path));
  await pickResource(page, '选择资源', MEET.title, MEET.key);
  await page.getByTestId('resource-designer').waitFor();
}

async function fillRequired(page: Page, title: string): Promise<void> {
  const form = drawer(page);
  await fillItem(form, '会议名称', title);
  await pickSelect(form, '会议类型', '安全例会');
  await pickDate(form, '会议日期', '2026-03-02');
  await pickRef(form, '主持人', '张伟');
  await fillItem(form, '会议内容', '传达安全生产文件，布置本周检查');
}

const listTotal = async (token: string) => ((await api(env, token, 'GET', `${MEET.api}/list?page=1&limit=50`)).body.data as { total: number }).total;

describe('custom fields, tabs and versions of 会议记录 in the browser', () => {
  it('0. staff01 has a record before the field exists; version 1 holds an optional field', async () => {
    const staff = await pages.token('staff01');
    const created = await api(env, staff, 'POST', MEET.api, {
      meetingTitle: '字段之前的会议',
      meetingType: 'regular',
      meetingDate: '2026-01-05',
      host: await zhangWei(),
      content: '添加自定义字段之前的记录',
    });
    expect(created.status).toBe(200);
    ids.old = (created.body.data as { id: number }).id;
    expect(ids.old).toBeGreaterThan(0);
    // Spec 001 §7.1: a custom field call publishes at once (version 1).
    const earlier = await api(env, await pages.token('qyadmin'), 'POST', '/zax-cloud/u-basic/custom-field', { resourceKey: MEET.key, key: EARLIER.key, type: 'text', title: EARLIER.title });
    expect(earlier.status).toBe(200);
  });

  it('1. qyadmin adds a required field: a bad pattern is refused at the field, undo/redo, live preview, publish', async () => {
    const page = await pages.as('qyadmin');
    await page.goto(env.url('/dashboard'));
    await openMenu(page, '低代码设计', '自定义字段');
    expect(new URL(page.url()).pathname).toBe('/zax/lowcode/custom-field');
    await pickResource(page, '选择资源', MEET.title, MEET.key);
    const toolbar = page.getByTestId('designer-toolbar');
    await toolbar.getByText('当前版本 v1').waitFor();
    const list = page.getByTestId('field-list-panel');
    await list.getByText(EARLIER.key, { exact: true }).waitFor();
    const preview = page.getByTestId('live-preview');
    await formItem(preview, '会议名称').waitFor();
    expect(await formItem(preview, FIELD.title).count()).toBe(0);

    await button(list, '新增字段').click();
    const editor = page.getByTestId('field-def-editor');
    await editor.waitFor();
    expect(await editor.locator('.ant-form-item').filter({ hasText: '字段类型' }).locator('.ant-select-selection-item').textContent()).toBe('单行文本');
    await editor.getByLabel('字段标识').fill(FIELD.key);
    await editor.getByLabel('字段名称').fill(FIELD.title);
    await editor.getByRole('switch', { name: '必填' }).click();
    const patternItem = editor.locator('.ant-form-item').filter({ has: page.getByLabel('格式校验（正则表达式）') });
    await editor.getByLabel('格式校验（正则表达式）').fill('([a-z');
    await patternItem.locator('.ant-form-item-explain-error').getByText('格式校验不是有效的正则表达式').waitFor();
    // 确定 keeps the drawer open: nothing reaches the draft while the definition has problems.
    await button(editor, '确定').click();
    await editor.getByText(/^还有 \d+ 处需要修改/).waitFor();
    expect(await list.locator('.ant-table-tbody').getByText(FIELD.key, { exact: true }).count()).toBe(0);
    await expect.poll(() => button(toolbar, '发布').isDisabled()).toBe(true);

    await editor.getByLabel('格式校验（正则表达式）').fill(FIELD.pattern);
    await editor.getByLabel('不符合格式时的提示').fill(FIELD.patternMessage);
    await expect.poll(() => patternItem.locator('.ant-form-item-explain-error').count()).toBe(0);
    await button(editor, '确定').click();
    await editor.waitFor({ state: 'detached' });

    const fieldRow = list.locator('.ant-table-tbody tr').filter({ hasText: FIELD.key });
    await fieldRow.waitFor();
    expect(await fieldRow.locator('td').allTextContents()).toEqual(expect.arrayContaining([FIELD.title, '单行文本', '是', '启用']));
    const previewItem = formItem(preview, FIELD.title);
    await previewItem.waitFor();
    expect(await previewItem.locator('.ant-formily-item-asterisk').count()).toBe(1);
    await toolbar.getByText('草稿未发布').waitFor();

    // Ctrl+Z takes the field out again (focus outside any text input); Ctrl+Shift+Z brings it back.
    await page.getByTestId('designer-workbench').locator('.ant-card-head-title').first().click();
    await page.keyboard.press('Control+z');
    await previewItem.waitFor({ state: 'detached' });
    expect(await fieldRow.count()).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await previewItem.waitFor();
    await fieldRow.waitFor();

    await publishDraft(page, '新增必填字段：会议编号', 2);
    await expect.poll(() => toolbar.getByText('草稿未发布').count()).toBe(0);
    await page.screenshot({ path: '/tmp/designer-e2e-published.png', fullPage: true });
  });

  it('2. staff01 sees the field in the list and the form, and cannot save without it or with a wrong value', async () => {
    const page = await pages.as('staff01');
    const staff = await pages.token('staff01');
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === MEET.api) creates.push(r.url());
    });
    // The list loads after its table shows: its rows are awaited, not counted at once (CI once counted 0 of 1).
    await openResource(page, env.url(MEET.path));
    expect(await headerTexts(page)).toContain(FIELD.title);
    await expect.poll(() => rows(page).count()).toBe(1);

    const form = await openCreate(page, MEET.title);
    const item = formItem(form, FIELD.title);
    await item.waitFor();
    expect(await item.locator('.ant-formily-item-asterisk').count()).toBe(1);
    await fillRequired(page, '带编号的会议');
    await button(form, '提交').click();
    await item.getByText(REQUIRED_MESSAGE).waitFor();
    expect(creates).toEqual([]);
    expect(await listTotal(staff)).toBe(1);

    await fillItem(form, FIELD.title, 'abc');
    await item.locator('input').blur();
    await item.getByText(FIELD.patternMessage).waitFor();
    await button(form, '提交').click();
    await item.getByText(FIELD.patternMessage).waitFor();
    expect(creates).toEqual([]);
    expect(await listTotal(staff)).toBe(1);

    await fillItem(form, FIELD.title, 'HY-0001');
    await button(form, '提交').click();
    await messageShown(page, '新增成功');
    expect(creates).toHaveLength(1);
    await rows(page).filter({ hasText: 'HY-0001' }).waitFor();
    expect(await rows(page).count()).toBe(2);
    const stored = (await api(env, staff, 'GET', `${MEET.api}/list?page=1&limit=50`)).body.data as { rows: { id: number; meetingNo?: string }[] };
    ids.withField = stored.rows.find((r) => r.meetingNo === 'HY-0001')?.id ?? 0;
    expect(ids.withField).toBeGreaterThan(0);
  });

  it('3. the server refuses an API write without the field (as the app sends it, from the page)', async () => {
    const page = await pages.as('staff01');
    await openResource(page, env.url(MEET.path));
    const body = { meetingTitle: '接口写入', meetingType: 'regular', meetingDate: '2026-03-03', host: await zhangWei(), content: '不带会议编号' };
    const send = (payload: object) =>
      page.evaluate(
        async ({ url, payload }) => {
          const token = decodeURIComponent(/(?:^|;\s*)Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
          const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body: JSON.stringify(payload) });
          return { status: res.status, json: (await res.json()) as { code: number; errors?: { field: string; message: string }[] } };
        },
        { url: MEET.api, payload },
      );
    const missing = await send(body);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: FIELD.key, message: REQUIRED_MESSAGE }]);
    const wrong = await send({ ...body, [FIELD.key]: 'HY-12' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: FIELD.key, message: FIELD.patternMessage }]);
    expect(await listTotal(await pages.token('staff01'))).toBe(2);
  });

  it('4. qyadmin puts the field into a new tab 记录信息; staff01 finds it there', async () => {
    const admin = await pages.as('qyadmin');
    await openDesigner(admin, '/lowcode/comp-tab');
    await admin.getByTestId('resource-designer').getByRole('tab', { name: '页签', selected: true }).waitFor();
    await admin.getByRole('textbox', { name: '新页签名称' }).fill(TAB_TITLE);
    await button(admin, '新增页签').click();
    await admin.getByText(`页签「${TAB_TITLE}」的字段`).waitFor();
    const add = admin.getByRole('combobox', { name: '添加字段' });
    await add.click();
    await pickOption(admin, `${FIELD.title}（自定义）`);
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: '添加字段到页签' }).click();
    await admin.getByTestId(`field-row-${FIELD.key}`).waitFor();
    const previewTab = admin.getByTestId('live-preview').getByRole('tab', { name: TAB_TITLE });
    await previewTab.waitFor();
    await publishDraft(admin, '会议编号放入页签：记录信息', 3);

    const page = await pages.as('staff01');
    await openResource(page, env.url(MEET.path));
    const form = await openCreate(page, MEET.title);
    const tabs = form.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['基本信息', TAB_TITLE]);
    expect(await visibleLabels(form)).not.toContain(FIELD.title);
    await form.getByRole('tab', { name: TAB_TITLE }).click();
    await formItem(form, FIELD.title).locator('input').waitFor({ state: 'visible' });
    expect(await visibleLabels(form)).toEqual([FIELD.title]);
    await page.screenshot({ path: '/tmp/designer-e2e-tab.png', fullPage: true });
  });

  it('5. qyadmin rolls back to version 1; the field is gone for staff01 and both records still open', async () => {
    const admin = await pages.as('qyadmin');
    await openDesigner(admin, '/lowcode/custom-field');
    await admin.getByTestId('resource-designer').getByRole('tab', { name: '版本' }).click();
    const versions = admin.getByTestId('versions-panel');
    const versionRows = versions.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => versionRows.count()).toBe(3);
    expect(await versionRows.locator('td:nth-child(2)').allTextContents()).toEqual(['会议编号放入页签：记录信息', '新增必填字段：会议编号', `新增自定义字段「${EARLIER.title}」`]);
    const v1 = versionRows.filter({ has: admin.locator('td:first-child', { hasText: /^1$/ }) });
    await button(v1, '回滚到此版本').click();
    const confirm = admin.getByRole('dialog').filter({ hasText: '回滚到版本 1' });
    await confirm.getByText('回滚将发布一个与版本 1 相同的新版本；当前的版本 3 仍保留在历史中。确定回滚吗？').waitFor();
    await button(confirm, '回滚').click();
    await messageShown(admin, '已回滚到版本 1，发布为版本 4');
    await admin.getByTestId('designer-toolbar').getByText('当前版本 v4').waitFor();
    await expect.poll(() => versionRows.count()).toBe(4);
    expect(await formItem(admin.getByTestId('live-preview'), FIELD.title).count()).toBe(0);

    const page = await pages.as('staff01');
    await openResource(page, env.url(MEET.path));
    const header = await headerTexts(page);
    expect(header).not.toContain(FIELD.title);
    expect(header).toContain('会议名称');
    await expect.poll(() => rows(page).count()).toBe(2);
    const form = await openCreate(page, MEET.title);
    expect(await form.getByRole('tab').count()).toBe(0);
    expect(await formItem(form, FIELD.title).count()).toBe(0);
    await formItem(form, EARLIER.title).waitFor();
    await form.locator('.ant-drawer-close').click();

    for (const [id, title] of [
      [ids.old, '字段之前的会议'],
      [ids.withField, '带编号的会议'],
    ] as const) {
      await rowAction(page, '详情', id).click();
      const detail = page.getByTestId('schema-detail');
      await detail.getByText(title, { exact: true }).waitFor();
      expect(await detail.getByText(FIELD.title).count()).toBe(0);
      expect(await page.getByText('记录加载失败').count()).toBe(0);
      await drawer(page).locator('.ant-drawer-close').click();
      await detail.waitFor({ state: 'detached' });
    }
  });

  it('6. enterprise 2001 (qyadmin2) sees none of it', async () => {
    const page = await pages.as('qyadmin2');
    await openResource(page, env.url(MEET.path));
    const header = await headerTexts(page);
    expect(header).toContain('会议名称');
    expect(header).not.toContain(FIELD.title);
    expect(await rows(page).count()).toBe(0);
    const form = await openCreate(page, MEET.title);
    expect(await formItem(form, FIELD.title).count()).toBe(0);
    expect(await formItem(form, EARLIER.title).count()).toBe(0);
    expect(await form.getByRole('tab').count()).toBe(0);
    await form.locator('.ant-drawer-close').click();

    const token = await pages.token('qyadmin2');
    const schema = (await api(env, token, 'GET', `/zax-cloud/u-basic/resource-schema/${MEET.key}`)).body.data as { version: number; resource: { form: { properties: object } } };
    expect(schema.version).toBe(0);
    expect(Object.keys(schema.resource.form.properties)).not.toContain(FIELD.key);
    const custom = await api(env, token, 'GET', `/zax-cloud/u-basic/custom-field/list?resourceKey=${MEET.key}&page=1&limit=50`);
    expect((custom.body.data as { total: number }).total).toBe(0);

    await openDesigner(page, '/lowcode/custom-field');
    await page.getByTestId('designer-toolbar').getByText('尚未发布').waitFor();
    await page.getByTestId('field-list-panel').getByText('暂无自定义字段，点击“新增字段”添加').waitFor();
  });
});
