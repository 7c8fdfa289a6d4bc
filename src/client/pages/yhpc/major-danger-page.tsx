// 重大隐患 (yhpc/special-danger): the hidden dangers registered as 重大, each with whether it is still 挂牌督办 and
// how far its 治理方案 covers the 五落实; a title opens the ticket (the ledger's detail with its actions).
import { Button, Card, Result, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { yhpcZh } from '../../../domain/i18n/zh/yhpc.ts';
import { PLAN_FIELDS } from '../../../domain/yhpc-hidden-danger-rules.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { request } from '../../api/http.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(yhpcZh);
const LIST_URL = '/u-basic/hidden-danger/list';
const LEDGER = '/yhpc/ticket';
const PAGE_SIZE = 20;
const STATE_LABELS: Readonly<Record<string, [string, string]>> = {
  reported: [t('yhpc.state.reported'), 'blue'],
  rectifying: [t('yhpc.state.rectifying'), 'orange'],
  extending: [t('yhpc.state.extending'), 'purple'],
  accepting: [t('yhpc.state.accepting'), 'cyan'],
  closed: [t('yhpc.state.closed'), 'green'],
};

type Row = Record<string, unknown> & { id: number };
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: Row[]; total: number };

const planDone = (r: Row): number => PLAN_FIELDS.filter((f) => r[f] !== undefined && r[f] !== null && r[f] !== '').length;

export default function MajorDangerPage({ title }: Partial<ViewProps>) {
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchPage = useCallback(async (p: number) => {
    setLoad({ status: 'loading' });
    try {
      const body = await request<{ rows: Row[]; total: number }>({ method: 'GET', url: LIST_URL, params: { level: 'major', page: p, limit: PAGE_SIZE, sort: 'dueDate', order: 'asc' }, silent: true });
      setLoad({ status: 'ready', rows: body.data?.rows ?? [], total: body.data?.total ?? 0 });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void fetchPage(page);
  }, [fetchPage, page]);

  if (load.status === 'failed') {
    return <Result status="warning" title={t('yhpc.stats.failed')} extra={<Button onClick={() => void fetchPage(page)}>{t('yhpc.stats.retry')}</Button>} />;
  }
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={load.status === 'loading'}
        dataSource={load.status === 'ready' ? load.rows : []}
        locale={{ emptyText: t('yhpc.major.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: load.status === 'ready' ? load.total : 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'title', title: t('yhpc.major.colTitle'), render: (_: unknown, r: Row) => <Link to={`${LEDGER}?detail=${r.id}`}>{String(r.title ?? r.id)}</Link> },
          {
            key: 'state',
            title: t('yhpc.major.colState'),
            width: 120,
            render: (_: unknown, r: Row) => {
              const [label, color] = STATE_LABELS[String(r.state)] ?? [String(r.state ?? ''), 'default'];
              return <Tag color={color}>{label}</Tag>;
            },
          },
          { key: 'supervised', title: t('yhpc.major.colSupervised'), width: 110, render: (_: unknown, r: Row) => (r.supervised ? <Tag color="red">{t('yhpc.major.yes')}</Tag> : <Tag>{t('yhpc.major.no')}</Tag>) },
          { key: 'dueDate', title: t('yhpc.major.colDue'), width: 120, render: (_: unknown, r: Row) => String(r.dueDate ?? '') },
          {
            key: 'plan',
            title: t('yhpc.major.plan'),
            width: 160,
            render: (_: unknown, r: Row) => {
              const done = planDone(r);
              return done === 0 ? <Tag>{t('yhpc.major.planMissing')}</Tag> : <Tag color={done === PLAN_FIELDS.length ? 'green' : 'orange'}>{`${done} / ${PLAN_FIELDS.length}`}</Tag>;
            },
          },
        ]}
      />
    </Card>
  );
}
