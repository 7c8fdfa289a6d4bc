// `tszy/permit-notices` (form.x-blocks, first in every permit file): where the permit was returned and why, and, for
// a permit submitted once, the reason of the change (GB 30871 4.18: a body member, kept by the page's state).
import { Alert, Input, Space, Typography } from 'antd';
import { REVISION_REASON_MAX } from '../../../domain/permit-revision.ts';
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { usePermitForm } from './permit-form-context.ts';
import { slotTitle, t } from './permit-labels.ts';

export function PermitNoticesBlock(_: FormBlockProps) {
  const { saved, reason } = usePermitForm();
  if (!saved?.tuiHui && !saved?.tiJiaoGuo) return null;
  const version = saved.banBen ?? 1;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {saved.tuiHui && <Alert type="warning" showIcon message={t('permitsui.edit.returnedAt', { slot: slotTitle(saved.tuiHui.slotTitle) })} description={saved.tuiHui.opinion} />}
      {saved.tiJiaoGuo && (
        <Alert
          type="warning"
          showIcon
          message={t('permitsui.edit.revisionReasonHint')}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                rows={2}
                maxLength={REVISION_REASON_MAX}
                showCount
                aria-label={t('permitsui.edit.revisionReason')}
                placeholder={t('permitsui.edit.revisionReason')}
                status={reason.error ? 'error' : undefined}
                value={reason.value}
                onChange={(e) => reason.set(e.target.value)}
              />
              {reason.error && (
                <Typography.Text type="danger" role="alert">
                  {reason.error}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">{t('permitsui.edit.revisionNext', { current: version, next: version + 1 })}</Typography.Text>
            </Space>
          }
        />
      )}
    </Space>
  );
}

export default PermitNoticesBlock;
