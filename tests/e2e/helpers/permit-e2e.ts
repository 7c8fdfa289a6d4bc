// What the permit browser tests share (tests/e2e/permit-*.test.ts): pages signed in as the demo accounts of
// the approval flow (staff01 applies; cj01 车间主任 770, aq01 安全管理部门 769, gm01 总经理 766 approve), the
// permit API as JSON calls beside the browser, the view of the shell that is shown (cached views stay in the
// DOM, hidden), antd date-time pickers, the kind chooser, gas analyses, the approval steps, and the job hazard
// analysis and safety briefing a permit needs before submission (filled in the form; the workers sign through the API).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dataUrl, NAME_STROKES, PAD_PNG } from '../../api/helpers/signature-sample.ts';
import { button, formItem, messageShown, openDropdown, pickOption } from './designer-e2e.ts';
import type { E2eServer } from './e2e-server.ts';
import { SignedInPages } from './signed-in-pages.ts';

export type PermitAccount = 'staff01' | 'cj01' | 'aq01' | 'gm01' | 'cj02' | 'aq02';

/** The users' names as the server signs with them (sysuser.user_name); cj02 and aq02 are the roles' second holders. */
export const SIGNERS: Readonly<Record<PermitAccount, string>> = { staff01: '张伟', cj01: '赵主任', aq01: '李安全', gm01: '王总', cj02: '孙副主任', aq02: '钱审核' };

/** The sites' wall clock (UTC+8): the browsers run in it, as the users do. */
export const TIMEZONE = 'Asia/Shanghai';
const SITE_OFFSET_MS = 8 * 3_600_000;
const MINUTE_MS = 60_000;

/** An instant as the pickers and the screens show it: 'YYYY-MM-DD HH:mm' at UTC+8. */
export function siteTime(d: Date): string {
  return new Date(d.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** `minutes` after `d` (negative: before). */
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE_MS);

/** The current minute (seconds dropped), as a picker with minute precision gives it. */
export const thisMinute = () => new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);

/** Pages signed in as the permit accounts, in the sites' time zone. */
export class PermitPages extends SignedInPages<PermitAccount> {
  constructor(env: () => E2eServer) {
    super(env, { timezoneId: TIMEZONE });
  }
}

/** The answer of a permit API call: HTTP status and the envelope ({code, msg, entity}). */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  entity: T;
}

