import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { expect, screen, waitFor } from 'storybook/test';
import { NotificationDialogHost } from '../../src/client/shell/notification-dialog.tsx';
import { notificationApi } from '../support/api-stubs.ts';
import { STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/**
 * The dialog's host: the bell, the top bar and the workbench each mount one; only the first renders the
 * dialog, so it never opens twice.
 */
const meta = {
  title: 'Shell/NotificationDialogHost',
  component: NotificationDialogHost,
  parameters: shell({ seed: { user: STAFF, unread: 4, notificationDialogOpen: true }, api: notificationApi(WARNINGS) }),
} satisfies Meta<typeof NotificationDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One host, the dialog open. */
export const Single: Story = {};

/** Three hosts mounted (bell, top bar, workbench), still one dialog. */
export const ThreeHostsOneDialog: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <Typography.Text type="secondary">三个宿主同时挂载，只渲染一个对话框</Typography.Text>
      <NotificationDialogHost />
      <NotificationDialogHost />
      <NotificationDialogHost />
    </div>
  ),
  play: async () => {
    await screen.findByText(WARNINGS[0].risk);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  },
};
