import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useSessionStore } from '../stores/session-store.ts';
import { NotificationDialogHost } from './notification-dialog.tsx';
import { useNotificationStore } from './notification-store.ts';

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
      <Tooltip title="消息通知">
        <Button
          type="text"
          aria-label={count ? `消息通知，${count}条未读` : '消息通知'}
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
