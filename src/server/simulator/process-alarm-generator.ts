// Process alarms for the simulator (issue 22 item 2, docs/process-alarms.md): the demo week of gyaq-simulate.ts played
// live. From the generator's start, time is cut into weeks; each week's occurrences (the background stream, the floods
// after an upset, the chattering loop, standing alarms) are drawn once with a seed of their own, and each tick
// publishes the raise and clear events that fall within it, `{device: tag, at, event, value}`, as a DCS gateway would.
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { POINT_TABLE } from '../gyaq/alarm-store.ts';
import { occurrenceEvents, simulateAlarmWeek, type SimEvent, type SimPoint } from '../gyaq/gyaq-simulate.ts';
import type { Generator, SimReading } from './generator.ts';

const WEEK = 7 * 24 * 3600_000;

export function processAlarmGenerator(seed = 2207): Generator {
  let points: SimPoint[] = [];
  let anchor = 0;
  let last: number | null = null;
  /** The events of the weeks drawn so far (the current one and the next, at most). */
  const weeks = new Map<number, SimEvent[]>();
  const eventsOf = (k: number): SimEvent[] => {
    let events = weeks.get(k);
    if (!events) {
      events = occurrenceEvents(simulateAlarmWeek(points, anchor + (k + 1) * WEEK, seed + k));
      weeks.set(k, events);
      for (const old of weeks.keys()) if (old < k - 1) weeks.delete(old);
    }
    return events;
  };
  return {
    kind: 'process-alarm',
    async init(db: Db, tenantId: number) {
      const rows = await inTenant(db, { tenantId, userId: null }, (tx) =>
        tx.query<{ tag: string; priority: SimPoint['priority']; alarmType: string; setpoint: string | null }>(
          `select zax_text(data, 'tag') as tag, data->>'priority' as priority, data->>'alarmType' as "alarmType", zax_num(data, 'setpoint') as setpoint
             from ${POINT_TABLE()} where tenant_id = $1 and not deleted and coalesce(zax_bool(data, 'enabled'), true) order by id`,
          [tenantId],
        ),
      );
      points = rows.map((r) => ({ ...r, setpoint: r.setpoint === null ? null : Number(r.setpoint) }));
      weeks.clear();
      last = null;
      return points.length > 0;
    },
    tick(now: Date): SimReading[] {
      const to = now.getTime();
      if (last === null) {
        anchor = to;
        last = to;
        return [];
      }
      const from = last;
      last = to;
      const out: SimReading[] = [];
      for (let k = Math.floor((from - anchor) / WEEK); k <= Math.floor((to - 1 - anchor) / WEEK); k++) {
        for (const e of eventsOf(k)) {
          if (e.at >= from && e.at < to) out.push({ device: e.device, body: { at: e.at, event: e.event, value: e.value } });
        }
      }
      return out;
    },
  };
}
