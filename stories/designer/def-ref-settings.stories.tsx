import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DefRefSettings } from '../../designer/def-ref-settings.tsx';
import type { RefTarget } from '../../src/schema/custom-field-ref.ts';
import { shows } from '../support/play-helpers.ts';

const LEVELS = [
  { label: '省级', value: 'province' },
  { label: '地级', value: 'city' },
  { label: '县级', value: 'county' },
];

const TARGETS = new Map<string, RefTarget>([
  ['staff', { key: 'staff', title: '人员', group: 'entity', labels: [{ field: 'name', title: '姓名' }, { field: 'mobile', title: '手机号' }] }],
  ['department', { key: 'department', title: '部门', group: 'entity', labels: [{ field: 'name', title: '名称' }] }],
  [
    'admin-area',
    {
      key: 'admin-area',
      title: '行政区划',
      group: 'shared',
      tree: true,
      hasStatus: true,
      labels: [{ field: 'name', title: '区划名称' }, { field: 'code', title: '区划代码' }],
      filters: [{ field: 'code', title: '区划代码' }, { field: 'level', title: '级别', options: LEVELS }],
    },
  ],
  ['meet-record', { key: 'meet-record', title: '会议记录', group: 'resource', hasStatus: true, labels: [{ field: 'meetingTitle', title: '会议名称' }], filters: [] }],
]);

/** The settings of a reference field (关联记录): the target (grouped; trees marked), its label field, several records, on delete, the filter. */
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

/** A reference to staff cannot be limited to enabled records (staff have no 启用 status) nor filtered. */
export const EntityWithoutFilter: Story = {
  play: async () => {
    await shows(() => screen.getByText('「人员」没有启用状态'));
    await expect(screen.getByRole('switch', { name: '只选启用的记录' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: '添加筛选条件' })).toBeDisabled();
  },
};

/** The platform's areas, a tree: a condition on 级别 offers its choices; cascade is explained before it is chosen. */
export const TreeWithFilter: Story = {
  args: { refResource: 'admin-area' },
  play: async () => {
    await shows(() => screen.getByText('在表单中以树形选择框选择'));
    await userEvent.click(screen.getByRole('button', { name: '添加筛选条件' }));
    await userEvent.click(screen.getByRole('combobox', { name: '第 1 条筛选条件的字段' }));
    await userEvent.click(await screen.findByTitle('级别'));
    await userEvent.click(await screen.findByRole('combobox', { name: '第 1 条筛选条件的值' }));
    await waitFor(() => expect(screen.getByTitle('县级')).toBeVisible());
    await userEvent.click(screen.getByText('删除时一并删除本记录'));
    await shows(() => screen.getByText(/引用它的本资源记录也一并删除/));
  },
};

/** A problem of the filter shows under 筛选条件. */
export const RefusedFilter: Story = {
  args: { refResource: 'admin-area', problemsOf: (prop: string) => (prop === 'refFilter' ? ['第 1 条筛选条件：「级别」没有选项「town」'] : []) },
  play: async () => {
    await shows(() => screen.getByText('第 1 条筛选条件：「级别」没有选项「town」'));
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
