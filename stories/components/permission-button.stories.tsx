import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PermissionButton } from '../../src/client/components/permission.tsx';
import { PLATFORM_ADMIN, STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** A button shown only to users holding a button permission key of the menu (userMenu `button`). */
const meta = {
  title: 'Components/PermissionButton',
  component: PermissionButton,
  args: { perm: 'tszy:add', type: 'primary', icon: <PlusOutlined />, children: '申请作业票' },
  decorators: [
    (Story, { args }) => (
      <Space direction="vertical" style={{ padding: 24 }}>
        <Typography.Text type="secondary">需要按钮权限：{args.perm}</Typography.Text>
        {Story()}
      </Space>
    ),
  ],
  parameters: shell({ seed: { user: STAFF, buttons: ['tszy:add', 'tszy:edit'] } }),
} satisfies Meta<typeof PermissionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user holds tszy:add. */
export const Shown: Story = {};

/** The user lacks tszy:delete: nothing. */
export const Hidden: Story = { args: { perm: 'tszy:delete', danger: true, children: '删除作业票' } };

/** The platform admin passes every key. */
export const Admin: Story = {
  args: { perm: 'system:user:delete', danger: true, children: '删除用户' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN, buttons: [] } }),
};
