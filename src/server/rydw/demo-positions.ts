// The demo's people (docs/location.md "Demo"): a day of positions for the demo enterprise's bound tags, so that
// 区域工时, 范围统计 and 检测大屏 show figures on a fresh start (seeded once, today from 07:00 to ten minutes ago),
// and, while `npm start` runs on a demo database, the same people walking live through the ingest path.
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { dayBounds, dayOf } from '../../domain/rydw-day.ts';
import { isDemoDatabase } from '../modules/apply-defaults.ts';
import type { IngestService } from '../ingest/ingest-service.ts';
import { tableName } from '../resources/registry.ts';
import { seededRandom } from '../../domain/seeded-random.ts';
import { DEMO_WAYPOINTS, startWalkers, stepWalkers, walkedTrack, type Walker } from './rydw-simulate.ts';

const DEMO_ENTERPRISE = 1001;

/** The enterprise's location tags bound to a person, by code (the demo's walkers and the simulator's). */
export async function boundTags(db: Db, tenantId = DEMO_ENTERPRISE): Promise<{ code: string; staffId: number }[]> {
  return inTenant(db, { tenantId, userId: null }, async (tx) => {
    const rows = await tx.query<{ code: string; staffId: string }>(
      `select data->>'code' as code, data->>'staffId' as "staffId" from ${tableName('location-tag')} where tenant_id = $1 and not deleted and data ? 'staffId' order by 1`,
      [tenantId],
    );
    return rows.map((r) => ({ code: r.code, staffId: Number(r.staffId) }));
  });
}

/** Seeds today's positions once per day on a demo database; answers how many. */
export async function seedDemoPositions(db: Db, now = new Date()): Promise<number> {
  if (!(await db.transaction((tx) => isDemoDatabase(tx)))) return 0;
  const day = dayOf(now.getTime());
  const [start] = dayBounds(day)!;
  const from = start + 7 * 3_600_000;
  const to = now.getTime() - 10 * 60_000;
  if (to <= from) return 0;
  const tags = await boundTags(db);
  if (!tags.length) return 0;
  return inTenant(db, { tenantId: DEMO_ENTERPRISE, userId: null }, async (tx) => {
    const [has] = await tx.query("select 1 from ingest_reading where tenant_id = $1 and kind = 'position' and at >= $2 limit 1", [DEMO_ENTERPRISE, new Date(start)]);
    if (has) return 0;
    const staffOf = new Map(tags.map((t) => [t.code, t.staffId]));
    const track = walkedTrack(tags.map((t) => t.code), DEMO_WAYPOINTS, from, to, 60_000, seededRandom(start / 1000));
    await tx.query(
      `insert into ingest_reading(tenant_id, kind, device_code, at, value, data)
       select $1, 'position', c, a, null, d from unnest($2::text[], $3::timestamptz[], $4::jsonb[]) as x(c, a, d)`,
      [DEMO_ENTERPRISE, track.map((f) => f.tag), track.map((f) => new Date(f.at).toISOString()), track.map((f) => JSON.stringify({ x: f.p[0], y: f.p[1], staffId: staffOf.get(f.tag) ?? null }))],
    );
    return track.length;
  });
}

/** Walks the demo's people every `everyMs` through the ingest path; answers the stop. */
export function walkDemoPeople(db: Db, ingest: IngestService, everyMs = 2000): () => void {
  const rand = seededRandom(Date.now());
  let walkers: Walker[] | null = null;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        if (!walkers) walkers = startWalkers((await boundTags(db)).map((t) => t.code), DEMO_WAYPOINTS, rand);
        walkers = stepWalkers(walkers, DEMO_WAYPOINTS, everyMs / 1000, rand);
        await Promise.all(walkers.map((w) => ingest.submit({ tenantId: DEMO_ENTERPRISE, kind: 'position', deviceCode: w.tag, payload: { x: w.p[0], y: w.p[1] } })));
      } catch {
        // The demo walk is best effort (a stopping server, a tag deleted).
      } finally {
        busy = false;
      }
    })();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
