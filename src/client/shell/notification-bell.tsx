import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useSessionStore } from '../stores/session-store.ts';
import { NotificationDialogHost } from './notification-dialog.tsx';
import { useNotificationStore } from './notification-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** How often the unread count is fetched again. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The notification bell (spec 000 §2): only for users linked to a staff record (renYuanId). The badge shows
 * the unread count, refreshed on open and every minute; a click opens the notification dialog.
 */
export function NotificationBell() {
  const renYuanId = useSessionStore((s) => s.userInfo?.renYuanId ?? null);
  const unread = useNotificationStore((s) => s.unread);

  useEffect(() => {
    if (renYuanId == null) return;
    const { refresh } = useNotificationStore.getState();
    void refresh();
    const timer = setInterval(() => void refresh(), UNREAD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [renYuanId]);

  if (renYuanId == null) return null;
  const count = unread ?? 0;
  return (
    <>
      <Tooltip title={t('shell.notify.title')}>
        <Button
          type="text"
          aria-label={count ? t('shell.notify.unreadCount', { count }) : t('shell.notify.title')}
          onClick={() => useNotificationStore.getState().openDialog()}
          icon={
            <Badge count={count} size="small" overflowCount={99} data-testid="notification-badge">
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Tooltip>
      <NotificationDialogHost />
    </>
  );
}
