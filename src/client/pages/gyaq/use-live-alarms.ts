// The live alarms of 实时报警: loaded at once, again shortly after each change the server pushes (server-sent
// events), and every 15 s while the push is not connected (it is tried again every 30 s).
import { useCallback, useEffect, useRef, useState } from 'react';
import { listenAlarmChanges, loadActiveAlarms, type ActiveAlarms } from '../../api/gyaq-api.ts';

const SETTLE_MS = 300;
const POLL_MS = 15_000;
const RETRY_MS = 30_000;

export type LiveLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ActiveAlarms };

export function useLiveAlarms(): { load: LiveLoad; live: boolean; reload: () => Promise<void> } {
  const [load, setLoad] = useState<LiveLoad>({ status: 'loading' });
  const [live, setLive] = useState(false);
  const alive = useRef(true);
  const reload = useCallback(async () => {
    try {
      const data = await loadActiveAlarms();
      if (alive.current) setLoad({ status: 'ready', data });
    } catch {
      if (alive.current) setLoad((l) => (l.status === 'ready' ? l : { status: 'failed' }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    let settle: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const connect = () => {
      stop = listenAlarmChanges(
        () => {
          clearTimeout(settle);
          settle = setTimeout(() => void reload(), SETTLE_MS);
        },
        (on) => {
          if (!alive.current) return;
          setLive(on);
          if (!on) retry = setTimeout(connect, RETRY_MS);
          else void reload();
        },
      );
    };
    connect();
    return () => {
      alive.current = false;
      stop();
      clearTimeout(settle);
      clearTimeout(retry);
    };
  }, [reload]);

  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [live, reload]);

  return { load, live, reload };
}
