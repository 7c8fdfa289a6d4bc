// Issue 11 items 10-12 in the browser ("what a new approver met"): staff01 applies for 高处 permits through the
// API; cj01's bell warning opens the permit's detail and stays unread until the detail was seen; cj01's
// workbench card 待我审批的作业票 lists the permits and a row opens the permit; gm01 on staff01's approved permit
// is offered no 撤回 / 开始作业 / 延期 / 作废 (staff01 is); staff01's 撤回 asks first, and 取消 keeps the state.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { startE2eServer, type E2eServer } from './helpers/e2e-server.ts';
import { addMinutes, briefWorkers, call, confirm, confirmation, detailOf, detailPath, JHA_AND_BRIEFING, openDetail, PermitPages, stateTag, thisMinute, view, type PermitAccount } from './helpers/permit-e2e.ts';

let env: E2eServer;
const pages = new PermitPages(() => env);

beforeAll(async () => {
  env = await startE2eServer();
});
afterAll(() => env?.close());
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

/** A 高处 Ⅱ级 permit (8 m) of staff01, submitted: 所在单位意见 (cj01) first, then 审核部门 and 审批部门 (aq01). */
async function submittedPermit(site: string): Promise<{ id: number; number: string }> {
  const token = await pages.token('staff01');
  const start = addMinutes(thisMinute(), -1);
  const form = {
    jiHuaKaiShiShiJian: start.toISOString(),
    jiHuaJieShuShiJian: addMinutes(start, 180).toISOString(),
    buMen: '生产一车间',
    zuoYeDiDian: site,
    zuoYeNeiRong: '更换管廊照明灯具',
    zuoYeFuZeRen: '张伟',
    jianHuRen: '刘监护',
    zuoYeGaoDu: 8,
    ...JHA_AND_BRIEFING,
  };
  const saved = await call<{ id: number; zuoYeBianHao: string }>(env, token, 'POST', '/gaoChu/saveOrUpdate', form);
  expect(saved.status, saved.msg).toBe(200);
  await briefWorkers(env, token, 'gaoChu', saved.entity.id);
  const submitted = await call(env, token, 'POST', '/gaoChu/submit', { id: saved.entity.id });
  expect(submitted.status, submitted.msg).toBe(200);
  return { id: saved.entity.id, number: saved.entity.zuoYeBianHao };
}

/** Approves every approval slot of permit `id` through the API with the account of its role (its second holder for a role's second slot). */
async function approveAll(id: number): Promise<void> {
  const byRole: Record<string, PermitAccount> = { workshopDirector: 'cj01', safetyDept: 'aq01', generalManager: 'gm01' };
  const second: Record<string, PermitAccount> = { workshopDirector: 'cj02', safetyDept: 'aq02' };
  const signed: PermitAccount[] = [];
  for (;;) {
    const p = await detailOf(env, await pages.token('staff01'), id);
    if (p.zhuangTai !== 'APPROVING') return;
    const parts = await call<{ slots: { index: number; current: boolean; roles: string[] }[] }>(env, await pages.token('staff01'), 'GET', `/gaoChu/participants?id=${id}`);
    const cur = parts.entity.slots.find((s) => s.current);
    if (!cur) throw new Error(`no current slot of ${id}`);
    const login = signed.includes(byRole[cur.roles[0]]) ? second[cur.roles[0]] : byRole[cur.roles[0]];
    signed.push(login);
    const r = await call(env, await pages.token(login), 'POST', '/gaoChu/zhongShen', { id, decision: 'approve', slotIndex: cur.index, opinion: '同意' });
    expect(r.status, r.msg).toBe(200);
  }
}

/** The status of cj01's warnings about permit `id` (NEW unread, CLOSE read). */
async function warningStatus(id: number): Promise<string[]> {
  const rows = await env.db.query<{ status: string }>(
    `select w.status from risk_warning w join sysuser u on u.tenant_id = w.tenant_id and u.ren_yuan_id = w.staff_id
      where u.login_name = 'cj01' and w.model = 'tszy' and w.zuo_ye_id = $1 order by w.id`,
    [id],
  );
  return rows.map((r) => r.status);
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });
const unreadOf = async (page: Page) => Number(/(\d+)条未读/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe('the bell', () => {
  it('opens the permit’s detail, and the warning is read only once the detail was seen', async () => {
    const permit = await submittedPermit('二号管廊');
    const page = await pages.as('cj01');
    await page.goto(env.url('/dashboard'));
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/^消息通知，\d+条未读$/);
    const unread = await unreadOf(page);

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: '消息提醒' });
    const risk = `高处作业票 ${permit.number} 待您审批：所在单位意见`;
    const row = dialog.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: risk });
    await row.getByText('未读', { exact: true }).waitFor();
    // Listing the bell marks nothing.
    expect(await warningStatus(permit.id)).toEqual(['NEW']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await bell(page).click();
    await row.getByText('未读', { exact: true }).waitFor();
    expect(await warningStatus(permit.id)).toEqual(['NEW']);

    await row.getByRole('button', { name: /^查看/ }).click();
    await page.waitForURL((u) => u.pathname === `/zax${detailPath(permit.id)}`);
    const detail = view(page, detailPath(permit.id));
    await detail.getByText(`高处作业票 ${permit.number}`).waitFor();
    await button(detail, '同意').waitFor();
    // Seen: read now, and the bell counts one fewer.
    await expect.poll(() => warningStatus(permit.id)).toEqual(['CLOSE']);
    await expect.poll(() => unreadOf(page)).toBe(unread - 1);
  });
});

