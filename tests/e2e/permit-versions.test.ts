// Issue 16 item 9 in the browser (GB 30871 4.18, no alterations): staff01's 动土 permit is submitted, then revoked
// from its detail page (no 删除 is offered for it then); its edit form asks for 修改原因 before saving; saved with
// one, the detail shows 第2版 and the history "修改（第2版）：<reason>" with the changed field, old → new.
import { describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi } from '../api/helpers/permit-fixtures.ts';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { act, detailOf, detailPath, formField, headerValue, refusalShown, openDetail, TIMEZONE, view } from './helpers/permit-e2e.ts';

const suite = e2eSuite<'staff01'>({ timezoneId: TIMEZONE });
const REASON = '现场勘查后改为人工开挖';
const CONTENT = '人工开挖电缆沟，深度 1.5 米';

describe('a change after submit is a new version with its reason', () => {
  it('staff01 revokes a submitted permit, edits it with a reason, and sees 第2版 in the detail and the history', async () => {
    const { env } = suite;
    const api = permitApi({
      login: (name, password) => env.apiToken(name, password),
      call: ({ token, ...opts }) => env.app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: token } : {}) } }),
    });
    const draft = await createDraft(api, 'DONG_TU');
    expect((await api.post('staff01', `${kindUrl('DONG_TU')}/submit`, { id: draft.id })).status).toBe(200);

    const page = await suite.pages.as('staff01');
    let detail = await openDetail(page, env.url(detailPath(draft.id)), draft.id);
    await expect.poll(() => headerValue(detail, '版本').textContent()).toBe('第1版');
    await act(detail, '撤回', '已撤回为草稿', true);
    await button(detail, '编辑').waitFor();
    // Once submitted, never deleted: only 作废 is offered beside 编辑 and 提交.
    expect(await detail.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);

    await button(detail, '编辑').click();
    await page.waitForURL((u) => u.pathname === '/zax/tszy/create' && u.searchParams.get('id') === String(draft.id));
    const form = view(page, '/tszy/create').getByRole('form', { name: '动土作业票' });
    await form.getByText('当前为第1版，保存修改后为第2版').waitFor();
    await formField(form, '作业内容').fill(CONTENT);
    await button(form, '保存草稿').click();
    await refusalShown(form, '请填写修改原因');
    expect((await detailOf(env, await suite.pages.token('staff01'), draft.id)).events.map((e) => e.action)).toEqual(['create', 'submit', 'revoke']);

    await form.getByLabel('修改原因', { exact: true }).fill(REASON);
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await form.getByText('当前为第2版，保存修改后为第3版').waitFor();

    detail = await openDetail(page, env.url(detailPath(draft.id)), draft.id);
    await expect.poll(() => headerValue(detail, '版本').textContent()).toBe('第2版');
    await detail.getByText(`修改（第2版）：${REASON}`, { exact: true }).waitFor();
    await detail.getByText(`作业内容：${draft.zuoYeNeiRong} → ${CONTENT}`, { exact: true }).waitFor();
    const saved = await detailOf(env, await suite.pages.token('staff01'), draft.id);
    expect(saved.events.at(-1)).toMatchObject({ action: 'update', opinion: REASON, byName: '张伟' });
  });
});
