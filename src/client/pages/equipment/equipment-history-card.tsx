// 设备履历 (设备详情, issue 18 item 1): a device's history as one timeline, newest first, paged by the server
// (GET /equipment/history): patrols, repairs, maintenance, start-stop records and shutdowns, overhaul items and
// records, hidden dangers; each event links to the page of its record.
import { useEffect, useState } from 'react';
import { Alert, Card, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { EquipmentHistoryEvent, EquipmentHistoryKind, EquipmentHistoryPage } from '../../../domain/equipment-history.ts';
import { xjxcZh } from '../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { Pager } from '../../components/pager.tsx';

const t = textOf(xjxcZh);

const COLOR: Record<EquipmentHistoryKind, string> = {
  patrol: 'blue',
  repair: 'orange',
  maintenance: 'cyan',
  'start-stop': 'geekblue',
  shutdown: 'purple',
  'overhaul-item': 'gold',
  'overhaul-record': 'green',
  'hidden-danger': 'red',
};

export type LoadEquipmentHistory = (equipmentId: number, page: number, limit: number) => Promise<EquipmentHistoryPage>;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: EquipmentHistoryPage };

export interface EquipmentHistoryCardProps {
  equipmentId: number;
  load: LoadEquipmentHistory;
  /** Events per page (default 20). */
  pageSize?: number;
}

function EventLine({ event }: { event: EquipmentHistoryEvent }) {
  return (
    <Flex gap={8} wrap align="center" data-testid="history-event" data-kind={event.kind}>
      <Typography.Text type="secondary" style={{ minWidth: 150 }}>
        {event.at ?? t('xjxc.history.noDate')}
      </Typography.Text>
      <Tag color={COLOR[event.kind]}>{t(`xjxc.history.kind.${event.kind}`)}</Tag>
      <Link to={event.path}>{event.title}</Link>
      {event.state && <Tag>{event.state}</Tag>}
      {event.abnormal ? <Tag color="red">{t('xjxc.history.abnormal', { count: event.abnormal })}</Tag> : null}
    </Flex>
  );
}

export function EquipmentHistoryCard({ equipmentId, load, pageSize: initialSize = 20 }: EquipmentHistoryCardProps) {
  const [paging, setPaging] = useState({ page: 1, size: initialSize });
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(equipmentId, paging.page, paging.size).then(
      (value) => live && setState({ status: 'ready', value }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [equipmentId, load, paging]);
  return (
    <Card size="small" data-testid="equipment-history">
      {state.status === 'loading' && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('xjxc.history.loading')} />
        </Flex>
      )}
      {state.status === 'failed' && <Alert type="warning" showIcon message={t('xjxc.history.failed')} />}
      {state.status === 'ready' && state.value.total === 0 && <Empty description={t('xjxc.history.none')} />}
      {state.status === 'ready' && state.value.rows.length > 0 && (
        <Timeline
          style={{ paddingTop: 8 }}
          items={state.value.rows.map((event) => ({ key: `${event.kind}-${event.id}`, color: COLOR[event.kind], children: <EventLine event={event} /> }))}
        />
      )}
      {state.status === 'ready' && (
        <Pager
          total={state.value.total}
          page={paging.page}
          pageSize={paging.size}
          hidden={state.value.total <= paging.size && paging.page === 1}
          autoScroll={false}
          onChange={(page, size) => setPaging({ page, size })}
        />
      )}
    </Card>
  );
}
