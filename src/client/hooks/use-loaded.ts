import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The last answer (`initial` until the first one arrives; kept when a later load fails). */
  value: T;
  loading: boolean;
  /** The last load failed (the request layer has shown the server's message). */
  failed: boolean;
  /** Loads again (after a write, or from the failed state's retry button). */
  reload: () => Promise<void>;
}

/**
 * What a page shows from one read: loads on mount and whenever `fetch` changes (give it a `useCallback` over what
 * the read depends on: the query, the page), with the loading and load-failed states the admin pages show. An
 * answer that arrives after a newer load was started is dropped, so a slow first page cannot overwrite the second.
 */
export function useLoaded<T>(fetch: () => Promise<T>, initial: T): Loaded<T> {
  const [value, setValue] = useState<T>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setLoading(true);
    try {
      const answer = await fetch();
      if (mine !== latest.current) return;
      setValue(answer);
      setFailed(false);
    } catch {
      if (mine === latest.current) setFailed(true);
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, [fetch]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { value, loading, failed, reload };
}
