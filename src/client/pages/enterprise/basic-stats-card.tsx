import { Card, Col, Row, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { basicStats, type BasicStats } from './groups-api.ts';
import { g } from './groups-text.ts';

/** 基础数据统计 on 企业详情 (issue 24 item 3, `GET /u-basic/statistics`): the enterprise's records per basic-data resource. */
export function BasicStatsCard({ qyId }: { qyId: number }) {
  const [stats, setStats] = useState<BasicStats | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    basicStats(qyId)
      .then((s) => live && setStats(s))
      .catch(() => live && setStats(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [qyId]);

  return (
    <Card
      title={g('groups.ui.statsTitle')}
      loading={loading}
      extra={stats ? g('groups.ui.statsTotal', { total: stats.total }) : null}
      data-testid="basic-stats"
    >
      <Row gutter={[16, 16]}>
        {(stats?.rows ?? []).map((r) => (
          <Col key={r.key} xs={12} md={8} xl={4}>
            <Statistic title={r.title} value={r.count} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
