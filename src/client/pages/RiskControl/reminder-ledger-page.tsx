import { Button, Card, Col, Empty, Form, Result, Row, Select, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { moduleTitle } from '../../../domain/modules.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { exportOps, reminderLedger, type Page, type ReminderFilter, type ReminderRow, type ReminderSummary } from './ops-stats-api.ts';
import { OpsFilterBar, rangeOfPicked, type OpsFilterValues } from './ops-filter-bar.tsx';
import { rateText, t, timeText } from './ops-stats-text.ts';

const PAGE_SIZE = 20;
const NO_SUMMARY: ReminderSummary = { sent: 0, read: 0, handled: 0, smsSent: 0, smsWaiting: 0 };

export interface ReminderLedgerPageProps extends Partial<ViewProps> {
  load?: (q: ReminderFilter, page: number, limit: number) => Promise<Page<ReminderRow> & { summary: ReminderSummary }>;
  loadEnterprises?: () => Promise<{ id: number; qymc: string }[]>;
}

const yesNo = (v: unknown): boolean | undefined => (v === 'yes' ? true : v === 'no' ? false : undefined);

function filterOf(v: OpsFilterValues): ReminderFilter {
  return { ...rangeOfPicked(v.months), qyId: v.qyId, read: yesNo(v.read), handled: yesNo(v.handled) };
}

/**
 * 提醒台账 (component `RiskControl/ReminderLedger`, issue 24 item 5): the reminders sent to people (the bell's
 * notifications of workflows, deadlines and permits) and whether they were acted on: read (and when), handled (a
 * later step of the record they are about, and when); the figures of everything the filters keep, with the text
 * messages sent and waiting. Paged by the server; exported.
 */
export default function ReminderLedgerPage({ title, load = reminderLedger, loadEnterprises }: ReminderLedgerPageProps) {
  const heading = title || t('opsstats.ui.reminderTitle');
  usePageTitle(heading);
  const [query, setQuery] = useState<ReminderFilter>(() => filterOf({}));
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page<ReminderRow> & { summary: ReminderSummary }>({ rows: [], total: 0, summary: NO_SUMMARY });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = useCallback(
    async (q: ReminderFilter, p: number) => {
      setLoading(true);
      try {
        setAnswer(await load(q, p, PAGE_SIZE));
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [load],
  );
  useEffect(() => {
    void run(query, page);
  }, [run, query, page]);

  const columns: ColumnsType<ReminderRow> = [
    { title: t('opsstats.ui.enterprise'), dataIndex: 'qymc', width: 160 },
    { title: t('opsstats.ui.sentAt'), dataIndex: 'sentAt', width: 140, render: timeText },
    { title: t('opsstats.ui.recipient'), dataIndex: 'recipient', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('opsstats.ui.kind'), dataIndex: 'model', width: 100, render: (v: string) => moduleTitle(v) ?? v },
    {
      title: t('opsstats.ui.content'),
      dataIndex: 'content',
      width: 300,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('opsstats.ui.read'),
      dataIndex: 'read',
      width: 150,
      render: (v: boolean, r) => (v ? <Tag color="green">{`${t('opsstats.ui.read')} ${timeText(r.readAt)}`}</Tag> : <Tag color="orange">{t('opsstats.ui.unread')}</Tag>),
    },
    {
      title: t('opsstats.ui.handled'),
      dataIndex: 'handled',
      width: 160,
      render: (v: boolean, r) =>
        v ? <Tag color="green">{`${t('opsstats.ui.handled')} ${timeText(r.handledAt)}`}</Tag> : <Tag>{t('opsstats.ui.notHandled')}</Tag>,
    },
  ];
  const s = answer.summary;
  const yesNoOptions = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];

  return (
    <Card title={heading} data-testid="ops-reminder">
      <OpsFilterBar
        testId="ops-reminder"
        loadEnterprises={loadEnterprises}
        onSearch={(v) => {
          setPage(1);
          setQuery(filterOf(v));
        }}
        onExport={() => exportOps('reminder-ledger', query)}
        extra={
          <>
            <Form.Item name="read" label={t('opsstats.ui.read')}>
              <Select allowClear placeholder={t('opsstats.ui.all')} style={{ width: 100 }} options={yesNoOptions(t('opsstats.ui.read'), t('opsstats.ui.unread'))} data-testid="ops-reminder-read" />
            </Form.Item>
            <Form.Item name="handled" label={t('opsstats.ui.handled')}>
              <Select allowClear placeholder={t('opsstats.ui.all')} style={{ width: 100 }} options={yesNoOptions(t('opsstats.ui.handled'), t('opsstats.ui.notHandled'))} data-testid="ops-reminder-handled" />
            </Form.Item>
          </>
        }
      />
      {failed ? (
        <Result status="warning" title={t('opsstats.ui.loadFailed')} extra={<Button onClick={() => void run(query, page)}>{t('opsstats.ui.retry')}</Button>} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="ops-reminder-figures">
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('opsstats.ui.sent')} value={s.sent} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('opsstats.ui.readRate')} value={rateText(s.read, s.sent)} suffix={`(${s.read})`} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('opsstats.ui.handledRate')} value={rateText(s.handled, s.sent)} suffix={`(${s.handled})`} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('opsstats.ui.smsSent')} value={s.smsSent} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('opsstats.ui.smsWaiting')} value={s.smsWaiting} />
            </Col>
          </Row>
          <Table
            rowKey="id"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={answer.rows}
            scroll={{ x: 1100 }}
            locale={{ emptyText: <Empty description={t('opsstats.ui.empty')} /> }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: answer.total,
              showSizeChanger: false,
              showTotal: (n) => t('opsstats.ui.total', { total: n }),
              onChange: setPage,
            }}
            data-testid="ops-reminder-table"
          />
        </>
      )}
    </Card>
  );
}
