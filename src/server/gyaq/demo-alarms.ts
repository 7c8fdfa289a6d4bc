// A demo database's process alarms (docs/process-alarms.md): a past week of alarm occurrences of 1001's demo
// alarm points (gyaq-simulate.ts), once (recorded in seed_applied), so that 实时报警, 历史报警 and 报警统计 show
// figures on a fresh start. Most returned alarms were acknowledged by the operator on duty within minutes; one
// live alarm is shelved for instrument repair.
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { demoSeedPending, markDemoSeeded } from '../modules/demo-seed-once.ts';
import { POINT_TABLE } from './alarm-store.ts';
import { gyaqZh } from '../../domain/i18n/zh/gyaq.ts';
import { seededRandom } from '../../domain/seeded-random.ts';
import { simulateAlarmWeek, type SimPoint } from './gyaq-simulate.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'gyaq/alarm-week';
const OPERATOR = gyaqZh['gyaq.demo.operator'];

export async function seedDemoProcessAlarms(db: Db, now = new Date()): Promise<number> {
  if (!(await db.transaction((tx) => demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY)))) return 0;
  const added = await inTenant(db, { tenantId: DEMO_ENTERPRISE, userId: null }, async (tx) => {
    const points = await tx.query<{ id: number; tag: string; priority: SimPoint['priority']; alarmType: string; setpoint: number | null }>(
      `select id::int as id, zax_text(data, 'tag') as tag, data->>'priority' as priority, data->>'alarmType' as "alarmType", zax_num(data, 'setpoint') as setpoint
         from ${POINT_TABLE()} where tenant_id = $1 and not deleted order by id`,
      [DEMO_ENTERPRISE],
    );
    const has = await tx.query('select 1 from gyaq_alarm where tenant_id = $1 limit 1', [DEMO_ENTERPRISE]);
    if (!points.length || has.length) return 0;
    const byTag = new Map(points.map((p) => [p.tag, p]));
    const rnd = seededRandom(7);
    const end = now.getTime();
    const occurrences = simulateAlarmWeek(points.map((p) => ({ ...p, setpoint: p.setpoint === null ? null : Number(p.setpoint) })), end);
    const rows = occurrences.map((o, i) => {
      const p = byTag.get(o.tag)!;
      const old = o.raisedAt < end - 2 * 3600_000;
      // Acknowledged within 30 s to 5 minutes, except the alarms of the last two hours and one in twenty.
      const acked = old && rnd() > 0.05 ? new Date(o.raisedAt + 30_000 + rnd() * 270_000).toISOString() : null;
      const shelve = i === occurrences.length - 1 && o.clearedAt === null;
      return {
        point_id: p.id,
        tag: o.tag,
        priority: p.priority,
        alarm_type: p.alarmType,
        raised_at: new Date(o.raisedAt).toISOString(),
        raised_value: o.raisedValue,
        cleared_at: o.clearedAt === null ? null : new Date(Math.max(o.clearedAt, o.raisedAt)).toISOString(),
        cleared_value: o.clearedValue,
        acked_by_name: acked ? OPERATOR : null,
        acked_at: acked,
        shelved_by_name: shelve ? OPERATOR : null,
        shelved_at: shelve ? new Date(end - 5 * 60_000).toISOString() : null,
        shelved_until: shelve ? new Date(end + 4 * 3600_000).toISOString() : null,
        shelve_reason: shelve ? gyaqZh['gyaq.demo.shelveReason'] : null,
      };
    });
    await tx.query(
      `insert into gyaq_alarm (tenant_id, point_id, tag, priority, alarm_type, raised_at, raised_value, cleared_at, cleared_value,
                               acked_by_name, acked_at, shelved_by_name, shelved_at, shelved_until, shelve_reason)
       select $1, x.point_id, x.tag, x.priority, x.alarm_type, x.raised_at, x.raised_value, x.cleared_at, x.cleared_value,
              x.acked_by_name, x.acked_at, x.shelved_by_name, x.shelved_at, x.shelved_until, x.shelve_reason
         from jsonb_to_recordset($2::jsonb) as x(point_id bigint, tag text, priority text, alarm_type text, raised_at timestamptz, raised_value double precision,
              cleared_at timestamptz, cleared_value double precision, acked_by_name text, acked_at timestamptz, shelved_by_name text,
              shelved_at timestamptz, shelved_until timestamptz, shelve_reason text)`,
      [DEMO_ENTERPRISE, JSON.stringify(rows)],
    );
    return rows.length;
  });
  await db.transaction((tx) => markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY));
  return added;
}
