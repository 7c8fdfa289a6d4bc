// Updates one record of a resource through the record pipeline (hooks, validator, references), in the caller's
// tenant transaction: what a module does when it rewrites records of another resource it derived (岗位履职模板
// updating the 履职清单 it made). The same steps as the generic update's (resource-routes.ts): the stored form
// values merged with `body`, blank values clearing their field, the values the form does not hold kept.
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { text } from '../../domain/i18n/text.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite } from './record-hooks.ts';
import { clearedKeys, payloadValues, splitStored } from './record-shape.ts';
import { getRecord, updateRecordData } from './record-store.ts';
import { compileResource, resourceRegistry } from './registry.ts';
import { assertValid, tenantResource, type ResourceScope } from './resource-context.ts';

/** Updates record `id` of `key` with `body`; a refusal throws like the generic update (404 when it is gone). */
export async function updateThroughPipeline(
  tx: Queryable,
  auth: AuthContext,
  key: string,
  id: number,
  body: Record<string, unknown>,
  cache?: Map<string, unknown>,
): Promise<void> {
  const base = resourceRegistry().byKey.get(key);
  if (!base) throw new Error(`unknown resource '${key}'`);
  const merged = await tenantResource(tx, auth.tenantId, base);
  const scope: ResourceScope = { tx, c: compileResource(merged.resource), merged };
  const row = await getRecord(tx, scope.c, auth.tenantId, id, true);
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
  const w = recordWrite(scope, auth, { ...body, id }, id, cache);
  const { form, kept } = splitStored(scope.c.resource, row.data);
  const values = { ...form, ...payloadValues(scope.c.resource, w.body) };
  for (const k of clearedKeys(scope.c.resource, w.body)) delete values[k];
  await prepareRecord(w, values);
  assertValid(scope, values);
  await checkRecord(w, values);
  await updateRecordData(tx, scope.c, auth.tenantId, auth.userId, id, { ...kept, ...values });
  await recordSaved(w, values);
}
