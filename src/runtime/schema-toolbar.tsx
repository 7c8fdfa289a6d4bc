// The toolbar of a resource list: 新增, 批量删除 (and 批量启用/禁用), 导入, 导出 (with the current
// filters), 下载模板; each only when the resource declares the action, writes only for writers.
import { lazy, Suspense, useState } from 'react';
import { Button, Space, message } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
  QrcodeOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ResourceFile } from '../schema/resource-types.ts';
import { ImportDialog } from './import-dialog.tsx';
import { failureText } from './client-failure.ts';
import { useResourceClient, type ImportAnswer, type ListParams } from './resource-client.ts';
import { hasAction } from './row-actions.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';
import { siteuiZh } from '../domain/i18n/zh/siteui.ts';

const t = textOf(runtimeZh);
const ts = textOf(siteuiZh);
const QrLabelSheet = lazy(() => import('./phone/qr-label-sheet.tsx').then((m) => ({ default: m.QrLabelSheet })));

export interface SchemaToolbarProps {
  resource: ResourceFile;
  canWrite: boolean;
  /** Selected rows (batch buttons are disabled without any). */
  selectedCount: number;
  /** The list's current filters and sort: 导出 sends them. */
  params: ListParams;
  onCreate?: () => void;
  onBatchDelete?: () => void;
  onBatchSwitch?: (action: 'enable' | 'disable') => void;
  /** An import saved rows. */
  onImported?: (answer: ImportAnswer) => void;
  /** The records 打印二维码 labels (a `phone.qr` resource): the selected rows, else the current page's. */
  qrIds?: number[];
}

/** The list toolbar; renders nothing when no button applies. */
export function SchemaToolbar({ resource, canWrite, selectedCount, params, onCreate, onBatchDelete, onBatchSwitch, onImported, qrIds }: SchemaToolbarProps) {
  const client = useResourceClient();
  const [importOpen, setImportOpen] = useState(false);
  const [labelIds, setLabelIds] = useState<number[] | null>(null);
  const canLabel = resource.phone?.qr === true && client.qrLabels !== undefined && qrIds !== undefined;
  const [busy, setBusy] = useState<'export' | 'template' | null>(null);
  const can = (a: Parameters<typeof hasAction>[1]) => hasAction(resource, a);
  const none = selectedCount === 0;

  const download = async (what: 'export' | 'template') => {
    setBusy(what);
    try {
      await client.download(resource, what, what === 'export' ? params : undefined);
    } catch (e) {
      void message.error(failureText(e, what === 'export' ? t('runtime.toolbar.exportFailed') : t('runtime.toolbar.templateFailed')));
    } finally {
      setBusy(null);
    }
  };

  const buttons = [
    canWrite && can('create') && (
      <Button key="create" type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {t('runtime.toolbar.create')}
      </Button>
    ),
    canWrite && can('delete') && (
      <Button key="delete" danger icon={<DeleteOutlined />} disabled={none} onClick={onBatchDelete}>
        {none ? t('runtime.page.batchDelete') : t('runtime.toolbar.batchDeleteCount', { count: selectedCount })}
      </Button>
    ),
    canWrite && can('enable') && (
      <Button key="enable" icon={<CheckCircleOutlined />} disabled={none} onClick={() => onBatchSwitch?.('enable')}>
        {t('runtime.toolbar.batchEnable')}
      </Button>
    ),
    canWrite && can('disable') && (
      <Button key="disable" icon={<StopOutlined />} disabled={none} onClick={() => onBatchSwitch?.('disable')}>
        {t('runtime.toolbar.batchDisable')}
      </Button>
    ),
    canWrite && can('import') && (
      <Button key="import" icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
        {t('runtime.toolbar.import')}
      </Button>
    ),
    can('export') && (
      <Button key="export" icon={<ExportOutlined />} loading={busy === 'export'} onClick={() => void download('export')}>
        {t('runtime.toolbar.export')}
      </Button>
    ),
    can('template') && (
      <Button key="template" icon={<DownloadOutlined />} loading={busy === 'template'} onClick={() => void download('template')}>
        {t('runtime.import.template')}
      </Button>
    ),
    canLabel && (
      <Button key="qr" icon={<QrcodeOutlined />} disabled={qrIds.length === 0} onClick={() => setLabelIds([...qrIds])}>
        {ts('siteui.labels.action')}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  return (
    <>
      <Space wrap className="schema-toolbar">
        {buttons}
      </Space>
      {canWrite && can('import') && (
        <ImportDialog resource={resource} open={importOpen} onClose={() => setImportOpen(false)} onImported={onImported} />
      )}
      {labelIds && (
        <Suspense fallback={null}>
          <QrLabelSheet open resourceKey={resource.key} resourceTitle={resource.title} ids={labelIds} onClose={() => setLabelIds(null)} />
        </Suspense>
      )}
    </>
  );
}
