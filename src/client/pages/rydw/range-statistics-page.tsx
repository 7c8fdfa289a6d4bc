// 范围统计 (rydw/range-statistics; docs/location.md): people in each area at each hour of a chosen day, as a table
// of hours with the busiest hour of each area marked.
import { Alert, Card, DatePicker, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { getJson } from './rydw-api.ts';

const t = textOf(rydwZh);

interface Stats {
  hours: number[];
  areas: { id: number; name: string; counts: number[] }[];
}

export default function RangeStatisticsPage({ title }: Partial<ViewProps>) {
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setStats(null);
    getJson<Stats>(`/rydw/range-statistics?date=${day.format('YYYY-MM-DD')}`)
      .then(setStats)
      .catch(() => setFailed(true));
  }, [day]);
  const hours = stats?.hours ?? [];
  return (
    <Card data-testid="rydw-range-statistics">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title || t('rydw.ui.range.title')}
      </Typography.Title>
      {failed && <Alert type="error" showIcon message={t('rydw.ui.range.failed')} style={{ marginBottom: 12 }} />}
      <DatePicker value={day} onChange={(d) => d && setDay(d)} allowClear={false} style={{ marginBottom: 12 }} />
      <Table
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={stats === null && !failed}
        dataSource={stats?.areas ?? []}
        pagination={false}
        columns={[
          { title: t('rydw.ui.area'), dataIndex: 'name', fixed: 'left', width: 140 },
          { title: t('rydw.ui.range.max'), key: 'max', width: 60, render: (_: unknown, a: Stats['areas'][number]) => Math.max(0, ...a.counts) },
          ...hours.map((h) => ({ title: t('rydw.ui.range.hour', { hour: String(h).padStart(2, '0') }), key: `h${h}`, width: 52, render: (_: unknown, a: Stats['areas'][number]) => a.counts[h] ?? 0 })),
        ]}
      />
    </Card>
  );
}
