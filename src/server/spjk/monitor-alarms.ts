// 监控报警's rows (docs/gas-monitoring.md "Monitoring alarms"): the alarms of every device kind in one list, read from
// where each kind keeps them: the gas detectors' device_alarm (migration 021), 工艺安全报警's gyaq_alarm (022) and
// 人员定位's rydw_alarm (023), each with its acknowledgement and follow-up (migration 028). A row is known by its
// source and its id (the ids of two sources may be equal).
import { PRIORITY_LABELS, type AlarmPriority } from '../../domain/gyaq-alarm.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import type { AlarmSource, MonitorAlarm } from '../../domain/monitor-alarm.ts';
import { tableName } from '../resources/registry.ts';

export const ALARM_STATES = ['all', 'open', 'unacked', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

/** Each source's rows in the same columns ($1 the enterprise); `a` is the source's own table. */
const BRANCH: Readonly<Record<AlarmSource, () => string>> = {
  device: () => `select 'device'::text as source, a.id, a.kind, a.module, a.device_code, a.device_id, a.device_name, a.site, a.level,
      a.peak_value, a.last_value, a.unit, a.threshold, a.message, null::text as priority, null::text as alarm_type,
      a.raised_at, a.cleared_at, a.ack_by, a.ack_by_name, a.ack_at, a.follow_up, a.follow_up_by_name, a.follow_up_at
    from device_alarm a where a.tenant_id = $1`,
  // A point's alarm: the point's tag and description, its unit and setpoint; urgent and high priority count as high.
  process: () => `select 'process'::text, a.id, 'process-alarm'::text, 'gyaq'::text, a.tag, a.point_id, coalesce(nullif(p.data->>'description', ''), a.tag),
      nullif(p.data->>'area', ''), case when a.priority in ('urgent', 'high') then 'high' else 'low' end,
      a.raised_value, a.cleared_value, nullif(p.data->>'unit', ''), zax_num(p.data, 'setpoint')::float8, ''::text, a.priority, a.alarm_type,
      a.raised_at, a.cleared_at, a.acked_by, a.acked_by_name, a.acked_at, a.follow_up, a.follow_up_by_name, a.follow_up_at
    from gyaq_alarm a left join ${tableName('alarm-point')} p on p.tenant_id = a.tenant_id and p.id = a.point_id where a.tenant_id = $1`,
  // A location alarm: the person (or the tag, or for a crowded area the area) and the area; only crowding is low.
  location: () => `select 'location'::text, a.id, 'position'::text, 'rydw'::text, coalesce(a.tag_code, ''), null::bigint,
      coalesce(s.name, a.person, a.tag_code, la.data->>'name', ''), nullif(la.data->>'name', ''), case when a.kind = 'crowded' then 'low' else 'high' end,
      null::float8, null::float8, null::text, null::float8, a.message, null::text, a.kind,
      a.raised_at, a.cleared_at, a.ack_by, a.ack_by_name, a.ack_at, a.follow_up, a.follow_up_by_name, a.follow_up_at
    from rydw_alarm a
      left join staffinfo s on s.tenant_id = a.tenant_id and s.id = a.staff_id
      left join ${tableName('location-area')} la on la.tenant_id = a.tenant_id and la.id = a.area_id
    where a.tenant_id = $1`,
};

/** The branches' columns, named once for all of them (a branch other than the first has its own expressions). */
const NAMES = `source, id, kind, module, device_code, device_id, device_name, site, level, peak_value, last_value, unit, threshold, message,
  priority, alarm_type, raised_at, cleared_at, ack_by, ack_by_name, ack_at, follow_up, follow_up_by_name, follow_up_at`;

const COLUMNS = `u.source, u.id::int as id, u.kind, u.module, u.device_code as "deviceCode", u.device_id::int as "deviceId", u.device_name as "deviceName",
  u.site, u.level, u.peak_value as "peakValue", u.last_value as "lastValue", u.unit, u.threshold, u.message, u.priority, u.alarm_type as "alarmType",
  u.raised_at as "raisedAt", u.cleared_at as "clearedAt", u.ack_by::int as "ackBy", u.ack_by_name as "ackByName", u.ack_at as "ackAt",
  u.follow_up as "followUp", u.follow_up_by_name as "followUpByName", u.follow_up_at as "followUpAt"`;

type Raw = Omit<MonitorAlarm, 'raisedAt' | 'clearedAt' | 'ackAt' | 'followUpAt'> & {
  priority: string | null;
  alarmType: string | null;
  raisedAt: Date | string;
  clearedAt: Date | string | null;
  ackAt: Date | string | null;
  followUpAt: Date | string | null;
};

const TYPE_LABELS: Readonly<Record<string, string>> = { HH: '高高报', H: '高报', L: '低报', LL: '低低报', deviation: '偏差报警', trip: '联锁跳车' };

/** What a process alarm says: its type, priority and value (the point's description and tag are the device). */
export function processMessage(alarmType: string, priority: string, value: number | null, unit: string | null): string {
  const type = TYPE_LABELS[alarmType] ?? alarmType;
  const level = PRIORITY_LABELS[priority as AlarmPriority] ?? priority;
  const at = value === null ? '' : `，报警值 ${value}${unit ? ` ${unit}` : ''}`;
  return `${type}（${level}优先级）${at}`;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toAlarm(r: Raw): MonitorAlarm {
  const { priority, alarmType, ...row } = r;
  const peakValue = num(r.peakValue);
  return {
    ...row,
    peakValue,
    lastValue: num(r.lastValue),
    threshold: num(r.threshold),
    message: r.source === 'process' ? processMessage(alarmType ?? '', priority ?? '', peakValue, r.unit) : r.message,
    raisedAt: iso(r.raisedAt)!,
    clearedAt: iso(r.clearedAt),
    ackAt: iso(r.ackAt),
    followUpAt: iso(r.followUpAt),
  };
}

export interface MonitorQuery {
  state: AlarmState;
  kind?: string;
  keyword?: string;
  page: number;
  limit: number;
}

const STATE_SQL: Readonly<Record<AlarmState, string>> = {
  all: 'true',
  open: 'u.cleared_at is null',
  unacked: 'u.ack_at is null',
  cleared: 'u.cleared_at is not null',
};

/** One page of the alarms of `sources`, newest first, with the count of all that match. */
export async function monitorAlarms(tx: Queryable, tenantId: number, sources: readonly AlarmSource[], q: MonitorQuery): Promise<{ rows: MonitorAlarm[]; total: number }> {
  if (!sources.length) return { rows: [], total: 0 };
  const union = sources.map((s) => BRANCH[s]()).join('\nunion all\n');
  const where = [
    '($2::text is null or u.kind = $2)',
    `($3::text is null or u.device_name like '%' || $3 || '%' or u.device_code like '%' || $3 || '%' or coalesce(u.site, '') like '%' || $3 || '%')`,
    STATE_SQL[q.state],
  ].join(' and ');
  const params: SqlValue[] = [tenantId, q.kind ?? null, q.keyword?.trim() || null];
  const rows = await tx.query<Raw>(`select ${COLUMNS} from (${union}) as u(${NAMES}) where ${where} order by u.raised_at desc, u.source, u.id desc limit $4 offset $5`, [
    ...params,
    q.limit,
    (q.page - 1) * q.limit,
  ]);
  const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from (${union}) as u(${NAMES}) where ${where}`, params);
  return { rows: rows.map(toAlarm), total: Number(n) };
}

/** One alarm of a source, locked for the update that follows; null when the enterprise has none of that id. */
export async function monitorAlarm(tx: Queryable, tenantId: number, source: AlarmSource, id: number): Promise<MonitorAlarm | null> {
  const [row] = await tx.query<Raw>(`select ${COLUMNS} from (${BRANCH[source]()} and a.id = $2 for update of a) as u(${NAMES})`, [tenantId, id]);
  return row ? toAlarm(row) : null;
}

/** Each source's table and its acknowledgement columns (a process alarm keeps 工艺安全报警's own). */
const TABLE: Readonly<Record<AlarmSource, { table: string; ackAt: string; ackBy: string; ackByName: string }>> = {
  device: { table: 'device_alarm', ackAt: 'ack_at', ackBy: 'ack_by', ackByName: 'ack_by_name' },
  process: { table: 'gyaq_alarm', ackAt: 'acked_at', ackBy: 'acked_by', ackByName: 'acked_by_name' },
  location: { table: 'rydw_alarm', ackAt: 'ack_at', ackBy: 'ack_by', ackByName: 'ack_by_name' },
};

/** Acknowledges a device or location alarm (a process alarm goes through 工艺安全报警's ackAlarms). */
export async function ackMonitorAlarm(tx: Queryable, tenantId: number, source: Exclude<AlarmSource, 'process'>, id: number, by: { userId: number; userName: string }): Promise<void> {
  const t = TABLE[source];
  await tx.query(`update ${t.table} set ${t.ackBy} = $3, ${t.ackByName} = $4, ${t.ackAt} = now() where tenant_id = $1 and id = $2 and ${t.ackAt} is null`, [tenantId, id, by.userId, by.userName]);
}

/** Records what was done about an alarm (the caller checked that it was acknowledged). */
export async function followUpMonitorAlarm(tx: Queryable, tenantId: number, source: AlarmSource, id: number, text: string, by: { userId: number; userName: string }): Promise<void> {
  await tx.query(`update ${TABLE[source].table} set follow_up = $3, follow_up_by = $4, follow_up_by_name = $5, follow_up_at = now() where tenant_id = $1 and id = $2`, [
    tenantId,
    id,
    text,
    by.userId,
    by.userName,
  ]);
}
