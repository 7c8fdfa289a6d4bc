import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { StateTabs } from '../../src/runtime/workflow/state-tabs.tsx';
import { StateTag } from '../../src/runtime/workflow/state-tag.tsx';
import { withFakeWorkflow } from '../support/fake-workflow-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { WF_NOTICE, noticeRows } from '../support/workflow-fixtures.ts';

const CLIENT = { client: { resources: [WF_NOTICE], records: { [WF_NOTICE.key]: noticeRows() } } };

/** The state tabs above a workflow resource's list: 全部 and each state with its count. */
const meta = {
  title: 'Runtime/Workflow/StateTabs',
  component: StateTabs,
  args: { resource: WF_NOTICE, params: {}, value: null, onChange: fn(), version: 0 },
  decorators: [withFakeWorkflow(CLIENT)],
} satisfies Meta<typeof StateTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部 4, 草稿 1, 已发布 2, 已撤回 1. */
export const Counts: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('state-count-published'));
    await expect(screen.getByTestId('state-count-all')).toHaveTextContent('4');
  },
};

/** A state chosen. */
export const Chosen: Story = { args: { value: 'published' } };

/** The tags of the states, in their colours. */
export const Tags: Story = {
  render: () => (
    <>
      {WF_NOTICE.workflow?.states.map((s) => <StateTag key={s.key} workflow={WF_NOTICE.workflow} state={s.key} />)}
      <StateTag workflow={WF_NOTICE.workflow} state="unknown" />
    </>
  ),
};

/** The whole list: the tabs filter it, each row has its 流程 menu, the detail its actions and history. */
export const InTheList: Story = {
  render: () => <SchemaPage resourceKey={WF_NOTICE.key} roles={['qyUser']} />,
  play: async () => {
    await shows(() => screen.getByText('安全生产月活动安排'));
    await waitFor(() => expect(screen.getByTestId('state-count-all')).toHaveTextContent('4'));
  },
};
