// The phone shell's one outbox: kept in IndexedDB, sent through the app's http client, for the signed-in person.
import { useSessionStore } from '../../stores/session-store.ts';
import { browserOutboxStore } from './idb-outbox-store.ts';
import { httpTransport } from './http-transport.ts';
import { createOutbox, type Outbox } from './outbox.ts';

/** Whose items: the login name and the enterprise acted for ('' before the user info is known). */
export function sessionOwner(): string {
  const { userInfo, entId } = useSessionStore.getState();
  return userInfo ? `${userInfo.loginName}@${entId || userInfo.qyId}` : '';
}

/** Whether the phone has signal now (the browser's navigator.onLine). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

let instance: Outbox | null = null;

/** The shell's outbox (made on first use). */
export function phoneOutbox(): Outbox {
  instance ??= createOutbox({
    store: browserOutboxStore(),
    transport: httpTransport,
    owner: sessionOwner,
    online: browserOnline,
    previewUrl: (blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : ''),
  });
  return instance;
}
