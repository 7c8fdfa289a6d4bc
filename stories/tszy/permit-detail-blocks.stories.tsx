import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen } from 'storybook/test';
import PermitApprovalBlock from '../../src/client/pages/tszy/permit-approval-block.tsx';
import { PermitDetailContext } from '../../src/client/pages/tszy/permit-detail-context.ts';
import PermitGasBlock from '../../src/client/pages/tszy/permit-gas-block.tsx';
import PermitPrintBlock from '../../src/client/pages/tszy/permit-print-block.tsx';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { ANALYSES, APPROVING_PERMIT, detailOf, HOT_WORK_SLOTS, permitRoutes, tailoredFile } from './permit-fixtures.ts';

/** The permit detail's state as the page gives it to the blocks of the file. */
function OnTheDetail({ permit, children }: { permit: PermitView; children: ReactNode }) {
  return <PermitDetailContext.Provider value={{ permit: detailOf(permit), slots: HOT_WORK_SLOTS, file: tailoredFile(permit.zuoYeLeiXing), reload: fn(), changed: fn() }}>{children}</PermitDetailContext.Provider>;
}

/** Blocks `tszy/permit-approval` and `tszy/permit-gas`, placed by the permit files' detail.blocks, and `tszy/permit-print`, their detail.print. */
const meta = {
  title: 'Tszy/PermitDetailBlocks',
  component: PermitApprovalBlock,
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes({ canAudit: true }) }),
} satisfies Meta<typeof PermitApprovalBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approval flow: every slot, the current one with 同意 / 退回 for an approver the server allows 'audit'. */
export const Approval: Story = {
  render: () => (
    <OnTheDetail permit={{ ...APPROVING_PERMIT, allowedActions: ['audit'] }}>
      <PermitApprovalBlock />
    </OnTheDetail>
  ),
  play: async () => {
    await shows(() => screen.getByText('所在单位意见'));
    await expect(screen.getByRole('button', { name: /同\s*意/ })).toBeVisible();
  },
};

/** The gas analyses with their verdicts, and 新增分析 for a writer while the permit is recorded. */
export const Gas: Story = {
  render: () => (
    <OnTheDetail permit={{ ...APPROVING_PERMIT, analyses: ANALYSES }}>
      <PermitGasBlock />
    </OnTheDetail>
  ),
  play: async () => {
    await shows(() => screen.getByText('不合格'));
    await expect(screen.getByRole('button', { name: /新增分析/ })).toBeVisible();
  },
};

/** The paper copy of the permit shown, from the kind's file, with the QR code of its phone page. */
export const Print: Story = {
  render: () => (
    <OnTheDetail permit={{ ...APPROVING_PERMIT, analyses: ANALYSES }}>
      <PermitPrintBlock />
    </OnTheDetail>
  ),
  play: async () => {
    await expect(screen.getByRole('heading', { name: '动火安全作业票' })).toBeVisible();
    await shows(() => screen.getByTestId('permit-print-qr'));
    await expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-analysis'))).toHaveLength(2);
  },
};

/** Outside the permit detail (no page state), the blocks show nothing. */
export const Elsewhere: Story = {
  render: () => (
    <div data-testid="elsewhere">
      <PermitApprovalBlock />
      <PermitGasBlock />
      <PermitPrintBlock />
    </div>
  ),
  play: async () => {
    await expect(screen.getByTestId('elsewhere')).toBeEmptyDOMElement();
  },
};
