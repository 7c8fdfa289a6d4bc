import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../src/client/api/http.ts';
import { PermitSignerSwitch } from '../../src/client/pages/tszy/permit-signer-switch.tsx';
import { shows } from '../support/play-helpers.ts';

const OFF = { windPolicy: 'refuse' as const, allowSameSigner: false, requireSignature: false, leaderMayGuard: false };

/** 流程配置's special-work switch: one person signing several approval slots of a permit (default off). */
const meta = {
  title: 'Tszy/PermitSignerSwitch',
  component: PermitSignerSwitch,
  args: { api: { load: fn(async () => OFF), save: fn(async (patch: Partial<typeof OFF>) => ({ ...OFF, ...patch })) } },
} satisfies Meta<typeof PermitSignerSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default; switched on, the value saved is sent and the answer shown. */
export const SwitchedOn: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('允许同一人签署作业票的多个审批环节'));
    const sw = screen.getByRole('switch', { name: '允许同一人签署作业票的多个审批环节' });
    await expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await waitFor(() => expect(args.api?.save).toHaveBeenCalledWith({ allowSameSigner: true }));
    await waitFor(() => expect(sw).toBeChecked());
    await expect(screen.getByRole('switch', { name: '审批须在现场手写签字' })).not.toBeChecked();
  },
};

/** Approvals signed by hand at the site: the other switch, saved alone. */
export const SignatureRequired: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByRole('switch', { name: '审批须在现场手写签字' }));
    const sw = screen.getByRole('switch', { name: '审批须在现场手写签字' });
    await userEvent.click(sw);
    await waitFor(() => expect(args.api?.save).toHaveBeenCalledWith({ requireSignature: true }));
    await waitFor(() => expect(sw).toBeChecked());
    await expect(screen.getByRole('switch', { name: '允许同一人签署作业票的多个审批环节' })).not.toBeChecked();
  },
};

/** A refused save shows the server's reason and keeps the stored value. */
export const Refused: Story = {
  args: {
    api: {
      load: fn(async () => OFF),
      save: fn(async () => {
        throw new ApiError('无权修改作业票配置', 403, 403);
      }),
    },
  },
  play: async () => {
    const name = '允许同一人签署作业票的多个审批环节';
    await shows(() => screen.getByRole('switch', { name }));
    await userEvent.click(screen.getByRole('switch', { name }));
    await shows(() => screen.getByText('无权修改作业票配置'));
    await expect(screen.getByRole('switch', { name })).not.toBeChecked();
  },
};

/** The work leader may keep the guardian's site record: the third switch, saved alone. */
export const LeaderMayGuard: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByRole('switch', { name: '作业负责人也可作为监护人现场记录' }));
    const sw = screen.getByRole('switch', { name: '作业负责人也可作为监护人现场记录' });
    await userEvent.click(sw);
    await waitFor(() => expect(args.api?.save).toHaveBeenCalledWith({ leaderMayGuard: true }));
    await waitFor(() => expect(sw).toBeChecked());
  },
};
