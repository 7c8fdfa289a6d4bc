// 历史报警 (gyaq/alarm-history, docs/process-alarms.md): the alarm occurrences of a date range (the last 7 days by
// default), filtered by tag, priority and state, newest first, paged on the server, and exported as CSV with the
// same filters.
import { Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ALARM_PRIORITIES, ALARM_STATES, PRIORITY_LABELS, STATE_LABELS } from '../../../domain/gyaq-alarm.ts';
import { gyaqZh } from '../../../domain/i18n/zh/gyaq.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { exportAlarmHistory, loadAlarmHistory, type AlarmRow, type HistoryFilters } from '../../api/gyaq-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { alarmColumns, plantTime } from './alarm-columns.tsx';

const t = textOf(gyaqZh);

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  tag?: string;
  priority?: string;
  state?: string;
}

const toFilters = (v: FilterForm): HistoryFilters => ({
  from: v.range?.[0]?.format('YYYY-MM-DD'),
  to: v.range?.[1]?.format('YYYY-MM-DD'),
  tag: v.tag?.trim() || undefined,
  priority: v.priority,
  state: v.state,
});

export default function AlarmHistoryPage({ title }: Partial<ViewProps>) {
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [data, setData] = useState<{ rows: AlarmRow[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);

  const fetchPage = useCallback(async () => {
    setLoading(true);
    try {
      setData(await loadAlarmHistory(filters, page, limit));
    } catch {
      setData({ rows: [], total: 0 });
    } finally {
      setLoading(false);
    }
  }, [filters, page, limit]);
  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  const columns = [
    ...alarmColumns(),
    { title: t('gyaq.ui.col.clearedAt'), dataIndex: 'clearedAt', width: 170, render: plantTime },
    { title: t('gyaq.ui.col.acked'), key: 'acked', width: 200, render: (_: unknown, r: AlarmRow) => (r.ackedAt ? `${r.ackedByName ?? ''} ${plantTime(r.ackedAt)}` : '-') },
    { title: t('gyaq.ui.col.shelved'), key: 'shelved', width: 200, ellipsis: true, render: (_: unknown, r: AlarmRow) => r.shelveReason ?? '-' },
  ];

  return (
    <Card title={title || t('gyaq.ui.history')} data-testid="gyaq-history">
      <Form<FilterForm>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setPage(1);
          setFilters(toFilters(v));
        }}
      >
        <Form.Item name="range" label={t('gyaq.ui.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="tag">
          <Input placeholder={t('gyaq.ui.tagPlaceholder')} allowClear style={{ width: 140 }} data-testid="gyaq-history-tag" />
        </Form.Item>
        <Form.Item name="priority">
          <Select allowClear placeholder={t('gyaq.ui.anyPriority')} style={{ width: 130 }} options={ALARM_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))} />
        </Form.Item>
        <Form.Item name="state">
          <Select allowClear placeholder={t('gyaq.ui.anyState')} style={{ width: 150 }} options={ALARM_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="gyaq-history-search">
            {t('gyaq.ui.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setPage(1);
              setFilters({});
            }}
          >
            {t('gyaq.ui.reset')}
          </Button>
          <Button
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportAlarmHistory(filters);
              } catch {
                // Shown by the HTTP layer.
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('gyaq.ui.export')}
          </Button>
        </Space>
      </Form>
      <Table<AlarmRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.rows ?? []}
        columns={columns}
        scroll={{ x: 1600 }}
        locale={{ emptyText: <Empty /> }}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (n) => t('gyaq.ui.total', { n }),
          onChange: (p, size) => {
            setPage(size !== limit ? 1 : p);
            setLimit(size);
          },
        }}
      />
    </Card>
  );
}
