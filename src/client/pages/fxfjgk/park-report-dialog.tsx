// 向园区报送 (docs/park-report.md): choose what to report and, for tasks and hidden dangers, the dates; 预览 says how
// many records would go and under which credit code; 确认报送 sends it (the file kept, the report logged) and offers its
// file. The server's refusals (no or a wrong credit code, a range too long) show at their field.
import { Alert, Button, DatePicker, Descriptions, Form, Modal, Radio, Result, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PARK_REPORT_KINDS, type ParkReportKind, type SentReport } from '../../../domain/park-report.ts';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ApiError } from '../../api/http.ts';
import { parkReportApi, type ParkReportApi, type ParkReportAsk, type ParkReportPreview } from '../../api/park-report-api.ts';

const t = textOf(fxfjgkZh);

interface Values {
  kind: ParkReportKind;
  range?: [Dayjs, Dayjs] | null;
}

export interface ParkReportDialogProps {
  onClose: () => void;
  /** A report was sent (the list reloads). */
  onSent?: (sent: SentReport) => void;
  api?: ParkReportApi;
}

/** The request of the form's values (the hierarchy takes no dates). */
export function parkReportAsk(v: Values): ParkReportAsk {
  if (v.kind === 'hierarchy' || !v.range) return { kind: v.kind };
  return { kind: v.kind, from: v.range[0].format('YYYY-MM-DD'), to: v.range[1].format('YYYY-MM-DD') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function ParkReportDialog({ onClose, onSent, api = parkReportApi }: ParkReportDialogProps) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'hierarchy';
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [preview, setPreview] = useState<ParkReportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SentReport | null>(null);

  /** A refusal at its field (`from`/`to` are the range's), else above the buttons. */
  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.errors.length > 0) {
      const at = (field: string) => (field === 'from' || field === 'to' ? 'range' : field === 'kind' ? 'kind' : null);
      const placed = err.errors.filter((e) => at(e.field));
      form.setFields(placed.map((e) => ({ name: at(e.field) as keyof Values, errors: [e.message] })));
      if (placed.length < err.errors.length) setFailure(err.errors.find((e) => !at(e.field))?.message ?? err.message);
      return;
    }
    setFailure(err instanceof Error ? err.message : t('fxfjgk.report.ui.failed'));
  };

  const run = async (what: 'preview' | 'send') => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(what);
    setFailure(null);
    try {
      const ask = parkReportAsk(values);
      if (what === 'preview') setPreview(await api.preview(ask));
      else {
        const done = await api.send(ask);
        setSent(done);
        onSent?.(done);
      }
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  const changed = () => {
    setPreview(null);
    setFailure(null);
  };

  if (sent) {
    return (
      <Modal open title={t('fxfjgk.report.ui.title')} onCancel={onClose} footer={null} destroyOnHidden>
        <Result
          status="success"
          title={t('fxfjgk.report.ui.sent', { count: sent.recordCount })}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => void api.download(sent.id, sent.fileName)}>
                {t('fxfjgk.report.ui.download')}
              </Button>
              <Button
                onClick={() => {
                  setSent(null);
                  changed();
                }}
              >
                {t('fxfjgk.report.ui.again')}
              </Button>
              <Button onClick={onClose}>{t('fxfjgk.report.ui.close')}</Button>
            </Space>
          }
        />
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('fxfjgk.report.ui.file')}>{sent.fileName}</Descriptions.Item>
          <Descriptions.Item label={t('fxfjgk.report.ui.size')}>{kb(sent.size)}</Descriptions.Item>
          <Descriptions.Item label={t('fxfjgk.report.ui.digest')}>
            <code style={{ wordBreak: 'break-all' }}>{sent.sha256}</code>
          </Descriptions.Item>
        </Descriptions>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('fxfjgk.report.ui.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('fxfjgk.report.ui.close')}</Button>
          <Button loading={busy === 'preview'} disabled={busy === 'send'} onClick={() => void run('preview')}>
            {t('fxfjgk.report.ui.preview')}
          </Button>
          <Button type="primary" loading={busy === 'send'} disabled={busy === 'preview'} onClick={() => void run('send')}>
            {t('fxfjgk.report.ui.confirm')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'hierarchy' }} onValuesChange={changed}>
        <Form.Item name="kind" label={t('fxfjgk.report.ui.kind')}>
          <Radio.Group optionType="button" options={PARK_REPORT_KINDS.map((k) => ({ value: k, label: t(`fxfjgk.report.ui.kind.${k}`) }))} />
        </Form.Item>
        {kind === 'hierarchy' ? (
          <Alert type="info" showIcon message={t('fxfjgk.report.ui.hierarchyHint')} style={{ marginBottom: 16 }} />
        ) : (
          <Form.Item name="range" label={t('fxfjgk.report.ui.range')} extra={t('fxfjgk.report.ui.rangeHint')} rules={[{ required: true, message: t('fxfjgk.report.ui.rangeRequired') }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
      {preview && (
        <Alert
          type={preview.count > 0 ? 'success' : 'warning'}
          showIcon
          data-testid="park-report-preview"
          message={t('fxfjgk.report.ui.previewed', { enterprise: preview.enterpriseName, code: preview.creditCode, count: preview.count })}
          description={preview.count > 0 ? undefined : t('fxfjgk.report.ui.previewEmpty')}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
