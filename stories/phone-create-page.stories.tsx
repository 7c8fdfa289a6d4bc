import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import { CreateScreen } from '../src/client/phone/pages/create-page.tsx';
import { FakeWorkflowProvider } from './support/fake-workflow-provider.tsx';
import { QY_ADMIN, STAFF } from './support/fixtures.ts';
import { shows } from './support/play-helpers.ts';
import { shell } from './support/story-parameters.ts';
import { noticeRows, WF_NOTICE } from './support/workflow-fixtures.ts';

const CLIENT = { client: { resources: [WF_NOTICE], records: { [WF_NOTICE.key]: noticeRows() } } };

/** A new record on the phone (issue 15 item 2, 上报): the form in one column, its state left to the workflow. */
const meta = {
  title: 'Phone/CreatePage',
  component: CreateScreen,
  args: { resourceKey: WF_NOTICE.key },
  decorators: [
    (Story) => (
      <FakeWorkflowProvider options={CLIENT}>
        <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>
      </FakeWorkflowProvider>
    ),
  ],
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: '/new/wf-notice' }, layout: 'centered' }),
} satisfies Meta<typeof CreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: 标题, no 发布状态 (the workflow sets it), 提交. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByTestId('schema-form-footer'));
    await expect(page.getByRole('heading', { name: '新建通知公告' })).toBeVisible();
    await expect(page.queryByText('发布状态')).toBeNull();
    await expect(page.getByRole('button', { name: /提\s*交/ })).toBeVisible();
  },
};

/** A person who may not write it is told so. */
export const NotAllowed: Story = {
  parameters: shell({ seed: { user: STAFF } }),
  play: async () => {
    await shows(() => screen.getByText('您没有新建通知公告的权限'));
  },
};
