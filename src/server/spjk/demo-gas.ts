// A demo database's gas readings (docs/gas-monitoring.md "Demo data"): the last 24 hours of the demo enterprise's
// detectors every 2 minutes, drifting (seeded, so every fresh start draws the same shapes), with three excursions
// whose alarms are stored as the live path would have stored them: the oldest acknowledged by the safety officer
// and followed up, the next acknowledged, the latest cleared but not yet acknowledged. The detectors' latest
// values come from the last readings, all back to normal, so no permit start is held by the demo. Once per
// database (seed_applied); bulk inserts, so the seed stays fast. No warnings: these alarms are past.
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { demoSeedPending, markDemoSeeded } from '../modules/demo-seed-once.ts';
import { seededRandom } from '../../domain/seeded-random.ts';
import { DEMO_GAS_STEP_MS, demoExcursions, gasHistory, type HistoryAlarm, type HistoryDetector } from '../simulator/gas-history.ts';
import { findDetectors, type DetectorMeta } from './gas-kind.ts';
import { tableName } from '../resources/registry.ts';

const DEMO_ENTERPRISE = 1001;
const SEED_KEY = 'spjk/gas-day';
const HOUR = 3600_000;
export const DEMO_GAS_HOURS = 24;

/** What was done about the oldest alarm, by the gas. */
const FOLLOW_UPS: Readonly<Record<string, string>> = {
  combustible: '现场排查为进料管线法兰密封垫渗漏，已关闭进料阀、更换密封垫，通风后复测 0 %LEL，恢复正常',
  H2S: '排查为釜顶放空阀未关严，已关闭并加强通风，佩戴防毒面具人员复测合格',
  Cl2: '排查为干燥塔取样口密封不严，已紧固并喷淋吸收，复测合格',
};
const FOLLOW_UP_DEFAULT = '已现场排查并处置，复测合格，恢复正常';

async function detectorsOf(tx: Queryable): Promise<(HistoryDetector & { id: number })[]> {
  const codes = await tx.query<{ code: string }>(`select data->>'code' as code from ${tableName('gas-detector')} where tenant_id = $1 and not deleted`, [DEMO_ENTERPRISE]);
  const devices = await findDetectors(tx, DEMO_ENTERPRISE, codes.map((c) => c.code));
  return devices.map((x) => {
    const m = x.meta as unknown as DetectorMeta;
    return { id: x.id, code: x.code, name: m.name, site: m.site, gas: m.gas, unit: m.unit, rangeMin: m.rangeMin, rangeMax: m.rangeMax, lowAlarm: m.lowAlarm, highAlarm: m.highAlarm };
  });
}

/** The account acknowledging the demo's alarms: one of the safety department, else an administrator. */
async function safetyOfficer(tx: Queryable): Promise<{ id: number; name: string } | null> {
  const [row] = await tx.query<{ id: number; name: string }>(
    `select id::int as id, user_name as name from sysuser where tenant_id = $1 and status = 1
      order by ('safetyDept' = any(roles)) desc, ('qyUser' = any(roles)) desc, id limit 1`,
    [DEMO_ENTERPRISE],
  );
  return row ?? null;
}

