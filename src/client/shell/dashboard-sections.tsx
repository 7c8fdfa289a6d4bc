import type { ReactNode } from 'react';
import { permitApi } from '../api/permit-api.ts';
import type { UserInfo } from '../stores/session-store.ts';
import { DashboardTodo, type InboxPage } from './dashboard-todo.tsx';

/**
 * A card of the workbench below the notifications and modules. Later issues add theirs here, and their kinds
 * of waiting work to the waiting-work card (DashboardTodo, one inbox shape for every module).
 */
export interface DashboardSection {
  key: string;
  /** Shown only when this answers true (default: always). */
  visible?: (user: UserInfo) => boolean;
  render: (user: UserInfo) => ReactNode;
}

/** The permits awaiting the signed-in person's approval (GET /tszy/zuoYePiao/todo). */
const loadPermitTodo = (pageIndex: number, pageSize: number): Promise<InboxPage> => permitApi.todo(pageIndex, pageSize);

function PendingPermitsCard() {
  return <DashboardTodo title="待我审批的作业票" load={loadPermitTodo} emptyText="暂无待审批的作业票" />;
}

export const dashboardSections: DashboardSection[] = [
  {
    key: 'pending-permits',
    visible: (user) => (user.qyxx?.haveModel ?? '').split(',').includes('tszy'),
    render: () => <PendingPermitsCard />,
  },
];
