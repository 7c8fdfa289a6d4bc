import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PermitExtendDialog } from '../../src/client/pages/tszy/permit-extend-dialog.tsx';
import { PermitPrintView } from '../../src/client/pages/tszy/permit-print-view.tsx';
import { shows } from '../support/play-helpers.ts';
import { withFakeSite } from '../support/fake-site-client.tsx';
import { ANALYSES, APPROVING_PERMIT, FINISHED_PERMIT, HOT_WORK_SLOTS, tailoredFile } from './permit-fixtures.ts';

const HOT_WORK = tailoredFile('DONG_HUO');
const HEIGHT = tailoredFile('GAO_CHU');

/** The paper copy laid out like the GB 30871 Annex A form. */
const meta = {
  title: 'Tszy/PermitPrintView',
  component: PermitPrintView,
  args: { permit: APPROVING_PERMIT, resource: HOT_WORK.resource, hiddenFields: HOT_WORK.hiddenFields, slots: HOT_WORK_SLOTS },
} satisfies Meta<typeof PermitPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 动火安全作业票 with the measures and every opinion box. */
export const HotWork: Story = {
  play: async () => {
    await expect(screen.getByRole('heading', { name: '动火安全作业票' })).toBeVisible();
    await expect(screen.getByText('编号：HJZA0000000000002')).toBeVisible();
    await expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-slot'))).toHaveLength(6);
  },
};

/** 高处安全作业票 with its height row. */
export const Height: Story = {
  args: { permit: FINISHED_PERMIT, resource: HEIGHT.resource, hiddenFields: HEIGHT.hiddenFields },
  play: async () => {
    await expect(screen.getByRole('heading', { name: '高处安全作业票' })).toBeVisible();
    await expect(screen.getByText('作业高度（米）')).toBeVisible();
  },
};

/** The gas analyses printed with their verdict and its basis. */
export const WithGasAnalyses: Story = {
  args: { analyses: ANALYSES },
  play: async () => {
    await expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-analysis'))).toHaveLength(2);
    await expect(screen.getByText('不合格：甲烷 0.8 %，爆炸下限 ≥ 4 % 时应 ≤ 0.5 %')).toBeVisible();
  },
};

/** The signatures taken at the site and the QR code of the permit's phone page. */
export const SignedAtSite: Story = {
  args: {
    qrUrl: 'https://zax.example.cn/zax/m/q/z1.1.permit.2.AAAAAAAAAAAAAAAAAAAAAA',
    slots: HOT_WORK_SLOTS.map((s) => (s.index === 1 ? { ...s, current: false, decision: 'approve' as const, opinion: '同意', signerName: '赵主任', at: '2026-01-08T01:30:00.000Z', signatureId: 71, positionId: 5, distanceM: 12, limitM: 200, tooFar: false } : s)),
  },
  decorators: [withFakeSite()],
  play: async () => {
    await expect(screen.getByTestId('permit-print-qr')).toBeVisible();
    await shows(() => screen.getByRole('img', { name: '赵主任的签名' }));
    await expect(screen.getByText('距作业位置 12 米')).toBeVisible();
  },
};

/** 延期 limited by the cap; nothing is sent without a date. */
export const ExtendDialog: Story = {
  render: () => <PermitExtendDialog permit={APPROVING_PERMIT} open onCancel={fn()} onExtend={fn(async () => undefined)} />,
  play: async () => {
    await shows(() => screen.getByText(/有效期上限：3天/));
    await userEvent.click(screen.getByRole('button', { name: /延\s*期/ }));
    await shows(() => screen.getByText('请选择延期后的结束时间'));
  },
};
