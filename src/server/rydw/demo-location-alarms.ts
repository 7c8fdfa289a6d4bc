// A demo database's past location alarms (docs/location.md "Demo"): three alarms of the demo's people and areas on the
// two days before today, stored as the position kind would have raised and cleared them, so that 监控报警 shows
// location alarms beside the gas and process ones on a fresh start (the live walk keeps to the waypoints and raises
// none). The oldest was acknowledged and followed up by the safety officer, the next acknowledged, the last not yet.
// Before today and all cleared: 实时定位 and 检测大屏's figures of today are not touched. Once per database.
import { dayBounds, dayOf } from '../../domain/rydw-day.ts';
import { text } from '../../domain/i18n/text.ts';
import { rydwZh } from '../../domain/i18n/zh/rydw.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { chineseOf } from '../http/app-error.ts';
import { demoSeedPending, markDemoSeeded } from '../modules/demo-seed-once.ts';
import { tableName } from '../resources/registry.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'rydw/past-alarms';
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A past alarm as stored; times in epoch milliseconds. */
interface PastAlarm {
  kind: 'forbidden' | 'motionless' | 'crowded';
  tag_code: string | null;
  staff_id: number | null;
  area_id: number;
  x: number | null;
  y: number | null;
  message: string;
  raised_at: number;
  cleared_at: number;
  ack: number | null;
  follow_up: string | null;
  follow_up_at: number | null;
}

interface Named {
  id: number;
  name: string;
}

async function areaNamed(tx: Queryable, name: string): Promise<Named | null> {
  const [row] = await tx.query<Named>(`select id::int as id, data->>'name' as name from ${tableName('location-area')} where tenant_id = $1 and not deleted and data->>'name' = $2`, [DEMO_ENTERPRISE, name]);
  return row ?? null;
}

async function tagOf(tx: Queryable, code: string): Promise<{ code: string; staffId: number | null; name: string } | null> {
  const [row] = await tx.query<{ staffId: number | null; name: string | null }>(
    `select (t.data->>'staffId')::bigint::int as "staffId", s.name from ${tableName('location-tag')} t
       left join staffinfo s on s.tenant_id = t.tenant_id and s.id = (t.data->>'staffId')::bigint
      where t.tenant_id = $1 and not t.deleted and t.data->>'code' = $2`,
    [DEMO_ENTERPRISE, code],
  );
  return row ? { code, staffId: row.staffId, name: row.name ?? chineseOf(text('rydw.alarm.tagWho', { code })) } : null;
}

async function safetyOfficer(tx: Queryable): Promise<{ id: number; name: string } | null> {
  const [row] = await tx.query<{ id: number; name: string }>(
    `select id::int as id, user_name as name from sysuser where tenant_id = $1 and status = 1 order by ('safetyDept' = any(roles)) desc, ('qyUser' = any(roles)) desc, id limit 1`,
    [DEMO_ENTERPRISE],
  );
  return row ?? null;
}

/** Seeds the demo's past location alarms once; answers how many. */
export async function seedDemoLocationAlarms(db: Db, now = new Date()): Promise<number> {
  if (!(await db.transaction((tx) => demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY)))) return 0;
  const added = await inTenant(db, { tenantId: DEMO_ENTERPRISE, userId: null }, async (tx) => {
    const [loading, unit1, tanks] = [await areaNamed(tx, rydwZh['rydw.demo.areaForbidden']), await areaNamed(tx, rydwZh['rydw.demo.areaUnit']), await areaNamed(tx, rydwZh['rydw.demo.areaTanks'])];
    const [chen, wang] = [await tagOf(tx, 'TAG-0003'), await tagOf(tx, 'TAG-0006')];
    const officer = await safetyOfficer(tx);
    const [today] = dayBounds(dayOf(now.getTime()))!;
    const rows: PastAlarm[] = [];
    if (loading && chen) {
      const at = today - 2 * 24 * HOUR + 10 * HOUR + 20 * MINUTE;
      rows.push({
        kind: 'forbidden', tag_code: chen.code, staff_id: chen.staffId, area_id: loading.id, x: 572, y: 300,
        message: chineseOf(text('rydw.alarm.forbidden', { who: chen.name, area: loading.name })), raised_at: at, cleared_at: at + 4 * MINUTE,
        ack: officer ? at + 2 * MINUTE : null, follow_up: officer ? rydwZh['rydw.demo.followUp'] : null, follow_up_at: at + 40 * MINUTE,
      });
    }
    if (unit1 && wang) {
      const at = today - 24 * HOUR + 15 * HOUR + 5 * MINUTE;
      rows.push({
        kind: 'motionless', tag_code: wang.code, staff_id: wang.staffId, area_id: unit1.id, x: 200, y: 375,
        message: chineseOf(text('rydw.alarm.motionless', { who: wang.name, area: unit1.name, minutes: 30 })), raised_at: at, cleared_at: at + 6 * MINUTE,
        ack: officer ? at + 3 * MINUTE : null, follow_up: null, follow_up_at: null,
      });
    }
    if (tanks) {
      const at = today - 24 * HOUR + 9 * HOUR + 40 * MINUTE;
      rows.push({
        kind: 'crowded', tag_code: null, staff_id: null, area_id: tanks.id, x: null, y: null,
        message: chineseOf(text('rydw.alarm.crowded', { area: tanks.name, n: 4, max: 3 })), raised_at: at, cleared_at: at + 12 * MINUTE, ack: null, follow_up: null, follow_up_at: null,
      });
    }
    const [has] = await tx.query('select 1 from rydw_alarm where tenant_id = $1 limit 1', [DEMO_ENTERPRISE]);
    if (has || !rows.length) return 0;
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const data = rows.map(({ ack, ...r }) => ({
      ...r,
      raised_at: iso(r.raised_at),
      cleared_at: iso(r.cleared_at),
      ack_by: ack !== null && officer ? officer.id : null,
      ack_by_name: ack !== null && officer ? officer.name : null,
      ack_at: iso(ack),
      follow_up_by: r.follow_up && officer ? officer.id : null,
      follow_up_by_name: r.follow_up && officer ? officer.name : null,
      follow_up_at: r.follow_up ? iso(r.follow_up_at) : null,
    }));
    await tx.query(
      `insert into rydw_alarm (tenant_id, kind, tag_code, staff_id, area_id, message, x, y, raised_at, cleared_at, ack_by, ack_by_name, ack_at,
                               follow_up, follow_up_by, follow_up_by_name, follow_up_at)
       select $1, x.kind, x.tag_code, x.staff_id, x.area_id, x.message, x.x, x.y, x.raised_at, x.cleared_at, x.ack_by, x.ack_by_name, x.ack_at,
              x.follow_up, x.follow_up_by, x.follow_up_by_name, x.follow_up_at
         from jsonb_to_recordset($2::jsonb) as x(kind text, tag_code text, staff_id bigint, area_id bigint, message text, x float8, y float8,
              raised_at timestamptz, cleared_at timestamptz, ack_by bigint, ack_by_name text, ack_at timestamptz, follow_up text,
              follow_up_by bigint, follow_up_by_name text, follow_up_at timestamptz)`,
      [DEMO_ENTERPRISE, JSON.stringify(data)],
    );
    return data.length;
  });
  await db.transaction((tx) => markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY));
  return added;
}
