// @vitest-environment jsdom
// The workbench's 待办 card and the top bar's inbox count (issue 14 item 7; src/client/shell/dashboard-inbox.tsx,
// inbox-count.tsx): the items across modules with a tab per module and its count, a module's tab asking the
// server for that module, links to the records, due and overdue tags, paging, the empty and failed states; the
// count beside the bell from GET /workflow/inbox/count, following the card's total, opening the workbench.
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardInbox } from '../../src/client/shell/dashboard-inbox.tsx';
import { InboxCount } from '../../src/client/shell/inbox-count.tsx';
import { useInboxStore } from '../../src/client/shell/inbox-store.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { INBOX_ITEMS, inboxApi, inboxFails } from '../../stories/support/inbox-fixtures.ts';
import { installMockHttp, mockCalls, type MockRoutes } from '../../stories/support/mock-http.ts';
import { APPROVER } from '../../stories/support/fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

let mounts = 0;
async function render(routes: MockRoutes, element = <DashboardInbox />) {
  installMockHttp(routes);
  await act(async () =>
    dom.root.render(
      <MemoryRouter key={++mounts} initialEntries={['/here']}>
        <Routes>
          <Route path="/here" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  await settle();
  await settle();
}

const tabs = () => [...dom.host.querySelectorAll('[role="tab"]')].map((e) => squash(e.textContent));
const links = () => [...dom.host.querySelectorAll<HTMLAnchorElement>('.ant-list-item a')].map((a) => [a.textContent, a.getAttribute('href')]);
async function click(el: Element | undefined | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
  await settle();
}

afterEach(() => {
  useInboxStore.getState().reset();
  useSessionStore.setState({ userInfo: null });
});

describe('DashboardInbox', () => {
  it('lists the items of every module with a tab per module and its count, each linking to its record', async () => {
    await render(inboxApi(INBOX_ITEMS));
    expect(squash(dom.host.querySelector('.ant-card-head-title')?.textContent)).toBe('待办事项7');
    expect(tabs()).toEqual(['全部7', '特殊作业2', '值班管理2', '三同时管理2', '基础数据1']);
    expect(links()).toEqual([
      ['今日白班值班记录', '/zbgl/watch-record?detail=3'],
      ['动火作业票 HJZA0000000000002', '/tszy/detail/2'],
      ['一号扩建项目', '/stsgl/list?detail=1'],
      ['春节安全生产通知', '/basic-security-manage/notice?detail=4'],
      ['二号项目设计审查', '/stsgl/design?detail=2'],
    ]);
    const items = [...dom.host.querySelectorAll('.ant-list-item')];
    expect(items[0].textContent).toContain('待完成：填写值班记录');
    expect(items[0].querySelector('[data-testid="inbox-due"]')?.textContent).toMatch(/^截止 \d\d-\d\d \d\d:\d\d$/);
    expect(items[3].querySelector('[data-testid="inbox-due"]')?.textContent).toBe('已逾期');
    expect(items[1].textContent).toContain('特殊作业');
    // The top bar's count follows the card's total.
    expect(useInboxStore.getState().count).toBe(7);
    // The second page is asked of the server.
    await click(dom.host.querySelector('.ant-pagination-item-2'));
    expect(mockCalls.at(-1)?.query).toMatchObject({ pageIndex: 2, pageSize: 5 });
    expect(links().map((l) => l[0])).toEqual(['高处作业票 HJZA0000000000004', '昨日夜班值班记录']);
  });

  it("asks for one module's items on its tab, and opens a record", async () => {
    await render(inboxApi(INBOX_ITEMS));
    await click([...dom.host.querySelectorAll('[role="tab"]')].find((e) => squash(e.textContent) === '三同时管理2'));
    expect(mockCalls.at(-1)?.query).toMatchObject({ module: 'stsgl', pageIndex: 1 });
    expect(links().map((l) => l[0])).toEqual(['一号扩建项目', '二号项目设计审查']);
    await click(dom.host.querySelector('.ant-list-item a'));
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/stsgl/list?detail=1');
  });

  it('shows the empty and the failed states, with a retry', async () => {
    await render(inboxApi([]));
    expect(dom.host.textContent).toContain('暂无待办事项');
    expect(tabs()).toEqual([]);
    await render(inboxFails);
    expect(dom.host.textContent).toContain('获取数据失败');
    installMockHttp(inboxApi(INBOX_ITEMS.slice(0, 1)));
    await click([...dom.host.querySelectorAll('button')].find((b) => squash(b.textContent) === '重试'));
    expect(links()).toEqual([['今日白班值班记录', '/zbgl/watch-record?detail=3']]);
  });
});

describe('InboxCount', () => {
  it('shows the count beside the bell for a signed-in person, and opens the workbench', async () => {
    useSessionStore.setState({ userInfo: APPROVER });
    await render(inboxApi(INBOX_ITEMS), <InboxCount />);
    const button = dom.host.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('待办事项，7项');
    expect(mockCalls.map((c) => c.path)).toContain('/workflow/inbox/count');
    await click(button);
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/dashboard');
  });

  it('is a bare icon when nothing waits, and nothing without a session', async () => {
    useSessionStore.setState({ userInfo: APPROVER });
    await render(inboxApi([]), <InboxCount />);
    expect(dom.host.querySelector('button')?.getAttribute('aria-label')).toBe('待办事项');
    useSessionStore.setState({ userInfo: null });
    await render(inboxApi(INBOX_ITEMS), <InboxCount />);
    expect(dom.host.querySelector('button')).toBeNull();
  });
});
