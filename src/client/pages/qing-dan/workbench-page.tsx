// 清单工作台 (staff only, spec 000): the signed-in person's checklist tasks: counts by state (to do, in progress,
// done, overdue) and the open ones, each opening 任务详情 (/qing-dan/task-item/:id) to be filled item by item.
import { Button, Card, Col, Empty, Progress, Result, Row, Statistic, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { request } from '../../api/http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { useSessionStore } from '../../stores/session-store.ts';

const t = textOf(fxfjgkZh);
const LIST_URL = '/u-basic/checklist-task/list';
const PAGE_SIZE = 10;

type Row = Record<string, unknown> & { id: number };
type Counts = { pending: number; doing: number; done: number; missed: number };
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: Row[]; total: number; counts: Counts };

async function countOf(params: Record<string, unknown>): Promise<number> {
  const body = await request<{ total: number }>({ method: 'GET', url: LIST_URL, params: { ...params, page: 1, limit: 1 }, silent: true });
  return body.data?.total ?? 0;
}

export default function WorkbenchPage({ title }: Partial<ViewProps>) {
  const me = useSessionStore((s) => s.userInfo?.renYuanId ?? null);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchAll = useCallback(
    async (p: number) => {
      if (me === null) return;
      setLoad({ status: 'loading' });
      try {
        const mine = { assigneeId: me };
        const [open, pending, doing, done, missed] = await Promise.all([
          request<{ rows: Row[]; total: number }>({ method: 'GET', url: LIST_URL, params: { ...mine, missed: false, state: 'pending', page: p, limit: PAGE_SIZE, sort: 'dueAt', order: 'asc' }, silent: true }),
          countOf({ ...mine, state: 'pending', missed: false }),
          countOf({ ...mine, state: 'doing' }),
          countOf({ ...mine, state: 'done' }),
          countOf({ ...mine, state: 'pending', missed: true }),
        ]);
        const doingRows = p === 1 ? ((await request<{ rows: Row[] }>({ method: 'GET', url: LIST_URL, params: { ...mine, state: 'doing', page: 1, limit: PAGE_SIZE }, silent: true })).data?.rows ?? []) : [];
        setLoad({ status: 'ready', rows: [...doingRows, ...(open.data?.rows ?? [])], total: open.data?.total ?? 0, counts: { pending, doing, done, missed } });
      } catch {
        setLoad({ status: 'failed' });
      }
    },
    [me],
  );
  useEffect(() => {
    void fetchAll(page);
  }, [fetchAll, page]);

  if (me === null) return <Result status="info" title={t('fxfjgk.qd.page.workbench.empty')} />;
  if (load.status === 'failed') {
    return <Result status="warning" title={t('fxfjgk.qd.page.failed')} extra={<Button onClick={() => void fetchAll(page)}>{t('fxfjgk.qd.page.retry')}</Button>} />;
  }
  const c = load.status === 'ready' ? load.counts : null;
  const figure = (key: keyof Counts, color?: string) => (
    <Col xs={12} md={6} key={key}>
      <Card size="small" loading={!c} data-testid={`qd-count-${key}`}>
        <Statistic title={t(`fxfjgk.qd.page.workbench.${key}`)} value={c ? c[key] : '-'} valueStyle={color ? { color } : undefined} />
      </Card>
    </Col>
  );
  return (
    <div>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {figure('pending')}
        {figure('doing', '#1677ff')}
        {figure('done', '#389e0d')}
        {figure('missed', '#cf1322')}
      </Row>
      <Card title={title ? `${title} · ${t('fxfjgk.qd.page.workbench.myTasks')}` : t('fxfjgk.qd.page.workbench.myTasks')}>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={load.status === 'loading'}
          dataSource={load.status === 'ready' ? load.rows : []}
          locale={{ emptyText: <Empty description={t('fxfjgk.qd.page.workbench.empty')} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: load.status === 'ready' ? load.total : 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'name', title: t('fxfjgk.qd.page.colName'), render: (_: unknown, r: Row) => <Link to={`/qing-dan/task-item/${r.id}`}>{String(r.name ?? r.id)}</Link> },
            { key: 'period', title: t('fxfjgk.qd.page.colPeriod'), width: 140, render: (_: unknown, r: Row) => String(r.period ?? '') },
            { key: 'dueAt', title: t('fxfjgk.qd.page.colDue'), width: 170, render: (_: unknown, r: Row) => String(r.dueAt ?? '') },
            {
              key: 'progress',
              title: t('fxfjgk.qd.page.colProgress'),
              width: 160,
              render: (_: unknown, r: Row) => {
                const n = Number(r.itemCount ?? 0);
                const d = Number(r.doneCount ?? 0);
                return n > 0 ? <Progress size="small" percent={Math.round((d / n) * 100)} format={() => `${d}/${n}`} /> : <Tag>{'-'}</Tag>;
              },
            },
            { key: 'open', title: '', width: 80, render: (_: unknown, r: Row) => <Link to={`/qing-dan/task-item/${r.id}`}>{t('fxfjgk.qd.page.open')}</Link> },
          ]}
        />
      </Card>
    </div>
  );
}
