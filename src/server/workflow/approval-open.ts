// Opening and closing a state's approval steps when a record enters or leaves it. Placeholder of the contract
// between the workflow branches: the approval branch replaces this file with the real one.
import type { Queryable } from '../db/db.ts';
import type { WorkflowState } from '../../schema/workflow-types.ts';

export interface ApprovalContext {
  tenantId: number;
  resource: string;
  recordId: number;
  state: WorkflowState;
  record: Readonly<Record<string, unknown>>;
  /** The staff id of the person who moved the record into the state (the submitter). */
  submitterStaffId: number | null;
  config: unknown;
}

export async function openApproval(_tx: Queryable, _ctx: ApprovalContext): Promise<void> {}
export async function closeApproval(_tx: Queryable, _ctx: ApprovalContext): Promise<void> {}
