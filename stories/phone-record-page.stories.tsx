import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import { RecordScreen } from '../src/client/phone/pages/record-page.tsx';
import { FakeWorkflowProvider } from './support/fake-workflow-provider.tsx';
import { QY_ADMIN, STAFF } from './support/fixtures.ts';
import { shows } from './support/play-helpers.ts';
import { shell } from './support/story-parameters.ts';
import { noticeRows, WF_NOTICE } from './support/workflow-fixtures.ts';

const CLIENT = { client: { resources: [WF_NOTICE], records: { [WF_NOTICE.key]: noticeRows() } } };

/** A record on the phone (issue 15 item 2): one column, its workflow's actions and history, 编辑 for a writer. */
const meta = {
  title: 'Phone/RecordPage',
  component: RecordScreen,
  args: { resourceKey: WF_NOTICE.key, id: 1 },
  decorators: [
    (Story) => (
      <FakeWorkflowProvider options={CLIENT}>
        <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>
      </FakeWorkflowProvider>
    ),
  ],
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: '/r/wf-notice/1' }, layout: 'centered' }),
} satisfies Meta<typeof RecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: 发布 offered, 编辑 in the header. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('关于开展冬季消防检查的通知'));
    await shows(() => page.getByRole('button', { name: /发\s*布/ }));
    await expect(page.getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  },
};

/** 编辑 opens the form in one column. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /编\s*辑/ }));
    await shows(() => page.getByTestId('schema-form-footer'));
    await expect(page.getByRole('heading', { name: '编辑通知公告' })).toBeVisible();
  },
};

/** A staff member reads it: no 编辑. */
export const ReadOnly: Story = {
  args: { id: 2 },
  parameters: shell({ seed: { user: STAFF } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('安全生产月活动安排'));
    await expect(page.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  },
};

/** A record that is gone. */
export const Missing: Story = {
  args: { id: 99 },
  play: async () => {
    await shows(() => screen.getByText('加载失败', { selector: '.ant-result-title' }));
  },
};
