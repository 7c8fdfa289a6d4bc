import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import type { UserInfo } from '../stores/session-store.ts';

/**
 * A card of the workbench below the notifications and modules. Later issues add theirs here (the permits
 * issue replaces `pending-permits` with the permits awaiting the signed-in person).
 */
export interface DashboardSection {
  key: string;
  /** Shown only when this answers true (default: always). */
  visible?: (user: UserInfo) => boolean;
  render: (user: UserInfo) => ReactNode;
}

function PendingPermitsCard() {
  return (
    <Card title="待我审批的作业票" size="small">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待审批的作业票" />
    </Card>
  );
}

export const dashboardSections: DashboardSection[] = [
  {
    key: 'pending-permits',
    visible: (user) => (user.qyxx?.haveModel ?? '').split(',').includes('tszy'),
    render: () => <PendingPermitsCard />,
  },
];
