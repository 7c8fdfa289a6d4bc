import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime, relativeTime } from '../../../domain/format.ts';
import type { InboxItem } from '../../../domain/inbox-item.ts';
import type { InboxAnswer } from '../../api/inbox-api.ts';
import { inboxPage } from '../early-inbox.ts';
import { useInboxStore } from '../../shell/inbox-store.ts';
import { PhonePageFrame } from '../phone-page.tsx';
import { hasMore, inboxTarget, mergeInboxPage, PHONE_INBOX_PAGE_SIZE } from '../phone-inbox.ts';
import { PULL_THRESHOLD, usePullRefresh } from '../use-pull-refresh.ts';
import { markFirstScreen } from '../first-screen.ts';
import { PlainButton } from '../plain/plain-button.tsx';
import { PlainEmpty } from '../plain/plain-empty.tsx';
import { PlainIcon } from '../plain/plain-icon.tsx';
import { PlainResult } from '../plain/plain-result.tsx';
import { PlainSkeleton } from '../plain/plain-skeleton.tsx';
import { PlainTag } from '../plain/plain-tag.tsx';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

export interface InboxPageProps {
  /** One page of the inbox (GET /workflow/inbox by default, page 1 perhaps asked for early; stories pass a fake). */
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
            <PlainTag key={tag} tone="blue">
              {tag}
            </PlainTag>
          ))}
          {item.dueAt && <PlainTag tone={late ? 'red' : 'orange'}>{late ? t('mshell.inbox.overdue') : t('mshell.inbox.due', { time: formatTime(item.dueAt, 'MM-DD HH:mm') })}</PlainTag>}
          <span title={formatTime(item.since, 'YYYY-MM-DD HH:mm')}>{relativeTime(item.since)}</span>
        </span>
      </span>
      <PlainIcon icon={RightOutlined} className="zm-item-arrow" />
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
export default function InboxPage({ load = inboxPage }: InboxPageProps) {
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
  // The shell's first screen is shown once the first page has answered (or failed): the rest of the code may load.
  useEffect(() => {
    if (state.status !== 'loading') markFirstScreen();
  }, [state.status]);
  const refresh = () => {
    if (!busy) fetchPage(1);
  };
  const pull = usePullRefresh(refresh);
  const title = t('mshell.tab.home');
  let body;
  if (state.status === 'loading') body = <PlainSkeleton rows={6} label={t('mshell.loading')} />;
  else if (state.status === 'failed') {
    body = <PlainResult title={t('mshell.loadFailed')} extra={<PlainButton onClick={refresh}>{t('mshell.retry')}</PlainButton>} />;
  } else if (state.items.length === 0) body = <PlainEmpty description={t('mshell.inbox.empty')} />;
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
          <PlainButton className="zm-more" loading={busy} loadingLabel={t('mshell.loading')} onClick={() => fetchPage(state.page + 1)}>
            {t('mshell.loadMore')}
          </PlainButton>
        ) : (
          <p className="zm-note zm-end">{t('mshell.noMore')}</p>
        )}
      </>
    );
  }
  return (
    <PhonePageFrame
      title={title}
      extra={<PlainButton variant="text" icon={<PlainIcon icon={ReloadOutlined} spin={busy} />} aria-label={t('mshell.refresh')} onClick={refresh} />}
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
