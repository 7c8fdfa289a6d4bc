import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_MISMATCH,
  PASSWORD_SAME_AS_OLD,
} from '../../src/domain/password-strength.ts';
import { ChangePasswordDialog } from '../../src/client/shell/change-password-dialog.tsx';
import { fail, ok } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const UPDATE = 'POST /user/sysuser/updatePassword';

/** The change-password dialog of the user menu (issue 3 item 6): 500 px, every rule of spec 000 §5. */
const meta = {
  title: 'Shell/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, loginName: 'qyadmin', qyId: 1001, onClose: fn(), onChanged: fn() },
  parameters: shell({ api: { [UPDATE]: ok(null, '修改成功') } }),
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the user menu: the login name filled in. */
export const Open: Story = {};

/** 确定 on the empty form: the messages of the old, new and confirmation fields. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await shows(() => screen.getByText(OLD_PASSWORD_REQUIRED));
  },
};

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('旧密码'), oldPassword);
  await userEvent.type(screen.getByLabelText('新密码'), newPassword);
  await userEvent.type(screen.getByLabelText('确认密码'), confirm);
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
}

/** The new password must differ from the old one and the confirmation must match. */
export const SameAndMismatch: Story = {
  play: async () => {
    await fill('Qy@123456', 'Qy@123456', 'Qy@1234567');
    await shows(() => screen.getByText(PASSWORD_SAME_AS_OLD));
    await shows(() => screen.getByText(PASSWORD_CONFIRM_MISMATCH));
  },
};

/** The server refused the change (wrong old password): its message inside the dialog. */
export const ServerRefusal: Story = {
  parameters: shell({ api: { [UPDATE]: fail('旧密码错误', 200, 'error') } }),
  play: async () => {
    await fill('Wrong@1234', 'New@123456', 'New@123456');
    await expect(await screen.findByTestId('password-error')).toHaveTextContent('旧密码错误');
  },
};

/** Accepted: the dialog reports the change (the user menu then announces it and signs out). */
export const Changed: Story = {
  play: async ({ args }) => {
    await fill('Qy@123456', 'New@123456', 'New@123456');
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
};
