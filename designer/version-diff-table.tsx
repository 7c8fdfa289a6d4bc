// Two versions of an overlay compared (designer: 版本对比): one row per changed property of a custom field,
// a comp-tab or a member of the schema editor's patch, with old and new values written for people.
import { Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CUSTOM_FIELD_TYPES } from '../src/schema/custom-field.ts';
import type { OverlayChange } from '../src/schema/overlay-diff.ts';

export const TARGET_LABELS: Readonly<Record<OverlayChange['target'], string>> = { field: '字段', tab: '页签', patch: '文件' };

export const KIND_TAGS: Readonly<Record<OverlayChange['kind'], { text: string; color: string }>> = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '修改', color: 'blue' },
};

/** Chinese names of the compared properties (overlay-diff.ts); unknown ones are shown as they are. */
export const PROP_LABELS: Readonly<Record<string, string>> = {
  title: '名称',
  type: '类型',
  required: '必填',
  enabled: '启用',
  removed: '已删除',
  pinned: '固定位置',
  sort: '排序',
  inList: '列表显示',
  help: '提示文字',
  default: '默认值',
  minLength: '最小长度',
  maxLength: '最大长度',
  pattern: '格式校验',
  patternMessage: '格式提示',
  minimum: '最小值',
  maximum: '最大值',
  precision: '小数位数',
  options: '选项',
  maxCount: '最多个数',
  fields: '字段',
  disabledFields: '停用的字段',
  value: '值',
};

const PIN_LABELS: Readonly<Record<string, string>> = { top: '置顶', end: '置底' };
const TYPE_LABELS: ReadonlyMap<string, string> = new Map(CUSTOM_FIELD_TYPES.map((t) => [t.type, t.label]));

/** An option ({label, value}) as `label（value）`, when it is one. */
function optionText(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (!('label' in o) || !('value' in o)) return null;
  return o.label === o.value ? String(o.label) : `${String(o.label)}（${String(o.value)}）`;
}

/** A value as people read it: 是/否, lists joined with 、, options by label, nothing as —. */
export function readableValue(value: unknown, prop = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (prop === 'pinned' && typeof value === 'string') return PIN_LABELS[value] ?? value;
  if (prop === 'type' && typeof value === 'string') return TYPE_LABELS.get(value) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '（空）';
    return value.map((x) => optionText(x) ?? (typeof x === 'object' && x !== null ? JSON.stringify(x) : readableValue(x))).join('、');
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

const COLUMNS: ColumnsType<DiffRow> = [
  { title: '对象', key: 'target', width: 72, onCell: spanned, render: (_, r) => TARGET_LABELS[r.change.target] },
  {
    title: '名称',
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
    title: '变化',
    key: 'kind',
    width: 72,
    onCell: spanned,
    render: (_, r) => <Tag color={KIND_TAGS[r.change.kind].color}>{KIND_TAGS[r.change.kind].text}</Tag>,
  },
  { title: '属性', key: 'prop', width: 110, render: (_, r) => (r.prop === null ? '—' : (PROP_LABELS[r.prop] ?? r.prop)) },
  {
    title: '旧值',
    key: 'before',
    render: (_, r) => <Typography.Text delete={r.change.kind === 'removed'}>{readableValue(r.before, r.prop ?? '')}</Typography.Text>,
  },
  { title: '新值', key: 'after', render: (_, r) => readableValue(r.after, r.prop ?? '') },
];

export interface VersionDiffTableProps {
  changes: readonly OverlayChange[];
  loading?: boolean;
  /** Shown when nothing changed. */
  emptyText?: string;
}

/** The changes between two versions, property by property. */
export function VersionDiffTable({ changes, loading = false, emptyText = '两个版本没有差别' }: VersionDiffTableProps) {
  return (
    <div data-testid="version-diff-table">
      <Table<DiffRow>
      size="small"
      bordered
      rowKey="rowKey"
      columns={COLUMNS}
      dataSource={diffRows(changes)}
      loading={loading}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
    </div>
  );
}
