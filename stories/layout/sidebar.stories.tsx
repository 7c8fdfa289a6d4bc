import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar } from '../../src/client/layout/sidebar.tsx';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import { FULL_MENU, menuFor, QY_ADMIN, QY_ADMIN_2001 } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The sidebar of the permitted menu (issue 3 item 5): 210 px, collapsible, an overlay on mobile. */
const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { menu: resolveMenu(menuFor(QY_ADMIN)) },
  decorators: [(Story) => <div style={{ display: 'flex', height: '100vh', background: '#f0f2f5' }}>{Story()}</div>],
  parameters: shell({ router: { path: '/tszy/list' } }),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open (the default) on 作业票列表: its submenu expanded and the entry selected. */
export const Expanded: Story = {};

/** Collapsed to icons (the sidebarStatus cookie '0'). */
export const Collapsed: Story = { parameters: shell({ seed: { sidebarOpened: false } }) };

/** Below 992 px: an overlay with a backdrop. */
export const MobileOverlay: Story = { parameters: shell({ seed: { device: 'mobile', mobileSidebarOpened: true } }) };

/** The settings panel turned the logo off. */
export const WithoutLogo: Story = { parameters: shell({ seed: { settings: { sidebarLogo: false } } }) };

/** Enterprise 2001: no 特殊作业 in its menu. */
export const WithoutTszy: Story = {
  args: { menu: resolveMenu(menuFor(QY_ADMIN_2001)) },
  parameters: shell({ router: { path: '/dashboard' } }),
};

/** The platform admin: every entry of the default menu (schemas/menus and the module folders). */
export const FullMenu: Story = { args: { menu: resolveMenu(FULL_MENU) } };

/** Searching 作业票: the menu narrowed to the matches, their group open, the match marked. */
export const Searching: Story = {
  args: { menu: resolveMenu(FULL_MENU) },
  parameters: shell({ router: { path: '/dashboard' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索菜单' }), '作业票');
    // The group opens with antd's height animation: visible once it has run.
    const item = await canvas.findByRole('menuitem', { name: '作业票列表' });
    await waitFor(() => expect(item).toBeVisible(), { timeout: 5000 });
  },
};

/** A search without a match: 无匹配菜单. */
export const SearchWithoutMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索菜单' }), '不存在的菜单');
    await expect(await canvas.findByText('无匹配菜单')).toBeVisible();
  },
};
