import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ApprovalPanel } from '../../src/runtime/workflow/approval-panel.tsx';
import { DetailFromUrl } from '../../src/runtime/workflow/detail-from-url.tsx';
import { HistoryTimeline } from '../../src/runtime/workflow/history-timeline.tsx';
import { RecordWorkflow } from '../../src/runtime/workflow/record-workflow.tsx';
import { SchemaDetail } from '../../src/runtime/schema-detail.tsx';
import { withFakeWorkflow } from '../support/fake-workflow-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { APPROVAL_OFFERS, RECTIFY_APPROVAL, RECTIFY_HISTORY, WF_RECTIFY, rectifyRows } from '../support/workflow-fixtures.ts';

const ROWS = rectifyRows();
const CLIENT = {
  client: { resources: [WF_RECTIFY], records: { [WF_RECTIFY.key]: ROWS } },
  workflow: {
    history: { [`${WF_RECTIFY.key}:12`]: RECTIFY_HISTORY },
    approvals: { [`${WF_RECTIFY.key}:12`]: RECTIFY_APPROVAL },
    approvalOffers: APPROVAL_OFFERS,
  },
};

/** A record's detail with its workflow: state and actions above, approval and history below. */
const meta = {
  title: 'Runtime/Workflow/RecordWorkflow',
  component: RecordWorkflow,
  args: { resource: WF_RECTIFY, record: ROWS[1], onChanged: fn(), children: <SchemaDetail resource={WF_RECTIFY} record={ROWS[1]} /> },
  decorators: [withFakeWorkflow(CLIENT)],
} satisfies Meta<typeof RecordWorkflow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待验收 with its approval (会签 of 安全部) and two steps of history, one by a delegate. */
export const InApproval: Story = {
  play: async () => {
    await shows(() => screen.getByText('安全部验收'));
    await shows(() => screen.getByText('李强（代 赵敏）'));
    await expect(screen.getByRole('button', { name: '重新整改' })).toBeVisible();
  },
};

/** 待整改: 提交整改, no approval, no history yet. */
export const ToDo: Story = { args: { record: ROWS[0], children: <SchemaDetail resource={WF_RECTIFY} record={ROWS[0]} /> } };

/** The history alone. */
export const Timeline: Story = { render: () => <HistoryTimeline resource={WF_RECTIFY} recordId={12} version={0} /> };

/** The approval alone, with the ops the person is offered. */
export const Approval: Story = { render: () => <ApprovalPanel resource={WF_RECTIFY} record={ROWS[1]} version={0} onDone={fn()} /> };

/** `?detail=12` asks the screen to open record 12. */
export const FromTheAddress: Story = {
  parameters: { router: { path: '/yhpc/list?detail=12' } },
  render: () => {
    const opened = fn();
    return (
      <>
        <DetailFromUrl open={false} onOpen={opened} />
        <p>?detail=12</p>
      </>
    );
  },
};
