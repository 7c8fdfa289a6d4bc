// The table of a resource list: columns from `list.columns` (cells rendered by FieldValue), server-side
// sort on `list.sort.fields`, row selection for the batch actions, the row actions column, and the
// user's column settings (kept per user as `table-columns:<resourceKey>`).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Popconfirm, Space, Table, Tag, message } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { resolveField, type ListColumn, type ResourceFile, type RowAction, type SortOrder } from '../schema/resource-types.ts';
import { ColumnSettingsButton } from './column-settings-button.tsx';
import {
  arrangeColumns,
  columnSettingsType,
  moveColumn,
  parseColumnSettings,
  settingsOf,
  toggleColumn,
  DEFAULT_COLUMN_SETTINGS,
  type ArrangedColumn,
  type ColumnSettings,
} from './column-settings.ts';
import { FieldValue, refLabelOf } from './field-value.tsx';
import { MissingField } from './missing-field.tsx';
import { useResourceClient, type ResourceRecord } from './resource-client.ts';
import { hasBatchActions, mayWriteRecord, rowActionsOf, rowActionLabel } from './row-actions.ts';
import { RecordLink } from './record-link.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface TableSort {
  field: string;
  order: SortOrder;
}

export interface SchemaTableProps {
  resource: ResourceFile;
  /** Disabled custom fields: their columns are left out. */
  hiddenFields?: readonly string[];
  rows: readonly ResourceRecord[];
  loading?: boolean;
  /** The caller may write: selection and write actions show. */
  canWrite: boolean;
  /** Shared records: the caller writes the platform's rows (`shared: true`); otherwise they show tagged, read only. */
  platformWriter?: boolean;
  selectedIds?: readonly number[];
  onSelectionChange?: (ids: number[]) => void;
  /** The sort the user chose (null: the server's default). */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** A row action; delete comes here after its confirmation. */
  onAction?: (action: RowAction, record: ResourceRecord) => void;
  /** More of a row's actions after its buttons (a workflow's 流程 menu). */
  rowExtra?: (record: ResourceRecord) => ReactNode;
  /** Shown left of the column settings button (the toolbar). */
  toolbar?: ReactNode;
  /** Empty-state text (default 暂无数据). */
  emptyText?: string;
}

function titleOf(resource: ResourceFile, c: ListColumn): string | undefined {
  return c.title ?? resolveField(resource, c.field)?.title;
}

function actionsColumn(
  resource: ResourceFile,
  canWrite: boolean,
  platformWriter: boolean,
  onAction: SchemaTableProps['onAction'],
  rowExtra: SchemaTableProps['rowExtra'],
): ColumnsType<ResourceRecord>[number] | null {
  const declared = resource.list.rowActions ?? ['detail', 'edit', 'delete'];
  if (declared.length === 0 && !rowExtra) return null;
  const widest = rowActionsOf(resource, canWrite, { id: 0, status: 1 }).length + (rowExtra ? 1.5 : 0);
  if (widest === 0) return null;
  return {
    key: '__actions',
    title: t('runtime.table.actions'),
    fixed: 'right',
    width: Math.max(80, widest * 44 + 16),
    render: (_: unknown, record: ResourceRecord) => (
      <Space size={0} wrap={false}>
        {rowActionsOf(resource, canWrite, record, platformWriter).map((a) => {
          const label = rowActionLabel(a);
          const aria = `${label} ${String(record.id)}`;
          if (a === 'delete') {
            return (
              <Popconfirm
                key={a}
                title={t('runtime.table.confirmDelete')}
                okText={t('runtime.action.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('runtime.cancel')}
                onConfirm={() => onAction?.(a, record)}
              >
                <Button type="link" size="small" danger aria-label={aria}>
                  {label}
                </Button>
              </Popconfirm>
            );
          }
          return (
            <Button key={a} type="link" size="small" aria-label={aria} onClick={() => onAction?.(a, record)}>
              {label}
            </Button>
          );
        })}
        {rowExtra?.(record)}
      </Space>
    ),
  };
}

/** The tag of a platform row of a shared resource (docs/schema-engine.md "Shared records"). */
function SharedTag() {
  return (
    <Tag color="geekblue" title={t('runtime.table.platformHint')} style={{ marginInlineEnd: 6 }}>
      {t('runtime.table.platform')}
    </Tag>
  );
}

/** Loads, applies and saves the user's column settings of a resource table. */
function useColumnSettings(resource: ResourceFile, columns: readonly ListColumn[]) {
  const client = useResourceClient();
  const type = columnSettingsType(resource.key);
  const [settings, setSettings] = useState<ColumnSettings>(DEFAULT_COLUMN_SETTINGS);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    touched.current = false;
    setSettings(DEFAULT_COLUMN_SETTINGS);
    client.loadUserConfig(type).then(
      (value) => {
        if (live && !touched.current) setSettings(parseColumnSettings(value));
      },
      () => undefined, // no stored settings can be read: the file's layout stays
    );
    return () => {
      live = false;
    };
  }, [client, type]);

  const arranged = useMemo(() => arrangeColumns(columns, settings), [columns, settings]);

  const save = (next: ColumnSettings) => {
    touched.current = true;
    setSettings(next);
    client.saveUserConfig(type, { ...next }).catch((e: { message?: string }) => {
      void message.error(t('runtime.table.columnsSaveFailed', { reason: e?.message ?? t('runtime.page.tryLater') }));
    });
  };
  const apply = (next: ArrangedColumn[]) => save(settingsOf(next));
  return {
    arranged,
    toggle: (field: string, visible: boolean) => apply(toggleColumn(arranged, field, visible)),
    move: (field: string, delta: -1 | 1) => apply(moveColumn(arranged, field, delta)),
    reset: () => save({ order: [], hidden: [] }),
  };
}

