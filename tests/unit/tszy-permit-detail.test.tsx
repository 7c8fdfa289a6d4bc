// @vitest-environment jsdom
// 作业票详情 (src/client/pages/tszy/permit-detail-page.tsx and its parts): the header with the grade rule, the
// approval view from participants (同意 / 退回 only with canAudit; 退回 needs an opinion; the slotIndex sent),
// the gas-analysis table with its badges and 新增分析 (a 400 shown at its field), 延期 within the cap (the
// 409 reason shown), the print view, the history and the missing permit.
import { message } from 'antd';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PermitDetailPage from '../../src/client/pages/tszy/permit-detail-page.tsx';
import { extendLimit } from '../../src/client/pages/tszy/permit-extend-dialog.tsx';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { installMockHttp, mockCalls, ok, type MockRoutes } from '../../stories/support/mock-http.ts';
import { APPROVING_PERMIT, detailOf, FINISHED_PERMIT, HOT_WORK_CUSTOM, permitRoutes, permitSchemaAnswer } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

async function render(id: number, routes: MockRoutes = permitRoutes({ canAudit: true }), roles = ['qyStaff', 'workshopDirector']) {
  useSessionStore.setState({ roles, isView: false });
  installMockHttp(routes);
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[`/tszy/detail/${id}`]}>
        <Routes>
          <Route path="/tszy/detail/:id" element={<PermitDetailPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 4; i++) await settle();
  // The file's blocks (the approval flow first) are loaded lazily by the registry.
  const approval = () => dom.host.querySelector('[data-detail-block="tszy/permit-approval"]');
  for (let i = 0; i < 100 && approval() && !approval()?.querySelector('.ant-steps'); i++) await act(async () => new Promise((r) => setTimeout(r, 20)));
}

/** 打印: the print preview opens with the file's print block, loaded lazily by the registry. */
async function openPrint(): Promise<Element> {
  await click(button('打印', dom.host));
  const sheet = () => document.querySelector('[data-detail-print="tszy/permit-print"] .permit-print');
  for (let i = 0; i < 100 && !sheet(); i++) await act(async () => new Promise((r) => setTimeout(r, 20)));
  const found = sheet();
  if (!found) throw new Error('no print view');
  return found;
}

const button = (text: string, within: ParentNode = document) => [...within.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);
const call = (path: string) => mockCalls.filter((c) => c.path === path);

async function click(el: Element | undefined | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  for (let i = 0; i < 3; i++) await settle();
}

async function type(el: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!el) throw new Error('no input');
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ roles: [], isView: false });
});

