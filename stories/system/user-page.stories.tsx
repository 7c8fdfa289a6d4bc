import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import UserPage from '../../src/client/pages/system/user-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { mockCalls } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { popconfirmButton, userPageApi } from './user-fixtures.ts';

/** 系统管理 › 用户管理 (docs/administration.md) for the enterprise administrator: roles by name, the 账号 menu per row. */
const meta = {
  title: 'System/UserPage',
  component: UserPage,
  args: { title: '用户管理', viewKey: 'system/user' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: userPageApi, router: { path: '/system/user' } }),
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list shows the roles by name, the enterprise's own role among them. */
export const RolesByName: Story = {
  play: async () => {
    await shows(() => screen.getByText('安全环保部专员'));
    await shows(() => screen.getByText('企业员工'));
  },
};

/** 账号 › 会话 of 张伟: the sessions listed, one revoked after a confirmation. */
export const RevokeASession: Story = {
  play: async () => {
    await userEvent.click(await screen.findByTestId('user-account-3'));
    await userEvent.click(await screen.findByText('会话'));
    const dialog = await screen.findByTestId('user-sessions');
    await shows(() => within(dialog).getByText('10.0.0.8'));
    await userEvent.click(within(dialog).getByTestId('session-revoke-41'));
    await userEvent.click(await popconfirmButton('撤销'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/admin/sysuser/sessions/revoke')).toBe(true));
    await waitFor(() => expect(within(dialog).queryByText('10.0.0.8')).toBeNull());
  },
};
