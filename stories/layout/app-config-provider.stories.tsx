import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { AppConfigProvider } from '../../src/client/layout/app-config-provider.tsx';
import { shell } from '../support/story-parameters.ts';

function Sample() {
  return (
    <Card title="示例组件" style={{ maxWidth: 640 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button type="primary">主要按钮</Button>
          <Button>次要按钮</Button>
          <Switch defaultChecked aria-label="开关" />
          <Tag color="processing">进行中</Tag>
        </Space>
        <Space wrap>
          <Input placeholder="请输入" aria-label="输入框" style={{ width: 200 }} />
          <Select aria-label="下拉框" style={{ width: 160 }} defaultValue="a" options={[{ value: 'a', label: '动火作业' }]} />
        </Space>
        <Table
          size="middle"
          pagination={false}
          rowKey="id"
          columns={[
            { title: '作业票编号', dataIndex: 'no' },
            { title: '状态', dataIndex: 'state' },
          ]}
          dataSource={[
            { id: 1, no: 'HJZA0000000000001', state: '作业中' },
            { id: 2, no: 'SXKJ0000000000002', state: '待审批' },
          ]}
        />
      </Space>
    </Card>
  );
}

/**
 * antd's configuration for the whole app: zh-CN, the theme colour of the layout settings and the UI size
 * (default/medium/small/mini → large/middle/small/small + compact).
 */
const meta = {
  title: 'Layout/AppConfigProvider',
  component: AppConfigProvider,
  args: { children: <Sample /> },
  parameters: shell({ layout: 'padded' }),
} satisfies Meta<typeof AppConfigProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: #1890ff, size small. */
export const Defaults: Story = {};

/** Theme colour 酱紫 and size default (antd large). */
export const PurpleLarge: Story = { parameters: shell({ seed: { settings: { themeColor: '#722ed1' }, size: 'default' } }) };

/** Size mini: small components with the compact algorithm. */
export const Mini: Story = { parameters: shell({ seed: { settings: { themeColor: '#11a983' }, size: 'mini' } }) };
