import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { NotificationDialog } from '../../src/client/shell/notification-dialog.tsx';
import { notificationApi, notificationLoadFails, notificationLoading } from '../support/api-stubs.ts';
import { MANY_WARNINGS, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The risk-notification dialog (issue 3 item 7): paged table (10 rows, 450 px), view or mark read. */
const meta = {
  title: 'Shell/NotificationDialog',
  component: NotificationDialog,
  parameters: shell({
    seed: { user: STAFF, unread: 8, notificationDialogOpen: true },
    api: notificationApi(MANY_WARNINGS),
  }),
} satisfies Meta<typeof NotificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 23 notifications over three pages, unread first. */
export const WithRows: Story = {
  play: async () => {
    await shows(() => screen.getByText(MANY_WARNINGS[0].risk));
    await shows(() => screen.getByText('共 23 条'));
  },
};

/** Six sample notifications; one marked read from its row. */
export const MarkOneRead: Story = {
  parameters: shell({ seed: { unread: 4 }, api: notificationApi(WARNINGS) }),
  play: async () => {
    const first = WARNINGS[0].risk;
    await userEvent.click(await screen.findByRole('button', { name: `标为已读 ${first}` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `标为已读 ${first}` })).toBeNull());
    await shows(() => screen.getByText('未读 3 条'));
  },
};

/** No notifications at all. */
export const Empty: Story = {
  parameters: shell({ seed: { unread: 0 }, api: notificationApi([]) }),
  play: async () => {
    await shows(() => screen.getByText('暂无消息'));
  },
};

/** The list could not be loaded: 获取数据失败. */
export const LoadError: Story = {
  parameters: shell({ seed: { unread: 3 }, api: notificationLoadFails }),
  play: async () => {
    await expect((await screen.findAllByText('获取数据失败')).length).toBeGreaterThan(0);
  },
};

/** Waiting for the list. */
export const Loading: Story = { parameters: shell({ seed: { unread: 3 }, api: notificationLoading }) };
