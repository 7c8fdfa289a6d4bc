// 工艺安全报警's own routes (src/server/gyaq/gyaq-plugin.ts, docs/process-alarms.md): the live list and its change
// stream, acknowledging and shelving, the history and its CSV export.
import type { AlarmOccurrence, AlarmState } from '../../domain/gyaq-alarm.ts';
import { gyaqZh } from '../../domain/i18n/zh/gyaq.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { saveBlob } from '../../runtime/save-blob.ts';
import { API_BASE } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { http, request } from './http.ts';

export type AlarmRow = AlarmOccurrence & { state: AlarmState };

export interface ActiveAlarms {
  rows: AlarmRow[];
  counts: { unacked: number; active: number; shelved: number };
  at: string;
}

export interface HistoryFilters {
  from?: string;
  to?: string;
  tag?: string;
  priority?: string;
  state?: string;
}

export async function loadActiveAlarms(): Promise<ActiveAlarms> {
  const body = await request<ActiveAlarms>({ method: 'GET', url: '/gyaq/alarm/active', silent: true });
  return body.data ?? { rows: [], counts: { unacked: 0, active: 0, shelved: 0 }, at: '' };
}

export async function ackAlarms(ids: number[]): Promise<number> {
  const body = await request<{ acknowledged: number }>({ method: 'POST', url: '/gyaq/alarm/ack', data: { ids } });
  return body.data?.acknowledged ?? 0;
}

export async function shelveAlarm(id: number, reason: string, minutes: number): Promise<void> {
  await request({ method: 'POST', url: '/gyaq/alarm/shelve', data: { id, reason, minutes } });
}

export async function unshelveAlarm(id: number): Promise<void> {
  await request({ method: 'POST', url: '/gyaq/alarm/unshelve', data: { id } });
}

export async function loadAlarmHistory(filters: HistoryFilters, page: number, limit: number): Promise<{ rows: AlarmRow[]; total: number }> {
  const body = await request<{ rows: AlarmRow[]; total: number }>({ method: 'GET', url: '/gyaq/alarm/history', params: { ...clean(filters), page, limit } });
  return body.data ?? { rows: [], total: 0 };
}

export async function exportAlarmHistory(filters: HistoryFilters): Promise<void> {
  const res = await http.request<Blob>({ method: 'GET', url: '/gyaq/alarm/export', params: clean(filters), responseType: 'blob' });
  saveBlob(res.data, textOf(gyaqZh)('gyaq.ui.exportFile', { date: new Date().toISOString().slice(0, 10) }));
}

const clean = (f: HistoryFilters): Record<string, string> => Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/**
 * Listens to the live alarms' changes (server-sent events over fetch, so the session header is sent): `onChange`
 * after each change, `onState(true)` while connected. Answers the function that stops it.
 */
export function listenAlarmChanges(onChange: () => void, onState: (live: boolean) => void): () => void {
  const ctl = new AbortController();
  const { token, entId } = useSessionStore.getState();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.Authorization = token;
  if (entId) headers['Ent-ID'] = entId;
  void (async () => {
    try {
      const res = await fetch(`${API_BASE}/gyaq/alarm/stream`, { headers, signal: ctl.signal });
      if (!res.ok || !res.body || !String(res.headers.get('content-type')).includes('text/event-stream')) throw new Error(String(res.status));
      onState(true);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const parts = buffer.split('\n\n');
        buffer = parts.pop() ?? '';
        if (parts.some((p) => p.split('\n').includes('event: changed'))) onChange();
      }
    } catch {
      // Closed, refused or unsupported: the page refreshes on a timer instead.
    }
    if (!ctl.signal.aborted) onState(false);
  })();
  return () => ctl.abort();
}
