// The phone shell's frame (issue 15): the routes (PhoneApp), the signed-in part (PhoneSession), the frame with the
// bottom bar (PhoneLayout), a page's header (PhonePageFrame) and antd's configuration for fingers (PhoneConfig).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Empty } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import type { InboxItem } from '../../src/domain/inbox-item.ts';
import { PhoneConfig } from '../../src/client/phone/phone-antd.tsx';
import { PhoneApp } from '../../src/client/phone/phone-app.tsx';
import { PhoneLayout } from '../../src/client/phone/phone-layout.tsx';
import { PhonePageFrame } from '../../src/client/phone/phone-page.tsx';
import { PhoneSession } from '../../src/client/phone/phone-session.tsx';
import type { LoadedSession } from '../../src/client/router/load-session.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { INBOX_ITEMS, inboxApi } from '../support/inbox-fixtures.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** The items as GET /workflow/inbox answers them: each names its resource. */
const ITEMS: InboxItem[] = INBOX_ITEMS.map((i) => ({ ...i, resource: i.resource ?? i.key.split(':')[1] }));
const SESSION: LoadedSession = { info: QY_ADMIN, menu: { menu: [], button: [] } };

/** A token held, the person's info not loaded yet (the shell opened afresh). */
function tokenOnly(): void {
  useSessionStore.setState({ token: 'story-token', userInfo: null });
}

/** PhoneSession above a page, as PhoneApp places it. */
function SessionAbovePage({ load }: { load: () => Promise<LoadedSession> }) {
  return (
    <Routes>
      <Route element={<PhoneSession load={load} startFlusher={null} />}>
        <Route path="*" element={<p>已登录：页面内容</p>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Phone/Shell',
  component: PhoneApp,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: QY_ADMIN }, api: inboxApi(ITEMS), router: { path: '/' }, layout: 'centered' }),
} satisfies Meta<typeof PhoneApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, at /: 待办 with its items above the bottom bar, the badge the inbox's count. */
export const App: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('link', { name: /今日白班值班记录/ }));
    const bar = page.getByRole('navigation', { name: '主导航' });
    await expect(within(bar).getByRole('link', { name: /待办/ })).toHaveAttribute('aria-current', 'page');
    await shows(() => within(bar).getByText('7'));
  },
};

/** Signed out: the phone's login (the desktop's form). */
export const AppSignedOut: Story = {
  parameters: shell({ seed: { user: null }, router: { path: '/me' } }),
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByRole('button', { name: '登录' }));
  },
};

/** The frame: a page above the bottom bar; 我的 marked where the location is /me. */
export const Layout: Story = {
  render: () => (
    <Routes>
      <Route element={<PhoneLayout />}>
        <Route path="*" element={<p>页面内容</p>} />
      </Route>
    </Routes>
  ),
  parameters: shell({ router: { path: '/me' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('页面内容')).toBeVisible();
    await expect(page.getByRole('link', { name: /我的/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** The person's info loading: the spinner, no page yet. */
export const SessionLoading: Story = {
  beforeEach: tokenOnly,
  render: () => <SessionAbovePage load={() => new Promise<LoadedSession>(() => undefined)} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByLabelText('加载中…'));
    await expect(page.queryByText('已登录：页面内容')).toBeNull();
  },
};

let sessionAttempts = 0;
/** The info could not be loaded: the reason and 重试, which loads it again and shows the page. */
export const SessionFailed: Story = {
  beforeEach: () => {
    tokenOnly();
    sessionAttempts = 0;
  },
  render: () => (
    <SessionAbovePage load={() => (++sessionAttempts === 1 ? Promise.reject(new Error('服务器繁忙')) : Promise.resolve(SESSION))} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('服务器繁忙'));
    await userEvent.click(page.getByRole('button', { name: '重试' }));
    await shows(() => page.getByText('已登录：页面内容'));
  },
};

/** A page's header: 返回, the title, its buttons; 返回 opened from a link goes home. */
export const PageFrame: Story = {
  render: () => (
    <PhonePageFrame title="隐患详情" back extra={<Button type="text">刷新</Button>}>
      <p>页面内容</p>
    </PhonePageFrame>
  ),
  parameters: shell({ router: { path: '/r/hidden-danger/3', route: '/r/hidden-danger/:id' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: '隐患详情', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '刷新' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '返回' }));
    await expect(await page.findByTestId('story-location')).toHaveTextContent('/');
  },
};

/** antd for fingers: large controls, Chinese, no space forced into a two-character button. */
export const Config: Story = {
  render: () => (
    <PhoneConfig>
      <Button type="primary">确定</Button>
      <Empty />
    </PhoneConfig>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ok = page.getByRole('button', { name: '确定' });
    await expect(ok).toHaveClass('ant-btn-lg');
    await expect(ok).toHaveTextContent(/^确定$/);
    await expect(page.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
  },
};
