import type { NavigateFunction } from 'react-router-dom';
import { notificationLink, type RiskWarning } from './notification-link.ts';
import { useNotificationStore } from './notification-store.ts';

/**
 * Views a notification: marks it read when it is unread (a failure there is shown by the API client and
 * does not stop the navigation), closes the dialog and opens the item's page.
 */
export async function viewWarning(row: RiskWarning, navigate: NavigateFunction): Promise<void> {
  const store = useNotificationStore.getState();
  if (row.status === 'NEW') await store.markRead([row.id]).catch(() => undefined);
  store.closeDialog();
  const link = notificationLink(row);
  if (link) navigate(link);
}
