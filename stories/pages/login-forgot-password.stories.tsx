import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginForgotPassword } from '../../src/client/pages/login-forgot-password.tsx';
import { mockCalls, ok } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const SEND = 'POST /user/sysuser/resetPassword/sendCode';
const RESET = 'POST /user/sysuser/resetPassword';

/** 忘记密码 (docs/administration.md): the code asked for by login name, then the new password set with it. */
const meta = {
  title: 'Pages/LoginForgotPassword',
  component: LoginForgotPassword,
  args: { initialLoginName: '', onDone: () => undefined, onBack: () => undefined },
  decorators: [
    (Story) => (
      <main className="zl-page">
        <section className="zl-panel">
          <div className="zl-body">
            <Story />
          </div>
        </section>
      </main>
    ),
  ],
  parameters: shell({
    router: { path: '/login' },
    api: {
      [SEND]: ok(null, '如果该账号存在且登记了手机号，验证码已发送'),
      [RESET]: ok(null, '密码已重置，请用新密码登录'),
    },
  }),
} satisfies Meta<typeof LoginForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {};

/** 获取验证码 without a login name asks for one; with it the code goes and the button waits. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('forgot-send'));
    await shows(() => canvas.getByText('请填写登录名'));
    await userEvent.type(canvas.getByLabelText('登录名'), 'staff01');
    await userEvent.click(canvas.getByTestId('forgot-send'));
    await shows(() => canvas.getByText('如果该账号存在且登记了手机号，验证码已发送'));
    await expect(canvas.getByTestId('forgot-send')).toBeDisabled();
  },
};

/** A wrong code: the server's message at the code field. */
export const WrongCode: Story = {
  parameters: shell({
    api: { [RESET]: { status: 400, body: { code: 400, msg: '验证码不正确', errors: [{ field: 'pinCode', message: '验证码不正确' }] } } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('登录名'), 'staff01');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '000000');
    await userEvent.type(canvas.getByLabelText('新密码'), 'Reset@2468');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'Reset@2468');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await shows(() => canvas.getByText('验证码不正确'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/user/sysuser/resetPassword')).toBe(true));
  },
};
