// @vitest-environment jsdom
// The phone shell's first screen (issue 15: its own small bundle, fast on a mid-range phone): the shell and its 待办
// list are drawn without antd (the plain parts), the pages that use antd bring it (withAntd); the session and the
// first page of 待办 are asked for before anything is drawn and taken once; what can wait (the other pages' code,
// the service worker) waits for the first screen.
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_PATHS } from '../../src/domain/phone-paths.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { PAGE_LOADERS, pageAt } from '../../src/client/phone/phone-page-loaders.ts';
import { PHONE_PAGES } from '../../src/client/phone/phone-routes.tsx';
import { inboxPage, startEarlyInbox } from '../../src/client/phone/early-inbox.ts';
import { startEarlySession, takeSession } from '../../src/client/phone/early-session.ts';
import { afterFirstScreen, FIRST_SCREEN_LIMIT_MS, markFirstScreen } from '../../src/client/phone/first-screen.ts';
import { PlainBadge } from '../../src/client/phone/plain/plain-badge.tsx';
import { PlainButton } from '../../src/client/phone/plain/plain-button.tsx';
import { PlainIcon } from '../../src/client/phone/plain/plain-icon.tsx';
import InboxPage from '../../src/client/phone/pages/inbox-page.tsx';
import { BottomBar } from '../../src/client/phone/bottom-bar.tsx';
import { INBOX_ITEMS, inboxApi } from '../../stories/support/inbox-fixtures.ts';
import { installMockHttp, mockCalls, ok } from '../../stories/support/mock-http.ts';
import { STAFF } from '../../stories/support/fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const callsTo = (path: string) => mockCalls.filter((c) => c.path === path).length;

beforeEach(() => {
  mockCalls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pages as the shell loads them', () => {
  it('finds the page of a location below /zax/m', () => {
    expect(pageAt('/zax/m/')?.path).toBe(PHONE_PATHS.home);
    expect(pageAt('/zax/m')?.path).toBe(PHONE_PATHS.home);
    expect(pageAt('/zax/m/me')?.path).toBe(PHONE_PATHS.me);
    expect(pageAt('/zax/m/x/tszy/permit/7')?.path).toBe('/x/tszy/permit/:id');
    expect(pageAt('/zax/m/nothing/here/at/all')).toBeUndefined();
  });

  it('draws 待办 without antd and wraps every other page in antd', () => {
    const plain = PHONE_PAGES.filter((p) => p.plain).map((p) => p.path);
    expect(plain).toEqual([PHONE_PATHS.home]);
    for (const [i, page] of PAGE_LOADERS.entries()) {
      const original = PHONE_PAGES[i];
      expect(page.path).toBe(original.path);
      if (original.plain) expect(page.load).toBe(original.load);
      else expect(page.load).not.toBe(original.load);
    }
  });
});

describe('asked for early, taken once', () => {
  it('answers page 1 of 待办 from the early call, then calls again', async () => {
    installMockHttp(inboxApi(INBOX_ITEMS));
    startEarlyInbox();
    const first = await inboxPage(1, 20);
    expect(first.total).toBe(INBOX_ITEMS.length);
    expect(callsTo('/workflow/inbox')).toBe(1);
    await inboxPage(1, 20);
    expect(callsTo('/workflow/inbox')).toBe(2);
    // Another page, or another size, is never the early answer.
    startEarlyInbox();
    await inboxPage(2, 20);
    expect(callsTo('/workflow/inbox')).toBe(4);
    await inboxPage(1, 10);
    expect(callsTo('/workflow/inbox')).toBe(5);
  });

  it('loads the session before the first render when there is a token, then runs what waits on it', async () => {
    installMockHttp({ 'GET /user/sysuser/userInfo': ok(STAFF), 'GET /user/sysuser/userMenu': ok({ menu: [], button: [] }) });
    useSessionStore.setState({ token: '', userInfo: null });
    startEarlySession();
    expect(callsTo('/user/sysuser/userInfo')).toBe(0);
    useSessionStore.setState({ token: 'tok' });
    const then = vi.fn();
    startEarlySession(then);
    const loaded = await takeSession();
    expect(loaded.info.loginName).toBe('staff01');
    expect(then).toHaveBeenCalledTimes(1);
    expect(callsTo('/user/sysuser/userInfo')).toBe(1);
    // A retry loads afresh.
    await takeSession();
    expect(callsTo('/user/sysuser/userInfo')).toBe(2);
    useSessionStore.setState({ token: '' });
  });
});

describe('what waits for the first screen', () => {
  it('runs after the first screen is shown and the phone is idle, or after the limit', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_LIMIT_MS - 1000);
    expect(work).not.toHaveBeenCalled();
    markFirstScreen();
    await vi.advanceTimersByTimeAsync(2500);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('the plain parts', () => {
  it('counts on a badge, 99+ past the overflow, nothing at 0', async () => {
    await act(async () => dom.root.render(<PlainBadge count={120} title="120 项待办" />));
    expect(dom.host.querySelector('.zm-badge-count')?.textContent).toBe('99+');
    await act(async () => dom.root.render(<PlainBadge count={0} />));
    expect(dom.host.querySelector('.zm-badge-count')).toBeNull();
  });

  it('ignores a busy button and shows it busy', async () => {
    const click = vi.fn();
    await act(async () => dom.root.render(<PlainButton loading loadingLabel="加载中…" onClick={click}>加载更多</PlainButton>));
    const button = dom.host.querySelector('button');
    act(() => button?.click());
    expect(click).not.toHaveBeenCalled();
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(dom.host.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('加载中…');
  });

  it("draws antd's icon as an SVG of 1em in the text's colour", async () => {
    await act(async () => dom.root.render(<PlainIcon icon={CheckSquareOutlined} spin />));
    const svg = dom.host.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(dom.host.querySelector('.zm-icon-spin')).not.toBeNull();
  });

  it('draws the 待办 list and the bottom bar without a single antd element', async () => {
    installMockHttp(inboxApi(INBOX_ITEMS));
    await act(async () =>
      dom.root.render(
        <MemoryRouter>
          <InboxPage />
          <BottomBar active="home" waiting={3} />
        </MemoryRouter>,
      ),
    );
    await settle();
    expect(dom.host.querySelectorAll('[data-testid="phone-inbox-item"]').length).toBe(INBOX_ITEMS.length);
    expect(dom.host.querySelector('.zm-badge-count')?.textContent).toBe('3');
    expect(dom.host.querySelector('[class*="ant-"]')).toBeNull();
  });
});
