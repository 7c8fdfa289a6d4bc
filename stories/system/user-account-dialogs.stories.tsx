import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginFailuresModal } from '../../src/client/pages/system/login-failures-modal.tsx';
import { UserAccountMenu } from '../../src/client/pages/system/user-account-menu.tsx';
import { UserSessionsModal } from '../../src/client/pages/system/user-sessions-modal.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { fail, mockCalls, okData, PENDING } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { accountApi, popconfirmButton } from './user-fixtures.ts';

const ZHANG = { id: 3, name: '张伟' };

/** The dialogs of 用户管理's 账号 menu (docs/administration.md), every call stubbed. */
function Dialogs({ which }: { which: 'sessions' | 'failures' | 'menu' }) {
  if (which === 'sessions') return <UserSessionsModal user={ZHANG} onClose={() => undefined} />;
  if (which === 'failures') return <LoginFailuresModal user={ZHANG} onClose={() => undefined} />;
  return (
    <div style={{ padding: 24 }}>
      <UserAccountMenu row={{ id: 3, loginName: 'staff01', userName: '张伟', mobile: '13900001111' }} />
      <UserAccountMenu row={{ id: 2, loginName: 'qyadmin', userName: '企业管理员', mobile: null }} />
    </div>
  );
}

const meta = {
  title: 'System/UserAccountDialogs',
  component: Dialogs,
  args: { which: 'sessions' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: accountApi, router: { path: '/system/user' } }),
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sessions, one of them view-only; 全部撤销 asks first, then the list is empty. */
export const Sessions: Story = {
  play: async () => {
    const dialog = await screen.findByTestId('user-sessions');
    await shows(() => within(dialog).getByText('只读查看'));
    await userEvent.click(screen.getByTestId('session-revoke-all'));
    await shows(() => screen.getByText('确定撤销“张伟”的全部 2 个会话？该用户将在所有设备上退出登录。'));
    await userEvent.click(await popconfirmButton('全部撤销'));
    await shows(() => within(dialog).getByText('没有有效会话'));
  },
};

/** The sessions still loading. */
export const SessionsLoading: Story = {
  parameters: shell({ api: { 'GET /admin/sysuser/sessions': PENDING } }),
  play: async () => {
    const dialog = await screen.findByTestId('user-sessions');
    await waitFor(() => expect(dialog.querySelector('.ant-spin')).not.toBeNull());
  },
};

/** The sessions could not be read: 重试 offered. */
export const SessionsFailed: Story = {
  parameters: shell({ api: { 'GET /admin/sysuser/sessions': fail('用户不存在', 404) } }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};

/** The counters: a blocked address and the old-password checks; 清除 asks first. */
export const Failures: Story = {
  args: { which: 'failures' },
  play: async () => {
    const dialog = await screen.findByTestId('login-failures');
    await shows(() => within(dialog).getByText('10.0.0.8'));
    await shows(() => within(dialog).getByText('修改密码时的原密码校验'));
    await userEvent.click(screen.getByTestId('failures-clear'));
    await userEvent.click(await popconfirmButton('清除'));
    await shows(() => within(dialog).getByText('没有登录失败记录'));
  },
};

/** No counters at all. */
export const NoFailures: Story = {
  args: { which: 'failures' },
  parameters: shell({ api: { 'GET /admin/sysuser/login-failures': okData([]) } }),
  play: async () => {
    await shows(() => screen.getByText('没有登录失败记录'));
    await expect(screen.getByTestId('failures-clear')).toBeDisabled();
  },
};

/** 重置密码 asks first, then says where the code went; a user without a mobile has it off. */
export const ResetCode: Story = {
  args: { which: 'menu' },
  play: async () => {
    await userEvent.click(screen.getByTestId('user-account-2'));
    await shows(() => screen.getByText('重置密码（未登记手机号）'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('user-account-3'));
    await userEvent.click(await screen.findByText('重置密码'));
    await shows(() => screen.getByText('向“张伟”登记的手机号发送重置密码的验证码？'));
    await userEvent.click(screen.getByRole('button', { name: /^发\s*送$/ }));
    await shows(() => screen.getByText('验证码已发送至 139****1111'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/admin/sysuser/reset-code')).toBe(true));
  },
};
