// The import dialog of a resource: template link, an .xlsx drop zone, progress while the file uploads
// and the server checks it, then the counts, the failed rows with their reasons and the failure
// spreadsheet (下载失败明细).
import { useState } from 'react';
import { Alert, Button, Modal, Progress, Result, Space, Table, Typography, Upload, message } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ResourceFile } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { useResourceClient, type ImportAnswer, type ImportFailure } from './resource-client.ts';

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
      void message.error(failureText(e, '导入失败，请稍后重试'));
    } finally {
      setOpening(false);
    }
  };
  const summary = `共 ${answer.total} 条，成功 ${answer.success} 条，失败 ${answer.failed} 条`;
  return (
    <div data-testid="import-result">
      <Result
        status={answer.failed === 0 ? 'success' : answer.success === 0 ? 'error' : 'warning'}
        title={answer.failed === 0 ? '导入完成' : answer.success === 0 ? '导入失败' : '部分数据导入失败'}
        subTitle={summary}
        style={{ padding: '16px 0' }}
      />
      {answer.failures.length > 0 && (
        <>
          <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text strong>失败明细</Typography.Text>
            {fileId && (
              <Button type="link" icon={<DownloadOutlined />} loading={opening} onClick={() => void openFailures()}>
                下载失败明细
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
              { key: 'row', dataIndex: 'row', title: '行号', width: 80 },
              { key: 'messages', dataIndex: 'messages', title: '失败原因', render: (m: string[]) => m.join('；') },
            ]}
          />
          {answer.failures.length < answer.failed && (
            <Typography.Text type="secondary">
              仅列出前 {answer.failures.length} 条，完整明细请下载失败明细。
            </Typography.Text>
          )}
        </>
      )}
      {answer.failures.length === 0 && answer.failed > 0 && fileId && (
        <Button type="link" icon={<DownloadOutlined />} loading={opening} onClick={() => void openFailures()}>
          下载失败明细
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
      void message.error('请上传 .xlsx 格式的 Excel 文件');
      return;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      void message.error(`导入文件不能超过${IMPORT_MAX_MB}MB`);
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
      setPhase({ step: 'error', message: failureText(e, '导入失败，请稍后重试') });
    }
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      await client.download(resource, 'template');
    } catch (e) {
      void message.error(failureText(e, '导入失败，请稍后重试'));
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
            继续导入
          </Button>,
          <Button key="ok" type="primary" onClick={close}>
            完成
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close} disabled={busy}>
            取消
          </Button>,
        ];

  return (
    <Modal title={`导入${resource.title}`} open={open} onCancel={close} footer={footer} maskClosable={false} closable={!busy} width={640}>
      {resource.actions.includes('template') && phase.step === 'pick' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              请先下载导入模板，按模板填写后上传（仅支持 .xlsx，不超过{IMPORT_MAX_MB}MB）。
              <Button type="link" size="small" icon={<DownloadOutlined />} loading={templateLoading} onClick={() => void downloadTemplate()}>
                下载模板
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
          <p className="ant-upload-text">点击或拖拽 Excel 文件到此区域上传</p>
          <p className="ant-upload-hint">每次导入一个 .xlsx 文件</p>
        </Upload.Dragger>
      )}
      {(phase.step === 'upload' || phase.step === 'process') && (
        <div style={{ padding: '24px 0' }} data-testid="import-progress">
          <Typography.Paragraph>
            {phase.step === 'upload' ? `正在上传 ${phase.name}…` : `正在校验并导入 ${phase.name}，请稍候…`}
          </Typography.Paragraph>
          <Progress percent={phase.step === 'upload' ? Math.round(phase.percent * 0.9) : 95} status="active" />
        </div>
      )}
      {phase.step === 'done' && <ImportResult answer={phase.answer} />}
      {phase.step === 'error' && <Result status="error" title="导入失败" subTitle={phase.message} style={{ padding: '16px 0' }} />}
    </Modal>
  );
}
