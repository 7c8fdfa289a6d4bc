import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DefRefSettings } from '../../designer/def-ref-settings.tsx';
import type { RefTarget } from '../../src/schema/custom-field-ref.ts';
import { shows } from '../support/play-helpers.ts';

const TARGETS = new Map<string, RefTarget>([
  ['staff', { key: 'staff', title: '人员', labels: [{ field: 'name', title: '姓名' }, { field: 'mobile', title: '手机号' }] }],
  ['department', { key: 'department', title: '部门', labels: [{ field: 'name', title: '名称' }] }],
  ['meet-record', { key: 'meet-record', title: '会议记录', labels: [{ field: 'meetingTitle', title: '会议名称' }] }],
]);

/** The settings of a reference field (关联记录): the target, its label field, several records, on delete. */
const meta = {
  title: 'Designer/DefRefSettings',
  component: DefRefSettings,
  args: { targets: TARGETS, loading: false, error: null, refResource: 'staff', problemsOf: (_prop: string): string[] => [] },
  decorators: [
    (Story) => (
      <Form layout="vertical" style={{ maxWidth: 480, padding: 24 }} initialValues={{ refResource: 'staff', refOnDelete: 'restrict' }}>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof DefRefSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reference to staff: the label field offers the staff member's fields. */
export const ToStaff: Story = {
  play: async () => {
    await shows(() => screen.getByText('人员（staff）'));
    await userEvent.click(screen.getByRole('combobox', { name: '显示的字段' }));
    await waitFor(() => expect(screen.getByText('手机号（mobile）')).toBeVisible());
    await expect(screen.getByText('被关联的记录删除时')).toBeVisible();
  },
};

/** The server refused the target: the message shows at 关联的资源. */
export const RefusedTarget: Story = {
  args: { refResource: undefined, problemsOf: (prop: string) => (prop === 'refResource' ? ['不能关联「duty-info」：资源不存在或本企业未开通'] : []) },
  play: async () => {
    await shows(() => screen.getByText('不能关联「duty-info」：资源不存在或本企业未开通'));
  },
};

/** The targets could not be loaded: the server checks them on publish. */
export const TargetsFailed: Story = {
  args: { targets: undefined, error: '可关联的资源加载失败', refResource: undefined },
  play: async () => {
    await shows(() => screen.getByText('可关联的资源加载失败'));
    await expect(screen.getByText('发布时由服务器检查关联的资源')).toBeVisible();
  },
};
