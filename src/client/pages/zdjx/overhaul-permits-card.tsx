// The special-work permits raised for an overhaul plan (GET /zdjx/permits?planId=): the permits its items name, each
// with its kind, state, planned window and item. Shown on 检修详情 below the plan's items and shutdowns.
import { useEffect, useState } from 'react';
import { Alert, Card, Table, Tag } from 'antd';
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import type { OverhaulPermit } from '../../../domain/zdjx-overhaul.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(xjxcZh);

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: OverhaulPermit[] };

export interface OverhaulPermitsCardProps {
  planId: number | null;
  load: (planId: number) => Promise<OverhaulPermit[]>;
}

export function OverhaulPermitsCard({ planId, load }: OverhaulPermitsCardProps) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    if (planId === null) {
      setState({ status: 'ready', rows: [] });
      return;
    }
    setState({ status: 'loading' });
    load(planId).then(
      (rows) => live && setState({ status: 'ready', rows }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [planId, load]);
  return (
    <Card size="small" title={t('xjxc.page.permits')} data-testid="overhaul-permits">
      {state.status === 'failed' ? (
        <Alert type="warning" showIcon message={t('xjxc.page.permitsFailed')} />
      ) : (
        <Table<OverhaulPermit>
          size="small"
          rowKey={(r) => `${r.itemId}-${r.id}`}
          loading={state.status === 'loading'}
          dataSource={state.status === 'ready' ? state.rows : []}
          pagination={false}
          locale={{ emptyText: t('xjxc.page.permitsNone') }}
          columns={[
            { title: t('xjxc.page.permitNumber'), dataIndex: 'number', width: 190 },
            { title: t('xjxc.page.permitKind'), dataIndex: 'kindName', width: 140 },
            { title: t('xjxc.page.permitState'), dataIndex: 'stateName', width: 100, render: (v: string) => <Tag>{v}</Tag> },
            {
              title: t('xjxc.page.permitWindow'),
              key: 'window',
              width: 300,
              render: (_: unknown, r) => (r.plannedStart ? `${r.plannedStart} ~ ${r.plannedEnd ?? ''}` : '-'),
            },
            { title: t('xjxc.page.permitItem'), dataIndex: 'itemContent', ellipsis: true },
          ]}
        />
      )}
    </Card>
  );
}
