import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, List, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime, relativeTime } from '../../domain/format.ts';
import type { InboxItem } from '../../domain/inbox-item.ts';
import { useNotificationStore } from './notification-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

export interface InboxPage {
  dataList: InboxItem[];
  total: number;
}

export interface DashboardTodoProps {
  title: string;
  /** One page of the waiting work (one API call). */
  load: (pageIndex: number, pageSize: number) => Promise<InboxPage>;
  emptyText: string;
  pageSize?: number;
}

/** How many rows a page of the card shows. */
export const TODO_PAGE_SIZE = 5;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: InboxPage };

/**
 * The workbench's card of waiting work: the count, one row per item (title, tags, what to do, summary,
 * waiting since) opening its record, paged, with loading, empty and failed states. It reloads when the
 * notifications change (a record seen or acted on) and on 刷新.
 */
export function DashboardTodo({ title, load, emptyText, pageSize = TODO_PAGE_SIZE }: DashboardTodoProps) {
  const version = useNotificationStore((s) => s.version);
  const [pageIndex, setPageIndex] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(pageIndex, pageSize).then(
      (page) => {
        if (!live) return;
        // A page emptied by work done meanwhile: back to the last page that has rows.
        if (!page.dataList.length && page.total > 0 && pageIndex > 1) setPageIndex(Math.ceil(page.total / pageSize));
        else setState({ status: 'ready', page });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, pageIndex, pageSize, version, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const total = state.status === 'ready' ? state.page.total : 0;
  const heading = (
    <span>
      {title}{' '}
      <Badge count={total} showZero overflowCount={99} color={total ? undefined : '#d9d9d9'} style={{ marginInlineStart: 4 }} data-testid="todo-count" />
    </span>
  );
  const extra = (
    <Tooltip title={t('shell.common.refresh')}>
      <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={t('shell.dashboard.refreshNamed', { title })} onClick={reload} />
    </Tooltip>
  );

  return (
    <Card title={heading} extra={extra} size="small" aria-label={title} role="region">
      {state.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : state.status === 'failed' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.common.loadFailed')}>
          <Button size="small" onClick={reload}>
            {t('shell.common.retry')}
          </Button>
        </Empty>
      ) : state.page.dataList.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <List<InboxItem>
          size="small"
          dataSource={state.page.dataList}
          pagination={
            total > pageSize
              ? { current: pageIndex, pageSize, total, size: 'small', showSizeChanger: false, onChange: setPageIndex, showTotal: (n) => t('shell.common.total', { n }) }
              : false
          }
          renderItem={(item) => (
            <List.Item
              key={item.key}
              data-inbox-kind={item.kind}
              extra={
                <Tooltip title={t('shell.dashboard.waitingSince', { formatTime: formatTime(item.since, 'YYYY-MM-DD HH:mm') })}>
                  <Typography.Text type="secondary" data-testid="todo-since">
                    {relativeTime(item.since)}
                  </Typography.Text>
                </Tooltip>
              }
            >
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <Space size={4} wrap>
                  <Link to={item.link}>{item.title}</Link>
                  {item.tags.map((t) => (
                    <Tag key={t} color="blue">
                      {t}
                    </Tag>
                  ))}
                </Space>
                <Typography.Text>{item.action}</Typography.Text>
                {item.summary && (
                  <Typography.Text type="secondary" ellipsis>
                    {item.summary}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
