import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store.ts';
import { INBOX_CARD_ID } from './dashboard-inbox.tsx';
import { useInboxStore } from './inbox-store.ts';
import { UNREAD_REFRESH_MS } from './notification-bell.tsx';
import { useNotificationStore } from './notification-store.ts';
import { inboxZh } from '../../domain/i18n/zh/inbox.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(inboxZh);

/**
 * The inbox's count beside the bell (issue 14 item 7): how many items wait for the person across modules
 * (GET /workflow/inbox/count), refreshed like the bell (on sign-in, every minute, and when the notifications
 * change); a click opens the workbench at its 待办 card.
 */
export function InboxCount() {
  const signedIn = useSessionStore((s) => s.userInfo != null);
  const version = useNotificationStore((s) => s.version);
  const count = useInboxStore((s) => s.count) ?? 0;
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const { refresh } = useInboxStore.getState();
    void refresh();
    const timer = setInterval(() => void refresh(), UNREAD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, version]);

  if (!signedIn) return null;
  const open = () => {
    navigate('/dashboard');
    // Already on the workbench: bring the card into view.
    setTimeout(() => document.getElementById(INBOX_CARD_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 0);
  };
  return (
    <Tooltip title={t('inbox.count.title')}>
      <Button
        type="text"
        aria-label={count ? t('inbox.count.label', { count }) : t('inbox.count.title')}
        onClick={open}
        icon={
          <Badge count={count} size="small" overflowCount={99} data-testid="inbox-badge">
            <CarryOutOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Tooltip>
  );
}
