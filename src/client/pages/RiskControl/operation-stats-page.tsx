import { Button, Card, Col, Empty, Result, Row, Spin, Statistic, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChartDrawer } from '../../../runtime/stats/stats-chart.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { exportOps, operationStats, type OperationAnswer, type OperationRow, type OpsFilter } from './ops-stats-api.ts';
import { OpsChart, pieOption, seriesOption } from './ops-chart.tsx';
import { OpsFilterBar, rangeOfPicked, type OpsFilterValues } from './ops-filter-bar.tsx';
import { kindName, rateText, t } from './ops-stats-text.ts';

export interface OperationStatsPageProps extends Partial<ViewProps> {
  /** Stories and tests: the calls and the chart drawer. */
  load?: (q: OpsFilter) => Promise<OperationAnswer | null>;
  loadEnterprises?: () => Promise<{ id: number; qymc: string }[]>;
  drawer?: ChartDrawer;
}

function filterOf(v: OpsFilterValues): OpsFilter {
  return { ...rangeOfPicked(v.months), qyId: v.qyId };
}

/**
 * 企业运营统计 (component `RiskControl/OperationalStatistics`, issue 24 item 5): per enterprise and month, logins,
 * permits by kind and state, hidden dangers found and closed, scheduled tasks done on time; figures, the monthly
 * trend, the enterprises compared, the table with its totals, and the export. The route lets its content
 * overflow visibly (spec 000 §2, router/main-overflow.ts). For the platform administrator and read-only users.
 */
