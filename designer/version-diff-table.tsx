// Two versions of an overlay compared (designer: 版本对比): one row per changed property of a custom field,
// a comp-tab or a member of the schema editor's patch, with old and new values written for people.
import { Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fieldTypeLabel } from './field-type-label.ts';
import type { OverlayChange } from '../src/schema/overlay-diff.ts';
import { designerZh, type DesignerId } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

const TARGET_LABELS = { field: 'designer.diff.field', tab: 'designer.diff.tab', patch: 'designer.diff.file' } as const satisfies Record<OverlayChange['target'], string>;

const KIND_TAGS = {
  added: { text: 'designer.diff.added', color: 'green' },
  removed: { text: 'designer.diff.removed', color: 'red' },
  changed: { text: 'designer.diff.changed', color: 'blue' },
} as const satisfies Record<OverlayChange['kind'], { text: string; color: string }>;

/** Chinese names of the compared properties (overlay-diff.ts); unknown ones are shown as they are. */
const PROP_LABELS: Readonly<Record<string, DesignerId>> = {
  title: 'designer.ref.name',
  type: 'designer.fields.type',
  required: 'designer.field.required',
  enabled: 'designer.enable',
  removed: 'designer.fields.removed',
  pinned: 'designer.diff.pinned',
  sort: 'designer.diff.sort',
  inList: 'designer.field.inList',
  help: 'designer.diff.help',
  default: 'designer.type.default',
  minLength: 'designer.type.minLength',
  maxLength: 'designer.type.maxLength',
  pattern: 'designer.prop.pattern',
  patternMessage: 'designer.prop.patternMessage',
  minimum: 'designer.type.minimum',
  maximum: 'designer.type.maximum',
  precision: 'designer.type.precision',
  options: 'designer.options.group',
  maxCount: 'designer.diff.maxCount',
  fields: 'designer.ref.field',
  disabledFields: 'designer.diff.disabledFields',
  value: 'designer.ref.value',
};

const PIN_LABELS: Readonly<Record<string, DesignerId>> = { top: 'designer.pinTop', end: 'designer.pinEnd' };

/** An option ({label, value}) as `label（value）`, when it is one. */
function optionText(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (!('label' in o) || !('value' in o)) return null;
  return o.label === o.value ? String(o.label) : t('designer.titleKey', { title: String(o.label), key: String(o.value) });
}

/** A value as people read it: 是/否, lists joined with 、, options by label, nothing as —. */
export function readableValue(value: unknown, prop = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('designer.yes') : t('designer.no');
  if (prop === 'pinned' && typeof value === 'string') return PIN_LABELS[value] ? t(PIN_LABELS[value]) : value;
  if (prop === 'type' && typeof value === 'string') return fieldTypeLabel(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('designer.diff.empty');
    return value.map((x) => optionText(x) ?? (typeof x === 'object' && x !== null ? JSON.stringify(x) : readableValue(x))).join(t('designer.diff.separator'));
  }
  if (typeof value === 'object') return optionText(value) ?? JSON.stringify(value);
  return String(value);
}

/** One line of the table: a property change, with the object it belongs to spanning its lines. */
export interface DiffRow {
  rowKey: string;
  change: OverlayChange;
  /** Lines of the change this row starts (0 on the following lines of the same change). */
  span: number;
  prop: string | null;
  before: unknown;
  after: unknown;
}

/** The changes as table rows: one per property (an object without any property change still gets one). */
export function diffRows(changes: readonly OverlayChange[]): DiffRow[] {
  return changes.flatMap((change, i): DiffRow[] => {
    const base = `${i}:${change.target}:${change.key}`;
    if (change.changes.length === 0) return [{ rowKey: base, change, span: 1, prop: null, before: null, after: null }];
    return change.changes.map((c, j) => ({
      rowKey: `${base}:${c.prop}`,
      change,
      span: j === 0 ? change.changes.length : 0,
      prop: c.prop,
      before: c.before,
      after: c.after,
    }));
  });
}

const spanned = (row: DiffRow) => ({ rowSpan: row.span });

const columns = (): ColumnsType<DiffRow> => [
  { title: t('designer.diff.target'), key: 'target', width: 72, onCell: spanned, render: (_, r) => t(TARGET_LABELS[r.change.target]) },
  {
    title: t('designer.ref.name'),
    key: 'label',
    width: 200,
    onCell: spanned,
    render: (_, r) => (
      <span>
        {r.change.label}
        {r.change.target !== 'patch' && r.change.label !== r.change.key && (
          <Typography.Text type="secondary" style={{ marginLeft: 4 }}>
            {r.change.key}
          </Typography.Text>
        )}
      </span>
    ),
  },
  {
    title: t('designer.diff.kind'),
    key: 'kind',
    width: 72,
    onCell: spanned,
    render: (_, r) => <Tag color={KIND_TAGS[r.change.kind].color}>{t(KIND_TAGS[r.change.kind].text)}</Tag>,
  },
  { title: t('designer.diff.prop'), key: 'prop', width: 110, render: (_, r) => { if (r.prop === null) return '—'; const id = PROP_LABELS[r.prop]; return id ? t(id) : r.prop; } },
  {
    title: t('designer.diff.before'),
    key: 'before',
    render: (_, r) => <Typography.Text delete={r.change.kind === 'removed'}>{readableValue(r.before, r.prop ?? '')}</Typography.Text>,
  },
  { title: t('designer.diff.after'), key: 'after', render: (_, r) => readableValue(r.after, r.prop ?? '') },
];

export interface VersionDiffTableProps {
  changes: readonly OverlayChange[];
  loading?: boolean;
  /** Shown when nothing changed. */
  emptyText?: string;
}

/** The changes between two versions, property by property. */
export function VersionDiffTable({ changes, loading = false, emptyText }: VersionDiffTableProps) {
  return (
    <div data-testid="version-diff-table">
      <Table<DiffRow>
      size="small"
      bordered
      rowKey="rowKey"
      columns={columns()}
      dataSource={diffRows(changes)}
      loading={loading}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('designer.diff.same')} /> }}
      />
    </div>
  );
}
