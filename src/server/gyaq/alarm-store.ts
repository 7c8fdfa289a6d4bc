// The alarm occurrences of 工艺安全报警 (migration 022, docs/process-alarms.md) in the caller's tenant transaction:
// made and closed by the process-alarm events, read by the live list and the history, acknowledged and shelved.
import { alarmState, compareAlarms, isStanding, type AlarmOccurrence, type AlarmPriority, type AlarmState } from '../../domain/gyaq-alarm.ts';
import type { FigureEvent } from '../../domain/gyaq-alarm-figures.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';
import { alarmsChanged } from './alarm-bus.ts';

export const POINT_TABLE = (): string => tableName('alarm-point');

/** One raise or clear of a point, as the ingest kind passes it on. */
export interface PointEvent {
  pointId: number;
  tag: string;
  priority: string;
  alarmType: string;
  event: 'raise' | 'clear';
  at: Date;
  value: number | null;
}

/**
 * Applies events in time order: a raise opens an occurrence unless the point has an open one raised before it (a
 * repeated raise of a standing alarm is the same alarm; a late event older than it is an occurrence of its own); a clear closes the point's open occurrence raised before it (a clear
 * with none open is ignored). Answers how many occurrences were opened or closed.
 */
export async function applyPointEvents(tx: Queryable, tenantId: number, events: readonly PointEvent[]): Promise<number> {
  let changed = 0;
  for (const e of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (e.event === 'raise') {
      const rows = await tx.query(
        `insert into gyaq_alarm (tenant_id, point_id, tag, priority, alarm_type, raised_at, raised_value)
         select $1, $2, $3, $4, $5, $6, $7
          where not exists (select 1 from gyaq_alarm where tenant_id = $1 and point_id = $2 and cleared_at is null and raised_at <= $6)
         returning id`,
        [tenantId, e.pointId, e.tag, e.priority, e.alarmType, e.at.toISOString(), e.value],
      );
      changed += rows.length;
    } else {
      const rows = await tx.query(
        `update gyaq_alarm set cleared_at = $3, cleared_value = $4
          where tenant_id = $1 and id = (select id from gyaq_alarm where tenant_id = $1 and point_id = $2 and cleared_at is null and raised_at <= $3
                                          order by raised_at desc limit 1)
         returning id`,
        [tenantId, e.pointId, e.at.toISOString(), e.value],
      );
      changed += rows.length;
    }
  }
  return changed;
}

