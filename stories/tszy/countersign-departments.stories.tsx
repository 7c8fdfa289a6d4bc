import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CountersignDepartments } from '../../src/client/pages/tszy/countersign-departments.tsx';
import { CountersignPrintRows } from '../../src/client/pages/tszy/countersign-print-rows.tsx';
import { ApprovalSteps } from '../../src/client/pages/tszy/approval-steps.tsx';
import { COUNTERSIGN_SLOT } from './countersign-fixtures.ts';

/** The departments of a 动土 permit's 会签 slot on the detail (signer, time, opinion) and the caller's own box. */
const meta = {
  title: 'Tszy/CountersignDepartments',
  component: CountersignDepartments,
  args: {
    slot: COUNTERSIGN_SLOT,
    departments: COUNTERSIGN_SLOT.departments ?? [],
    permitNo: 'DTZA0000000000001',
    mine: [],
    box: () => null,
  },
} satisfies Meta<typeof CountersignDepartments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 消防 signed, 安全 waiting with its signers named. */
export const OneSigned: Story = {
  play: async () => {
    await expect(screen.getByText('消防通道已预留')).toBeVisible();
    await expect(screen.getByText('待会签')).toBeVisible();
    await expect(screen.getByText('李安全、赵志强')).toBeVisible();
  },
};

/** In the approval steps: 李安全 countersigns 安全 with an opinion, confirmed once more. */
export const SignMine: Story = {
  render: (args) => (
    <ApprovalSteps slots={[args.slot]} permitNo={args.permitNo} canAudit onAudit={fn()} myDepartments={['安全']} onCountersign={args.onCountersign} />
  ),
  args: { onCountersign: fn(async () => undefined) },
  play: async ({ args }) => {
    const box = await screen.findByRole('group', { name: '以「安全」会签' });
    await userEvent.click(within(box).getByRole('button', { name: /同\s*意/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(args.onCountersign).toHaveBeenCalledWith('安全', 'approve', ''));
  },
};

/** The Annex A rows: one per department, the signed one with its signer and time. */
export const PrintRows: Story = {
  render: (args) => (
    <table>
      <tbody>
        <CountersignPrintRows slot={args.slot} departments={args.departments} />
      </tbody>
    </table>
  ),
  play: async () => {
    await expect(screen.getAllByRole('row')).toHaveLength(2);
    await expect(screen.getByText('签字：王总')).toBeVisible();
  },
};
