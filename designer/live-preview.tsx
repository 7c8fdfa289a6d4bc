// The live preview of a draft: the resource file merged with the draft in the browser (mergeOverlay), shown
// by the real runtime as the enterprise's users will see it: the form (SchemaForm; 校验 checks the values
// typed in, nothing is saved), the list's columns (SchemaTable) or the detail (SchemaDetail). Merge warnings
// are listed; a screen that fails to render shows why instead of taking the designer down.
import { Alert, Card, Empty, Segmented, message } from 'antd';
import { Component, useMemo, useState, type ReactNode } from 'react';
import { SchemaDetail } from '../src/runtime/schema-detail.tsx';
import { SchemaForm } from '../src/runtime/schema-form.tsx';
import { SchemaTable } from '../src/runtime/schema-table.tsx';
import { mergeOverlay, type ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';

export type PreviewMode = 'form' | 'list' | 'detail';

export interface LivePreviewProps {
  base: ResourceFile;
  overlay: ResourceOverlay;
  initialMode?: PreviewMode;
}

const MODES: { label: string; value: PreviewMode }[] = [
  { label: '表单', value: 'form' },
  { label: '列表', value: 'list' },
  { label: '详情', value: 'detail' },
];
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
    if (this.state.error !== null) return <Alert type="error" showIcon message="预览无法显示" description={this.state.error} />;
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
      title="实时预览"
      extra={<Segmented<PreviewMode> size="small" options={MODES} value={mode} onChange={setMode} aria-label="预览方式" />}
      data-testid="live-preview"
    >
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="部分配置未生效"
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
          <Empty description="没有可显示的字段" />
        ) : mode === 'form' ? (
          <SchemaForm
            resource={resource}
            hiddenFields={hiddenFields}
            submitText="校验"
            onSubmit={async () => {
              void message.success('预览：填写的内容符合规则（不会保存）');
            }}
          />
        ) : mode === 'list' ? (
          <SchemaTable resource={resource} hiddenFields={hiddenFields} rows={NO_ROWS} canWrite={false} emptyText="预览：列表的列" />
        ) : (
          <SchemaDetail resource={resource} record={EMPTY_RECORD} hiddenFields={hiddenFields} />
        )}
      </PreviewBoundary>
    </Card>
  );
}
