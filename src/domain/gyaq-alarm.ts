// 工艺安全报警 (docs/process-alarms.md): an alarm occurrence of a DCS/SIS point and its state in the ISA-18.2
// sense (active or returned to normal, acknowledged or not, shelved until a time), the priorities and their
// order, and the order of the live list (priority first, then the newest).

export const ALARM_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type AlarmPriority = (typeof ALARM_PRIORITIES)[number];

export const PRIORITY_LABELS: Readonly<Record<AlarmPriority, string>> = { urgent: '紧急', high: '高', medium: '中', low: '低' };

export const ALARM_TYPES = ['HH', 'H', 'L', 'LL', 'deviation', 'trip'] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

/**
 * The states of an occurrence: `unacked` active and not acknowledged; `acked` active and acknowledged;
 * `rtn-unacked` returned to normal, not acknowledged; `normal` returned and acknowledged; `shelved` active and
 * shelved until a time still ahead.
 */
export const ALARM_STATES = ['unacked', 'acked', 'rtn-unacked', 'normal', 'shelved'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

export const STATE_LABELS: Readonly<Record<AlarmState, string>> = {
  unacked: '报警未确认',
  acked: '报警已确认',
  'rtn-unacked': '已恢复未确认',
  normal: '已恢复',
  shelved: '已搁置',
};

/** Shelving lasts 5 minutes to 12 hours (EEMUA 191: shelving is time-limited and reviewed each shift). */
export const SHELVE_MIN_MINUTES = 5;
export const SHELVE_MAX_MINUTES = 720;

export interface AlarmOccurrence {
  id: number;
  pointId: number;
  tag: string;
  description: string;
  area: string;
  priority: AlarmPriority;
  alarmType: string;
  raisedAt: string;
  raisedValue: number | null;
  clearedAt: string | null;
  clearedValue: number | null;
  ackedByName: string | null;
  ackedAt: string | null;
  shelvedByName: string | null;
  shelvedAt: string | null;
  shelvedUntil: string | null;
  shelveReason: string | null;
}

/** The state of an occurrence at `now`. */
export function alarmState(o: Pick<AlarmOccurrence, 'clearedAt' | 'ackedAt' | 'shelvedUntil'>, now: Date): AlarmState {
  const active = o.clearedAt === null;
  if (active && o.shelvedUntil !== null && new Date(o.shelvedUntil).getTime() > now.getTime()) return 'shelved';
  if (active) return o.ackedAt ? 'acked' : 'unacked';
  return o.ackedAt ? 'normal' : 'rtn-unacked';
}

/** Whether the live list shows it: active (shelved or not), or returned to normal and not yet acknowledged. */
export function isStanding(o: Pick<AlarmOccurrence, 'clearedAt' | 'ackedAt'>): boolean {
  return o.clearedAt === null || o.ackedAt === null;
}

const RANK: Readonly<Record<string, number>> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** The live list's order: priority (紧急 first), then the newest first, then the id. */
export function compareAlarms(a: Pick<AlarmOccurrence, 'priority' | 'raisedAt' | 'id'>, b: Pick<AlarmOccurrence, 'priority' | 'raisedAt' | 'id'>): number {
  return (RANK[a.priority] ?? 9) - (RANK[b.priority] ?? 9) || b.raisedAt.localeCompare(a.raisedAt) || b.id - a.id;
}

export const isPriority = (v: unknown): v is AlarmPriority => typeof v === 'string' && (ALARM_PRIORITIES as readonly string[]).includes(v);
export const isState = (v: unknown): v is AlarmState => typeof v === 'string' && (ALARM_STATES as readonly string[]).includes(v);
