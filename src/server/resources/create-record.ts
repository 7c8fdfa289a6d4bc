// Creates one record of a resource through the record pipeline (hooks, validator, references, the workflow's
// initial state), in the caller's tenant transaction: what one module does to open a record of another (a patrol
// finding opens a repair order, an abnormal check registers a hidden danger). The same steps as the generic
// create's and the schedule generator's (src/server/schedules/run-schedules.ts).
import type { AuthContext } from '../plugins/auth.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite } from './record-hooks.ts';
import { payloadValues } from './record-shape.ts';
import { insertRecords } from './record-store.ts';
import { compileResource, resourceRegistry } from './registry.ts';
import { assertValid, tenantResource, type ResourceScope } from './resource-context.ts';
import type { Queryable } from '../db/db.ts';

/** Whether the enterprise has opened a module. */
export async function hasModule(tx: Queryable, tenantId: number, module: string): Promise<boolean> {
  const rows = await tx.query<{ ok: boolean }>('select $2 = any(have_model) as ok from qyxx where tenant_id = $1', [tenantId, module]);
  return rows[0]?.ok === true;
}

/**
 * Creates a record of `key` from `body`; answers its id. A refusal throws like the generic create. `cache` is the
 * write's (RecordWrite.cache): a caller may leave a mark there for its module's hooks.
 */
export async function createThroughPipeline(tx: Queryable, auth: AuthContext, key: string, body: Record<string, unknown>, cache?: Map<string, unknown>): Promise<number> {
  const base = resourceRegistry().byKey.get(key);
  if (!base) throw new Error(`unknown resource '${key}'`);
  const merged = await tenantResource(tx, auth.tenantId, base);
  const scope: ResourceScope = { tx, c: compileResource(merged.resource), merged };
  const w = recordWrite(scope, auth, body, null, cache);
  const values = payloadValues(scope.c.resource, w.body) ?? {};
  await prepareRecord(w, values);
  assertValid(scope, values);
  await checkRecord(w, values);
  [w.id] = await insertRecords(tx, scope.c, auth.tenantId, auth.userId, [values]);
  await recordSaved(w, values);
  return w.id;
}
