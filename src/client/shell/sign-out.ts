import { useSessionStore } from '../stores/session-store.ts';
import { useNotificationStore } from './notification-store.ts';

/**
 * Signs out (spec 000 §4): the server revokes the token (a failure there does not keep the user in), then
 * the session store clears token, roles, permissions, the active enterprise, ticket data and every token
 * cookie; the notification state goes too. The caller goes to /login.
 */
export async function signOut(): Promise<void> {
  await useSessionStore.getState().signOut();
  useNotificationStore.getState().reset();
}
