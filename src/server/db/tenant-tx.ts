import { noteTransaction } from './count-cache.ts';
import type { Db, Queryable } from './db.ts';

/** Who acts in a transaction: the tenant (enterprise id; 0 is the platform admin) and the user. */
export interface Actor {
  tenantId: number;
  userId: number | null;
}

/**
 * Runs `fn` in one transaction as the non-superuser role zax_app with the tenant and user set
 * transaction-locally, so row-level security applies and the audit trigger knows who acted.
 */
export function inTenant<T>(db: Db, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', 'zax_app', true), set_config('app.tenant', $1, true), set_config('app.user', $2, true)",
      [String(actor.tenantId), actor.userId == null ? '' : String(actor.userId)],
    );
    noteTransaction(tx, db);
    return fn(tx);
  });
}
