import { Button, Card, Drawer, Empty, Form, Result, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { MODULES } from '../../../domain/modules.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import {
  exportOps,
  reportedRecords,
  reportLedger,
  type LedgerFilter,
  type LedgerRow,
  type Page,
  type ReportedRecord,
} from './ops-stats-api.ts';
import { OpsFilterBar, rangeOfPicked, type OpsFilterValues } from './ops-filter-bar.tsx';
import { t, timeText } from './ops-stats-text.ts';

const PAGE_SIZE = 20;
const RECORDS_PAGE_SIZE = 10;
/** The kinds of record outside the resource files: the permit's module. */
const LEDGER_MODULES = MODULES;

export interface ReportLedgerPageProps extends Partial<ViewProps> {
  load?: (q: LedgerFilter, page: number, limit: number) => Promise<Page<LedgerRow>>;
  loadRecords?: (line: Pick<LedgerRow, 'qyId' | 'resource' | 'month'>, page: number, limit: number) => Promise<Page<ReportedRecord>>;
  loadEnterprises?: () => Promise<{ id: number; qymc: string }[]>;
}

function filterOf(v: OpsFilterValues): LedgerFilter {
  return { ...rangeOfPicked(v.months), qyId: v.qyId, module: typeof v.module === 'string' ? v.module : undefined };
}

/** The records of one ledger line, paged, with who reported them. */
function LineRecords({ line, load, onClose }: { line: LedgerRow | null; load: NonNullable<ReportLedgerPageProps['loadRecords']>; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page<ReportedRecord>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  useEffect(() => setPage(1), [line]);
  useEffect(() => {
    if (!line) return;
    let live = true;
    setLoading(true);
    load(line, page, RECORDS_PAGE_SIZE)
      .then((a) => live && setAnswer(a))
      .catch(() => live && setAnswer({ rows: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [line, page, load]);
  const columns: ColumnsType<ReportedRecord> = [
    { title: t('opsstats.ui.recordId'), dataIndex: 'recordId', width: 90 },
    { title: t('opsstats.ui.content'), dataIndex: 'label', render: (v: string | null) => v ?? t('opsstats.ui.noRecord') },
    { title: t('opsstats.ui.reportedAt'), dataIndex: 'at', width: 150, render: timeText },
    { title: t('opsstats.ui.reporter'), dataIndex: 'reporter', width: 140, render: (v: string | null) => v ?? t('opsstats.ui.system') },
  ];
  return (
    <Drawer
      open={line !== null}
      onClose={onClose}
      width={720}
      title={line ? t('opsstats.ui.detailTitle', { qymc: line.qymc, resource: line.resourceTitle, month: line.month }) : ''}
    >
      <div data-testid="ops-report-records">
      <Table
        rowKey={(r) => `${r.recordId}-${r.at}`}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={answer.rows}
        locale={{ emptyText: <Empty description={t('opsstats.ui.empty')} /> }}
        pagination={{ current: page, pageSize: RECORDS_PAGE_SIZE, total: answer.total, showSizeChanger: false, onChange: setPage }}
      />
      </div>
    </Drawer>
  );
}

/**
 * 填报台账 (component `RiskControl/ReportLedger`, issue 24 item 5): what each enterprise reported and when: the
 * records created per enterprise, module, kind of record and month (from the audit trail), with the number of
 * people who reported, the first and last time; a line opens its records. Paged by the server; exported.
 */
export default function ReportLedgerPage({ title, load = reportLedger, loadRecords = reportedRecords, loadEnterprises }: ReportLedgerPageProps) {
  const heading = title || t('opsstats.ui.reportTitle');
  usePageTitle(heading);
  const [query, setQuery] = useState<LedgerFilter>(() => filterOf({}));
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page<LedgerRow>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [line, setLine] = useState<LedgerRow | null>(null);

  const run = useCallback(
    async (q: LedgerFilter, p: number) => {
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

  const columns: ColumnsType<LedgerRow> = [
    { title: t('opsstats.ui.enterprise'), dataIndex: 'qymc', width: 180 },
    { title: t('opsstats.ui.module'), dataIndex: 'moduleTitle', width: 120 },
    { title: t('opsstats.ui.resource'), dataIndex: 'resourceTitle', width: 180 },
    { title: t('opsstats.ui.month'), dataIndex: 'month', width: 90 },
    { title: t('opsstats.ui.count'), dataIndex: 'count', width: 90, align: 'right' },
    { title: t('opsstats.ui.reporters'), dataIndex: 'reporters', width: 90, align: 'right' },
    { title: t('opsstats.ui.firstAt'), dataIndex: 'firstAt', width: 150, render: timeText },
    { title: t('opsstats.ui.lastAt'), dataIndex: 'lastAt', width: 150, render: timeText },
    {
      title: t('opsstats.ui.details'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button size="small" onClick={() => setLine(r)} data-testid={`ops-report-open-${r.qyId}-${r.resource}-${r.month}`}>
          {t('opsstats.ui.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={heading} data-testid="ops-report">
      <OpsFilterBar
        testId="ops-report"
        loadEnterprises={loadEnterprises}
        onSearch={(v) => {
          setPage(1);
          setQuery(filterOf(v));
        }}
        onExport={() => exportOps('report-ledger', query)}
        extra={
          <Form.Item name="module" label={t('opsstats.ui.module')}>
            <Select
              allowClear
              placeholder={t('opsstats.ui.allModules')}
              style={{ width: 160 }}
              options={LEDGER_MODULES.map((m) => ({ value: m.key, label: m.title }))}
              data-testid="ops-report-module"
            />
          </Form.Item>
        }
      />
      {failed ? (
        <Result status="warning" title={t('opsstats.ui.loadFailed')} extra={<Button onClick={() => void run(query, page)}>{t('opsstats.ui.retry')}</Button>} />
      ) : (
        <Table
          rowKey={(r) => `${r.qyId}-${r.resource}-${r.month}`}
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
          data-testid="ops-report-table"
        />
      )}
      <LineRecords line={line} load={loadRecords} onClose={() => setLine(null)} />
    </Card>
  );
}
