import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, List, Skeleton, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime, relativeTime } from '../../domain/format.ts';
import type { InboxItem } from '../../domain/inbox-item.ts';
import { MODULES, moduleTitle } from '../../domain/modules.ts';
import { inboxApi, type InboxAnswer } from '../api/inbox-api.ts';
import { useInboxStore } from './inbox-store.ts';
import { useNotificationStore } from './notification-store.ts';
import { inboxZh } from '../../domain/i18n/zh/inbox.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(inboxZh);
const ts = textOf(shellZh);

/** The id of the card, the target of the top bar's inbox count. */
export const INBOX_CARD_ID = 'dashboard-inbox';
/** How many rows a page of the card shows. */
export const INBOX_PAGE_SIZE = 5;
const ALL = '';
const BASIC = 'basic';

export interface DashboardInboxProps {
  /** One page of the inbox, of one module or all (one API call; GET /workflow/inbox by default). */
  load?: (pageIndex: number, pageSize: number, module?: string) => Promise<InboxAnswer>;
  pageSize?: number;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: InboxAnswer };

const ORDER = new Map(MODULES.map((m, i) => [m.key, i]));

/** The module's title; the shared basic data's items are 基础数据. */
function titleOfModule(key: string): string {
  return key === BASIC ? t('inbox.module.basic') : (moduleTitle(key) ?? key);
}

function DueTag({ dueAt }: { dueAt: string }) {
  const late = Date.parse(dueAt) < Date.now();
  return (
    <Tag color={late ? 'red' : 'orange'} data-testid="inbox-due">
      {late ? t('inbox.card.overdue') : t('inbox.card.due', { time: formatTime(dueAt, 'MM-DD HH:mm') })}
    </Tag>
  );
}

/**
 * The workbench's 待办 card (issue 14 item 7): what waits for the person across modules (GET /workflow/inbox):
 * a tab per module with its count, one row per item (title opening the record, tags, what to do, due time,
 * waiting since), paged, with loading, empty and failed states. It reloads when the notifications change (a
 * record acted on) and on 刷新, and keeps the top bar's count in step.
 */
export function DashboardInbox({ load = inboxApi.list, pageSize = INBOX_PAGE_SIZE }: DashboardInboxProps) {
  const version = useNotificationStore((s) => s.version);
  const [module, setModule] = useState(ALL);
  const [pageIndex, setPageIndex] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(pageIndex, pageSize, module || undefined).then(
      (answer) => {
        if (!live) return;
        useInboxStore.getState().set(Object.values(answer.byModule).reduce((a, b) => a + b, 0));
        // A page emptied by work done meanwhile: back to the last page that has rows.
        if (!answer.dataList.length && answer.total > 0 && pageIndex > 1) setPageIndex(Math.ceil(answer.total / pageSize));
        else setState({ status: 'ready', answer });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, pageIndex, pageSize, module, version, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const answer = state.status === 'ready' ? state.answer : null;
  const all = answer ? Object.values(answer.byModule).reduce((a, b) => a + b, 0) : 0;
  const title = t('inbox.card.title');
  const heading = (
    <span>
      {title}{' '}
      <Badge count={all} showZero overflowCount={999} color={all ? undefined : '#d9d9d9'} style={{ marginInlineStart: 4 }} data-testid="inbox-total" />
    </span>
  );
  const modules = answer ? Object.keys(answer.byModule).sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99)) : [];
  const tabs = [
    { key: ALL, label: t('inbox.card.tab', { module: t('inbox.card.all'), count: all }) },
    ...modules.map((m) => ({ key: m, label: t('inbox.card.tab', { module: titleOfModule(m), count: answer?.byModule[m] ?? 0 }) })),
  ];
  const choose = (key: string) => {
    setModule(key);
    setPageIndex(1);
  };

  return (
    <Card
      id={INBOX_CARD_ID}
      title={heading}
      extra={
        <Tooltip title={ts('shell.common.refresh')}>
          <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={ts('shell.dashboard.refreshNamed', { title })} onClick={reload} />
        </Tooltip>
      }
      size="small"
      aria-label={title}
      role="region"
    >
      {state.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : state.status === 'failed' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ts('shell.common.loadFailed')}>
          <Button size="small" onClick={reload}>
            {ts('shell.common.retry')}
          </Button>
        </Empty>
      ) : all === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.card.empty')} />
      ) : (
        <>
          <Tabs size="small" activeKey={module} onChange={choose} items={tabs} />
          <List<InboxItem>
            size="small"
            dataSource={state.answer.dataList}
            locale={{ emptyText: t('inbox.card.empty') }}
            pagination={
              state.answer.total > pageSize
                ? {
                    current: pageIndex,
                    pageSize,
                    total: state.answer.total,
                    size: 'small',
                    showSizeChanger: false,
                    onChange: setPageIndex,
                    showTotal: (n) => ts('shell.common.total', { n }),
                  }
                : false
            }
            renderItem={(item) => (
              <List.Item
                key={item.key}
                data-inbox-kind={item.kind}
                data-inbox-module={item.module}
                extra={
                  <Tooltip title={ts('shell.dashboard.waitingSince', { formatTime: formatTime(item.since, 'YYYY-MM-DD HH:mm') })}>
                    <Typography.Text type="secondary" data-testid="inbox-since">
                      {relativeTime(item.since)}
                    </Typography.Text>
                  </Tooltip>
                }
              >
                <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                  <Space size={4} wrap>
                    <Link to={item.link}>{item.title}</Link>
                    {module === ALL && <Tag>{titleOfModule(item.module)}</Tag>}
                    {item.tags.map((tag) => (
                      <Tag key={tag} color="blue">
                        {tag}
                      </Tag>
                    ))}
                    {item.dueAt && <DueTag dueAt={item.dueAt} />}
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
        </>
      )}
    </Card>
  );
}
