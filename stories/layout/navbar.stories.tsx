import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { Navbar } from '../../src/client/layout/navbar.tsx';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import { groupApi, notificationApi } from '../support/api-stubs.ts';
import { INBOX_ITEMS, inboxApi } from '../support/inbox-fixtures.ts';
import { GROUP_ENTERPRISES, menuFor, QY_ADMIN, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The navbar: sidebar toggle, breadcrumb, top-bar tools, bell, size, layout settings, user menu. */
const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: { menu: resolveMenu(menuFor(QY_ADMIN)) },
  parameters: shell({
    seed: { user: QY_ADMIN },
    router: { path: '/tszy/list' },
    api: () => ({ ...notificationApi(WARNINGS)(), ...groupApi(GROUP_ENTERPRISES), ...inboxApi(INBOX_ITEMS) }),
  }),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise admin (no staff record, so no bell). */
export const EnterpriseAdmin: Story = {};

/** A staff member: the bell with the unread count. */
export const StaffMember: Story = {
  args: { menu: resolveMenu(menuFor(STAFF)) },
  parameters: shell({ seed: { user: STAFF } }),
};

/** The sidebar collapsed: the toggle offers 展开侧边栏. */
export const SidebarCollapsed: Story = { parameters: shell({ seed: { user: QY_ADMIN, sidebarOpened: false } }) };

/** The layout settings button opens the panel. */
export const SettingsOpened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '系统布局配置' }));
    await shows(() => screen.getByText('主题色'));
  },
};
