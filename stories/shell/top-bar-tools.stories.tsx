import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { TopBarTools } from '../../src/client/shell/top-bar-tools.tsx';
import { notificationApi } from '../support/api-stubs.ts';
import { QY_ADMIN, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The top bar's tools (issue 3 item 5): the manual download, the app's QR code, the message alerts. */
const meta = {
  title: 'Shell/TopBarTools',
  component: TopBarTools,
  decorators: [(Story) => <div style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
  parameters: shell({ seed: { user: STAFF, unread: 4 }, api: notificationApi(WARNINGS) }),
} satisfies Meta<typeof TopBarTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three tools. */
export const Default: Story = {};

/** The QR code of the mobile app, opened. */
export const QrCodeOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '移动端' }));
    await shows(() => screen.getByText('手机扫码访问移动端'));
  },
};

/** A staff member's message alerts: the notification dialog. */
export const MessagesOfStaff: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '消息提醒' }));
    await shows(() => screen.getByText(WARNINGS[0].risk));
  },
};

/** An account without a staff record: an empty notice. */
export const MessagesWithoutStaff: Story = {
  parameters: shell({ seed: { user: QY_ADMIN } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '消息提醒' }));
    await shows(() => screen.getByText('暂无消息提醒'));
  },
};
