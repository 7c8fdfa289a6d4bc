import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import AppLayout from '../../src/client/layout/app-layout.tsx';
import DashboardPage from '../../src/client/pages/dashboard-page.tsx';
import NotAvailablePage from '../../src/client/pages/not-available-page.tsx';
import { menuTrail, resolveMenu } from '../../src/client/router/menu-paths.ts';
import { usePermissionStore } from '../../src/client/stores/permission-store.ts';
import { groupApi, notificationApi } from '../support/api-stubs.ts';
import { inboxApi } from '../support/inbox-fixtures.ts';
import { TILES_1001, tilesApi } from '../support/tiles-fixtures.ts';
import { todoApi } from '../support/todo-fixtures.ts';
import { GROUP_ENTERPRISES, QY_ADMIN, QY_ADMIN_2001, SAMPLE_TABS, STAFF, WARNINGS } from '../support/fixtures.ts';
import { ok, okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';

/** The page of a menu entry, as the view registry gives it before its issue lands. */
function MenuPage() {
  const { pathname } = useLocation();
  const menu = usePermissionStore((s) => s.menu);
  const node = menuTrail(resolveMenu(menu), pathname).at(-1);
  return <NotAvailablePage title={node?.meta?.title ?? ''} viewKey={node?.component ?? ''} />;
}

/** The whole shell: sidebar, navbar with breadcrumb, tabs, and the routed page behind the module gate. */
function Shell() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="*" element={<MenuPage />} />
      </Route>
    </Routes>
  );
}

const api = () => ({
  ...notificationApi(WARNINGS)(),
  ...groupApi(GROUP_ENTERPRISES),
  'GET /user/qyxx/sendSmsToTelphone/:mobile': ok(null),
  'POST /user/applyinfo/save': okData({ id: 1 }),
  ...todoApi([]),
  ...tilesApi(TILES_1001),
  ...inboxApi([]),
});

/** The layout shell of issue 3 item 5 with the default menu (schemas/menus and the module folders). */
const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  render: () => <Shell />,
  parameters: shell({ seed: { user: QY_ADMIN, tabs: SAMPLE_TABS.slice(0, 3) }, api }),
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise admin on the workbench. */
export const EnterpriseAdmin: Story = {};

/** A staff member: the bell and the unread notifications on the workbench. */
export const StaffMember: Story = { parameters: shell({ seed: { user: STAFF, tabs: SAMPLE_TABS.slice(0, 1) } }) };

/** A page of the menu, its tab open and its submenu expanded. */
export const MenuPageOpen: Story = { parameters: shell({ router: { path: '/tszy/list' } }) };

/** Sidebar collapsed to icons. */
export const SidebarCollapsed: Story = { parameters: shell({ seed: { user: QY_ADMIN, sidebarOpened: false, tabs: SAMPLE_TABS } }) };

/** Tabs off, fixed header, no sidebar logo (the settings panel's switches). */
export const SettingsChanged: Story = {
  parameters: shell({
    seed: { user: QY_ADMIN, settings: { tagsView: false, fixedHeader: true, sidebarLogo: false, themeColor: '#722ed1' } },
  }),
};

/** Enterprise 2001 on a page of 特殊作业, which it has not enabled: the apply-for-use form. */
export const ModuleNotEnabled: Story = {
  parameters: shell({ seed: { user: QY_ADMIN_2001 }, router: { path: '/tszy/list' } }),
};
