import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { UserMenu } from '../../src/client/shell/user-menu.tsx';
import { groupApi, logoutApi, rolesApi } from '../support/api-stubs.ts';
import { APPROVER, GROUP_ENTERPRISES, QY_ADMIN, ROLE_NAMES, STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The navbar's user menu (issue 3 item 6): home, switch enterprise, change password, log out. */
const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  decorators: [(Story) => <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  parameters: shell({ seed: { user: QY_ADMIN }, api: { ...groupApi(GROUP_ENTERPRISES), ...rolesApi(ROLE_NAMES), ...logoutApi } }),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement, userName: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `用户菜单：${userName}` }));
}

/** Closed: the user's name. */
export const Closed: Story = {};

/** An enterprise admin of a group: 切换企业 offered. */
export const GroupUserMenu: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, QY_ADMIN.userName);
    await shows(() => screen.getByRole('menuitem', { name: /切换企业/ }));
  },
};

/** A staff member: no enterprise switch. */
export const StaffMenu: Story = {
  parameters: shell({ seed: { user: STAFF } }),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, STAFF.userName);
    await shows(() => screen.getByRole('menuitem', { name: /修改密码/ }));
  },
};

/** 切换企业 opens the list of the group. */
export const SwitchEnterprise: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, QY_ADMIN.userName);
    await userEvent.click(await screen.findByRole('menuitem', { name: /切换企业/ }));
    await shows(() => screen.getByText('示例化工二厂'));
  },
};

/** An account with two roles: 切换角色 lists them by name. */
export const SwitchRole: Story = {
  parameters: shell({ seed: { user: APPROVER } }),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, APPROVER.userName);
    await userEvent.click(await screen.findByRole('menuitem', { name: /切换角色/ }));
    await shows(() => screen.getByText('总经理/总工程师'));
  },
};

/** 修改密码 opens the dialog. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, QY_ADMIN.userName);
    await userEvent.click(await screen.findByRole('menuitem', { name: /修改密码/ }));
    await shows(() => screen.getByLabelText('旧密码'));
  },
};

/** 退出登录 asks first. */
export const ConfirmLogout: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, QY_ADMIN.userName);
    await userEvent.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await shows(() => screen.getByText('确定注销并退出系统吗？'));
  },
};
