import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { WorkflowActionDialog } from '../../src/runtime/workflow/workflow-action-dialog.tsx';
import { WorkflowActions, WorkflowRowMenu } from '../../src/runtime/workflow/workflow-actions.tsx';
import { currentWorkflowClient, withFakeWorkflow } from '../support/fake-workflow-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { APPROVAL_OFFERS, RECTIFY_APPROVAL, WF_NOTICE, WF_RECTIFY, noticeRows, rectifyRows } from '../support/workflow-fixtures.ts';

const NOTICES = noticeRows();
const CLIENT = {
  client: { resources: [WF_NOTICE, WF_RECTIFY], records: { [WF_NOTICE.key]: NOTICES, [WF_RECTIFY.key]: rectifyRows() } },
  workflow: { approvals: { [`${WF_RECTIFY.key}:12`]: RECTIFY_APPROVAL }, approvalOffers: APPROVAL_OFFERS },
};

/** The actions a person may take on a record now: only those the server offers. */
const meta = {
  title: 'Runtime/Workflow/WorkflowActions',
  component: WorkflowActions,
  args: { resource: WF_NOTICE, record: NOTICES[1], version: 0, onStart: fn() },
  decorators: [withFakeWorkflow(CLIENT)],
} satisfies Meta<typeof WorkflowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published notice: 撤回 only. */
export const Published: Story = {
  play: async () => {
    await shows(() => screen.getByRole('button', { name: '撤回' }));
    await expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
  },
};

/** A draft: 发布. */
export const Draft: Story = { args: { record: NOTICES[0] } };

/** The 流程 menu of a list row: its offers load when it opens. */
export const RowMenu: Story = {
  render: (args) => <WorkflowRowMenu {...args} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /流程/ }));
    await shows(() => screen.getByText('撤回'));
  },
};

/** 撤回 asks its reason (required): submitting without one sends nothing. */
export const RecallDialog: Story = {
  render: (args) => <WorkflowActionDialog resource={WF_NOTICE} record={args.record} offer={{ action: 'recall', label: '撤回', kind: 'transition', opinion: 'required', require: [], editable: [] }} onClose={fn()} onDone={fn()} />,
  play: async () => {
    const submit = await screen.findByRole('button', { name: /撤\s*回/ });
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('schema-form-failure')).toBeVisible());
    await expect(currentWorkflowClient?.calls.some((c) => c.method === 'act')).toBe(false);
  },
};

/** 提交整改: the required 整改情况 and the editable 完成日期 with the runtime's field components. */
export const FieldsDialog: Story = {
  render: () => (
    <WorkflowActionDialog
      resource={WF_RECTIFY}
      record={rectifyRows()[0]}
      offer={{ action: 'rectify', label: '提交整改', kind: 'transition', opinion: 'optional', require: ['rectifyNote'], editable: ['finishDate'] }}
      onClose={fn()}
      onDone={fn()}
    />
  ),
};

/** 加签: a person and before or after oneself. */
export const AddSignerDialog: Story = {
  render: () => (
    <WorkflowActionDialog resource={WF_RECTIFY} record={rectifyRows()[1]} offer={APPROVAL_OFFERS[2]} steps={RECTIFY_APPROVAL.steps} onClose={fn()} onDone={fn()} />
  ),
};
