// 中断作业: an optional reason, then the interruption is recorded (interrupt). The dialog says what resuming
// will need (GB 30871 5.3.1d, 6.3f: a new gas analysis after a long interruption of hot work or confined
// space) and shows the server's refusal in place.
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { interruptionLimitMinutes } from '../../../domain/gas-analysis.ts';
import { parseGrade } from '../../../domain/permit-kinds.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { reasonOf, t } from './permit-labels.ts';

const tc = textOf(commonZh);

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
    ? t('permitsui.interrupt.hintMeasures')
    : t('permitsui.interrupt.hintGas', { limit });
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
      setError(reasonOf(e, t('permitsui.interrupt.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('permitsui.action.interrupt')}
      open={open}
      onCancel={onCancel}
      onOk={() => void ok()}
      okText={t('permitsui.action.interrupt')}
      cancelText={tc('common.cancel')} confirmLoading={busy} destroyOnHidden>
      <Typography.Paragraph>{resumeHint(permit)}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('permitsui.interrupt.reasonLabel')}>
          <Input.TextArea
            aria-label={t('permitsui.interrupt.reason')}
            rows={3}
            maxLength={500}
            showCount
            value={reason}
            placeholder={t('permitsui.interrupt.reasonHint')}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
    </Modal>
  );
}
