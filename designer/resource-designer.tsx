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
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
          title={t('designer.loadFailed')}
          subTitle={s.error}
          extra={
            <Button type="primary" onClick={() => void s.reload()}>
              {t('designer.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip={t('designer.loading')}>
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  }

  const { base, version } = s.answer;
  const discard = async () => {
    try {
      await s.discard();
      void message.success(t('designer.resource.discarded'));
    } catch (e) {
      void message.error(failureText(e, t('designer.resource.discardFailed')));
    }
  };
  const rebase = async () => {
    await s.rebase();
    void message.success(t('designer.resource.rebased', { version }));
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
          message={t('designer.resource.stale', { base: s.baseVersion, version })}
          description={t('designer.resource.staleHelp')}
          action={
            <Space direction="vertical">
              <Button size="small" onClick={() => void discard()}>
                {t('designer.toolbar.discard')}
              </Button>
              <Button size="small" onClick={() => void rebase()}>
                {t('designer.resource.rebase')}
              </Button>
            </Space>
          }
        />
      )}
      {s.loading && <Alert type="info" message={t('designer.resource.reloading')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Card size="small">
            <Tabs
              activeKey={panel}
              onChange={(k) => onPanelChange(k as DesignerPanel)}
              items={[
                {
                  key: 'fields',
                  label: t('designer.resource.fields'),
                  children: <FieldListPanel base={base} overlay={s.draft} onChange={s.edit} problems={problems} publishedKeys={s.publishedKeys} />,
                },
                { key: 'tabs', label: t('designer.resource.tabs'), children: <TabsPanel base={base} overlay={s.draft} onChange={s.edit} /> },
                { key: 'versions', label: t('designer.resource.versions'), children: <VersionsPanel resourceKey={resourceKey} currentVersion={version} onRolledBack={reloadAfterChange} /> },
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
