// A bench route running a resource list's SQL alone (no token, no envelope, no record mapping) on the same pool:
// what the API's figure is compared with.
import type { FastifyInstance } from 'fastify';
import { parseListQuery, type QueryInput } from '../../src/schema/compile-query.ts';
import type { Db } from '../../src/server/db/db.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { listRecords } from '../../src/server/resources/record-store.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';

/** The compiled resource of `key` (a missing one is the bench's own error). */
export function compiledResource(key: string): ReturnType<typeof compileResource> {
  const r = resourceRegistry().byKey.get(key);
  if (!r) throw new Error(`resource ${key} missing`);
  return compileResource(r);
}

/** Registers GET `path`: the list query of resource `key` in `tenantId`, answering `{rows, total}`. */
export function bareListRoute(app: FastifyInstance, db: Db, path: string, key: string, tenantId: number): void {
  app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (req) => {
    const c = compiledResource(key);
    const q = parseListQuery(c.plan, req.query as QueryInput);
    if ('error' in q) throw new Error(q.error.message);
    const r = await inTenant(db, { tenantId, userId: null }, (tx) => listRecords(tx, c, tenantId, q));
    return { rows: r.rows, total: r.total };
  });
}
