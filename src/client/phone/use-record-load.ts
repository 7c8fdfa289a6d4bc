import { useEffect, useState } from 'react';
import { failureText } from '../../runtime/client-failure.ts';

/** A module phone page's record as it loads: loading, failed (a missing record says so), or ready. */
export type RecordLoad<T> = { status: 'loading' } | { status: 'failed'; message: string; notFound: boolean } | { status: 'ready'; value: T };

/**
 * Loads record `id` with `load` (a module-level function: a new one reloads), again when `attempt` changes; an id that
 * is no positive integer is a missing record, a failure answers the server's message or `fallback`.
 */
export function useRecordLoad<T>(id: number, attempt: number, fallback: string, load: (id: number) => Promise<T>): RecordLoad<T> {
  const [state, setState] = useState<RecordLoad<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    if (!Number.isSafeInteger(id) || id <= 0) {
      setState({ status: 'failed', message: fallback, notFound: true });
      return;
    }
    setState({ status: 'loading' });
    load(id).then(
      (value) => live && setState({ status: 'ready', value }),
      (e: unknown) => live && setState({ status: 'failed', message: failureText(e, fallback), notFound: (e as { status?: number } | null)?.status === 404 }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt, fallback, load]);
  return state;
}
