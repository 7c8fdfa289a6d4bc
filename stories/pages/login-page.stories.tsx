import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../src/client/pages/login-page.tsx';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { fail, ok, okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const LOGIN = 'POST /user/sysuser/login';
const SEARCH = 'GET /user/qyxx/likeQymc';

/** The login screen (issue 3 item 3): loginName and password required, the enterprise optional. */
const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  parameters: shell({
    router: { path: '/login' },
    api: {
      [LOGIN]: { body: { code: 'success', msg: '登录成功', entity: 'story-token' } },
      [SEARCH]: okData([
        { id: 1001, qymc: '示例化工有限公司' },
        { id: 1002, qymc: '示例化工二厂' },
      ]),
      'POST /user/sysuser/logout': ok(null),
    },
  }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {};

/** An empty submit: both required messages. */
export const RequiredMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await shows(() => canvas.getByText('请填写登录名'));
    await shows(() => canvas.getByText('请填写登录密码'));
  },
};

async function signIn(canvasElement: HTMLElement, loginName: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('登录名'), loginName);
  await userEvent.type(canvas.getByLabelText('密码'), password);
  await userEvent.click(canvas.getByRole('button', { name: '登录' }));
}

/** A wrong password: the server's message above the form. */
export const WrongPassword: Story = {
  parameters: shell({ api: { [LOGIN]: fail('用户名或密码错误', 401) } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'qyadmin', 'wrong');
    await expect(await within(canvasElement).findByTestId('login-error')).toHaveTextContent('用户名或密码错误');
  },
};

/** A locked account. */
export const AccountLocked: Story = {
  parameters: shell({ api: { [LOGIN]: fail('密码错误次数过多，账号已锁定，请10分钟后再试', 423) } }),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'qyadmin', 'Qy@000000');
    await expect(await within(canvasElement).findByTestId('login-error')).toHaveTextContent('账号已锁定');
  },
};

/** The enterprise search offers matches from two characters on. */
export const EnterpriseSearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('企业'), '示例');
    await shows(() => screen.getByText('示例化工二厂'));
  },
};

/** A successful login stores the token (the route guard then leaves the page). */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'qyadmin', 'Qy@123456');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('story-token'));
  },
};

/** 忘记密码？ opens the reset by an SMS code; a reset comes back to the login form with the server's word. */
export const ForgotPassword: Story = {
  parameters: shell({
    api: {
      'POST /user/sysuser/resetPassword/sendCode': ok(null, '如果该账号存在且登记了手机号，验证码已发送'),
      'POST /user/sysuser/resetPassword': ok(null, '密码已重置，请用新密码登录'),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('login-forgot'));
    await userEvent.type(canvas.getByLabelText('登录名'), 'staff01');
    await userEvent.click(canvas.getByTestId('forgot-send'));
    await shows(() => canvas.getByTestId('forgot-info'));
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.type(canvas.getByLabelText('新密码'), 'Reset@2468');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'Reset@2468');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await shows(() => canvas.getByTestId('login-notice'));
    await expect(canvas.getByTestId('login-notice')).toHaveTextContent('密码已重置，请用新密码登录');
  },
};
