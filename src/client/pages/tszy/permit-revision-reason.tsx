// The reason of a change of a once-submitted permit (GB 30871 4.18, docs/permits.md "Versions and removal"): its
// content is frozen, so the edit form asks why before saving; the server keeps the old content as a version and
// the reason in the history (a save without a change records nothing).
import { Alert, Form, Input } from 'antd';
import { REVISION_REASON_FIELD, REVISION_REASON_MAX } from '../../../domain/permit-revision.ts';
import { t } from './permit-labels.ts';

/** The reason field, for a permit whose content is at `version` now. */
export function PermitRevisionReason({ version }: { version: number }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('permitsui.edit.revisionReasonHint')}
      description={
        <Form.Item
          name={REVISION_REASON_FIELD}
          label={t('permitsui.edit.revisionReason')}
          rules={[{ required: true, whitespace: true, message: t('permitsui.edit.revisionReasonRequired') }]}
          extra={t('permitsui.edit.revisionNext', { current: version, next: version + 1 })}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea rows={2} maxLength={REVISION_REASON_MAX} showCount />
        </Form.Item>
      }
    />
  );
}