interface Row {
  id: number;
  pointId: number;
  tag: string;
  description: string | null;
  area: string | null;
  priority: AlarmPriority;
  alarmType: string;
  raisedAt: Date | string;
  raisedValue: number | null;
  clearedAt: Date | string | null;
  clearedValue: number | null;
  ackedByName: string | null;
  ackedAt: Date | string | null;
  shelvedByName: string | null;
  shelvedAt: Date | string | null;
  shelvedUntil: Date | string | null;
  shelveReason: string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const SELECT = () => `select a.id::int as id, a.point_id::int as "pointId", a.tag, p.data->>'description' as description, p.data->>'area' as area,
  a.priority, a.alarm_type as "alarmType", a.raised_at as "raisedAt", a.raised_value as "raisedValue", a.cleared_at as "clearedAt",
  a.cleared_value as "clearedValue", a.acked_by_name as "ackedByName", a.acked_at as "ackedAt", a.shelved_by_name as "shelvedByName",
  a.shelved_at as "shelvedAt", a.shelved_until as "shelvedUntil", a.shelve_reason as "shelveReason"
  from gyaq_alarm a left join ${POINT_TABLE()} p on p.tenant_id = a.tenant_id and p.id = a.point_id`;

export type AlarmRow = AlarmOccurrence & { state: AlarmState };

function toAlarm(r: Row, now: Date): AlarmRow {
  const o: AlarmOccurrence = {
    id: Number(r.id),
    pointId: Number(r.pointId),
    tag: r.tag,
    description: r.description ?? '',
    area: r.area ?? '',
    priority: r.priority,
    alarmType: r.alarmType,
    raisedAt: iso(r.raisedAt)!,
    raisedValue: r.raisedValue === null ? null : Number(r.raisedValue),
    clearedAt: iso(r.clearedAt),
    clearedValue: r.clearedValue === null ? null : Number(r.clearedValue),
    ackedByName: r.ackedByName,
    ackedAt: iso(r.ackedAt),
    shelvedByName: r.shelvedByName,
    shelvedAt: iso(r.shelvedAt),
    shelvedUntil: iso(r.shelvedUntil),
    shelveReason: r.shelveReason,
  };
  return { ...o, state: alarmState(o, now) };
}

/** The live list: active or unacknowledged occurrences, by priority then the newest. */
export async function standingAlarms(tx: Queryable, tenantId: number, now: Date): Promise<AlarmRow[]> {
  const rows = await tx.query<Row>(`${SELECT()} where a.tenant_id = $1 and (a.cleared_at is null or a.acked_at is null) order by a.raised_at desc limit 2000`, [tenantId]);
  return rows.map((r) => toAlarm(r, now)).filter(isStanding).sort(compareAlarms);
}

export interface HistoryQuery {
  from: number;
  to: number;
  tag?: string;
  priority?: AlarmPriority;
  state?: AlarmState;
  page: number;
  limit: number;
}

/** The SQL condition of a state at `now` ($n placeholders from `at`). */
function stateSql(state: AlarmState, nowParam: string): string {
  const shelved = `(a.cleared_at is null and a.shelved_until is not null and a.shelved_until > ${nowParam})`;
  switch (state) {
    case 'shelved':
      return shelved;
    case 'unacked':
      return `(a.cleared_at is null and a.acked_at is null and not ${shelved})`;
    case 'acked':
      return `(a.cleared_at is null and a.acked_at is not null and not ${shelved})`;
    case 'rtn-unacked':
      return '(a.cleared_at is not null and a.acked_at is null)';
    case 'normal':
      return '(a.cleared_at is not null and a.acked_at is not null)';
  }
}

/** The history: occurrences raised in `[from, to)` matching the filters, newest first, one page and the count. */
export async function alarmHistory(tx: Queryable, tenantId: number, q: HistoryQuery, now: Date): Promise<{ rows: AlarmRow[]; total: number }> {
  const params: SqlValue[] = [tenantId, new Date(q.from).toISOString(), new Date(q.to).toISOString(), now.toISOString()];
  const where = ['a.tenant_id = $1', 'a.raised_at >= $2', 'a.raised_at < $3'];
  if (q.tag) {
    params.push(`%${q.tag.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`a.tag ilike $${params.length}`);
  }
  if (q.priority) {
    params.push(q.priority);
    where.push(`a.priority = $${params.length}`);
  }
  if (q.state) where.push(stateSql(q.state, '$4::timestamptz'));
  const cond = where.join(' and ');
  const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from gyaq_alarm a where ${cond} and $4::timestamptz is not null`, params);
  const rows = await tx.query<Row>(`${SELECT()} where ${cond} and $4::timestamptz is not null order by a.raised_at desc, a.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`, params);
  return { rows: rows.map((r) => toAlarm(r, now)), total: Number(n) };
}

/** Occurrences by id (locked for the update that follows), those of the enterprise only. */
export async function alarmsById(tx: Queryable, tenantId: number, ids: readonly number[], now: Date): Promise<AlarmRow[]> {
  const rows = await tx.query<Row>(`${SELECT()} where a.tenant_id = $1 and a.id = any($2::bigint[]) order by a.id for update of a`, [tenantId, ids]);
  return rows.map((r) => toAlarm(r, now));
}

/** Acknowledges alarms by a person, and tells the enterprise's live pages in the same transaction. */
export async function ackAlarms(tx: Queryable, tenantId: number, ids: readonly number[], userId: number, userName: string, now: Date): Promise<void> {
  await tx.query('update gyaq_alarm set acked_by = $3, acked_by_name = $4, acked_at = $5 where tenant_id = $1 and id = any($2::bigint[]) and acked_at is null', [
    tenantId,
    ids,
    userId,
    userName,
    now.toISOString(),
  ]);
  await alarmsChanged.publish(tx, tenantId, now.toISOString());
}

export async function shelveAlarm(tx: Queryable, tenantId: number, id: number, by: { userId: number; userName: string }, reason: string, until: Date, now: Date): Promise<void> {
  await tx.query(
    'update gyaq_alarm set shelved_by = $3, shelved_by_name = $4, shelved_at = $5, shelved_until = $6, shelve_reason = $7 where tenant_id = $1 and id = $2',
    [tenantId, id, by.userId, by.userName, now.toISOString(), until.toISOString(), reason],
  );
}

/** Ends a shelving now (the record of who shelved it and why stays). */
export async function unshelveAlarm(tx: Queryable, tenantId: number, id: number, now: Date): Promise<void> {
  await tx.query('update gyaq_alarm set shelved_until = $3 where tenant_id = $1 and id = $2', [tenantId, id, now.toISOString()]);
}

/** The occurrences the figures of `[from, to)` need: raised in it, or raised before and still active at its start. */
export async function figureEvents(tx: Queryable, tenantId: number, from: number, to: number): Promise<FigureEvent[]> {
  const rows = await tx.query<{ tag: string; priority: AlarmPriority; raisedAt: Date | string; clearedAt: Date | string | null }>(
    `select tag, priority, raised_at as "raisedAt", cleared_at as "clearedAt" from gyaq_alarm
      where tenant_id = $1 and raised_at < $3 and (raised_at >= $2 or cleared_at is null or cleared_at > $2)`,
    [tenantId, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return rows.map((r) => ({ tag: r.tag, priority: r.priority, raisedAt: new Date(r.raisedAt).getTime(), clearedAt: r.clearedAt === null ? null : new Date(r.clearedAt).getTime() }));
}

/** The operators for the rate: the consoles of the enterprise's enabled alarm points (at least 1). */
export async function consoleCount(tx: Queryable, tenantId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `select count(distinct nullif(zax_text(data, 'console'), ''))::int as n from ${POINT_TABLE()} where tenant_id = $1 and not deleted and coalesce(zax_bool(data, 'enabled'), true)`,
    [tenantId],
  );
  return Math.max(1, Number(row?.n ?? 0));
}
