// The confirmation asked before a state change of a permit that cannot be undone (issue 11 item 12): text
// naming the permit and what follows. 编辑, 提交 (undone by 撤回), 中断作业 and 延期 (their own dialogs) and
// 恢复作业 (undone by 中断作业) ask none.
import type { PermitUiAction } from '../../../domain/permit-permissions.ts';
import { t } from './permit-labels.ts';

type Confirmed = Exclude<PermitUiAction, 'edit' | 'submit' | 'interrupt' | 'extend' | 'resumeWork' | 'audit'>;

const CONFIRMED: readonly Confirmed[] = ['revoke', 'start', 'finish', 'archive', 'resume', 'discard', 'remove'];

/** The question before `action` on permit number `no`; null when the action asks none. */
export function confirmText(action: PermitUiAction, no: string): string | null {
  return (CONFIRMED as readonly string[]).includes(action) ? t(`permitsui.confirm.${action as Confirmed}`, { no }) : null;
}

/** The questions before an opinion on the current slot `slotTitle` of permit number `no`. */
export function auditConfirmText(decision: 'approve' | 'return', no: string, slotTitle: string): string {
  return decision === 'approve' ? t('permitsui.confirm.approve', { no, slot: slotTitle }) : t('permitsui.confirm.return', { no });
}
