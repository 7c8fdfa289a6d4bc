// 作业统计 (menu component tszy/permit-statistics): the index cards (GET /tszy/zuoYePiao/indexStats: in
// progress, awaiting my approval, expiring within 2 h, returned) above the tszy module's statistics blocks
// (schemas/modules/tszy/stats.json: by kind, by state, by month of the last 12 months), drawn by the data
// service's blocks like any module's statistics page.
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { statsuiZh } from '../../../domain/i18n/zh/statsui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { DataServiceClient } from '../../../runtime/stats/data-service-client.ts';
import type { ChartDrawer } from '../../../runtime/stats/stats-chart.tsx';
import { StatsPage } from '../../../runtime/stats/stats-page.tsx';
import { dataService } from '../../api/data-service-api.ts';
import { permitApi, type PermitIndexStats } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(statsuiZh);

const CARDS: { key: keyof PermitIndexStats; title: () => string }[] = [
  { key: 'inProgress', title: () => t('statsui.permits.inProgress') },
  { key: 'awaitingMyApproval', title: () => t('statsui.permits.awaitingMyApproval') },
  { key: 'expiringIn2h', title: () => t('statsui.permits.expiringIn2h') },
  { key: 'returned', title: () => t('statsui.permits.returned') },
];

/** The index cards; a failure leaves them out (the blocks below say their own). */
function IndexCards() {
  const [index, setIndex] = useState<PermitIndexStats | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    permitApi.indexStats().then(
      (v) => live && setIndex(v),
      () => live && setIndex('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (index === 'failed') return null;
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((c) => (
        <Col key={c.key} xs={12} md={6}>
          <Card>{index ? <Statistic title={c.title()} value={index[c.key]} /> : <Skeleton active paragraph={false} />}</Card>
        </Col>
      ))}
    </Row>
  );
}

export interface PermitStatisticsPageProps extends Partial<ViewProps> {
  /** The data service (the app's by default; stories and tests pass a fake). */
  client?: DataServiceClient;
  drawer?: ChartDrawer;
}

export default function PermitStatisticsPage({ client = dataService, drawer }: PermitStatisticsPageProps) {
  return <StatsPage client={client} module="tszy" header={<IndexCards />} drawer={drawer} />;
}
