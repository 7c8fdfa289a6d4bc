import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import { PermitInterruptDialog } from '../../src/client/pages/tszy/permit-interrupt-dialog.tsx';
import { shows } from '../support/play-helpers.ts';
import { APPROVING_PERMIT } from './permit-fixtures.ts';

const WORKING: PermitView = { ...APPROVING_PERMIT, zhuangTai: 'IN_PROGRESS', zhuangTaiMingCheng: '作业中', slotIndex: null, dangQianHuanJie: null };

/** 中断作业 of a permit in progress: an optional reason; the refusal is shown in the dialog. */
const meta = {
  title: 'Tszy/PermitInterruptDialog',
  component: PermitInterruptDialog,
  args: { permit: WORKING, open: true, onCancel: fn(), onInterrupt: fn(async () => undefined) },
} satisfies Meta<typeof PermitInterruptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 二级 hot work: the 60-minute rule is said; the reason typed is what is sent. */
export const WithReason: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText(/中断超过 60 分钟的/));
    await userEvent.type(screen.getByLabelText('中断原因'), '等待物料');
    await userEvent.click(screen.getByRole('button', { name: /中断作业/ }));
    await waitFor(() => expect(args.onInterrupt).toHaveBeenCalledWith('等待物料'));
  },
};

/** The server refuses (409): its reason stays in the dialog. */
export const Refused: Story = {
  args: { onInterrupt: fn(async () => Promise.reject(new Error('作业已中断，不能重复中断'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /中断作业/ }));
    await shows(() => screen.getByText('作业已中断，不能重复中断'));
  },
};
