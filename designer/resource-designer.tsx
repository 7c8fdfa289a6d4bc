// The designer of one resource: the toolbar (undo/redo, discard, publish, version, draft state), the
// editing panels on the left (字段: custom fields; 页签: comp-tabs; 版本: history and rollback) and the live
// preview of the draft on the right. Problems of the draft, found here or by the server when it refused a
// publish, are marked at the fields and block publishing.
import { Alert, Button, Card, Col, Flex, Result, Row, Space, Spin, Tabs, message } from 'antd';
import { useMemo, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import type { ResourceOverlay } from '../src/schema/overlay.ts';
import { DesignerToolbar } from './designer-toolbar.tsx';
import { draftProblems, type DraftProblem } from './draft-problems.ts';
import { FieldListPanel } from './field-list-panel.tsx';
import { LivePreview } from './live-preview.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { TabsPanel } from './tabs-panel.tsx';
import { useDesignerDraft } from './use-designer-draft.ts';
import { useUndoShortcuts } from './use-undo-shortcuts.ts';
import { VersionsPanel } from './versions-panel.tsx';

export type DesignerPanel = 'fields' | 'tabs' | 'versions';

export interface ResourceDesignerProps {
  resourceKey: string;
  panel: DesignerPanel;
  onPanelChange: (panel: DesignerPanel) => void;
  /** A new version was published or rolled back to (the resource list's counts changed). */
  onPublished?: () => void;
  /** Autosave delay (tests and stories shorten it). */
  autosaveMs?: number;
}

/** The server's problems with the draft it refused; they no longer apply once the draft changes. */
interface Refusal {
  draft: ResourceOverlay;
  problems: DraftProblem[];
}

export function ResourceDesigner({ resourceKey, panel, onPanelChange, onPublished, autosaveMs }: ResourceDesignerProps) {
  const s = useDesignerDraft(resourceKey, autosaveMs);
  const [publishing, setPublishing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useUndoShortcuts(s.undo, s.redo, s.answer !== null && !publishing);

  const local = useMemo(() => (s.answer ? draftProblems(s.answer.base, s.draft) : []), [s.answer, s.draft]);
  const problems = useMemo(() => {
    const server = refusal?.draft === s.draft ? refusal.problems : [];
    const seen = new Set(local.map((p) => `${p.path}\n${p.message}`));
    return [...local, ...server.filter((p) => !seen.has(`${p.path}\n${p.message}`))];
  }, [local, refusal, s.draft]);

  if (!s.answer) {
    if (s.error) {
      return (
        <Result
          status="error"
          title="加载失败"
          subTitle={s.error}
          extra={
            <Button type="primary" onClick={() => void s.reload()}>
              重试
            </Button>
          }
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip="加载中…">
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  }

  const { base, version } = s.answer;
  const discard = async () => {
    try {
      await s.discard();
      void message.success('已放弃草稿');
    } catch (e) {
      void message.error(failureText(e, '放弃草稿失败'));
    }
  };
  const rebase = async () => {
    await s.rebase();
    void message.success(`草稿已改为基于版本 v${version}`);
  };
  const reloadAfterChange = () => {
    void s.reload();
    onPublished?.();
  };

  return (
    <Flex vertical gap={12} data-testid="resource-designer">
      <DesignerToolbar
        version={version}
        dirty={s.dirty}
        canUndo={s.canUndo}
        canRedo={s.canRedo}
        hasDraft={s.answer.draft !== null || s.dirty}
        saveStatus={s.saveStatus}
        saveError={s.saveError}
        savedAt={s.savedAt}
        onUndo={s.undo}
        onRedo={s.redo}
        onPublish={() => setPublishing(true)}
        onDiscard={discard}
        onRetrySave={() => void s.retrySave()}
      />
      {s.stale && (
        <Alert
          type="warning"
          showIcon
          message={`草稿基于版本 v${s.baseVersion}，其他管理员已发布了版本 v${version}`}
          description="可以放弃草稿并加载新版本，或基于新版本继续编辑（发布时将覆盖对方的修改，可在“版本”中对比）。"
          action={
            <Space direction="vertical">
              <Button size="small" onClick={() => void discard()}>
                放弃草稿
              </Button>
              <Button size="small" onClick={() => void rebase()}>
                基于新版本继续
              </Button>
            </Space>
          }
        />
      )}
      {s.loading && <Alert type="info" message="正在重新加载…" />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Card size="small">
            <Tabs
              activeKey={panel}
              onChange={(k) => onPanelChange(k as DesignerPanel)}
              items={[
                {
                  key: 'fields',
                  label: '字段',
                  children: <FieldListPanel base={base} overlay={s.draft} onChange={s.edit} problems={problems} publishedKeys={s.publishedKeys} />,
                },
                { key: 'tabs', label: '页签', children: <TabsPanel base={base} overlay={s.draft} onChange={s.edit} /> },
                { key: 'versions', label: '版本', children: <VersionsPanel resourceKey={resourceKey} currentVersion={version} onRolledBack={reloadAfterChange} /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={11}>
          <div style={{ position: 'sticky', top: 0 }}>
            <LivePreview base={base} overlay={s.draft} />
          </div>
        </Col>
      </Row>
      <PublishDialog
        open={publishing}
        nextVersion={version + 1}
        problems={local}
        onPublish={async (note) => {
          await s.publish(note);
          onPublished?.();
        }}
        onRefused={(list) => setRefusal({ draft: s.draft, problems: list })}
        onReload={() => void s.reload()}
        onClose={() => setPublishing(false)}
      />
    </Flex>
  );
}