/** A JSON call to /zax-cloud/tszy as `token` (setup and checks beside the browser). */
export async function call<T>(env: E2eServer, token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer<T>> {
  const res = await env.app.inject({ method, url: `/zax-cloud/tszy${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const body = res.json<{ code: number; msg: string; entity: T }>();
  return { status: res.statusCode, code: body.code, msg: body.msg, entity: body.entity };
}

/**
 * The job hazard analysis and the safety briefing a permit needs before submission (GB 30871 4.1, 4.4), for forms
 * saved through the API; the workers sign the briefing once the draft exists (briefWorkers).
 */
export const JHA_AND_BRIEFING = {
  fengXianFenXi: [{ buZhou: '作业前准备', weiHai: '可燃物、有毒气体', kongZhi: '清理可燃物，气体检测合格', fenXiRen: '张伟' }],
  anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiNeiRong: '作业风险与安全措施、应急处置' },
} as const;

/**
 * Every 作业人 of draft `id` (kind path `kindPath`: 'dongHuo') signs its safety briefing as on the permit's phone
 * page: a signature of the permit drawn by `token`'s account (POST /phone/signature), then jiaoDiQianZi.
 */
export async function briefWorkers(env: E2eServer, token: string, kindPath: string, id: number): Promise<void> {
  const permit = await call<{ zuoYeRen?: unknown[] }>(env, token, 'GET', `/zuoYePiao/detail?id=${id}`);
  for (let row = 0; row < (permit.entity.zuoYeRen ?? []).length; row++) {
    const res = await env.app.inject({
      method: 'POST',
      url: '/zax-cloud/phone/signature',
      headers: { authorization: token },
      payload: { resource: 'permit', recordId: id, image: dataUrl(PAD_PNG), strokes: NAME_STROKES },
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = await call(env, token, 'POST', `/${kindPath}/jiaoDiQianZi`, { id, zuoYeRen: row, signatureId: res.json<{ data: { id: number } }>().data.id });
    expect(signed.status, signed.msg).toBe(200);
  }
}

/** The draft id of the permit form's page once it was saved (`?id=` of its address). */
export async function savedDraftId(page: Page): Promise<number> {
  await page.waitForURL((u) => u.searchParams.get('id') !== null);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * The input of a field of the permit form (the schema runtime's Formily item labelled `label`): the runtime's labels
 * are not tied to their inputs, so a field is found in its item. The list blocks' cells (作业人姓名, 证书编号, 交底人,
 * 安全措施 n) keep their labels and are found by them.
 */
export const formField = (form: Locator, label: string): Locator => formItem(form, label).locator('input, textarea').first();

/**
 * Types a time into a date-time field of the permit form ('YYYY-MM-DD HH:mm'; the runtime's pickers show seconds) and
 * confirms it with the picker's OK button (Enter would submit the form).
 */
export async function typeFormTime(form: Locator, label: string, value: string): Promise<void> {
  const input = formField(form, label);
  await input.click();
  await input.fill(`${value}:00`);
  await form.page().locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect.poll(() => input.inputValue()).toBe(`${value}:00`);
}

/** Picks `option` in the select field `label` of the permit form. */
export async function pickFormOption(form: Locator, label: string, option: string): Promise<void> {
  await formItem(form, label).locator('.ant-select').click();
  await pickOption(form.page(), option);
}

/** Waits for the permit form's refusal beside its buttons (a 409 of 保存草稿 or 提交: the form keeps what was typed). */
export async function refusalShown(form: Locator, reason: string): Promise<void> {
  await form.getByTestId('schema-form-failure').getByText(reason, { exact: true }).waitFor();
}

/** Fills the form's 工作危害分析 (one step) and 安全交底 (briefer and content). */
export async function fillHazardAndBriefing(form: Locator): Promise<void> {
  await button(form, '添加分析步骤').click();
  await form.getByRole('textbox', { name: '作业步骤 1', exact: true }).fill('动火前准备');
  await form.getByRole('textbox', { name: '危害因素 1', exact: true }).fill('可燃物引燃、有毒气体');
  await form.getByRole('textbox', { name: '控制措施 1', exact: true }).fill('清理可燃物，气体分析合格后动火');
  await form.getByLabel('交底人', { exact: true }).fill('赵志强');
  await form.getByLabel('交底内容', { exact: true }).fill('动火风险、安全措施与应急处置');
}

/** The permit as the detail call answers it (what the tests look at). */
export interface DetailAnswer {
  id: number;
  zuoYeBianHao: string;
  zuoYeJiBie: string | null;
  zhuangTai: string;
  slotIndex: number | null;
  dangQianHuanJie: string | null;
  jiHuaKaiShiShiJian: string | null;
  jiHuaJieShuShiJian: string | null;
  events: { action: string; byName: string | null; decision?: string | null; opinion?: string | null }[];
  analyses: { heGe: boolean; nongDu: number; fenXiShiJian: string }[];
}

export async function detailOf(env: E2eServer, token: string, id: number): Promise<DetailAnswer> {
  const res = await call<DetailAnswer>(env, token, 'GET', `/zuoYePiao/detail?id=${id}`);
  if (res.status !== 200) throw new Error(`detail ${id}: ${res.status} ${res.msg}`);
  return res.entity;
}

/** The shown view of the shell (cached views stay mounted but hidden, so page-wide locators would find them too). */
export const view = (page: Page, path: string) => page.locator(`.app-view[data-view-path="${path}"]`);
export const detailPath = (id: number) => `/tszy/detail/${id}`;

/** Types a time into an antd date-time picker ('YYYY-MM-DD HH:mm') and confirms it with Enter. */
export async function typeDateTime(input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** From 作业票列表: 新增作业票, the kind chooser, and the new permit's form. */
export async function openNewPermit(page: Page, kindName: string): Promise<Locator> {
  await button(view(page, '/tszy/list'), '新增作业票').click();
  const chooser = page.getByRole('dialog', { name: '选择作业类型' });
  await chooser.getByRole('group', { name: '作业类型' }).waitFor();
  await button(chooser, kindName).click();
  await page.waitForURL((u) => u.pathname === '/zax/tszy/create');
  const form = view(page, '/tszy/create').getByRole('form', { name: `${kindName}票` });
  await form.waitFor();
  return form;
}

/** The common fields of a hot-work permit, filled in its form. */
export interface HotWorkFill {
  site: string;
  content: string;
  grade: '特级' | '一级' | '二级';
  start: Date;
  end: Date;
  leader: string;
  /** A measure typed, and its confirmer picked among the staff (a demo staff member's name). */
  measure?: { text: string; confirmer: string };
}

/** Picks, in the 确认人 select of measure `row` (1-based), the staff member named `name`. */
export async function pickConfirmer(form: Locator, row: number, name: string): Promise<void> {
  const select = form.getByRole('combobox', { name: `确认人（选择人员） ${row}`, exact: true });
  await select.click();
  await select.fill(name);
  await openDropdown(form.page()).locator(`.ant-select-item-option[title^="${name}"]`).first().click();
}

export async function fillHotWork(form: Locator, f: HotWorkFill): Promise<void> {
  await typeFormTime(form, '计划开始时间', siteTime(f.start));
  await typeFormTime(form, '计划结束时间', siteTime(f.end));
  await formField(form, '申请单位').fill('一车间');
  await formField(form, '作业地点').fill(f.site);
  await formField(form, '作业内容').fill(f.content);
  await formField(form, '作业负责人').fill(f.leader);
  await formField(form, '监护人').fill('刘监护');
  await formField(form, '分析人').fill('陈分析');
  await formField(form, '动火方式').fill('电焊');
  await pickFormOption(form, '动火作业级别', f.grade);
  await button(form, '添加作业人').click();
  await form.getByLabel('作业人姓名', { exact: true }).fill('孙焊工');
  await form.getByLabel('证书编号', { exact: true }).fill('T2026001');
  if (f.measure) {
    await button(form, '添加安全措施').click();
    await form.getByRole('textbox', { name: '安全措施 1', exact: true }).fill(f.measure.text);
    await pickConfirmer(form, 1, f.measure.confirmer);
  }
  await fillHazardAndBriefing(form);
}

/** The detail page of a permit, opened by URL; waits for its approval view. */
export async function openDetail(page: Page, url: string, id: number): Promise<Locator> {
  await page.goto(url);
  const v = view(page, detailPath(id));
  await v.getByText('审批流程', { exact: true }).waitFor();
  return v;
}

/** The state tag in the detail's header. */
export const stateTag = (detail: Locator) => detail.locator('.ant-card-head-title .ant-tag').first();

/** A labelled value of the detail's header (作业级别, 当前环节, 计划结束...). */
export const headerValue = (detail: Locator, label: string) =>
  detail.locator('.ant-descriptions-item').filter({ has: detail.page().locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.ant-descriptions-item-content');

/** The confirmation asked before a change that cannot be undone (an antd Popconfirm), with its question. */
export const confirmation = (page: Page, question: string | RegExp) => page.locator('.ant-popconfirm').filter({ hasText: question });

/** Answers the open confirmation with 确定. */
export async function confirm(page: Page): Promise<void> {
  await button(page.locator('.ant-popconfirm:visible'), '确定').click();
}

/**
 * An action of the detail's actions bar and waits for its success message; `confirmed` actions (those that
 * cannot be undone) are confirmed first.
 */
export async function act(detail: Locator, label: string, done: string, confirmed = false): Promise<void> {
  await button(detail, label).click();
  if (confirmed) await confirm(detail.page());
  await messageShown(detail.page(), done);
}

/** The gas-analysis table's rows (newest sample first). */
export const analysisRows = (detail: Locator) =>
  detail.locator('.ant-card').filter({ has: detail.page().getByText(/^气体分析/) }).locator('.ant-table-tbody tr.ant-table-row');

/** Records one combustible-gas analysis through 新增分析 (sample time: the dialog's default, now). */
export async function recordAnalysis(detail: Locator, gas: string, lel: number, percent: number): Promise<void> {
  const page = detail.page();
  const before = await analysisRows(detail).count();
  await button(detail, '新增分析').click();
  const dialog = page.getByRole('dialog', { name: '新增气体分析' });
  await dialog.waitFor();
  await dialog.getByLabel('气体名称', { exact: true }).fill(gas);
  await dialog.getByPlaceholder('浓度', { exact: true }).fill(String(percent));
  await dialog.getByLabel('爆炸下限（%）', { exact: true }).fill(String(lel));
  await button(dialog, '保存').click();
  await messageShown(page, '气体分析已记录');
  await dialog.waitFor({ state: 'hidden' });
  await analysisRows(detail).nth(before).waitFor();
}

/** A slot of the approval view by its title. */
export function step(detail: Locator, title: string): Locator {
  return detail.locator('.ant-steps-item').filter({ has: detail.page().locator('.ant-steps-item-title', { hasText: new RegExp(`^${title}$`) }) });
}

/** Gives the current slot's opinion through the approval view (同意 or 退回), confirmed. */
export async function audit(detail: Locator, decision: '同意' | '退回', opinion: string): Promise<void> {
  await detail.getByRole('textbox', { name: '审批意见' }).fill(opinion);
  await button(detail, decision).click();
  await confirm(detail.page());
  await messageShown(detail.page(), decision === '同意' ? '已同意' : '已退回');
}

/** The signature line of a signed slot: '签字：赵主任', an ideographic space, '时间：2026-01-08 14:00'. */
export const signedBy = (name: string) => new RegExp(`签字：${name}\u3000时间：\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`);
