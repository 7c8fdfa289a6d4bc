import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ApplyForm } from '../../src/client/shell/apply-form.tsx';
import { fail, ok, okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const SMS = 'GET /user/qyxx/sendSmsToTelphone/:mobile';
const SAVE = 'POST /user/applyinfo/save';

/** The apply-for-use form of a module the enterprise has not enabled (issue 3 item 8). */
const meta = {
  title: 'Shell/ApplyForm',
  component: ApplyForm,
  args: { module: 'tszy', moduleTitle: '特殊作业', qyId: 2001 },
  parameters: shell({ api: { [SMS]: ok(null, '发送成功'), [SAVE]: okData({ id: 1 }) } }),
} satisfies Meta<typeof ApplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** Submitting the empty form shows the rule of every field. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await shows(() => canvas.getByText('请填写联系人姓名（2-10个字）'));
    await shows(() => canvas.getByText('请填写验证码'));
  },
};

/** A code was sent: the send button counts down from 120 s. */
export const CountingDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800000000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /s后重新获取/ })).toBeDisabled();
    await shows(() => screen.getByText('验证码已经发送，请注意查收'));
  },
};

/** The SMS service refused: 验证码发送失败，请重试 and no countdown. */
export const SmsFailed: Story = {
  parameters: shell({ api: { [SMS]: fail('短信服务不可用') } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800000000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await shows(() => screen.getByText('验证码发送失败，请重试'));
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('姓名'), '王经理');
  await userEvent.type(canvas.getByLabelText('手机号'), '13800000000');
  await userEvent.type(canvas.getByLabelText('验证码'), '123456');
  await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
}

/** The application went through: the submitted state. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await shows(() => within(canvasElement).getByText('已提交申请'));
  },
};

/** The server refused the application: its message above the form. */
export const SubmitRefused: Story = {
  parameters: shell({ api: { [SMS]: ok(null), [SAVE]: fail('验证码错误或已过期', 400) } }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await shows(() => within(canvasElement).getByText('验证码错误或已过期'));
  },
};
