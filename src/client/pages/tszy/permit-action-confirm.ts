// The confirmation asked before a state change of a permit that cannot be undone (issue 11 item 12): Chinese
// text naming the permit and what follows. 编辑, 提交 (undone by 撤回), 中断作业 and 延期 (their own dialogs) and
// 恢复作业 (undone by 中断作业) ask none.
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';

type Confirmed = Exclude<PermitUiAction, 'edit' | 'submit' | 'interrupt' | 'extend' | 'resumeWork' | 'audit'>;

const TEXTS: Readonly<Record<Confirmed, (no: string) => string>> = {
  revoke: (no) => `确定撤回作业票 ${no} 吗？撤回后回到草稿，已有的审批意见将被清除，须重新提交审批。`,
  start: (no) => `确定开始作业票 ${no} 的作业吗？开始后进入作业中，不能再撤回。`,
  finish: (no) => `确定对作业票 ${no} 完工验收吗？验收后作业结束，不能再恢复作业。`,
  archive: (no) => `确定归档作业票 ${no} 吗？归档后不能再修改或操作。`,
  resume: (no) => `确定将作业票 ${no} 恢复为草稿吗？恢复后须重新提交审批。`,
  discard: (no) => `确定作废作业票 ${no} 吗？作废后作业不能继续进行。`,
  remove: (no) => `确定删除作业票 ${no} 吗？删除后不可恢复。`,
};

/** The question before `action` on permit number `no`; null when the action asks none. */
export function confirmText(action: PermitUiAction, no: string): string | null {
  return action in TEXTS ? TEXTS[action as Confirmed](no) : null;
}

/** The questions before an opinion on the current slot `slotTitle` of permit number `no`. */
export function auditConfirmText(decision: 'approve' | 'return', no: string, slotTitle: string): string {
  return decision === 'approve'
    ? `确定同意作业票 ${no} 的「${slotTitle}」吗？同意后不能撤销。`
    : `确定退回作业票 ${no} 吗？退回后作业票回到草稿，申请人须修改后重新提交。`;
}
