// The approval view of a permit: every slot (participants' slots: the snapshot after submission, the slots the
// permit would get before) with its title, roles, decision, opinion, signer and time; for the current slot,
// when the caller holds its role (canAudit), 同意 / 退回 with an opinion (退回 requires one), each confirmed
// first (an opinion given cannot be taken back).
import { Button, Input, Popconfirm, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SlotView } from '../../api/permit-api.ts';
import { auditConfirmText } from './permit-action-confirm.ts';
import { showTime } from './permit-labels.ts';

export interface ApprovalStepsProps {
  slots: readonly SlotView[];
  /** The permit's number, named in the confirmations. */
  permitNo: string;
  /** The caller may give the current slot's opinion. */
  canAudit: boolean;
  /** Gives the opinion; resolves when done (the page reloads), rejects with the shown reason. */
  onAudit: (slot: SlotView, decision: 'approve' | 'return', opinion: string) => Promise<void>;
}

const PHASE_LABELS: Record<SlotView['phase'], string> = { apply: '申请', approve: '审批', start: '验票', finish: '验收' };

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
    if (decision === 'return' && !opinion.trim()) return setError('退回时须填写审批意见');
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
      <Input.TextArea
        aria-label="审批意见"
        placeholder="请输入审批意见（退回时必填）"
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 4 }}
        value={opinion}
        status={error ? 'error' : undefined}
        onChange={(e) => setOpinion(e.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Space>
        {(['approve', 'return'] as const).map((decision) => (
          <Popconfirm
            key={decision}
            title={auditConfirmText(decision, permitNo, slot.title)}
            okText="确定"
            cancelText="取消"
            open={asking === decision}
            onConfirm={() => void go(decision)}
            onCancel={() => setAsking(null)}
            onOpenChange={(open) => !open && setAsking(null)}
          >
            {decision === 'approve' ? (
              <Button type="primary" loading={busy} onClick={() => ask('approve')}>
                同意
              </Button>
            ) : (
              <Button danger disabled={busy} onClick={() => ask('return')}>
                退回
              </Button>
            )}
          </Popconfirm>
        ))}
      </Space>
    </Space>
  );
}

function SlotDescription({ slot, permitNo, canAudit, onAudit }: { slot: SlotView } & Omit<ApprovalStepsProps, 'slots'>) {
  const who = slot.approvers.map((a) => a.staffName ?? a.userName).join('、');
  return (
    <div>
      <Typography.Text type="secondary">
        {PHASE_LABELS[slot.phase]} · {slot.roleNames || '不限角色'}
        {who && `（${who}）`}
      </Typography.Text>
      {slot.decision && (
        <div>
          <Tag color={slot.decision === 'approve' ? 'green' : 'red'}>{slot.decision === 'approve' ? '同意' : '退回'}</Tag>
          <span>{slot.opinion || '—'}</span>
          <div>
            <Typography.Text type="secondary">
              签字：{slot.signerName ?? slot.signer ?? '—'}{'　'}时间：{showTime(slot.at)}
            </Typography.Text>
          </div>
        </div>
      )}
      {slot.current && !slot.decision && (canAudit ? <AuditBox slot={slot} permitNo={permitNo} onAudit={onAudit} /> : <Tag color="processing">待审批</Tag>)}
    </div>
  );
}

export function ApprovalSteps({ slots, permitNo, canAudit, onAudit }: ApprovalStepsProps) {
  if (!slots.length) return <Typography.Text type="secondary">该作业类型无需审批</Typography.Text>;
  return (
    <Steps
      direction="vertical"
      size="small"
      items={slots.map((s) => ({
        title: s.title,
        status: status(s),
        description: <SlotDescription slot={s} permitNo={permitNo} canAudit={canAudit} onAudit={onAudit} />,
      }))}
    />
  );
}
