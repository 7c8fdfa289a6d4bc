// 打印二维码 (issue 15 item 6): a sheet of QR code labels for records of a resource whose file says `phone.qr`
// — a grid of the code (the phone shell's address of it, so any camera app opens it), the record's name and
// the code's text, laid out on A4. Printing shows only the sheet (`@media print`). The labels come from the
// client's `qrLabels` (POST /phone/qr/batch).
import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, QRCode, Space, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { siteuiZh } from '../../domain/i18n/zh/siteui.ts';
import { failureText } from '../client-failure.ts';
import { textOf } from '../i18n/text-of.ts';
import { useResourceClient, type QrLabel } from '../resource-client.ts';

const t = textOf(siteuiZh);
const ROOT = 'qr-label-sheet-root';

/** Print only the sheet: everything else on the page is hidden, labels never split across pages. */
const PRINT_CSS = `
.qr-label-grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; }
.qr-label { border: 1px dashed #bbb; padding: 3mm; text-align: center; break-inside: avoid; page-break-inside: avoid; }
.qr-label .ant-qrcode { margin: 0 auto; }
.qr-label-title { font-weight: 600; margin-top: 2mm; word-break: break-all; }
.qr-label-code { font-family: monospace; font-size: 8pt; color: #555; word-break: break-all; }
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  body > *:not(:has(.${ROOT})) { display: none !important; }
  .${ROOT} .ant-modal-mask, .${ROOT} .ant-modal-header, .${ROOT} .ant-modal-footer, .${ROOT} .ant-modal-close, .qr-label-count { display: none !important; }
  .${ROOT} .ant-modal-wrap { position: static !important; overflow: visible !important; }
  .${ROOT} .ant-modal { width: auto !important; max-width: none !important; top: 0 !important; padding: 0 !important; margin: 0 !important; }
  .${ROOT} .ant-modal-content { box-shadow: none !important; padding: 0 !important; }
}
`;

/** The grid of labels (also what a story shows without the dialog). */
function QrLabelGrid({ labels }: { labels: QrLabel[] }) {
  return (
    <div className="qr-label-grid">
      <style>{PRINT_CSS}</style>
      {labels.map((l) => (
        <div className="qr-label" key={l.id} data-testid="qr-label">
          <QRCode value={l.url} size={140} bordered={false} errorLevel="M" aria-label={l.title} />
          <div className="qr-label-title">{l.title}</div>
          <div className="qr-label-code">{l.code}</div>
        </div>
      ))}
    </div>
  );
}

export interface QrLabelSheetProps {
  open: boolean;
  /** The resource's key and title (the sheet's heading). */
  resourceKey: string;
  resourceTitle: string;
  /** The records to label, in order. */
  ids: number[];
  onClose: () => void;
}

type Load = { state: 'loading' } | { state: 'done'; labels: QrLabel[] } | { state: 'failed'; message: string };

export function QrLabelSheet({ open, resourceKey, resourceTitle, ids, onClose }: QrLabelSheetProps) {
  const client = useResourceClient();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const idList = ids.join(',');

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ state: 'loading' });
    const list = idList ? idList.split(',').map(Number) : [];
    if (list.length === 0 || !client.qrLabels) {
      setLoad({ state: 'done', labels: [] });
      return;
    }
    client.qrLabels(resourceKey, list).then(
      (labels) => live && setLoad({ state: 'done', labels }),
      (e: unknown) => live && setLoad({ state: 'failed', message: failureText(e, t('siteui.qr.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [open, client, resourceKey, idList]);

  const labels = load.state === 'done' ? load.labels : [];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={860}
      rootClassName={ROOT}
      title={t('siteui.labels.title', { resource: resourceTitle })}
      footer={
        <Space>
          <Button onClick={onClose}>{t('siteui.labels.close')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} disabled={labels.length === 0} onClick={() => window.print()}>
            {t('siteui.labels.print')}
          </Button>
        </Space>
      }
    >
      {load.state === 'loading' && <Spin tip={t('siteui.labels.loading')}><div style={{ minHeight: 120 }} /></Spin>}
      {load.state === 'failed' && <Alert type="error" showIcon message={t('siteui.labels.failed', { message: load.message })} />}
      {load.state === 'done' && labels.length === 0 && <Empty description={t('siteui.labels.empty')} />}
      {labels.length > 0 && (
        <>
          <Typography.Paragraph className="qr-label-count" type="secondary">
            {t('siteui.labels.count', { count: labels.length })}
          </Typography.Paragraph>
          <QrLabelGrid labels={labels} />
        </>
      )}
    </Modal>
  );
}
