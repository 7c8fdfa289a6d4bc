// The demo seeds that run once per database (the gas history, the process alarms, the location alarms, the plant
// plan, the training history): each is keyed in seed_applied (migration 012) when it has run, and runs only in a demo
// database (isDemoDatabase), so a production database never gets demo rows and a restart never doubles them.
import type { Queryable } from '../db/db.ts';
import { isDemoDatabase } from './apply-defaults.ts';

/** Whether the demo seed `key` of `tenant` is still to run: a demo database that has not recorded it. */
export async function demoSeedPending(tx: Queryable, tenant: number, key: string): Promise<boolean> {
  if (!(await isDemoDatabase(tx))) return false;
  const rows = await tx.query("select 1 from seed_applied where tenant_id = $1 and kind = 'demo' and key = $2", [tenant, key]);
  return rows.length === 0;
}

/** Records that the demo seed `key` of `tenant` has run. */
export async function markDemoSeeded(tx: Queryable, tenant: number, key: string): Promise<void> {
  await tx.query("insert into seed_applied (tenant_id, kind, key) values ($1, 'demo', $2) on conflict do nothing", [tenant, key]);
}
