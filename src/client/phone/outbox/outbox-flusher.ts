// When the outbox sends: at start, when the phone is back online, and every 30 s while something waits.
import type { Outbox } from './outbox.ts';

export const FLUSH_INTERVAL_MS = 30_000;

export interface FlusherOptions {
  /** Where the `online` event comes from (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
}

/** Starts sending the outbox; answers the function that stops it. */
export function startOutboxFlusher(outbox: Outbox, opts: FlusherOptions = {}): () => void {
  const target = opts.target ?? window;
  const flush = () => void outbox.flush().catch(() => undefined);
  const tick = () => {
    if (outbox.snapshot().items.some((i) => i.state === 'waiting')) flush();
  };
  target.addEventListener('online', flush);
  const timer = setInterval(tick, opts.intervalMs ?? FLUSH_INTERVAL_MS);
  flush();
  return () => {
    target.removeEventListener('online', flush);
    clearInterval(timer);
  };
}
