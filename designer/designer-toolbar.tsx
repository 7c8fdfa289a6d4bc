// The designer's toolbar: 撤销 / 重做 (with their shortcuts), 放弃草稿 (confirmed), 发布, the version in force,
// a 草稿未发布 badge while the draft differs from it, and how the draft's autosave is going.
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { formatTime } from '../src/domain/format.ts';
import type { SaveStatus } from './use-designer-draft.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface DesignerToolbarProps {
  version: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** There is a stored draft (or unsaved edits) to discard. */
  hasDraft: boolean;
  saveStatus: SaveStatus;
  saveError?: string | null;
  savedAt?: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onPublish: () => void;
  onDiscard: () => void | Promise<void>;
  onRetrySave?: () => void;
}

export const DISCARD_CONFIRM: string = designerZh['designer.toolbar.discardConfirm'];

function SaveState({ status, error, savedAt, onRetry }: { status: SaveStatus; error?: string | null; savedAt?: string | null; onRetry?: () => void }) {
  if (status === 'pending' || status === 'saving') return <Typography.Text type="secondary">{t('designer.toolbar.saving')}</Typography.Text>;
  if (status === 'failed') {
    return (
      <Space size={4}>
        <Typography.Text type="danger">{error ? t('designer.toolbar.saveFailedWhy', { error }) : t('designer.toolbar.saveFailed')}</Typography.Text>
        {onRetry && (
          <Button type="link" size="small" onClick={onRetry}>
            {t('designer.retry')}
          </Button>
        )}
      </Space>
    );
  }
  return savedAt ? <Typography.Text type="secondary">{t('designer.toolbar.saved', { time: formatTime(savedAt, 'HH:mm:ss') })}</Typography.Text> : null;
}

export function DesignerToolbar(props: DesignerToolbarProps) {
  const { version, dirty, canUndo, canRedo, hasDraft, onUndo, onRedo, onPublish, onDiscard } = props;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} data-testid="designer-toolbar">
      <Space wrap>
        <Tooltip title={t('designer.toolbar.undoHint')}>
          <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
            {t('designer.toolbar.undo')}
          </Button>
        </Tooltip>
        <Tooltip title={t('designer.toolbar.redoHint')}>
          <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
            {t('designer.toolbar.redo')}
          </Button>
        </Tooltip>
        <Popconfirm title={t('designer.toolbar.discardTitle')} description={t('designer.toolbar.discardConfirm')} okText={t('designer.toolbar.discardOk')} okButtonProps={{ danger: true }} cancelText={t('designer.cancel')} onConfirm={onDiscard} disabled={!hasDraft}>
          <Button disabled={!hasDraft}>{t('designer.toolbar.discard')}</Button>
        </Popconfirm>
        <Tooltip title={dirty ? undefined : t('designer.toolbar.nothingToPublish')}>
          <Button type="primary" disabled={!dirty} onClick={onPublish}>
            {t('designer.toolbar.publish')}
          </Button>
        </Tooltip>
      </Space>
      <Space wrap>
        <SaveState status={props.saveStatus} error={props.saveError} savedAt={props.savedAt} onRetry={props.onRetrySave} />
        {dirty && <Badge status="warning" text={t('designer.toolbar.unpublished')} />}
        <Tag color={version > 0 ? 'blue' : 'default'}>{version > 0 ? t('designer.toolbar.version', { version }) : t('designer.toolbar.neverPublished')}</Tag>
      </Space>
    </Flex>
  );
}
