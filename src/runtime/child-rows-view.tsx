// The rows of a `children` key in a record's detail (docs/schema-engine.md "Children"): a read-only table
// of the child's fields in the rows' order, each value shown as the detail shows any value (FieldValue), a
// reference by the label the row's answer carries, linked where the child's list column says `link` (a check
// item's 检查条款 opens the clause in 检查条款库).
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { childColumnWidth, childColumns } from '../schema/keywords/children-formily.ts';
import type { ChildSchema } from './child-schemas.ts';
import { FieldValue, refLabelOf } from './field-value.tsx';
import { RecordLink } from './record-link.tsx';
import { resolveField } from '../schema/resource-types.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

type Row = Record<string, unknown>;

export interface ChildRowsViewProps {
  child: ChildSchema;
  /** The record's rows under the key (the detail answers them); anything else shows as no rows. */
  rows: unknown;
}

/** The rows of one children key, read-only. */
export function ChildRowsView({ child, rows }: ChildRowsViewProps) {
  const { spec, resource } = child;
  const list = (Array.isArray(rows) ? rows : []).filter((r): r is Row => r !== null && typeof r === 'object');
  const columns: ColumnsType<Row> = [
    { key: '__index', title: t('runtime.child.index'), width: 60, align: 'center', render: (_v, _r, i) => i + 1 },
    ...childColumns(spec, resource, child.hiddenFields).map((name) => ({
      key: name,
      title: resource.form.properties[name].title ?? name,
      width: childColumnWidth(resource.form.properties[name]),
      render: (_v: unknown, r: Row) => {
        const value = <FieldValue resource={resource} name={name} value={r[name]} refLabel={refLabelOf(r, name)} />;
        const link = resource.list.columns.find((c) => c.field === name)?.link;
        const ref = resolveField(resource, name)?.['x-ref'] !== undefined;
        return link && (!ref || typeof r[name] === 'number') ? (
          <RecordLink to={link} id={ref ? Number(r[name]) : Number(r.id)}>
            {value}
          </RecordLink>
        ) : (
          value
        );
      },
    })),
  ];
  return (
    <section data-testid={`child-rows-${spec.key}`} aria-label={spec.title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('runtime.child.titleCount', { title: spec.title, count: list.length })}
      </Typography.Title>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        rowKey={(r) => String(r.id ?? JSON.stringify(r))}
        columns={columns}
        dataSource={list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('runtime.child.empty', { title: spec.title }) }}
      />
    </section>
  );
}
