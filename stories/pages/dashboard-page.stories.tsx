import type { Meta, StoryObj } from '@storybook/react-vite';
import DashboardPage from '../../src/client/pages/dashboard-page.tsx';
import { notificationApi, notificationLoadFails } from '../support/api-stubs.ts';
import { APPROVER, PLATFORM_ADMIN, QY_ADMIN, QY_ADMIN_2001, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { TILES_1001, TILES_2001, tilesApi } from '../support/tiles-fixtures.ts';
import { TODO_ITEMS, todoApi } from '../support/todo-fixtures.ts';
import { INBOX_ITEMS, inboxApi } from '../support/inbox-fixtures.ts';

/** The workbench (issue 3 item 10): greeting, unread notifications, module entries, the modules' tiles (pending permits, counts). */
const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: shell({ seed: { user: STAFF, unread: 4 }, api: () => ({ ...notificationApi(WARNINGS)(), ...todoApi([]), ...tilesApi(TILES_1001), ...inboxApi([]) }) }),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 张伟 (staff01): unread notifications, the modules of 示例化工有限公司, the permits card. */
export const StaffMember: Story = {};

/** 赵主任 (cj01, 车间主任): the permits awaiting his approval in 待我审批的作业票. */
export const Approver: Story = {
  parameters: shell({ seed: { user: APPROVER, unread: 2 }, api: () => ({ ...notificationApi(WARNINGS.slice(0, 2))(), ...todoApi(TODO_ITEMS), ...tilesApi(TILES_1001), ...inboxApi(INBOX_ITEMS) }) }),
};

/** qyadmin: no staff record, so no notification card. */
export const EnterpriseAdmin: Story = { parameters: shell({ seed: { user: QY_ADMIN }, api: { ...todoApi([]), ...tilesApi(TILES_1001), ...inboxApi([]) } }) };

/** qyadmin2: enterprise 2001 without 特殊作业 (no permits card, no 特殊作业 entry). */
export const WithoutTszy: Story = { parameters: shell({ seed: { user: QY_ADMIN_2001 }, api: { ...tilesApi(TILES_2001), ...inboxApi([]) } }) };

/** The platform admin: every module of the menu. */
export const PlatformAdmin: Story = { parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: { ...tilesApi([]), ...inboxApi([]) } }) };

/** The notification list failed to load. */
export const NotificationsFailed: Story = { parameters: shell({ api: { ...notificationLoadFails, ...todoApi([]), ...tilesApi(TILES_1001), ...inboxApi([]) } }) };

/** Before the user info has loaded. */
export const Loading: Story = { parameters: shell({ seed: { user: null } }) };
