import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Space, Typography } from 'antd';
import { expect, within } from 'storybook/test';
import { Permission } from '../../src/client/components/permission.tsx';
import { PLATFORM_ADMIN, QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The permission component (issue 3 item 4): children only for users holding one of the roles. */
const meta = {
  title: 'Components/Permission',
  component: Permission,
  args: { roles: ['qyUser'], children: <Button type="primary">新增作业票（仅企业管理员）</Button> },
  decorators: [
    (Story, { args }) => (
      <Space direction="vertical" style={{ padding: 24 }}>
        <Typography.Text type="secondary">需要角色：{args.roles.join('、')}</Typography.Text>
        <div data-testid="guarded">{Story()}</div>
      </Space>
    ),
  ],
  parameters: shell({ seed: { user: QY_ADMIN } }),
} satisfies Meta<typeof Permission>;

export default meta;
type Story = StoryObj<typeof meta>;

/** qyadmin holds qyUser: shown. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /新增作业票/ })).toBeVisible();
  },
};

/** The read-only user does not: hidden. */
export const Hidden: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('guarded')).toBeEmptyDOMElement();
  },
};

/** The platform admin passes every role check. */
export const AdminPassesAll: Story = {
  args: { roles: ['safetyDept'], children: <Alert type="success" message="安全管理部门可见的内容" /> },
  parameters: shell({ seed: { user: PLATFORM_ADMIN } }),
};