describe('PermitDetailPage', () => {
  it('shows the header, the grade rule, every slot and the history', async () => {
    await render(2);
    expect(call('/tszy/dongHuo/participants')[0].query).toEqual({ id: 2 });
    const text = dom.host.textContent ?? '';
    expect(text).toContain('动火作业票 HJZA0000000000002');
    expect(text).toContain('申请级别二级；计划开始为工作日白天');
    const titles = [...dom.host.querySelectorAll('.ant-steps-item-title')].map((t) => t.textContent);
    expect(titles).toEqual(['作业负责人意见', '所在单位意见', '安全管理部门意见', '动火审批人意见', '动火前，岗位当班班长验票情况', '完工验收']);
    const first = dom.host.querySelector('.ant-steps-item')?.textContent ?? '';
    expect(first).toContain('措施已落实');
    expect(first).toContain('签字：张伟');
    expect(text).toContain('车间主任（赵主任）');
    expect(text).toContain('创建');
    expect(text).toContain('草稿 → 审批中');
  });

  it('approves the current slot with its index when the caller may', async () => {
    await render(2);
    await type(dom.host.querySelector('textarea[aria-label="审批意见"]'), '同意动火');
    await click(button('同意', dom.host));
    // Asked first: nothing sent until 确定.
    expect(call('/tszy/dongHuo/zhongShen')).toHaveLength(0);
    expect(document.body.textContent).toContain('确定同意作业票 HJZA0000000000002 的「所在单位意见」吗？同意后不能撤销。');
    await click(button('确定'));
    expect(call('/tszy/dongHuo/zhongShen')[0].body).toEqual({ id: 2, slotIndex: 1, decision: 'approve', opinion: '同意动火' });
    expect(message.success).toHaveBeenCalledWith('已同意');
  });

  it('refuses 退回 without an opinion, then returns with one', async () => {
    await render(2);
    await click(button('退回', dom.host));
    expect(dom.host.textContent).toContain('退回时须填写审批意见');
    expect(call('/tszy/dongHuo/zhongShen')).toHaveLength(0);
    await type(dom.host.querySelector('textarea[aria-label="审批意见"]'), '动火点周围可燃物未清理');
    await click(button('退回', dom.host));
    expect(document.body.textContent).toContain('确定退回作业票 HJZA0000000000002 吗？');
    await click(button('确定'));
    expect(call('/tszy/dongHuo/zhongShen')[0].body).toMatchObject({ decision: 'return', opinion: '动火点周围可燃物未清理', slotIndex: 1 });
  });

  it('offers only the actions the server lists for the person', async () => {
    await render(2, permitRoutes({ as: 'reader' }), ['qyStaff', 'generalManager']);
    const bar = dom.host.querySelector('.ant-card .ant-space');
    expect([...(bar?.querySelectorAll('button') ?? [])].map((b) => squash(b.textContent))).toEqual(['打印']);
    expect(button('同意', dom.host)).toBeUndefined();
  });

  it('marks the person’s notifications about the permit read once it is shown', async () => {
    useSessionStore.setState({ userInfo: { renYuanId: 12 } as never });
    await render(2);
    expect(call('/tszy/riskWarning/readByRecord').map((c) => c.body)).toEqual([{ model: 'tszy', zuoYeId: 2 }]);
    useSessionStore.setState({ userInfo: null });
  });

  it('offers no opinion buttons without canAudit', async () => {
    await render(2, permitRoutes({ canAudit: false }), ['qyStaff']);
    expect(button('同意', dom.host)).toBeUndefined();
    expect(dom.host.textContent).toContain('待审批');
  });

  it('shows the 409 reason of a refused approval', async () => {
    await render(2, permitRoutes({ canAudit: true, overrides: { 'POST /tszy/:kind/zhongShen': { status: 409, body: { code: 409, msg: '当前审批环节「所在单位意见」须由车间主任审批' } } } }));
    await click(button('同意', dom.host));
    await click(button('确定'));
    expect(message.error).toHaveBeenCalledWith('当前审批环节「所在单位意见」须由车间主任审批');
  });

  it('shows the analyses with 合格 / 不合格 badges and records a new one', async () => {
    await render(2);
    const badges = [...dom.host.querySelectorAll('.ant-badge')].map((b) => b.getAttribute('aria-label'));
    expect(badges[0]).toMatch(/^不合格：/);
    expect(badges[1]).toMatch(/^合格：/);
    expect(dom.host.textContent).toContain('0.8 %');
    expect(dom.host.textContent).toContain('LEL 5%');
    await click(button('新增分析', dom.host));
    await type(document.querySelector('input[placeholder="如 甲烷、氧气、硫化氢"]'), '硫化氢');
    await type(document.querySelector('input[placeholder="浓度"]'), '5');
    await type(document.querySelector('input[placeholder="毒性接触限值（mg/m3）"]'), '10');
    await click(button('保存'));
    await settle();
    // One gas at one moment: a set of one (saveSet), the time and place shared, the gas in its row.
    const saved = call('/tszy/dongHuo/environmentAnalysis/saveSet')[0]?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ id: 2, gases: [{ qiTiMingCheng: '硫化氢', nongDu: 5, nongDuDanWei: '%', duXingJieChuXianZhi: 10 }] });
    expect(typeof saved.fenXiShiJian).toBe('string');
    expect(message.success).toHaveBeenCalledWith('气体分析已记录');
  });

  it('shows a refused analysis at the field the server names', async () => {
    const refuse = { status: 400, body: { code: 400, msg: '氧含量应以 %（体积分数）表示，不能使用 ppm', errors: [{ field: 'gases[0].nongDuDanWei', message: '氧含量应以 %（体积分数）表示，不能使用 ppm' }] } };
    await render(2, permitRoutes({ canAudit: true, overrides: { 'POST /tszy/:kind/environmentAnalysis/saveSet': refuse } }));
    await click(button('新增分析', dom.host));
    await type(document.querySelector('input[placeholder="如 甲烷、氧气、硫化氢"]'), '氧气');
    await type(document.querySelector('input[placeholder="浓度"]'), '20');
    await click(button('保存'));
    await settle();
    expect(document.querySelector('.ant-modal .ant-form-item-explain-error')?.textContent).toBe('氧含量应以 %（体积分数）表示，不能使用 ppm');
  });

  it('prints the Annex A layout of the permit', async () => {
    await render(2);
    const sheet = await openPrint();
    expect(sheet.querySelector('h1')?.textContent).toBe('动火安全作业票');
    expect(sheet.textContent).toContain('编号：HJZA0000000000002');
    expect(sheet.textContent).toContain('距离动火点 15 m 范围内无可燃物');
    expect(sheet.querySelectorAll('tr[data-slot]')).toHaveLength(6);
    expect(sheet.querySelector('style')?.textContent).toContain('@page');
    // Only the sheet is printed: the preview hides the rest of the page.
    expect(sheet.closest('.detail-print')?.previousElementSibling?.textContent).toContain('.detail-print, .detail-print * { visibility: visible');
  });

  it('shows the form on the runtime from the enterprise’s file: its sections, the lists by their views, its custom field; the print too', async () => {
    const custom = [{ key: 'hanJiBianHao', title: '焊机编号', value: 'HJ-07', display: 'HJ-07', component: 'Input' }];
    await render(2, {
      ...permitRoutes({ canAudit: true }),
      'GET /u-basic/resource-schema/:key': ({ pathParams }) => permitSchemaAnswer(pathParams.key, HOT_WORK_CUSTOM),
      'GET /tszy/zuoYePiao/detail': ok(detailOf({ ...APPROVING_PERMIT, hanJiBianHao: 'HJ-07', ziDingYiZiDuan: custom })),
    });
    const fields = dom.host.querySelector('[data-testid="permit-detail-fields"]');
    const titles = [...(fields?.querySelectorAll('.ant-descriptions-title') ?? [])].map((t) => t.textContent);
    expect(titles).toEqual(['基本信息', '动火作业信息', '人员与安全措施', '其他信息']);
    const label = (text: string) => [...(fields?.querySelectorAll('.ant-descriptions-item-label') ?? [])].find((l) => l.textContent === text)?.nextElementSibling;
    expect(label('焊机编号')?.textContent).toBe('HJ-07');
    expect(label('动火作业级别')?.textContent).toBe('二级');
    // The lists by their block's view: the workers as a table, the measures with their confirmer.
    expect(label('作业人')?.querySelector('[data-field-view="tszy/permit-workers"] table')?.textContent).toContain('T3201-0001');
    expect(label('安全措施')?.querySelector('[data-field-view="tszy/permit-measures"]')?.textContent).toContain('距离动火点 15 m 范围内无可燃物');
    const row = (await openPrint()).querySelector('tr[data-custom-field="hanJiBianHao"]');
    // Two a row, the enterprise's second field (防火等级) left blank.
    expect(squash(row?.textContent)).toBe('焊机编号HJ-07防火等级');
  });

  it('allows 归档 of a finished permit and hides approval actions', async () => {
    await render(3, permitRoutes(), ['qyUser']);
    expect(button('归档', dom.host)).toBeDefined();
    expect(button('提交', dom.host)).toBeUndefined();
    await click(button('归档', dom.host));
    expect(call('/tszy/zuoYePiao/archive')).toHaveLength(0);
    await click(button('确定'));
    expect(call('/tszy/zuoYePiao/archive')[0].body).toEqual({ id: 3 });
  });

  it('says when the permit does not exist', async () => {
    await render(99);
    expect(dom.host.textContent).toContain('作业票不存在');
  });
});

describe('extendLimit', () => {
  it('is the planned start plus the cap of kind and grade', () => {
    expect(extendLimit(APPROVING_PERMIT)?.toISOString()).toBe('2026-01-11T02:00:00.000Z');
    expect(extendLimit(FINISHED_PERMIT)?.toISOString()).toBe('2026-01-15T02:00:00.000Z');
    expect(extendLimit({ ...APPROVING_PERMIT, zuoYeLeiXing: 'DONG_TU', jiBieDaiMa: null, zuoYeJiBie: null })).toBeNull();
  });
});
