import { Button, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardTile, TodoSource, TodoTile } from '../../domain/dashboard-tiles.ts';
import { listDashboardTiles } from '../api/dashboard-api.ts';
import { permitApi } from '../api/permit-api.ts';
import { DashboardTodo, type InboxPage } from './dashboard-todo.tsx';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** One paged API per kind of waiting work a todo tile names (TODO_SOURCES). */
const TODO_LOADERS: Readonly<Record<TodoSource, (pageIndex: number, pageSize: number) => Promise<InboxPage>>> = {
  'permit-todo': (pageIndex, pageSize) => permitApi.todo(pageIndex, pageSize),
};

export type TilesState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; tiles: DashboardTile[] };

/** The tiles of the caller's modules (GET /user/dashboard/tiles), loaded once per mount, with a retry on failure. */
export function useDashboardTiles(): TilesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TilesState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listDashboardTiles().then(
      (tiles) => live && setState({ status: 'ready', tiles }),
      () => live && setState({ status: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return state;
}

/** A todo tile: the waiting work of its source, in the workbench's card of waiting work. */
export function TodoTileCard({ tile }: { tile: TodoTile }) {
  return <DashboardTodo title={tile.title} load={TODO_LOADERS[tile.source]} emptyText={tile.emptyText ?? t('shell.dashboard.noTodo')} />;
}

/**
 * The count tiles as one card (数据概况): each the enterprise's number of records of a resource, opening the
 * page that lists them. Nothing when the modules declare no count tile; a retry when the tiles failed.
 */
export function DashboardCounts({ state }: { state: TilesState }) {
  if (state.status === 'loading') {
    return (
      <Card title={t('shell.dashboard.overview')} size="small">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    );
  }
  if (state.status === 'failed') {
    return (
      <Card title={t('shell.dashboard.overview')} size="small">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.dashboard.tilesFailed')}>
          <Button size="small" onClick={state.retry}>
            {t('shell.common.retry')}
          </Button>
        </Empty>
      </Card>
    );
  }
  const counts = state.tiles.filter((t) => t.type === 'count');
  if (!counts.length) return null;
  return (
    <Card title={t('shell.dashboard.overview')} size="small">
      <Row gutter={[12, 12]} role="list" aria-label={t('shell.dashboard.overview')}>
        {counts.map((t) => (
          <Col key={t.key} xs={12} sm={8} md={6} lg={4} role="listitem" data-tile={t.key}>
            <Link to={t.link} aria-label={`${t.title} ${t.count}${t.exact ? '' : '+'}`}>
              <Statistic title={t.title} value={t.count} suffix={t.exact ? undefined : '+'} />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
