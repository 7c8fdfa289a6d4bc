// @vitest-environment jsdom
// 作业票列表 (src/client/pages/tszy/permit-list-page.tsx): the paged list call with the kind tab and the filters,
// the state tags and the current slot, the row actions by state (confirmed 删除 / 作废), 新增作业票 with the
// kind chooser, readers without write actions, and the failed state.
import { message } from 'antd';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PermitListPage from '../../src/client/pages/tszy/permit-list-page.tsx';
import { permitListQuery } from '../../src/client/pages/tszy/permit-list-file.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { fail, installMockHttp, mockCalls } from '../../stories/support/mock-http.ts';
import { customizedForm, permitRoutes } from '../../stories/tszy/permit-fixtures.ts';
import { okData } from '../../stories/support/mock-http.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

async function render(roles = ['qyStaff'], routes = permitRoutes()) {
  useSessionStore.setState({ roles, isView: false });
  installMockHttp(routes);
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={['/tszy/list']}>
        <Routes>
          <Route path="/tszy/list" element={<PermitListPage title="作业票列表" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  await settle();
  await settle();
}

const rows = () => [...dom.host.querySelectorAll('tbody tr.ant-table-row')];
const rowOf = (no: string) => rows().find((r) => r.textContent?.includes(no));
const buttonsIn = (el: Element | undefined) => [...(el?.querySelectorAll('button') ?? [])].map((b) => squash(b.textContent));
const button = (text: string, within: ParentNode = document) => [...within.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);
const listCalls = () => mockCalls.filter((c) => c.path === '/tszy/zuoYePiao/list');

async function click(el: Element | undefined | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
}

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ roles: [], isView: false });
});

