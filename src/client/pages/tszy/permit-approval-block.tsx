// Block `tszy/permit-approval` (blocks.ts; placed first by every permit form file's detail.blocks): the approval flow
// of the permit (ApprovalSteps: each slot with its signer, opinion and the proof taken at the site), 同意 / 退回 of the
// current slot when the server allows the person 'audit', and the departments' 会签 of 动土 / 断路. After a decision the
// permit reloads (PermitDetailContext); outside the permit detail it shows nothing.
import { message } from 'antd';
import { permitApi } from '../../api/permit-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { ApprovalSteps } from './approval-steps.tsx';
import { usePermitDetail } from './permit-detail-context.ts';
import { reasonOf, t } from './permit-labels.ts';

type Decision = 'approve' | 'return';

/** A decision sent: its message, then the permit reloads; a refusal is said and rethrown (the dialog stays open). */
async function decided(send: () => Promise<unknown>, decision: Decision, changed: () => void): Promise<void> {
  try {
    await send();
    void message.success(t(decision === 'approve' ? 'permitsui.done.approve' : 'permitsui.done.return'));
    changed();
  } catch (e) {
    void message.error(reasonOf(e, t('permitsui.detail.auditFailed')));
    throw e;
  }
}

export default function PermitApprovalBlock(_: Partial<DetailBlockProps>) {
  const detail = usePermitDetail();
  if (!detail) return null;
  const { permit, slots, changed } = detail;
  const kind = permit.zuoYeLeiXing;
  return (
    <ApprovalSteps
      slots={slots}
      permitNo={permit.zuoYeBianHao}
      canAudit={permit.allowedActions?.includes('audit') ?? false}
      onAudit={(slot, decision, opinion) => decided(() => permitApi.audit(kind, permit.id, slot.index, decision, opinion || undefined), decision, changed)}
      myDepartments={permit.huiQianBuMen}
      onCountersign={(department, decision, opinion) => decided(() => permitApi.countersign(kind, permit.id, department, decision, opinion || undefined), decision, changed)}
    />
  );
}
