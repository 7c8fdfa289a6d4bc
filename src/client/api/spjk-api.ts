// 视频监控's own calls (src/server/spjk/spjk-plugin.ts): the gas board, its live stream, the monitoring alarms.
import type { MonitorAlarm } from '../../domain/monitor-alarm.ts';
import { API_BASE } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { request } from './http.ts';

export interface BoardAlarm {
  id: number;
  level: string;
  levelName: string;
  message: string;
  raisedAt: string;
  acked: boolean;
}

export interface BoardDetector {
  id: number;
  code: string;
  name: string;
  gas: string;
  gasName: string;
  unit: string;
  rangeMax: number;
  lowAlarm: number;
  highAlarm: number;
  site: string | null;
  position: { type: 'Point'; coordinates: [number, number] } | null;
  onlineStatus: string | null;
  value: number | null;
  level: string;
  at: string | null;
  alarm: BoardAlarm | null;
}

export type { AlarmSource, MonitorAlarm } from '../../domain/monitor-alarm.ts';

/** A detector of a work site (GET /spjk/gas/site): its latest reading and open alarm. */
export interface SiteDetector {
  id: number;
  code: string;
  name: string;
  gas: string;
  gasName: string;
  unit: string;
  value: number | null;
  level: string;
  at: string | null;
  alarm: { id: number; level: string; levelName: string; message: string; lastValue: number | null } | null;
}

export type LiveMessage =
  | { event: 'board'; data: BoardDetector[] }
  | { event: 'values'; data: { values: { code: string; value: number; level: string; at: string }[] } }
  | { event: 'alarm'; data: { action: string; code: string; message: string } };

export async function gasBoard(): Promise<BoardDetector[]> {
  return (await request<BoardDetector[]>({ method: 'GET', url: '/spjk/gas/board', silent: true })).data ?? [];
}

export async function siteGas(site: string): Promise<SiteDetector[]> {
  return (await request<SiteDetector[]>({ method: 'GET', url: '/spjk/gas/site', params: { site }, silent: true })).data ?? [];
}

/** A detector's readings since `from` (GET /ingest/readings), oldest first. */
export async function gasReadings(code: string, from: Date): Promise<{ at: string; value: number }[]> {
  const res = await request<{ at: string; value: number | null }[]>({
    method: 'GET',
    url: '/ingest/readings',
    params: { kind: 'gas', device: code, from: from.toISOString(), limit: 2000 },
    silent: true,
  });
  return (res.data ?? []).filter((r): r is { at: string; value: number } => r.value !== null).reverse();
}

/**
 * Opens the board's server-sent events (fetch, so that the session's headers go with it); calls `on` for each
 * event; answers a function that closes it. The stream is reopened after a drop, 3 s later.
 */
export function openGasStream(on: (m: LiveMessage) => void, onState: (open: boolean) => void): () => void {
  let closed = false;
  let ctrl: AbortController | null = null;
  const connect = async () => {
    while (!closed) {
      ctrl = new AbortController();
      try {
        const { token, entId } = useSessionStore.getState();
        const res = await fetch(`${API_BASE}/spjk/gas/stream`, { headers: { Authorization: token, 'Ent-ID': entId, Accept: 'text/event-stream' }, signal: ctrl.signal });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        onState(true);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) on({ event, data: JSON.parse(data) } as LiveMessage);
          }
        }
      } catch {
        // dropped or refused: try again shortly
      }
      onState(false);
      if (!closed) await new Promise((r) => setTimeout(r, 3000));
    }
  };
  void connect();
  return () => {
    closed = true;
    ctrl?.abort();
  };
}

export async function listAlarms(q: { page: number; limit: number; state: string; kind?: string; keyword?: string }): Promise<{ rows: MonitorAlarm[]; total: number }> {
  return (await request<{ rows: MonitorAlarm[]; total: number }>({ method: 'GET', url: '/spjk/alarm/list', params: q, silent: true })).data ?? { rows: [], total: 0 };
}

export async function ackAlarm(a: Pick<MonitorAlarm, 'source' | 'id'>): Promise<MonitorAlarm> {
  return (await request<MonitorAlarm>({ method: 'POST', url: '/spjk/alarm/ack', data: { id: a.id, source: a.source } })).data!;
}

export async function followUpAlarm(a: Pick<MonitorAlarm, 'source' | 'id'>, followUp: string): Promise<MonitorAlarm> {
  return (await request<MonitorAlarm>({ method: 'POST', url: '/spjk/alarm/follow-up', data: { id: a.id, source: a.source, followUp } })).data!;
}
