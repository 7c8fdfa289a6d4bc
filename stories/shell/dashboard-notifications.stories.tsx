import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardNotifications } from '../../src/client/shell/dashboard-notifications.tsx';
import { notificationApi, notificationLoadFails, notificationLoading } from '../support/api-stubs.ts';
import { STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The workbench's card of unread notifications (issue 3 items 7 and 10). */
const meta = {
  title: 'Shell/DashboardNotifications',
  component: DashboardNotifications,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: shell({ seed: { user: STAFF, unread: 4 }, api: notificationApi(WARNINGS), layout: 'padded' }),
} satisfies Meta<typeof DashboardNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 张伟 with four unread notifications: the latest listed; 查看全部 opens the dialog. */
export const WithRows: Story = {};

/** Nothing unread. */
export const Empty: Story = {
  parameters: shell({ seed: { user: STAFF, unread: 0 }, api: notificationApi([]) }),
};

/** The list could not be loaded: 获取数据失败. */
export const LoadError: Story = { parameters: shell({ api: notificationLoadFails }) };

/** Waiting for the list. */
export const Loading: Story = { parameters: shell({ api: notificationLoading }) };
