import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ApprovalSteps } from '../../src/client/pages/tszy/approval-steps.tsx';
import PermitDetailPage from '../../src/client/pages/tszy/permit-detail-page.tsx';
import { PermitActionsBar } from '../../src/client/pages/tszy/permit-actions-bar.tsx';
import { PermitEventList } from '../../src/client/pages/tszy/permit-event-list.tsx';
import { PermitDetailFields } from '../../src/client/pages/tszy/permit-detail-fields.tsx';
import { mockCalls } from '../support/mock-http.ts';
import { APPROVER, STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { APPROVING_PERMIT, detailOf, FINISHED_PERMIT, HOT_WORK_SLOTS, permitRoutes, tailoredFile } from './permit-fixtures.ts';

/** 作业票详情 (tszy/permit-detail, /tszy/detail/:id). */
const meta = {
  title: 'Tszy/PermitDetailPage',
  component: PermitDetailPage,
  args: { title: '作业票详情', viewKey: 'tszy/permit-detail' },
  parameters: shell({ seed: { user: APPROVER }, api: () => permitRoutes({ canAudit: true }), router: { path: '/tszy/detail/2', route: '/tszy/detail/:id' } }),
} satisfies Meta<typeof PermitDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver of the current slot: 同意 posts the slot index. */
export const Approver: Story = {
  play: async () => {
    await shows(() => screen.getAllByText('所在单位意见')[0]);
    // The approval flow is a block of the file, loaded after the page.
    await userEvent.click(await screen.findByRole('button', { name: /同\s*意/ }));
    // Asked first, naming the permit and the slot.
    await shows(() => screen.getByText('确定同意作业票 HJZA0000000000002 的「所在单位意见」吗？同意后不能撤销。'));
    await expect(mockCalls.some((c) => c.path === '/tszy/dongHuo/zhongShen')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/zhongShen')?.body).toMatchObject({ slotIndex: 1, decision: 'approve' }));
  },
};

/** The submitter: no opinion buttons; 打印 opens the Annex A print view. */
export const Submitter: Story = {
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes({ canAudit: false }) }),
  play: async () => {
    await shows(() => screen.getAllByText('所在单位意见')[0]);
    await expect(screen.queryByRole('button', { name: /同\s*意/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    await shows(() => screen.getByRole('document', { name: '动火安全作业票' }));
  },
};

/** The state's actions of a finished permit. */
export const FinishedActions: Story = {
  render: () => <PermitActionsBar permit={FINISHED_PERMIT} onChanged={fn()} onEdit={fn()} onPrint={fn()} onRemoved={fn()} />,
  play: async () => {
    await expect(screen.getByRole('button', { name: /归\s*档/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /开始作业/ })).toBeNull();
  },
};

/** The applicant of a permit under approval: 撤回 and 作废 only; 撤回 asks first, and 取消 sends nothing. */
export const RevokeAsksFirst: Story = {
  render: () => <PermitActionsBar permit={APPROVING_PERMIT} onChanged={fn()} onEdit={fn()} onPrint={fn()} onRemoved={fn()} />,
  play: async () => {
    await expect(screen.queryByRole('button', { name: /开始作业/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /撤\s*回/ }));
    await shows(() => screen.getByText(/^确定撤回作业票 HJZA0000000000002 吗？/));
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(mockCalls.some((c) => c.path.endsWith('/revoke'))).toBe(false);
  },
};

/** Someone who may do nothing on the permit (gm01 on 张伟's): only 打印. */
export const NothingAllowed: Story = {
  render: () => <PermitActionsBar permit={{ ...APPROVING_PERMIT, allowedActions: [] }} onChanged={fn()} onEdit={fn()} onPrint={fn()} onRemoved={fn()} />,
  play: async () => {
    await expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['打印']);
  },
};

/** The approval steps, the form and the history on their own. */
export const Parts: Story = {
  render: () => (
    <>
      <ApprovalSteps slots={HOT_WORK_SLOTS} permitNo={APPROVING_PERMIT.zuoYeBianHao} canAudit={false} onAudit={fn()} />
      <PermitDetailFields permit={APPROVING_PERMIT} file={tailoredFile('DONG_HUO')} />
      <PermitEventList events={detailOf(APPROVING_PERMIT).events} />
    </>
  ),
  play: async () => {
    await expect(screen.getByText('签字：张伟', { exact: false })).toBeVisible();
    await expect(screen.getByText('距离动火点 15 m 范围内无可燃物')).toBeVisible();
    await expect(screen.getByText('草稿 → 审批中', { exact: false })).toBeVisible();
  },
};