describe('PermitListPage', () => {
  it('lists the permits with kind, grade, state tag and current slot, and the actions each state allows', async () => {
    await render();
    expect(listCalls()[0].query).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(rows()).toHaveLength(3);
    const approving = rowOf('HJZA0000000000002');
    expect(approving?.textContent).toContain('动火');
    expect(approving?.textContent).toContain('二级');
    expect(approving?.querySelector('.ant-tag')?.textContent).toBe('审批中');
    expect(approving?.textContent).toContain('所在单位意见');
    expect(buttonsIn(approving)).toEqual(['详情', '撤回', '作废']);
    expect(buttonsIn(rowOf('HJZA0000000000001'))).toEqual(['详情', '编辑', '提交', '作废', '删除']);
    expect(buttonsIn(rowOf('HJZA0000000000003'))).toEqual(['详情', '归档']);
  });

  it('shows on a kind’s tab the list columns of its file as the enterprise tailored it, on 全部 the shared ones', async () => {
    const gaoChu = customizedForm('GAO_CHU', { properties: { jiaoShouJia: { type: 'string', title: '脚手架编号', 'x-decorator': 'FormItem', 'x-component': 'Input' } } });
    const tailored = { ...gaoChu, list: { ...gaoChu.list, columns: [...gaoChu.list.columns, { field: 'jiaoShouJia' }] } };
    await render(['qyStaff'], {
      ...permitRoutes(),
      'GET /u-basic/resource-schema/:key': ({ pathParams }) => okData({ resource: pathParams.key === 'permit-gao-chu' ? tailored : customizedForm('DONG_HUO'), hiddenFields: [], warnings: [], version: 1, removedFields: [] }),
    });
    const headers = () => [...dom.host.querySelectorAll('thead th')].map((h) => h.textContent).filter(Boolean);
    expect(headers()).toEqual(['作业票编号', '作业类型', '级别', '作业地点', '作业内容', '申请单位', '计划开始时间', '计划结束时间', '状态', '当前环节', '操作']);
    await click([...dom.host.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((t) => t.textContent === '高处'));
    await settle();
    expect(headers()).toContain('脚手架编号');
    expect(headers()).not.toContain('作业类型');
    // The number opens the detail through the runtime's record link.
    expect(rows()[0]?.querySelector('a[data-testid="record-link"]')?.getAttribute('href')).toMatch(/^\/tszy\/detail\/\d+$/);
  });

  it('asks the server per kind tab and with the filters', async () => {
    await render();
    const tab = [...dom.host.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((t) => t.textContent === '高处');
    await click(tab);
    expect(listCalls().at(-1)?.query).toMatchObject({ zuoYeLeiXing: 'GAO_CHU', pageIndex: 1 });
    expect(rows()).toHaveLength(1);
    const site = dom.host.querySelector<HTMLInputElement>('input[placeholder="作业地点"]');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(site, '反应釜');
      site?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('查询', dom.host));
    await settle();
    expect(listCalls().at(-1)?.query).toMatchObject({ zuoYeLeiXing: 'GAO_CHU', zuoYeDiDian: '反应釜' });
  });

  it('deletes a draft only after the confirmation, then reloads', async () => {
    await render();
    await click(button('删除', rowOf('HJZA0000000000001')));
    expect(mockCalls.some((c) => c.path === '/tszy/zuoYePiao/remove')).toBe(false);
    expect(document.body.textContent).toContain('确定删除作业票 HJZA0000000000001 吗？');
    const before = listCalls().length;
    await click(button('确定'));
    await settle();
    expect(mockCalls.find((c) => c.path === '/tszy/zuoYePiao/remove')?.body).toEqual({ id: 1 });
    expect(message.success).toHaveBeenCalledWith('已删除');
    expect(listCalls().length).toBe(before + 1);
  });

  it('shows the server reason of a refused action', async () => {
    await render(['qyStaff'], permitRoutes({ overrides: { 'POST /tszy/:kind/submit': fail('计划作业时间超过有效期上限（3天）', 409) } }));
    await click(button('提交', rowOf('HJZA0000000000001')));
    await settle();
    expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/submit')?.body).toEqual({ id: 1 });
    expect(message.error).toHaveBeenCalledWith('计划作业时间超过有效期上限（3天）');
  });

  it('opens the detail and the form of a chosen kind', async () => {
    await render();
    await click(button('新增作业票'));
    await click(button('高处作业'));
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/tszy/create?kind=GAO_CHU');
  });

  it('links the number to the detail', async () => {
    await render();
    await click(rowOf('HJZA0000000000002')?.querySelector('a'));
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/tszy/detail/2');
  });

  it('gives readers no write action and no 新增作业票', async () => {
    await render(['readonlyUser'], permitRoutes({ as: 'reader' }));
    expect(button('新增作业票', dom.host)).toBeUndefined();
    expect(buttonsIn(rowOf('HJZA0000000000001'))).toEqual(['详情']);
  });

  it('offers 重试 when the list fails', async () => {
    await render(['qyStaff'], permitRoutes({ overrides: { 'GET /tszy/zuoYePiao/list': fail('服务器繁忙') } }));
    expect(dom.host.textContent).toContain('作业票列表加载失败');
    expect(dom.host.textContent).toContain('服务器繁忙');
    expect(button('重试', dom.host)).toBeDefined();
  });
});

describe('permitListQuery', () => {
  it('turns the filter bar’s answer into the list call: texts trimmed, the creation days as from and to, the tab as the kind', () => {
    expect(permitListQuery('ALL', { zhuangTai: 'APPROVING', zuoYeBianHao: ' HJZA ', zuoYeDiDian: '', createdAt: '2026-11-01,2026-11-30' }, 2, 20)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      zuoYeLeiXing: undefined,
      zhuangTai: 'APPROVING',
      zuoYeBianHao: 'HJZA',
      zuoYeDiDian: undefined,
      kaiShiRiQi: '2026-11-01',
      jieShuRiQi: '2026-11-30',
    });
    expect(permitListQuery('GAO_CHU', { createdAt: ',2026-11-30' }, 1, 10)).toMatchObject({ zuoYeLeiXing: 'GAO_CHU', kaiShiRiQi: undefined, jieShuRiQi: '2026-11-30' });
  });
});
