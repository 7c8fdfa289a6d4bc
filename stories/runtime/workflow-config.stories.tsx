import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StateDiagram } from '../../src/runtime/workflow/state-diagram.tsx';
import { WhoTag, WorkflowConfigCard, WorkflowConfigEditor } from '../../src/runtime/workflow/workflow-config-editor.tsx';
import { currentWorkflowClient, withFakeWorkflow } from '../support/fake-workflow-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { WF_NOTICE, WF_RECTIFY, WORKFLOW_CONFIG } from '../support/workflow-fixtures.ts';

const CLIENT = { client: { resources: [WF_NOTICE, WF_RECTIFY] }, workflow: { config: WORKFLOW_CONFIG } };

/** 流程配置: each workflow as a diagram, who acts on each transition, the slots' people, versions. */
const meta = {
  title: 'Runtime/Workflow/WorkflowConfigEditor',
  component: WorkflowConfigEditor,
  decorators: [withFakeWorkflow(CLIENT)],
} satisfies Meta<typeof WorkflowConfigEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both workflows; 保存 stores a new version. */
export const Workflows: Story = {
  play: async () => {
    await shows(() => screen.getByText('隐患整改'));
    await userEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[1]);
    await waitFor(() => expect(currentWorkflowClient?.calls.some((c) => c.method === 'saveConfig')).toBe(true));
  },
};

/** One workflow's card. */
export const Card: Story = { render: () => <WorkflowConfigCard entry={WORKFLOW_CONFIG[1]} roleOptions={['qyUser', 'qyStaff']} onSaved={fn()} /> };

/** The diagram alone, 提交整改 highlighted. */
export const Diagram: Story = {
  render: () => <StateDiagram states={WF_RECTIFY.workflow?.states ?? []} transitions={WF_RECTIFY.workflow?.transitions ?? []} highlight="rectify" />,
};

/** The parties as tags. */
export const Parties: Story = {
  render: () => (
    <>
      {[{ role: 'qyUser' }, { field: 'creator' }, { field: 'acceptor' }, { department: 'deptId', role: 'qyStaff' }, { slot: 'safetyHead' }].map((who, i) => (
        <WhoTag key={i} who={who} entry={WORKFLOW_CONFIG[1]} />
      ))}
    </>
  ),
};