/** Seeds the demo day of gas readings and alarms once; answers how many readings. */
export async function seedDemoGas(db: Db, now = new Date()): Promise<number> {
  if (!(await db.transaction((tx) => demoSeedPending(tx, DEMO_ENTERPRISE, SEED_KEY)))) return 0;
  const added = await inTenant(db, { tenantId: DEMO_ENTERPRISE, userId: null }, async (tx) => {
    const detectors = await detectorsOf(tx);
    const [has] = await tx.query("select 1 from device_latest where tenant_id = $1 and kind = 'gas' limit 1", [DEMO_ENTERPRISE]);
    if (!detectors.length || has) return 0;
    const end = Math.floor(now.getTime() / DEMO_GAS_STEP_MS) * DEMO_GAS_STEP_MS - DEMO_GAS_STEP_MS;
    const { readings, alarms } = gasHistory(detectors, {
      from: end - DEMO_GAS_HOURS * HOUR,
      to: end,
      stepMs: DEMO_GAS_STEP_MS,
      excursions: demoExcursions(detectors, end),
      rnd: seededRandom(22),
    });
    await tx.query(
      `insert into ingest_reading(tenant_id, kind, device_code, at, value, data)
       select $1, 'gas', c, a, v, null from unnest($2::text[], $3::timestamptz[], $4::float8[]) as x(c, a, v)`,
      [DEMO_ENTERPRISE, readings.map((r) => r.code), readings.map((r) => new Date(r.at).toISOString()), readings.map((r) => r.value)],
    );
    const latest = new Map(readings.map((r) => [r.code, r]));
    await tx.query(
      `insert into device_latest(tenant_id, kind, device_code, value, level, at)
       select $1, 'gas', c, v, l, a from unnest($2::text[], $3::float8[], $4::text[], $5::timestamptz[]) as x(c, v, l, a)
       on conflict (tenant_id, kind, device_code) do nothing`,
      [DEMO_ENTERPRISE, [...latest.keys()], [...latest.values()].map((r) => r.value), [...latest.values()].map((r) => r.level), [...latest.values()].map((r) => new Date(r.at).toISOString())],
    );
    await insertAlarms(tx, detectors, alarms, await safetyOfficer(tx));
    return readings.length;
  });
  await db.transaction((tx) => markDemoSeeded(tx, DEMO_ENTERPRISE, SEED_KEY));
  return added;
}

/** The past alarms, oldest first: all but the latest acknowledged a few minutes after being raised, the oldest followed up. */
async function insertAlarms(tx: Queryable, detectors: readonly (HistoryDetector & { id: number })[], alarms: readonly HistoryAlarm[], officer: { id: number; name: string } | null): Promise<void> {
  const byCode = new Map(detectors.map((d) => [d.code, d]));
  const past = alarms.filter((a) => a.clearedAt !== null).sort((a, b) => a.raisedAt - b.raisedAt);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const rows = past.map((a, i) => {
    const d = byCode.get(a.code)!;
    const acked = officer !== null && i < past.length - 1;
    const ackAt = a.raisedAt + (3 + i) * 60_000;
    const followed = acked && i === 0;
    return {
      code: a.code, device_id: d.id, device_name: d.name, site: d.site, level: a.level, peak: a.peak, last_value: a.lastValue, last_at: iso(a.lastAt),
      unit: d.unit, threshold: a.threshold, message: a.message, raised_at: iso(a.raisedAt), cleared_at: iso(a.clearedAt),
      ack_by: acked ? officer.id : null, ack_by_name: acked ? officer.name : null, ack_at: acked ? iso(ackAt) : null,
      follow_up: followed ? (FOLLOW_UPS[d.gas] ?? FOLLOW_UP_DEFAULT) : null, follow_up_by: followed ? officer.id : null,
      follow_up_by_name: followed ? officer.name : null, follow_up_at: followed ? iso(Math.max(a.clearedAt ?? ackAt, ackAt) + 10 * 60_000) : null,
    };
  });
  if (!rows.length) return;
  await tx.query(
    `insert into device_alarm(tenant_id, kind, module, device_code, device_id, device_name, site, level, peak_value, last_value, last_at, unit, threshold, message,
                              raised_at, cleared_at, ack_by, ack_by_name, ack_at, follow_up, follow_up_by, follow_up_by_name, follow_up_at)
     select $1, 'gas', 'spjk', x.code, x.device_id, x.device_name, x.site, x.level, x.peak, x.last_value, x.last_at, x.unit, x.threshold, x.message,
            x.raised_at, x.cleared_at, x.ack_by, x.ack_by_name, x.ack_at, x.follow_up, x.follow_up_by, x.follow_up_by_name, x.follow_up_at
       from jsonb_to_recordset($2::jsonb) as x(code text, device_id bigint, device_name text, site text, level text, peak double precision,
            last_value double precision, last_at timestamptz, unit text, threshold double precision, message text, raised_at timestamptz,
            cleared_at timestamptz, ack_by bigint, ack_by_name text, ack_at timestamptz, follow_up text, follow_up_by bigint,
            follow_up_by_name text, follow_up_at timestamptz)`,
    [DEMO_ENTERPRISE, JSON.stringify(rows)],
  );
}
