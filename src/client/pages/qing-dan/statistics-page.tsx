// 清单统计 / 履职统计: the completion of the checklist tasks by person, post or department (GET
// /qing-dan/completion: tasks, done, overdue, rate with two decimals or a dash) above the module's statistics
// blocks (schemas/modules/qing-dan/stats.json).
import { Button, Card, Segmented, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { StatsPage } from '../../../runtime/stats/stats-page.tsx';
import { dataService } from '../../api/data-service-api.ts';
import { request } from '../../api/http.ts';

const t = textOf(fxfjgkZh);
type By = 'person' | 'post' | 'dept';
interface CompletionRow {
  key: string;
  label: string;
  total: number;
  done: number;
  missed: number;
  rate: string;
}
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: CompletionRow[] };

function Completion() {
  const [by, setBy] = useState<By>('person');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchRows = useCallback(async (b: By) => {
    setLoad({ status: 'loading' });
    try {
      const body = await request<CompletionRow[]>({ method: 'GET', url: '/qing-dan/completion', params: { by: b }, silent: true });
      setLoad({ status: 'ready', rows: body.data ?? [] });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void fetchRows(by);
  }, [fetchRows, by]);
  return (
    <Card
      title={t('fxfjgk.qd.page.completion')}
      style={{ marginBottom: 16 }}
      extra={
        <Segmented<By>
          value={by}
          onChange={setBy}
          options={[
            { value: 'person', label: t('fxfjgk.qd.page.byPerson') },
            { value: 'post', label: t('fxfjgk.qd.page.byPost') },
            { value: 'dept', label: t('fxfjgk.qd.page.byDept') },
          ]}
        />
      }
    >
      {load.status === 'failed' ? (
        <div>
          {t('fxfjgk.qd.page.failed')} <Button onClick={() => void fetchRows(by)}>{t('fxfjgk.qd.page.retry')}</Button>
        </div>
      ) : (
        <Table<CompletionRow>
          data-testid="qd-completion"
          rowKey="key"
          size="small"
          loading={load.status === 'loading'}
          dataSource={load.status === 'ready' ? load.rows : []}
          locale={{ emptyText: t('fxfjgk.qd.page.noData') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'label', dataIndex: 'label', title: t('fxfjgk.qd.page.colKey') },
            { key: 'total', dataIndex: 'total', title: t('fxfjgk.qd.page.colTotal'), width: 100 },
            { key: 'done', dataIndex: 'done', title: t('fxfjgk.qd.page.colDone'), width: 100 },
            { key: 'missed', dataIndex: 'missed', title: t('fxfjgk.qd.page.colMissed'), width: 100 },
            { key: 'rate', dataIndex: 'rate', title: t('fxfjgk.qd.page.colRate'), width: 120 },
          ]}
        />
      )}
    </Card>
  );
}

export default function QingDanStatisticsPage() {
  return <StatsPage client={dataService} module="qing-dan" header={<Completion />} />;
}
