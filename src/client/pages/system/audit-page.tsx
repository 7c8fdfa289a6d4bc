import { Button, Card, DatePicker, Empty, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { auditValueText } from '../../../domain/audit-diff.ts';
import { formatTime } from '../../../domain/format.ts';
import { adminZh } from '../../../domain/i18n/zh/admin.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { auditTables, exportAudit, listAudit, type AuditEntry, type AuditQuery } from './audit-api.ts';

const t = textOf(adminZh);
const PAGE_SIZE = 20;
const ACTION_COLOR = { insert: 'green', update: 'blue', delete: 'red' } as const;

interface FilterValues {
  actor?: string;
  table?: string;
  recordId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function queryOf(v: FilterValues): AuditQuery {
  return {
    actor: v.actor?.trim(),
    table: v.table,
    recordId: v.recordId?.trim(),
    from: v.range?.[0]?.format('YYYY-MM-DD'),
    to: v.range?.[1]?.format('YYYY-MM-DD'),
  };
}

/** The diff of one entry: field, before, after (a cell that changed shows struck through before). */
function ChangesTable({ entry }: { entry: AuditEntry }) {
  if (!entry.changes.length) return <Typography.Text type="secondary">{t('admin.audit.noChange')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      data-testid={`audit-diff-${entry.id}`}
      dataSource={entry.changes}
      columns={[
        { title: t('admin.audit.field'), dataIndex: 'label', width: 180 },
        {
          title: t('admin.audit.before'),
          render: (_, c) => <Typography.Text delete={entry.action === 'update'} type="secondary">{auditValueText(c.before)}</Typography.Text>,
        },
        { title: t('admin.audit.after'), render: (_, c) => <Typography.Text strong>{auditValueText(c.after)}</Typography.Text> },
      ]}
    />
  );
}

/**
 * 操作审计 (component `system/audit`, issue 24 item 6): who changed which record when, each row opening the
 * fields before and after; filters by person, kind of data, record and days; the CSV export for inspectors.
 * The server keeps an enterprise administrator to their own enterprise.
 */
export default function AuditPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('admin.audit.title'));
  const [form] = Form.useForm<FilterValues>();
  const list = usePagedList<AuditQuery, AuditEntry>(listAudit, {}, PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const [tables, setTables] = useState<{ table: string; title: string }[]>([]);

  useEffect(() => {
    auditTables().then(setTables, () => setTables([]));
  }, []);

  const search = (v: FilterValues) => list.search(queryOf(v));

  const columns: ColumnsType<AuditEntry> = [
    { title: t('admin.audit.at'), dataIndex: 'at', width: 170, render: (v: string) => formatTime(v) },
    { title: t('admin.audit.enterprise'), dataIndex: 'qymc', width: 180, render: (v: string | null, r) => v ?? r.qyId },
    { title: t('admin.audit.actor'), width: 140, render: (_, r) => r.actorName ?? r.actorLogin ?? (r.actorId === null ? '-' : `#${r.actorId}`) },
    { title: t('admin.audit.action'), dataIndex: 'action', width: 80, render: (v: AuditEntry['action']) => <Tag color={ACTION_COLOR[v]}>{t(`admin.action.${v}`)}</Tag> },
    { title: t('admin.audit.table'), dataIndex: 'tableTitle', width: 160 },
    { title: t('admin.audit.recordId'), dataIndex: 'recordId', width: 100 },
    {
      title: t('admin.audit.changes'),
      render: (_, r) => (r.changes.length ? r.changes.map((c) => c.label).join(t('admin.audit.sep')) : t('admin.audit.noChange')),
      ellipsis: true,
    },
  ];

  return (
    <Card title={title || t('admin.audit.title')} data-testid="audit-page">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="actor" label={t('admin.audit.actor')}>
          <Input allowClear maxLength={64} style={{ width: 140 }} data-testid="audit-actor" />
        </Form.Item>
        <Form.Item name="table" label={t('admin.audit.table')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            options={tables.map((x) => ({ value: x.table, label: x.title }))}
            data-testid="audit-table"
          />
        </Form.Item>
        <Form.Item name="recordId" label={t('admin.audit.recordId')}>
          <Input allowClear maxLength={40} style={{ width: 110 }} data-testid="audit-record" />
        </Form.Item>
        <Form.Item name="range" label={t('admin.audit.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid="audit-search">
            {t('admin.audit.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('admin.audit.reset')}
          </Button>
          <Button
            loading={exporting}
            data-testid="audit-export"
            onClick={() => {
              setExporting(true);
              exportAudit(list.query).finally(() => setExporting(false));
            }}
          >
            {t('admin.audit.export')}
          </Button>
        </Flex>
      </Form>
      {list.failed ? (
        <LoadFailed title={t('admin.audit.loadFailed')} retryLabel={t('admin.audit.search')} onRetry={() => void list.reload()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          locale={{ emptyText: <Empty description={t('admin.audit.empty')} /> }}
          expandable={{ expandedRowRender: (r) => <ChangesTable entry={r} />, rowExpandable: () => true }}
          pagination={list.pagination((n) => t('admin.audit.total', { total: n }))}
        />
      )}
    </Card>
  );
}
