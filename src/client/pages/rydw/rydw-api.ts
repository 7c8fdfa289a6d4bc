// 人员定位's calls (docs/location.md) and the live stream of positions (server-sent events opened with a
// one-minute ticket, reopened with a new one when it drops).
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { MapGeometry } from '../../../runtime/map/map-client.ts';
import { request } from '../../api/http.ts';
import { API_BASE } from '../../config.ts';

export interface RtArea {
  id: number;
  name: string;
  typeName: string | null;
  color: string | null;
  forbidden: boolean;
  maxPeople: number | null;
  geometry: MapGeometry;
}
export interface RtPerson {
  tagCode: string;
  staffId: number | null;
  staffName: string | null;
  x: number;
  y: number;
  areaIds: number[];
  at: string;
}
export interface RtAlarm {
  id: number;
  kind: string;
  message: string;
  staffId: number | null;
  areaId: number | null;
  x: number | null;
  y: number | null;
  raisedAt: string;
}
export interface Realtime {
  areas: RtArea[];
  people: RtPerson[];
  alarms: RtAlarm[];
}

export async function getJson<T>(url: string): Promise<T> {
  const body = await request<T>({ method: 'GET', url, silent: true });
  return body.data as T;
}

/** Opens the live stream; answers the close. */
export function openPositionStream(on: (e: { people: RtPerson[]; alarms: RtAlarm[] }) => void, onState?: (live: boolean) => void): () => void {
  let source: EventSource | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async () => {
    try {
      const body = await request<{ ticket: string }>({ method: 'POST', url: '/rydw/realtime/ticket', silent: true });
      if (stopped || !body.data) return;
      source = new EventSource(`${API_BASE}/rydw/realtime/stream?ticket=${encodeURIComponent(body.data.ticket)}`);
      source.onopen = () => onState?.(true);
      source.addEventListener('positions', (ev) => on(JSON.parse((ev as MessageEvent<string>).data) as { people: RtPerson[]; alarms: RtAlarm[] }));
      source.onerror = () => {
        // The ticket is used once: a dropped stream is reopened with a new one.
        source?.close();
        onState?.(false);
        if (!stopped) retry = setTimeout(() => void connect(), 3000);
      };
    } catch {
      if (!stopped) retry = setTimeout(() => void connect(), 5000);
    }
  };
  void connect();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}

/** The kinds of location alarm, in the order the pages show them. */
export const ALARM_KINDS = ['forbidden', 'crowded', 'motionless', 'guardian', 'confined'] as const;

const t = textOf(rydwZh);

/** A location alarm kind's name in the page's language (an unknown kind as it is). */
export function alarmLabel(kind: string): string {
  return (ALARM_KINDS as readonly string[]).includes(kind) ? t(`rydw.kind.${kind as (typeof ALARM_KINDS)[number]}`) : kind;
}

/** A confined-space permit's entry and exit record and what the tags say against it (GET /rydw/confined-entry). */
export interface ConfinedEntry {
  permitId: number;
  number: string;
  state: string;
  site: { id: number; name: string } | null;
  lines: Array<{ id: number; person: string; direction: 'in' | 'out'; at: string; byName: string }>;
  inside: string[];
  mismatches: Array<{ person: string; kind: 'unrecorded' | 'absent'; tagCode: string | null }>;
}

export const confinedEntry = (permitId: number) => getJson<ConfinedEntry>(`/rydw/confined-entry?permitId=${permitId}`);

/** Records a person going in or out (a refusal is shown to the user by the http client, then rejected). */
export async function recordConfinedEntry(permitId: number, person: string, direction: 'in' | 'out'): Promise<ConfinedEntry> {
  const body = await request<ConfinedEntry>({ method: 'POST', url: '/rydw/confined-entry', data: { permitId, person, direction } });
  return body.data as ConfinedEntry;
}
