// 区域工时 (rydw/regional-hours; docs/location.md): minutes per person per area on a chosen day, computed on the
// server from the day's positions (src/domain/rydw-regional-hours.ts); searchable by person or area.
import { Alert, Card, DatePicker, Input, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { getJson } from './rydw-api.ts';

const t = textOf(rydwZh);

interface Row {
  staffId: number;
  staffName: string;
  areaId: number;
  areaName: string;
  minutes: number;
}

export default function RegionalHoursPage({ title }: Partial<ViewProps>) {
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [q, setQ] = useState('');
  useEffect(() => {
    setRows(null);
    getJson<Row[]>(`/rydw/regional-hours?date=${day.format('YYYY-MM-DD')}`)
      .then(setRows)
      .catch(() => setFailed(true));
  }, [day]);
  const shown = useMemo(() => (rows ?? []).filter((r) => !q || r.staffName.includes(q) || r.areaName.includes(q)), [rows, q]);
  return (
    <Card data-testid="rydw-regional-hours">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title || t('rydw.ui.hours.title')}
      </Typography.Title>
      {failed && <Alert type="error" showIcon message={t('rydw.ui.hours.failed')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 12 }}>
        <DatePicker value={day} onChange={(d) => d && setDay(d)} allowClear={false} />
        <Input.Search placeholder={t('rydw.ui.hours.search')} allowClear onSearch={setQ} style={{ width: 220 }} />
      </Space>
      <Table<Row>
        rowKey={(r) => `${r.staffId}-${r.areaId}`}
        size="small"
        loading={rows === null && !failed}
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: t('rydw.ui.person'), dataIndex: 'staffName' },
          { title: t('rydw.ui.area'), dataIndex: 'areaName' },
          { title: t('rydw.ui.hours.minutes'), dataIndex: 'minutes', sorter: (a, b) => a.minutes - b.minutes, defaultSortOrder: 'descend' },
          { title: t('rydw.ui.hours.hours'), key: 'h', render: (_: unknown, r) => (r.minutes / 60).toFixed(2) },
        ]}
      />
    </Card>
  );
}
