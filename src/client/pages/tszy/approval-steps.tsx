// The approval view of a permit: every slot (participants' slots: the snapshot after submission, the slots the
// permit would get before) with its title, roles, decision, opinion, signer and time; for the current slot,
// when the caller holds its role (canAudit), 同意 / 退回 with an opinion (退回 requires one), each confirmed
// first (an opinion given cannot be taken back). A 会签 slot of 动土 / 断路 with departments lists them
// (countersign-departments.tsx) and offers the caller's departments their own 同意 / 退回.
import { Button, Popconfirm, Space, Steps, Tag, Typography } from 'antd';
import { OpinionInput } from './opinion-input.tsx';
import { useState } from 'react';
import { APPROVAL_ROLES, roleCode, type ApprovalRole } from '../../../domain/approval-slots.ts';
import type { SlotView } from '../../api/permit-api.ts';
import { auditConfirmText } from './permit-action-confirm.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { showTime, slotTitle, t } from './permit-labels.ts';
import { SlotSiteProof } from './slot-site-proof.tsx';
import { CountersignDepartments } from './countersign-departments.tsx';

export interface ApprovalStepsProps {
  slots: readonly SlotView[];
  /** The permit's number, named in the confirmations. */
  permitNo: string;
  /** The caller may give the current slot's opinion. */
  canAudit: boolean;
  /** Gives the opinion; resolves when done (the page reloads), rejects with the shown reason. */
  onAudit: (slot: SlotView, decision: 'approve' | 'return', opinion: string) => Promise<void>;
  /** 会签 of 动土 / 断路: the departments of the current slot the caller may countersign (the server's `huiQianBuMen`). */
  myDepartments?: readonly string[];
  /** A department's countersign (or its return); as onAudit. */
  onCountersign?: (department: string, decision: 'approve' | 'return', opinion: string) => Promise<void>;
}

const tc = textOf(commonZh);

/**
 * Who may sign a slot, in the page's language: the approval roles by their codes (as the server names them,
 * 车间主任或安全管理部门), anyone allowed when the slot names none; roles the domain does not know keep the
 * server's words.
 */
function roleNames(slot: SlotView): string {
  if (!slot.roleNames) return t('permitsui.approval.anyRole');
  const codes = slot.roles.map((r) => roleCode(r));
  if (codes.length === 0) return t('permitsui.role.anyone');
  if (!codes.every((c) => c in APPROVAL_ROLES)) return slot.roleNames;
  return codes.map((c) => t(`permitsui.role.${c as ApprovalRole}`)).join(t('permitsui.role.or'));
}

function status(s: SlotView): 'finish' | 'process' | 'error' | 'wait' {
  if (s.decision === 'return') return 'error';
  if (s.decision === 'approve') return 'finish';
  return s.current ? 'process' : 'wait';
}

function AuditBox({ slot, permitNo, onAudit }: { slot: SlotView; permitNo: string; onAudit: ApprovalStepsProps['onAudit'] }) {
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'approve' | 'return' | null>(null);
  /** Asks for the confirmation of `decision` (退回 only with an opinion). */
  const ask = (decision: 'approve' | 'return') => {
    if (decision === 'return' && !opinion.trim()) return setError(t('permitsui.approval.opinionRequired'));
    setError('');
    setAsking(decision);
  };
  const go = async (decision: 'approve' | 'return') => {
    setAsking(null);
    setBusy(true);
    try {
      await onAudit(slot, decision, opinion.trim());
      setOpinion('');
    } catch {
      // The page shows the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
      <OpinionInput label={t('permitsui.approval.opinion')} placeholder={t('permitsui.approval.opinionHint')} value={opinion} error={error} onChange={setOpinion} />
      <Space>
        {(['approve', 'return'] as const).map((decision) => (
          <Popconfirm
            key={decision}
            title={auditConfirmText(decision, permitNo, slotTitle(slot.title))}
            okText={tc('common.ok')}
            cancelText={tc('common.cancel')}
            open={asking === decision}
            onConfirm={() => void go(decision)}
            onCancel={() => setAsking(null)}
            onOpenChange={(open) => !open && setAsking(null)}
          >
            {decision === 'approve' ? (
              <Button type="primary" loading={busy} onClick={() => ask('approve')}>
                {t('permitsui.approval.approve')}
              </Button>
            ) : (
              <Button danger disabled={busy} onClick={() => ask('return')}>
                {t('permitsui.approval.return')}
              </Button>
            )}
          </Popconfirm>
        ))}
      </Space>
    </Space>
  );
}

function SlotDescription({ slot, permitNo, canAudit, onAudit, myDepartments = [], onCountersign }: { slot: SlotView } & Omit<ApprovalStepsProps, 'slots'>) {
  if (slot.departments?.length) {
    return (
      <CountersignDepartments
        slot={slot}
        departments={slot.departments}
        permitNo={permitNo}
        mine={slot.current && !slot.decision ? myDepartments : []}
        onCountersign={onCountersign}
        box={(s, go) => <AuditBox slot={s} permitNo={permitNo} onAudit={go} />}
      />
    );
  }
  const who = slot.approvers.map((a) => a.staffName ?? a.userName).join(t('permitsui.sep.list'));
  const head = `${t(`permitsui.phase.${slot.phase}`)} · ${roleNames(slot)}`;
  return (
    <div>
      <Typography.Text type="secondary">
        {who ? t('permitsui.sep.withNote', { name: head, note: who }) : head}
      </Typography.Text>
      {slot.decision && (
        <div>
          <Tag color={slot.decision === 'approve' ? 'green' : 'red'}>{t(slot.decision === 'approve' ? 'permitsui.approval.approve' : 'permitsui.approval.return')}</Tag>
          <span>{slot.opinion || '—'}</span>
          <div>
            <Typography.Text type="secondary">
              {t('permitsui.approval.signed', { signer: slot.signerName ?? slot.signer ?? '—', time: showTime(slot.at) })}
            </Typography.Text>
          </div>
          <SlotSiteProof slot={slot} />
        </div>
      )}
      {slot.current && !slot.decision && (canAudit ? <AuditBox slot={slot} permitNo={permitNo} onAudit={onAudit} /> : <Tag color="processing">{t('permitsui.approval.waiting')}</Tag>)}
    </div>
  );
}

export function ApprovalSteps({ slots, permitNo, canAudit, onAudit, myDepartments, onCountersign }: ApprovalStepsProps) {
  if (!slots.length) return <Typography.Text type="secondary">{t('permitsui.approval.none')}</Typography.Text>;
  return (
    <Steps
      direction="vertical"
      size="small"
      items={slots.map((s) => ({
        title: slotTitle(s.title),
        status: status(s),
        description: <SlotDescription slot={s} permitNo={permitNo} canAudit={canAudit} onAudit={onAudit} myDepartments={myDepartments} onCountersign={onCountersign} />,
      }))}
    />
  );
}