describe('the workbench card 待我审批的作业票', () => {
  it('lists the permits waiting for cj01, and a row opens the permit', async () => {
    const first = await submittedPermit('三号泵房');
    const second = await submittedPermit('四号罐区');
    const page = await pages.as('cj01');
    await page.goto(env.url('/dashboard'));
    const card = page.getByRole('region', { name: '待我审批的作业票' });
    const link = (n: string) => card.getByRole('link', { name: `高处作业票 ${n}` });
    await link(first.number).waitFor();
    await link(second.number).waitFor();
    const item = card.locator('.ant-list-item').filter({ has: page.getByRole('link', { name: `高处作业票 ${second.number}` }) });
    for (const text of ['高处', 'Ⅱ级', '待您审批：所在单位意见', '四号罐区，申请人 张伟']) await item.getByText(text, { exact: true }).waitFor();
    expect(await item.getByTestId('todo-since').textContent()).toMatch(/^(刚刚|\d+分钟前)$/);
    const { total } = (await call<{ total: number }>(env, await pages.token('cj01'), 'GET', '/zuoYePiao/todo')).entity;
    expect(total).toBeGreaterThanOrEqual(2);
    await expect.poll(() => card.getByTestId('todo-count').textContent()).toBe(String(total));

    await link(second.number).click();
    await page.waitForURL((u) => u.pathname === `/zax${detailPath(second.id)}`);
    const detail = view(page, detailPath(second.id));
    await detail.getByText(`高处作业票 ${second.number}`).waitFor();
    await button(detail, '同意').waitFor();
  });

  it('is empty for someone nothing waits for', async () => {
    const page = await pages.as('staff01');
    await page.goto(env.url('/dashboard'));
    const card = page.getByRole('region', { name: '待我审批的作业票' });
    await card.getByText('暂无待审批的作业票').waitFor();
  });
});

describe('only what the person may do', () => {
  const approved = { id: 0, number: '' };

  it('gm01 on staff01’s approved permit sees no 撤回, 开始作业, 延期 or 作废; staff01 does', async () => {
    Object.assign(approved, await submittedPermit('五号反应釜'));
    await approveAll(approved.id);
    const labels = ['撤回', '开始作业', '延期', '作废'];

    const gm = await pages.as('gm01');
    const gmDetail = await openDetail(gm, env.url(detailPath(approved.id)), approved.id);
    expect(await stateTag(gmDetail).textContent()).toBe('待作业');
    await button(gmDetail, '打印').waitFor();
    for (const label of labels) expect(await button(gmDetail, label).count(), label).toBe(0);
    await gm.goto(env.url('/tszy/list'));
    const gmRow = view(gm, '/tszy/list').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: approved.number });
    await gmRow.getByRole('button', { name: /^详\s*情$/ }).waitFor();
    for (const label of labels) expect(await button(gmRow, label).count(), label).toBe(0);

    const staff = await pages.as('staff01');
    const staffDetail = await openDetail(staff, env.url(detailPath(approved.id)), approved.id);
    for (const label of labels) await button(staffDetail, label).waitFor();
  });

  it('staff01’s 撤回 asks first: 取消 keeps the state, 确定 revokes', async () => {
    const page = await pages.as('staff01');
    const detail = await openDetail(page, env.url(detailPath(approved.id)), approved.id);
    await button(detail, '撤回').click();
    const question = confirmation(page, `确定撤回作业票 ${approved.number} 吗？撤回后回到草稿，已有的审批意见将被清除，须重新提交审批。`);
    await question.waitFor();
    await button(question, '取消').click();
    await question.waitFor({ state: 'hidden' });
    expect(await stateTag(detail).textContent()).toBe('待作业');
    expect((await detailOf(env, await pages.token('staff01'), approved.id)).zhuangTai).toBe('APPROVED');

    await button(detail, '撤回').click();
    await question.waitFor();
    await confirm(page);
    await messageShown(page, '已撤回为草稿');
    await expect.poll(() => stateTag(detail).textContent()).toBe('草稿');
    expect((await detailOf(env, await pages.token('staff01'), approved.id)).zhuangTai).toBe('DRAFT');
  });
});
