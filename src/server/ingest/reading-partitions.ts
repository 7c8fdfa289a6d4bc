// The daily partitions of ingest_reading (migration 020): the days around now exist before readings arrive, and
// the days past the retention are dropped whole (no row-by-row delete). Runs as the server itself (DDL).
import type { Db } from '../db/db.ts';

const DAY_MS = 24 * 3600_000;

function dayName(d: Date): string {
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

function dayStart(ms: number): Date {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS);
}

/** Creates the partitions of yesterday to `ahead` days on (UTC days) and drops those ended `retentionDays` ago. */
export async function maintainReadingPartitions(db: Db, now: Date, retentionDays: number, ahead = 2): Promise<{ created: string[]; dropped: string[] }> {
  const existing = new Set(
    (
      await db.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
          where p.relname = 'ingest_reading' and c.relname like 'ingest_reading_p%'`,
      )
    ).map((r) => r.name),
  );
  const created: string[] = [];
  for (let k = -1; k <= ahead; k++) {
    const from = dayStart(now.getTime() + k * DAY_MS);
    const name = `ingest_reading_p${dayName(from)}`;
    if (existing.has(name)) continue;
    const to = new Date(from.getTime() + DAY_MS);
    // Readings of that day already in the default partition move into the new one (PostgreSQL refuses the
    // partition otherwise).
    await db.transaction(async (tx) => {
      await tx.query('create temp table ingest_moving (like ingest_reading) on commit drop');
      await tx.query(
        `with moved as (delete from ingest_reading_default where at >= $1 and at < $2 returning *) insert into ingest_moving select * from moved`,
        [from, to],
      );
      await tx.query(`create table ${name} partition of ingest_reading for values from ('${from.toISOString()}') to ('${to.toISOString()}')`);
      await tx.query('insert into ingest_reading select * from ingest_moving');
    });
    created.push(name);
  }
  const dropped: string[] = [];
  const keepFrom = dayName(dayStart(now.getTime() - retentionDays * DAY_MS));
  for (const name of existing) {
    if (name.slice('ingest_reading_p'.length) < keepFrom) {
      await db.query(`drop table ${name}`);
      dropped.push(name);
    }
  }
  await db.query(`delete from ingest_reading_default where at < $1`, [dayStart(now.getTime() - retentionDays * DAY_MS)]);
  return { created, dropped };
}