/** The resource table with its column settings; `toolbar` shares its top line. */
export function SchemaTable(props: SchemaTableProps) {
  const { resource, hiddenFields, rows, loading, canWrite, selectedIds, onSelectionChange, sort, onSortChange, onAction } = props;
  const platformWriter = props.platformWriter === true;
  const columns = useMemo(
    () => resource.list.columns.filter((c) => !hiddenFields?.includes(c.field)),
    [resource, hiddenFields],
  );
  const settings = useColumnSettings(resource, columns);
  const sortable = useMemo(() => new Set(resource.list.sort?.fields ?? []), [resource]);

  const tableColumns: ColumnsType<ResourceRecord> = settings.arranged
    .filter((a) => a.visible)
    .map(({ column: c }, index) => {
      const known = resolveField(resource, c.field) !== undefined;
      const title = titleOf(resource, c);
      return {
        key: c.field,
        dataIndex: c.field,
        title: known ? (title ?? c.field) : <MissingField name={c.field} />,
        width: c.width,
        fixed: c.fixed,
        ellipsis: c.ellipsis,
        sorter: known && sortable.has(c.field),
        sortOrder: sort?.field === c.field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown, record: ResourceRecord) => (
          <>
            {index === 0 && record.shared === true ? <SharedTag /> : null}
            {known && c.link ? (
              <RecordLink to={c.link} id={resolveField(resource, c.field)?.['x-ref'] ? Number(value) : record.id}>
                <FieldValue resource={resource} name={c.field} value={value} refLabel={refLabelOf(record, c.field)} />
              </RecordLink>
            ) : known ? (
              <FieldValue resource={resource} name={c.field} value={value} refLabel={refLabelOf(record, c.field)} />
            ) : null}
          </>
        ),
      };
    });
  const actions = actionsColumn(resource, canWrite, platformWriter, onAction, props.rowExtra);
  if (actions) tableColumns.push(actions);

  const onChange: TableProps<ResourceRecord>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : null;
    onSortChange?.(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
  };

  const selectable = hasBatchActions(resource, canWrite) && onSelectionChange !== undefined;

  return (
    <div className="schema-table">
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <div>{props.toolbar}</div>
        <ColumnSettingsButton
          columns={settings.arranged}
          labelOf={(field) => {
            const c = columns.find((x) => x.field === field);
            const known = resolveField(resource, field) !== undefined;
            return known ? ((c && titleOf(resource, c)) ?? field) : t('runtime.table.gone', { title: c?.title ?? field });
          }}
          onToggle={settings.toggle}
          onMove={settings.move}
          onReset={settings.reset}
        />
      </Flex>
      <Table<ResourceRecord>
        rowKey="id"
        size="middle"
        bordered
        columns={tableColumns}
        dataSource={rows as ResourceRecord[]}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onChange={onChange}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? t('runtime.empty')} /> }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selectedIds as number[] | undefined,
                preserveSelectedRowKeys: false,
                onChange: (keys) => onSelectionChange?.(keys.map(Number)),
                getCheckboxProps: (record) => ({ disabled: !mayWriteRecord(record, platformWriter) }),
              }
            : undefined
        }
      />
    </div>
  );
}
