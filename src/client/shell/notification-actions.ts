import type { NavigateFunction } from 'react-router-dom';
import { notificationLink, readOnRecordPage, type RiskWarning } from './notification-link.ts';
import { useNotificationStore } from './notification-store.ts';
import { usePermissionStore } from '../stores/permission-store.ts';

/**
 * Views a notification: closes the dialog and opens the item's page. A record page that marks its
 * notifications read once shown (the permit detail) does so itself; for the others, an unread one is marked
 * read here (a failure is shown by the API client and does not stop the navigation).
 */
export async function viewWarning(row: RiskWarning, navigate: NavigateFunction): Promise<void> {
  const store = useNotificationStore.getState();
  const { menu } = usePermissionStore.getState();
  if (row.status === 'NEW' && !readOnRecordPage(row, menu)) await store.markRead([row.id]).catch(() => undefined);
  store.closeDialog();
  const link = notificationLink(row, menu);
  if (link) navigate(link);
}
