// The print preview of a record's paper copy (`detail.print`, DESIGN §9): the block the file places, found by its key
// in the client's registry (src/client/router/block-registry.ts) as the detail blocks are, shown in a dialog with
// 关闭 and 打印. With @media print only the block is printed, without the shell (the rest of the page is hidden).
import { Button, Modal, Typography } from 'antd';
import { commonZh } from '../../domain/i18n/zh/common.ts';
import { runtimeZh } from '../../domain/i18n/zh/runtime.ts';
import type { DetailPrintProps } from '../../runtime/detail-print-context.ts';
import { pageLanguage, textOf } from '../../runtime/i18n/text-of.ts';
import { isRegisteredBlock, PlacedBlock } from './placed-block.tsx';

const t = textOf(runtimeZh);
const tc = textOf(commonZh);

const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  .detail-print, .detail-print * { visibility: visible !important; }
  .detail-print { position: absolute; left: 0; top: 0; width: 100%; }
}
`;

export function DetailPrintDialog({ print, record, open, onClose }: DetailPrintProps) {
  const title = (pageLanguage() === 'en' && print['x-title-en']) || print.title;
  return (
    <Modal
      title={t('runtime.print.preview')}
      open={open}
      width={900}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {tc('common.close')}
        </Button>,
        <Button key="print" type="primary" disabled={!isRegisteredBlock(print.key)} onClick={() => window.print()}>
          {t('runtime.print.action')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('runtime.print.hint', { title })}</Typography.Paragraph>
      <style>{PRINT_CSS}</style>
      <div className="detail-print" data-detail-print={print.key}>
        <PlacedBlock block={print} record={record} title={title} />
      </div>
    </Modal>
  );
}
