import type { Meta, StoryObj } from '@storybook/react-vite';
import { Col, Empty, Row } from 'antd';
import { dashboardSections } from '../../src/client/shell/dashboard-sections.tsx';
import type { UserInfo } from '../../src/client/stores/session-store.ts';
import { QY_ADMIN, QY_ADMIN_2001 } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { TODO_ITEMS, todoApi } from '../support/todo-fixtures.ts';

/** The workbench sections later issues add (dashboard-sections.tsx), as the workbench lays them out. */
function Sections({ user }: { user: UserInfo }) {
  const shown = dashboardSections.filter((s) => !s.visible || s.visible(user));
  if (!shown.length) return <Empty description="该用户没有可显示的工作台分区" />;
  return (
    <Row gutter={[12, 12]}>
      {shown.map((s) => (
        <Col key={s.key} xs={24} lg={12}>
          {s.render(user)}
        </Col>
      ))}
    </Row>
  );
}

const meta = {
  title: 'Shell/DashboardSections',
  component: Sections,
  args: { user: QY_ADMIN },
  parameters: shell({ api: todoApi(TODO_ITEMS.slice(0, 2)), layout: 'padded' }),
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise with 特殊作业: the permits awaiting the user (待我审批的作业票). */
export const WithPermits: Story = {};

/** Enterprise 2001 has not enabled 特殊作业: no permits section. */
export const WithoutTszy: Story = { args: { user: QY_ADMIN_2001 } };
