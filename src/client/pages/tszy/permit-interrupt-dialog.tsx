// 中断作业: an optional reason, then the interruption is recorded (interrupt). The dialog says what resuming
// will need (GB 30871 5.3.1d, 6.3f: a new gas analysis after a long interruption of hot work or confined
// space) and shows the server's refusal in place.
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { interruptionLimitMinutes } from '../../../domain/gas-analysis.ts';
import { parseGrade } from '../../../domain/permit-kinds.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { reasonOf } from './permit-labels.ts';

export interface PermitInterruptDialogProps {
  permit: PermitView;
  open: boolean;
  onCancel: () => void;
  /** Interrupts with the reason ('' for none); rejects with the server's refusal. */
  onInterrupt: (reason: string) => Promise<void>;
}

/** What resuming needs, in words, for the permit's kind and grade. */
export function resumeHint(p: PermitView): string {
  const limit = interruptionLimitMinutes(p.zuoYeLeiXing, parseGrade(p.zuoYeLeiXing, p.jiBieDaiMa ?? p.zuoYeJiBie));
  return limit === null
    ? '恢复作业前应重新确认安全措施。'
    : `中断超过 ${limit} 分钟的，恢复作业前须重新进行气体分析（中断后 30 分钟内合格）。`;
}

export function PermitInterruptDialog({ permit, open, onCancel, onInterrupt }: PermitInterruptDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const ok = async () => {
    setBusy(true);
    setError('');
    try {
      await onInterrupt(reason.trim());
      setReason('');
    } catch (e) {
      setError(reasonOf(e, '中断作业失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="中断作业" open={open} onCancel={onCancel} onOk={() => void ok()} okText="中断作业" cancelText="取消" confirmLoading={busy} destroyOnHidden>
      <Typography.Paragraph>{resumeHint(permit)}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="中断原因（选填）">
          <Input.TextArea
            aria-label="中断原因"
            rows={3}
            maxLength={500}
            showCount
            value={reason}
            placeholder="如 等待物料、交接班、气体检测异常"
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
    </Modal>
  );
}
