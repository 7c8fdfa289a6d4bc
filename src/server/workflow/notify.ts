// Notifications a workflow raises (risk warnings for the people concerned; SMS for urgent ones per the
// enterprise's 消息提醒配置). Placeholder of the contract between the workflow branches: the notify branch
// replaces this file with the real one.
import type { Queryable } from '../db/db.ts';
import type { NotifySpec } from '../../schema/workflow-types.ts';

export interface NotifyContext {
  tenantId: number;
  module: string | null;
  resource: string;
  recordId: number;
  title: string;
  notify: readonly NotifySpec[];
  record: Readonly<Record<string, unknown>>;
  actorStaffId: number | null;
  /** The enterprise's 流程配置 for the resource (slots), when it has one. */
  config: unknown;
}

export async function raiseNotifications(_tx: Queryable, _ctx: NotifyContext): Promise<void> {}
