// 隐患统计 (yhpc/statistics): the figures of today (GET /yhpc/hidden-danger/summary: found, closed, overdue, under
// supervision, the on-time rectification rate with two decimals or a dash) above the module's statistics blocks
// (schemas/modules/yhpc/stats.json: found and closed by month, by level, source, department and state).
import { Button, Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { yhpcZh } from '../../../domain/i18n/zh/yhpc.ts';
import type { HiddenDangerSummary } from '../../../domain/yhpc-hidden-danger-rules.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { StatsPage } from '../../../runtime/stats/stats-page.tsx';
import { dataService } from '../../api/data-service-api.ts';
import { request } from '../../api/http.ts';

const t = textOf(yhpcZh);
const SUMMARY_URL = '/yhpc/hidden-danger/summary';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: HiddenDangerSummary };

function SummaryCards() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchSummary = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const body = await request<HiddenDangerSummary>({ method: 'GET', url: SUMMARY_URL, silent: true });
      setLoad(body.data ? { status: 'ready', summary: body.data } : { status: 'failed' });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void fetchSummary();
  }, [fetchSummary]);
  if (load.status === 'failed') {
    return (
      <Card style={{ marginBottom: 16 }}>
        {t('yhpc.stats.failed')} <Button onClick={() => void fetchSummary()}>{t('yhpc.stats.retry')}</Button>
      </Card>
    );
  }
  const s = load.status === 'ready' ? load.summary : null;
  const figure = (key: string, title: string, value: string | number | undefined, color?: string) => (
    <Col xs={12} md={8} xl={4} key={key}>
      <Card size="small" loading={!s} data-testid={`yhpc-summary-${key}`}>
        <Statistic title={title} value={value ?? '-'} valueStyle={color ? { color } : undefined} />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figure('found', t('yhpc.stats.found'), s?.found)}
      {figure('closed', t('yhpc.stats.closed'), s?.closed, '#389e0d')}
      {figure('overdue', t('yhpc.stats.overdue'), s?.overdue, '#cf1322')}
      {figure('supervised', t('yhpc.stats.major'), s?.supervised, '#d4380d')}
      <Col xs={24} md={16} xl={8} key="rate">
        <Tooltip title={t('yhpc.stats.rateHint')}>
          <Card size="small" loading={!s} data-testid="yhpc-summary-rate">
            <Statistic title={t('yhpc.stats.rate')} value={s?.rate ?? '-'} suffix={s && s.due > 0 ? `(${s.onTime} / ${s.due})` : undefined} />
          </Card>
        </Tooltip>
      </Col>
    </Row>
  );
}

export default function YhpcStatisticsPage() {
  return <StatsPage client={dataService} module="yhpc" header={<SummaryCards />} />;
}
