// The filter bar the three screens of 运营统计 share: the month range, the enterprise (the server lists those the
// caller may see: every one for the platform administrator, their own for a read-only user), the screen's own
// fields, search, reset and export.
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { defaultRange, type MonthRange } from '../../../domain/ops-stats.ts';
import { opsEnterprises } from './ops-stats-api.ts';
import { t } from './ops-stats-text.ts';

export interface OpsFilterValues {
  months?: [Dayjs | null, Dayjs | null] | null;
  qyId?: number;
  [k: string]: unknown;
}

/** The range of the picker's values, or the default range (the last six months). */
export function rangeOfPicked(months: OpsFilterValues['months'], now = new Date()): MonthRange {
  const [a, b] = months ?? [];
  if (!a || !b) return defaultRange(now);
  return { from: a.format('YYYY-MM'), to: b.format('YYYY-MM') };
}

export function initialMonths(now = new Date()): [Dayjs, Dayjs] {
  const r = defaultRange(now);
  return [dayjs(`${r.from}-01`), dayjs(`${r.to}-01`)];
}

export interface OpsFilterBarProps {
  onSearch: (values: OpsFilterValues) => void;
  onExport: () => Promise<void>;
  /** The screen's own fields (Form.Items). */
  extra?: ReactNode;
  loadEnterprises?: () => Promise<{ id: number; qymc: string }[]>;
  testId: string;
}

export function OpsFilterBar({ onSearch, onExport, extra, loadEnterprises = opsEnterprises, testId }: OpsFilterBarProps) {
  const [form] = Form.useForm<OpsFilterValues>();
  const [enterprises, setEnterprises] = useState<{ id: number; qymc: string }[]>([]);
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    let live = true;
    loadEnterprises()
      .then((list) => live && setEnterprises(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadEnterprises]);
  const runExport = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The call has shown its failure.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Form form={form} layout="inline" initialValues={{ months: initialMonths() }} onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }} data-testid={`${testId}-filter`}>
      <Form.Item name="months" label={t('opsstats.ui.monthRange')}>
        <DatePicker.RangePicker picker="month" allowClear={false} data-testid={`${testId}-months`} />
      </Form.Item>
      <Form.Item name="qyId" label={t('opsstats.ui.enterprise')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('opsstats.ui.allEnterprises')}
          style={{ width: 200 }}
          options={enterprises.map((e) => ({ value: e.id, label: e.qymc }))}
          data-testid={`${testId}-enterprise`}
        />
      </Form.Item>
      {extra}
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
          {t('opsstats.ui.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch(form.getFieldsValue());
          }}
        >
          {t('opsstats.ui.reset')}
        </Button>
        <Button onClick={() => void runExport()} loading={exporting} data-testid={`${testId}-export`}>
          {t('opsstats.ui.export')}
        </Button>
      </Space>
    </Form>
  );
}
