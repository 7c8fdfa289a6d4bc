// The import dialog of a resource: template link, an .xlsx drop zone, progress while the file uploads
// and the server checks it, then the counts, the failed rows with their reasons and the failure
// spreadsheet (下载失败明细).
import { useState } from 'react';
import { Alert, Button, Modal, Progress, Result, Space, Table, Typography, Upload, message } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ResourceFile } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { useResourceClient, type ImportAnswer, type ImportFailure } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Largest spreadsheet the server accepts (src/server/resources/resource-io-routes.ts). */
export const IMPORT_MAX_MB = 10;

export interface ImportDialogProps {
  resource: ResourceFile;
  open: boolean;
  onClose: () => void;
  /** Rows were imported: the list should reload. */
  onImported?: (answer: ImportAnswer) => void;
}

type Phase =
  | { step: 'pick' }
  | { step: 'upload'; percent: number; name: string }
  | { step: 'process'; name: string }
  | { step: 'done'; answer: ImportAnswer }
  | { step: 'error'; message: string };

/** Whether a file looks like an .xlsx (the server checks its content). */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name);
}

function ImportResult({ answer }: { answer: ImportAnswer }) {
  const client = useResourceClient();
  const [opening, setOpening] = useState(false);
  const fileId = answer.failureFileId;
  const openFailures = async () => {
    if (!fileId) return;
    setOpening(true);
    try {
      await client.openFile(fileId);
    } catch (e) {
      void message.error(failureText(e, t('runtime.import.failedRetry')));
    } finally {
      setOpening(false);
    }
  };
  const summary =
    answer.updated === undefined
      ? t('runtime.import.summary', { total: answer.total, success: answer.success, failed: answer.failed })
      : t('runtime.import.summaryMatched', { total: answer.total, created: answer.success - answer.updated, updated: answer.updated, failed: answer.failed });
  return (
    <div data-testid="import-result">
      <Result
        status={answer.failed === 0 ? 'success' : answer.success === 0 ? 'error' : 'warning'}
        title={answer.failed === 0 ? t('runtime.import.done') : answer.success === 0 ? t('runtime.import.failed') : t('runtime.import.partly')}
        subTitle={summary}
        style={{ padding: '16px 0' }}
      />
      {answer.failures.length > 0 && (
        <>
          <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text strong>{t('runtime.import.failures')}</Typography.Text>
            {fileId && (
              <Button type="link" icon={<DownloadOutlined />} loading={opening} onClick={() => void openFailures()}>
                {t('runtime.import.downloadFailures')}
              </Button>
            )}
          </Space>
          <Table<ImportFailure>
            rowKey="row"
            size="small"
            bordered
            dataSource={answer.failures}
            pagination={answer.failures.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('runtime.import.row'), width: 80 },
              { key: 'messages', dataIndex: 'messages', title: t('runtime.import.reason'), render: (m: string[]) => m.join(t('runtime.import.reasonSeparator')) },
            ]}
          />
          {answer.failures.length < answer.failed && (
            <Typography.Text type="secondary">
              {t('runtime.import.firstOnly', { count: answer.failures.length })}
            </Typography.Text>
          )}
        </>
      )}
      {answer.failures.length === 0 && answer.failed > 0 && fileId && (
        <Button type="link" icon={<DownloadOutlined />} loading={opening} onClick={() => void openFailures()}>
          {t('runtime.import.downloadFailures')}
        </Button>
      )}
    </div>
  );
}

/** The 导入 dialog. */
export function ImportDialog({ resource, open, onClose, onImported }: ImportDialogProps) {
  const client = useResourceClient();
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const [templateLoading, setTemplateLoading] = useState(false);
  const busy = phase.step === 'upload' || phase.step === 'process';

  const start = async (file: File) => {
    if (!isXlsxName(file.name)) {
      void message.error(t('runtime.import.xlsxOnly'));
      return;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      void message.error(t('runtime.import.tooBig', { max: IMPORT_MAX_MB }));
      return;
    }
    setPhase({ step: 'upload', percent: 0, name: file.name });
    try {
      const answer = await client.importFile(resource, file, (percent) =>
        setPhase((p) => (p.step === 'upload' || p.step === 'process'
          ? percent >= 100 ? { step: 'process', name: file.name } : { step: 'upload', percent, name: file.name }
          : p)),
      );
      setPhase({ step: 'done', answer });
      if (answer.success > 0) onImported?.(answer);
    } catch (e) {
      setPhase({ step: 'error', message: failureText(e, t('runtime.import.failedRetry')) });
    }
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      await client.download(resource, 'template');
    } catch (e) {
      void message.error(failureText(e, t('runtime.import.failedRetry')));
    } finally {
      setTemplateLoading(false);
    }
  };

  const close = () => {
    if (!busy) setPhase({ step: 'pick' });
    onClose();
  };

  const footer =
    phase.step === 'done' || phase.step === 'error'
      ? [
          <Button key="again" onClick={() => setPhase({ step: 'pick' })}>
            {t('runtime.import.again')}
          </Button>,
          <Button key="ok" type="primary" onClick={close}>
            {t('runtime.import.finish')}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close} disabled={busy}>
            {t('runtime.cancel')}
          </Button>,
        ];

  const match = resource.import?.match;
  const matchField = match ? (resource.form.properties[match]?.title ?? match) : null;
  return (
    <Modal title={t('runtime.import.title', { title: resource.title })} open={open} onCancel={close} footer={footer} maskClosable={false} closable={!busy} width={640}>
      {resource.actions.includes('template') && phase.step === 'pick' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              {t('runtime.import.intro', { max: IMPORT_MAX_MB })}
              {matchField && <span data-testid="import-match-hint">{t('runtime.import.matchHint', { field: matchField })}</span>}
              <Button type="link" size="small" icon={<DownloadOutlined />} loading={templateLoading} onClick={() => void downloadTemplate()}>
                {t('runtime.import.template')}
              </Button>
            </span>
          }
        />
      )}
      {phase.step === 'pick' && (
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            void start(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('runtime.import.drop')}</p>
          <p className="ant-upload-hint">{t('runtime.import.dropHint')}</p>
        </Upload.Dragger>
      )}
      {(phase.step === 'upload' || phase.step === 'process') && (
        <div style={{ padding: '24px 0' }} data-testid="import-progress">
          <Typography.Paragraph>
            {phase.step === 'upload' ? t('runtime.import.uploading', { name: phase.name }) : t('runtime.import.importing', { name: phase.name })}
          </Typography.Paragraph>
          <Progress percent={phase.step === 'upload' ? Math.round(phase.percent * 0.9) : 95} status="active" />
        </div>
      )}
      {phase.step === 'done' && <ImportResult answer={phase.answer} />}
      {phase.step === 'error' && <Result status="error" title={t('runtime.import.failed')} subTitle={phase.message} style={{ padding: '16px 0' }} />}
    </Modal>
  );
}
