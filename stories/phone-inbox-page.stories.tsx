import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import type { InboxItem } from '../src/domain/inbox-item.ts';
import InboxPage from '../src/client/phone/pages/inbox-page.tsx';
import { QY_ADMIN } from './support/fixtures.ts';
import { INBOX_ITEMS, inboxApi, inboxFails, inboxLoading } from './support/inbox-fixtures.ts';
import { shows } from './support/play-helpers.ts';
import { shell } from './support/story-parameters.ts';

/** The items as GET /workflow/inbox answers them: each names its resource (permits `permit`). */
const ITEMS: InboxItem[] = INBOX_ITEMS.map((i) => ({ ...i, resource: i.resource ?? i.key.split(':')[1] }));
/** Twenty-five items: a page of twenty, then 加载更多. */
const MANY: InboxItem[] = Array.from({ length: 25 }, (_, n) => ({ ...ITEMS[0], key: `zbgl:watch-record:${n + 1}:fill`, recordId: n + 1, title: `值班记录 ${n + 1}` }));

/** 待办, the phone shell's home (issue 15 item 1). */
const meta = {
  title: 'Phone/InboxPage',
  component: InboxPage,
  decorators: [(Story) => <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>],
  parameters: shell({ seed: { user: QY_ADMIN }, api: inboxApi(ITEMS), router: { path: '/' }, layout: 'centered' }),
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven items: a record opens its phone page, a permit its desktop page. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('link', { name: /今日白班值班记录/ }));
    await expect(page.getByRole('link', { name: /今日白班值班记录/ })).toHaveAttribute('href', '/r/watch-record/3');
    // A permit opens its own phone page (issue 16 item 8).
    await expect(page.getByRole('link', { name: /动火作业票/ })).toHaveAttribute('href', '/x/tszy/permit/2');
    await expect(page.getByText('没有更多了')).toBeVisible();
  },
};

/** A second page under 加载更多. */
export const LoadMore: Story = {
  parameters: shell({ api: inboxApi(MANY) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('值班记录 20', { exact: true }));
    await expect(page.queryByText('值班记录 21', { exact: true })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '加载更多' }));
    await shows(() => page.getByText('值班记录 25', { exact: true }));
    await expect(page.getByText('没有更多了')).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: shell({ api: inboxApi([]) }),
  play: async () => {
    await shows(() => screen.getByText('暂无待办事项'));
  },
};

/** The call failed: 重试. */
export const Failed: Story = {
  parameters: shell({ api: inboxFails }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

/** Waiting for the call. */
export const Loading: Story = { parameters: shell({ api: inboxLoading }) };
