// Writes a large bench table in batches of 100,000 rows with its audit trigger off (the bench measures
// reads, not the seed's history), then vacuums and analyzes it; answers the time it took.
import type { Db } from '../../src/server/db/db.ts';

const BATCH = 100_000;

/** Calls `insertBatch(from, to)` for rows 1..n in batches, with `table`'s audit trigger off meanwhile. */
export async function seedInBatches(db: Db, table: string, n: number, insertBatch: (from: number, to: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await db.query(`alter table ${table} disable trigger ${table}_audit`);
  try {
    for (let from = 1; from <= n; from += BATCH) await insertBatch(from, Math.min(n, from + BATCH - 1));
  } finally {
    await db.query(`alter table ${table} enable trigger ${table}_audit`);
  }
  // Vacuumed as autovacuum would soon after so many inserts: the visibility map lets index-only scans skip the heap.
  await db.query(`vacuum analyze ${table}`);
  return performance.now() - started;
}
