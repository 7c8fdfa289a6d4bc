// The live preview of a draft: the resource file merged with the draft in the browser (mergeOverlay), shown
// by the real runtime as the enterprise's users will see it: the form (SchemaForm; 校验 checks the values
// typed in, nothing is saved), the list's columns (SchemaTable) or the detail (SchemaDetail). Merge warnings
// are listed; a screen that fails to render shows why instead of taking the designer down. The form's blocks
// (`x-block`, `form.x-blocks`) are the product's: the page hosting the designer provides FormBlocksContext (the
// client's withHttpDesignerClient), a permit block showing a new permit of the file's kind (docs/designer.md).
import { Alert, Card, Empty, Segmented, message } from 'antd';
import { Component, useMemo, useState, type ReactNode } from 'react';
import { SchemaDetail } from '../src/runtime/schema-detail.tsx';
import { SchemaForm } from '../src/runtime/schema-form.tsx';
import { SchemaTable } from '../src/runtime/schema-table.tsx';
import { mergeOverlay, type ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export type PreviewMode = 'form' | 'list' | 'detail';

export interface LivePreviewProps {
  base: ResourceFile;
  overlay: ResourceOverlay;
  initialMode?: PreviewMode;
}

const MODES = [
  { label: 'designer.preview.form', value: 'form' },
  { label: 'designer.preview.list', value: 'list' },
  { label: 'designer.preview.detail', value: 'detail' },
] as const satisfies readonly { label: string; value: PreviewMode }[];
const NO_ROWS: never[] = [];
const EMPTY_RECORD = {};

/** Catches a render failure of the previewed screen; tries again when the merged file changes. */
class PreviewBoundary extends Component<{ resetKey: unknown; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }

  override componentDidUpdate(prev: { resetKey: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error !== null) return <Alert type="error" showIcon message={t('designer.preview.failed')} description={this.state.error} />;
    return this.props.children;
  }
}

export function LivePreview({ base, overlay, initialMode = 'form' }: LivePreviewProps) {
  const [mode, setMode] = useState<PreviewMode>(initialMode);
  const merged = useMemo(() => mergeOverlay(base, overlay), [base, overlay]);
  const { resource, warnings, hiddenFields } = merged;
  const empty = Object.keys(resource.form.properties).length === 0;

  return (
    <Card
      size="small"
      title={t('designer.preview.title')}
      extra={<Segmented<PreviewMode> size="small" options={MODES.map((m) => ({ label: t(m.label), value: m.value }))} value={mode} onChange={setMode} aria-label={t('designer.preview.mode')} />}
      data-testid="live-preview"
    >
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('designer.preview.warnings')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {warnings.map((w, i) => (
                <li key={i}>{w.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <PreviewBoundary resetKey={merged}>
        {empty ? (
          <Empty description={t('designer.preview.noFields')} />
        ) : mode === 'form' ? (
          <SchemaForm
            resource={resource}
            hiddenFields={hiddenFields}
            submitText={t('designer.preview.check')}
            onSubmit={async () => {
              void message.success(t('designer.preview.valid'));
            }}
          />
        ) : mode === 'list' ? (
          <SchemaTable resource={resource} hiddenFields={hiddenFields} rows={NO_ROWS} canWrite={false} emptyText={t('designer.preview.listEmpty')} />
        ) : (
          <SchemaDetail resource={resource} record={EMPTY_RECORD} hiddenFields={hiddenFields} />
        )}
      </PreviewBoundary>
    </Card>
  );
}
