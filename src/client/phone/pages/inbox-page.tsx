import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime, relativeTime } from '../../../domain/format.ts';
import type { InboxItem } from '../../../domain/inbox-item.ts';
import { inboxApi, type InboxAnswer } from '../../api/inbox-api.ts';
import { useInboxStore } from '../../shell/inbox-store.ts';
import { PhonePageFrame } from '../phone-page.tsx';
import { hasMore, inboxTarget, mergeInboxPage, PHONE_INBOX_PAGE_SIZE } from '../phone-inbox.ts';
import { PULL_THRESHOLD, usePullRefresh } from '../use-pull-refresh.ts';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

export interface InboxPageProps {
  /** One page of the inbox (GET /workflow/inbox by default; stories pass a fake). */
  load?: (pageIndex: number, pageSize: number) => Promise<InboxAnswer>;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: InboxItem[]; total: number; page: number };

function ItemBody({ item }: { item: InboxItem }) {
  const late = item.dueAt ? Date.parse(item.dueAt) < Date.now() : false;
  return (
    <>
      <span className="zm-item-main">
        <span className="zm-item-title">{item.title}</span>
        <span className="zm-item-action">{item.action}</span>
        {item.summary && <span className="zm-item-summary">{item.summary}</span>}
        <span className="zm-item-meta">
          {item.tags.map((tag) => (
            <Tag key={tag} color="blue">
              {tag}
            </Tag>
          ))}
          {item.dueAt && <Tag color={late ? 'red' : 'orange'}>{late ? t('mshell.inbox.overdue') : t('mshell.inbox.due', { time: formatTime(item.dueAt, 'MM-DD HH:mm') })}</Tag>}
          <span title={formatTime(item.since, 'YYYY-MM-DD HH:mm')}>{relativeTime(item.since)}</span>
        </span>
      </span>
      <RightOutlined className="zm-item-arrow" aria-hidden />
    </>
  );
}

/** One row: a phone record page, or (a permit) the desktop's page in the same tab. */
function InboxRow({ item }: { item: InboxItem }) {
  const target = inboxTarget(item);
  return (
    <li data-inbox-kind={item.kind} data-testid="phone-inbox-item">
      {target.kind === 'phone' ? (
        <Link className="zm-item" to={target.path}>
          <ItemBody item={item} />
        </Link>
      ) : (
        <a className="zm-item" href={target.href}>
          <ItemBody item={item} />
        </a>
      )}
    </li>
  );
}

/**
 * 待办, the shell's home (issue 15 item 1): what waits for the person (GET /workflow/inbox), newest first, a page
 * at a time under 加载更多; 刷新 in the header or a pull from the top loads it again. Loading, empty and failed
 * states; a row opens the record's phone page.
 */
export default function InboxPage({ load = inboxApi.list }: InboxPageProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const fetchPage = useCallback(
    (page: number) => {
      setBusy(true);
      load(page, PHONE_INBOX_PAGE_SIZE).then(
        (answer) => {
          setBusy(false);
          if (page === 1) useInboxStore.getState().set(answer.total);
          setState((s) => ({
            status: 'ready',
            items: mergeInboxPage(s.status === 'ready' ? s.items : [], answer.dataList, page),
            total: answer.total,
            page,
          }));
        },
        () => {
          setBusy(false);
          setState((s) => (s.status === 'ready' && page > 1 ? s : { status: 'failed' }));
        },
      );
    },
    [load],
  );
  useEffect(() => fetchPage(1), [fetchPage]);
  const refresh = () => {
    if (!busy) fetchPage(1);
  };
  const pull = usePullRefresh(refresh);
  const title = t('mshell.tab.home');
  let body;
  if (state.status === 'loading') body = <Skeleton active paragraph={{ rows: 6 }} title={false} className="zm-pad" />;
  else if (state.status === 'failed') {
    body = <Result status="warning" title={t('mshell.loadFailed')} extra={<Button onClick={refresh}>{t('mshell.retry')}</Button>} />;
  } else if (state.items.length === 0) body = <Empty className="zm-pad" description={t('mshell.inbox.empty')} />;
  else {
    body = (
      <>
        <p className="zm-note">{t('mshell.inbox.total', { n: state.total })}</p>
        <ul className="zm-list" aria-label={title} data-testid="phone-inbox">
          {state.items.map((item) => (
            <InboxRow key={item.key} item={item} />
          ))}
        </ul>
        {hasMore(state.items.length, state.total) ? (
          <Button className="zm-more" loading={busy} onClick={() => fetchPage(state.page + 1)}>
            {t('mshell.loadMore')}
          </Button>
        ) : (
          <p className="zm-note zm-end">{t('mshell.noMore')}</p>
        )}
      </>
    );
  }
  return (
    <PhonePageFrame
      title={title}
      extra={<Button type="text" icon={<ReloadOutlined spin={busy} />} aria-label={t('mshell.refresh')} onClick={refresh} />}
    >
      <div {...pull.handlers}>
        {pull.pulled > 0 && (
          <p className="zm-note zm-pull" style={{ height: Math.min(pull.pulled, PULL_THRESHOLD * 1.5) }}>
            {pull.pulled >= PULL_THRESHOLD ? t('mshell.releaseToRefresh') : t('mshell.pullToRefresh')}
          </p>
        )}
        {body}
      </div>
    </PhonePageFrame>
  );
}
