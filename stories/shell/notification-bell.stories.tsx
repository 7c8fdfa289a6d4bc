import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { screen, userEvent, within } from 'storybook/test';
import { NotificationBell } from '../../src/client/shell/notification-bell.tsx';
import { notificationApi } from '../support/api-stubs.ts';
import { QY_ADMIN, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The navbar's notification bell (issue 3 item 7): only for users with a staff record (renYuanId). */
const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
        {Story()}
        <Typography.Text type="secondary">（铃铛只对关联了人员的账号显示）</Typography.Text>
      </div>
    ),
  ],
  parameters: shell({ seed: { user: STAFF }, api: notificationApi(WARNINGS) }),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 张伟: the unread count from appIndexCount on the badge. */
export const WithUnread: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByRole('button', { name: '消息通知，4条未读' }));
  },
};

/** Everything read: a bare bell. */
export const AllRead: Story = {
  parameters: shell({ api: notificationApi(WARNINGS.map((w) => ({ ...w, status: 'CLOSE' as const }))) }),
};

/** A click opens the notification dialog. */
export const DialogOpened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /消息通知/ }));
    await shows(() => screen.getByText(WARNINGS[0].risk));
  },
};

/** An account without a staff record (qyadmin): no bell at all. */
export const WithoutStaffRecord: Story = { parameters: shell({ seed: { user: QY_ADMIN } }) };
