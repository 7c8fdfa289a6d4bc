import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PermitAntdBridge } from '../../src/client/pages/tszy/permit-antd-bridge.tsx';
import { RelatedList, WorkerList } from '../../src/client/pages/tszy/permit-form-lists.tsx';
import PermitGradeBlockDefault, { PermitGradeBlock } from '../../src/client/pages/tszy/permit-grade-block.tsx';
import {
  PermitBriefingFormBlock,
  PermitHazardsBlock,
  PermitMeasuresBlock,
  PermitRelatedBlock,
  PermitWorkersBlock,
} from '../../src/client/pages/tszy/permit-list-blocks.tsx';
import PermitNoticesBlockDefault, { PermitNoticesBlock } from '../../src/client/pages/tszy/permit-notices-block.tsx';
import { PermitRuntimeForm } from '../../src/client/pages/tszy/permit-runtime-form.tsx';
import { mockCalls } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { permitRoutes } from './permit-fixtures.ts';

/**
 * The permit form on the runtime (issue 16 item 1): SchemaForm over the kind's file; the lists, the briefing, the
 * notices and the live grade are the form blocks the file places (tszy `formBlocks`: PermitWorkersBlock,
 * PermitRelatedBlock, PermitMeasuresBlock, PermitHazardsBlock, PermitBriefingFormBlock over PermitAntdBridge;
 * PermitGradeBlock, PermitNoticesBlock).
 */
const meta = {
  title: 'Tszy/PermitRuntimeForm',
  component: PermitRuntimeForm,
  subcomponents: {
    PermitAntdBridge,
    PermitGradeBlock,
    PermitGradeBlockDefault,
    PermitNoticesBlock,
    PermitNoticesBlockDefault,
    PermitWorkersBlock,
    PermitRelatedBlock,
    PermitMeasuresBlock,
    PermitHazardsBlock,
    PermitBriefingFormBlock,
  },
  args: { kind: 'GAO_CHU', onSaved: fn(), onSubmitted: fn() },
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes() }),
} satisfies Meta<typeof PermitRuntimeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new height permit: the grade shows as the height is typed, before saving. */
export const HeightGradeLive: Story = {
  play: async () => {
    await shows(() => screen.getByText(/填写后显示作业级别/));
    await userEvent.type(screen.getByPlaceholderText(/^请填写作业高度/), '12');
    await shows(() => screen.getByText(/按当前填写：Ⅱ级/));
  },
};

/** 保存草稿 with the required fields missing sends nothing. */
export const RequiredFirst: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保存草稿/ }));
    await shows(() => screen.getAllByText('请填写作业地点')[0]);
    await waitFor(() => expect(mockCalls.some((c) => c.path.endsWith('/saveOrUpdate'))).toBe(false));
  },
};

/** The antd lists the blocks host, in an antd form of their own. */
export const Lists: Story = {
  render: () => (
    <Form layout="vertical" initialValues={{ zuoYeRen: [{ xingMing: '刘强', zhengShuHao: 'T3201-0001' }] }}>
      <WorkerList kind="DONG_HUO" />
      <RelatedList />
    </Form>
  ),
};
