import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Outbox, OutboxSnapshot } from './outbox.ts';
import { browserOnline, phoneOutbox } from './phone-outbox.ts';

export interface OutboxView extends OutboxSnapshot {
  /** The phone has signal (navigator.onLine). */
  online: boolean;
  /** Items waiting or being sent (not the refused ones). */
  waiting: number;
  failed: number;
  retry(key: string): Promise<void>;
  discard(key: string): Promise<void>;
}

const onlineNow = browserOnline;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the outbox holds, whether the phone has signal, and the person's actions on an item. */
export function useOutbox(outbox: Outbox = phoneOutbox()): OutboxView {
  const snap = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const online = useSyncExternalStore(subscribeOnline, onlineNow, () => true);
  const retry = useCallback((key: string) => outbox.retry(key), [outbox]);
  const discard = useCallback((key: string) => outbox.discard(key), [outbox]);
  useEffect(() => {
    void outbox.refresh();
  }, [outbox]);
  return {
    ...snap,
    online,
    waiting: snap.items.filter((i) => i.state !== 'failed').length,
    failed: snap.items.filter((i) => i.state === 'failed').length,
    retry,
    discard,
  };
}
