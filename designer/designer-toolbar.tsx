// The designer's toolbar: 撤销 / 重做 (with their shortcuts), 放弃草稿 (confirmed), 发布, the version in force,
// a 草稿未发布 badge while the draft differs from it, and how the draft's autosave is going.
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { formatTime } from '../src/domain/format.ts';
import type { SaveStatus } from './use-designer-draft.ts';

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

export const DISCARD_CONFIRM = '放弃后草稿中的修改将丢失，恢复为当前发布的版本';

function SaveState({ status, error, savedAt, onRetry }: { status: SaveStatus; error?: string | null; savedAt?: string | null; onRetry?: () => void }) {
  if (status === 'pending' || status === 'saving') return <Typography.Text type="secondary">草稿保存中…</Typography.Text>;
  if (status === 'failed') {
    return (
      <Space size={4}>
        <Typography.Text type="danger">草稿保存失败{error ? `：${error}` : ''}</Typography.Text>
        {onRetry && (
          <Button type="link" size="small" onClick={onRetry}>
            重试
          </Button>
        )}
      </Space>
    );
  }
  return savedAt ? <Typography.Text type="secondary">草稿已保存 {formatTime(savedAt, 'HH:mm:ss')}</Typography.Text> : null;
}

export function DesignerToolbar(props: DesignerToolbarProps) {
  const { version, dirty, canUndo, canRedo, hasDraft, onUndo, onRedo, onPublish, onDiscard } = props;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} data-testid="designer-toolbar">
      <Space wrap>
        <Tooltip title="撤销（Ctrl+Z）">
          <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
            撤销
          </Button>
        </Tooltip>
        <Tooltip title="重做（Ctrl+Shift+Z / Ctrl+Y）">
          <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
            重做
          </Button>
        </Tooltip>
        <Popconfirm title="放弃草稿？" description={DISCARD_CONFIRM} okText="放弃" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onDiscard} disabled={!hasDraft}>
          <Button disabled={!hasDraft}>放弃草稿</Button>
        </Popconfirm>
        <Tooltip title={dirty ? undefined : '草稿与当前版本相同，无需发布'}>
          <Button type="primary" disabled={!dirty} onClick={onPublish}>
            发布
          </Button>
        </Tooltip>
      </Space>
      <Space wrap>
        <SaveState status={props.saveStatus} error={props.saveError} savedAt={props.savedAt} onRetry={props.onRetrySave} />
        {dirty && <Badge status="warning" text="草稿未发布" />}
        <Tag color={version > 0 ? 'blue' : 'default'}>{version > 0 ? `当前版本 v${version}` : '尚未发布'}</Tag>
      </Space>
    </Flex>
  );
}