export default function OperationStatsPage({ title, load = operationStats, loadEnterprises, drawer }: OperationStatsPageProps) {
  const heading = title || t('opsstats.ui.operationTitle');
  usePageTitle(heading);
  const [query, setQuery] = useState<OpsFilter>(() => filterOf({}));
  const [answer, setAnswer] = useState<OperationAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = useCallback(
    async (q: OpsFilter) => {
      setLoading(true);
      try {
        setAnswer(await load(q));
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
    void run(query);
  }, [run, query]);

  const charts = useMemo(() => {
    if (!answer) return null;
    const monthly = seriesOption(answer.months, [
      { name: t('opsstats.ui.logins'), data: answer.byMonth.map((r) => r.logins) },
      { name: t('opsstats.ui.permits'), data: answer.byMonth.map((r) => r.permits) },
      { name: t('opsstats.ui.dangersFound'), data: answer.byMonth.map((r) => r.dangersFound) },
      { name: t('opsstats.ui.tasksOnTime'), data: answer.byMonth.map((r) => r.tasksOnTime), type: 'line' },
    ]);
    const per = new Map<number, OperationRow[]>();
    for (const r of answer.rows) per.set(r.qyId, [...(per.get(r.qyId) ?? []), r]);
    const names = [...per.values()].map((rs) => rs[0].qymc);
    const sum = (f: 'logins' | 'permits' | 'dangersFound' | 'tasks') => [...per.values()].map((rs) => rs.reduce((n, r) => n + r[f], 0));
    const enterprises = seriesOption(names, [
      { name: t('opsstats.ui.logins'), data: sum('logins') },
      { name: t('opsstats.ui.permits'), data: sum('permits') },
      { name: t('opsstats.ui.dangersFound'), data: sum('dangersFound') },
      { name: t('opsstats.ui.tasks'), data: sum('tasks') },
    ]);
    const kinds = pieOption(Object.entries(answer.totals.permitsByKind).map(([k, n]) => ({ name: kindName(k), value: n })));
    return { monthly, enterprises, kinds };
  }, [answer]);

  const columns: ColumnsType<OperationRow> = [
    { title: t('opsstats.ui.enterprise'), dataIndex: 'qymc', width: 180, fixed: 'left' },
    { title: t('opsstats.ui.month'), dataIndex: 'month', width: 90 },
    { title: t('opsstats.ui.logins'), dataIndex: 'logins', width: 90, align: 'right' },
    { title: t('opsstats.ui.loginUsers'), dataIndex: 'loginUsers', width: 90, align: 'right' },
    {
      title: t('opsstats.ui.permits'),
      dataIndex: 'permits',
      width: 90,
      align: 'right',
      render: (n: number, r) => (
        <Tooltip title={Object.entries(r.permitsByKind).map(([k, c]) => `${kindName(k)} ${c}`).join(t('opsstats.ui.sep')) || undefined}>
          <span>{n}</span>
        </Tooltip>
      ),
    },
    { title: t('opsstats.ui.dangersFound'), dataIndex: 'dangersFound', width: 90, align: 'right' },
    { title: t('opsstats.ui.dangersClosed'), dataIndex: 'dangersClosed', width: 90, align: 'right' },
    { title: t('opsstats.ui.closeRate'), width: 90, align: 'right', render: (_, r) => rateText(r.dangersClosed, r.dangersFound) },
    { title: t('opsstats.ui.tasks'), dataIndex: 'tasks', width: 100, align: 'right' },
    { title: t('opsstats.ui.tasksDone'), dataIndex: 'tasksDone', width: 90, align: 'right' },
    { title: t('opsstats.ui.tasksOnTime'), dataIndex: 'tasksOnTime', width: 90, align: 'right' },
    { title: t('opsstats.ui.onTimeRate'), width: 100, align: 'right', render: (_, r) => rateText(r.tasksOnTime, r.tasks) },
  ];

  const totals = answer?.totals;
  return (
    <Card title={heading} data-testid="ops-operation">
      <OpsFilterBar
        testId="ops-operation"
        loadEnterprises={loadEnterprises}
        onSearch={(v) => setQuery(filterOf(v))}
        onExport={() => exportOps('operation', query)}
      />
      {failed ? (
        <Result status="warning" title={t('opsstats.ui.loadFailed')} extra={<Button onClick={() => void run(query)}>{t('opsstats.ui.retry')}</Button>} />
      ) : (
        <Spin spinning={loading}>
          {totals && (
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="ops-operation-figures">
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.logins')} value={totals.logins} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.permits')} value={totals.permits} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.dangersFound')} value={totals.dangersFound} suffix={`/ ${t('opsstats.ui.dangersClosed')} ${totals.dangersClosed}`} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.closeRate')} value={rateText(totals.dangersClosed, totals.dangersFound)} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.onTimeRate')} value={rateText(totals.tasksOnTime, totals.tasks)} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Statistic title={t('opsstats.ui.cardEnterprises')} value={answer.enterprises} />
              </Col>
            </Row>
          )}
          {charts && answer && answer.rows.length > 0 && (
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={24} xl={14}>
                <Card size="small" title={t('opsstats.ui.chartMonthly')}>
                  <OpsChart option={charts.monthly} title={t('opsstats.ui.chartMonthly')} drawer={drawer} testId="ops-chart-monthly" />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <Card size="small" title={t('opsstats.ui.chartKinds')}>
                  <OpsChart option={charts.kinds} title={t('opsstats.ui.chartKinds')} drawer={drawer} testId="ops-chart-kinds" />
                </Card>
              </Col>
              <Col span={24}>
                <Card size="small" title={t('opsstats.ui.chartEnterprises')}>
                  <OpsChart option={charts.enterprises} title={t('opsstats.ui.chartEnterprises')} drawer={drawer} testId="ops-chart-enterprises" />
                </Card>
              </Col>
            </Row>
          )}
          <Table
            rowKey={(r) => `${r.qyId}-${r.month}`}
            size="small"
            columns={columns}
            dataSource={answer?.rows ?? []}
            scroll={{ x: 1200 }}
            locale={{ emptyText: <Empty description={t('opsstats.ui.empty')} /> }}
            pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => t('opsstats.ui.total', { total: n }) }}
            data-testid="ops-operation-table"
            summary={() =>
              totals && answer && answer.rows.length > 0 ? (
                <Table.Summary fixed>
                  <Table.Summary.Row data-testid="ops-operation-totals">
                    <Table.Summary.Cell index={0}>{t('opsstats.ui.totalsRow')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>{`${answer.range.from} ~ ${answer.range.to}`}</Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">{totals.logins}</Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">{totals.loginUsers}</Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">{totals.permits}</Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">{totals.dangersFound}</Table.Summary.Cell>
                    <Table.Summary.Cell index={6} align="right">{totals.dangersClosed}</Table.Summary.Cell>
                    <Table.Summary.Cell index={7} align="right">{rateText(totals.dangersClosed, totals.dangersFound)}</Table.Summary.Cell>
                    <Table.Summary.Cell index={8} align="right">{totals.tasks}</Table.Summary.Cell>
                    <Table.Summary.Cell index={9} align="right">{totals.tasksDone}</Table.Summary.Cell>
                    <Table.Summary.Cell index={10} align="right">{totals.tasksOnTime}</Table.Summary.Cell>
                    <Table.Summary.Cell index={11} align="right">{rateText(totals.tasksOnTime, totals.tasks)}</Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        </Spin>
      )}
    </Card>
  );
}
