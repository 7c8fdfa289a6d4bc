// 报警统计 (gyaq/statistics, docs/process-alarms.md): the alarm performance figures of ISA-18.2 / EEMUA 191 for a
// date range (the last 7 days by default) and a number of operators (the consoles of the alarm points when
// empty), as the module's statistics blocks (schemas/modules/gyaq/stats.json, source `process-alarms`).
import { Alert, Card, DatePicker, Flex, Form, InputNumber, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { gyaqZh } from '../../../domain/i18n/zh/gyaq.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { StatsPage } from '../../../runtime/stats/stats-page.tsx';
import { dataService } from '../../api/data-service-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(gyaqZh);

export default function AlarmStatisticsPage({ title }: Partial<ViewProps>) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [operators, setOperators] = useState<number | null>(null);
  const filters = useMemo(() => {
    const f: Record<string, string> = {};
    if (range?.[0]) f.from = range[0].format('YYYY-MM-DD');
    if (range?.[1]) f.to = range[1].format('YYYY-MM-DD');
    if (operators) f.operators = String(operators);
    return f;
  }, [range, operators]);
  return (
    <Flex vertical gap={16} data-testid="gyaq-statistics">
      <Card title={title || t('gyaq.ui.statistics')} size="small">
        <Flex vertical gap={12}>
          <Form layout="inline">
            <Form.Item label={t('gyaq.ui.range')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} value={range} onChange={(v) => setRange(v)} />
            </Form.Item>
            <Form.Item label={<Tooltip title={t('gyaq.ui.operatorsHint')}>{t('gyaq.ui.operators')}</Tooltip>}>
              <InputNumber min={1} max={50} precision={0} value={operators} onChange={(v) => setOperators(v)} placeholder={t('gyaq.ui.operatorsHint')} style={{ width: 220 }} />
            </Form.Item>
          </Form>
          <Alert type="info" showIcon message={t('gyaq.ui.benchmark')} />
        </Flex>
      </Card>
      <StatsPage client={dataService} module="gyaq" filters={filters} />
    </Flex>
  );
}
