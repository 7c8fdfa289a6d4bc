// 延期: a date-time picker for the new planned end, limited to what the server accepts (after the current end,
// never past planned start + the validity cap of kind and grade: GB 30871 4.16, 4.17). The server's 409 reason
// is shown in the dialog.
import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { durationText, parseGrade, validityCapMinutes } from '../../../domain/permit-kinds.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { rulesZh } from '../../../domain/i18n/zh/rules.ts';
import { sayText, textOf } from '../../../runtime/i18n/text-of.ts';
import { reasonOf, showTime, t } from './permit-labels.ts';

const tc = textOf(commonZh);

export interface PermitExtendDialogProps {
  permit: PermitView;
  open: boolean;
  onCancel: () => void;
  /** Extends to the new end (ISO); rejects with the server's refusal. */
  onExtend: (end: string) => Promise<void>;
}

/** The latest end the cap allows (null: no cap, or no planned start). */
export function extendLimit(p: PermitView): Dayjs | null {
  const grade = parseGrade(p.zuoYeLeiXing, p.jiBieDaiMa ?? p.zuoYeJiBie);
  let cap: number | null;
  try {
    cap = validityCapMinutes(p.zuoYeLeiXing, grade);
  } catch {
    return null;
  }
  const start = typeof p.jiHuaKaiShiShiJian === 'string' ? dayjs(p.jiHuaKaiShiShiJian) : null;
  return cap === null || !start ? null : start.add(cap, 'minute');
}

export function PermitExtendDialog({ permit, open, onCancel, onExtend }: PermitExtendDialogProps) {
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const limit = extendLimit(permit);
  const current = typeof permit.jiHuaJieShuShiJian === 'string' ? dayjs(permit.jiHuaJieShuShiJian) : null;
  const grade = parseGrade(permit.zuoYeLeiXing, permit.jiBieDaiMa ?? permit.zuoYeJiBie);
  let capText = t('permitsui.extend.noCap');
  try {
    // In the page's language: 8小时 / 8 h (formatMinutes would give the Chinese on an English page).
    capText = sayText(durationText(validityCapMinutes(permit.zuoYeLeiXing, grade)), rulesZh);
  } catch {
    capText = '—';
  }

  const ok = async () => {
    if (!end) return setError(t('permitsui.extend.chooseEnd'));
    setBusy(true);
    setError('');
    try {
      await onExtend(end.toISOString());
      setEnd(null);
    } catch (e) {
      setError(reasonOf(e, t('permitsui.extend.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('permitsui.extend.title')} open={open} onCancel={onCancel} onOk={() => void ok()} okText={t('permitsui.action.extend')} cancelText={tc('common.cancel')} confirmLoading={busy} destroyOnHidden>
      <Typography.Paragraph>
        {t('permitsui.extend.current', { end: showTime(permit.jiHuaJieShuShiJian), cap: capText })}
        {limit && t('permitsui.extend.latest', { time: limit.format('YYYY-MM-DD HH:mm') })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('permitsui.extend.newEnd')} required validateStatus={error ? 'error' : undefined}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            value={end}
            onChange={(d) => setEnd(d)}
            aria-label={t('permitsui.extend.newEnd')}
            disabledDate={(d) => (current !== null && d.isBefore(current, 'day')) || (limit !== null && d.isAfter(limit, 'day'))}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
    </Modal>
  );
}
