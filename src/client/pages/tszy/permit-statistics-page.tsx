// 作业统计 (menu component tszy/permit-statistics): the index cards (GET /tszy/zuoYePiao/indexStats: in
// progress, awaiting my approval, expiring within 2 h, returned) and the counts by kind and by state (bars)
// and by month of the last 12 months (line), from GET /tszy/zuoYePiao/statistics.
import { Button, Card, Col, Flex, Result, Row, Spin, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { permitApi, type PermitIndexStats, type PermitStatistics } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { BarChart } from './charts/bar-chart.tsx';
import { LineChart } from './charts/line-chart.tsx';
import { reasonOf } from './permit-labels.ts';

type Load = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; stats: PermitStatistics; index: PermitIndexStats };

const CARDS: { key: keyof PermitIndexStats; title: string }[] = [
  { key: 'inProgress', title: '作业中' },
  { key: 'awaitingMyApproval', title: '待我审批' },
  { key: 'expiringIn2h', title: '2 小时内到期' },
  { key: 'returned', title: '被退回' },
];

export default function PermitStatisticsPage({ title }: Partial<ViewProps>) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    Promise.all([permitApi.statistics(), permitApi.indexStats()]).then(
      ([stats, index]) => live && setLoad({ status: 'ready', stats, index }),
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, '统计数据加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (load.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label="加载中" />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return <Result status="error" title="统计数据加载失败" subTitle={load.reason} extra={<Button onClick={() => setAttempt((a) => a + 1)}>重试</Button>} />;
  }
  const { stats, index } = load;
  const total = stats.byKind.reduce((n, k) => n + k.count, 0);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {CARDS.map((c) => (
          <Col key={c.key} xs={12} md={6}>
            <Card>
              <Statistic title={c.title} value={index[c.key]} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={`${title || '作业统计'}（共 ${total} 张）`}>
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={12}>
            <Card type="inner" title="按作业类型">
              <BarChart title="按作业类型" data={stats.byKind.map((k) => ({ label: k.name, value: k.count }))} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card type="inner" title="按状态">
              <BarChart title="按状态" color="#13c2c2" data={stats.byState.map((s) => ({ label: s.name, value: s.count }))} />
            </Card>
          </Col>
          <Col span={24}>
            <Card type="inner" title="近 12 个月">
              <LineChart title="近 12 个月" data={stats.byMonth.map((m) => ({ label: m.month, value: m.count }))} />
            </Card>
          </Col>
        </Row>
      </Card>
    </Flex>
  );
}
