// The inbox (issue 14 item 7, docs/schema-engine.md "The inbox"): GET /workflow/inbox answers what waits for the
// signed-in person across the modules the enterprise has opened and the resources the person may read;
// GET /workflow/inbox/count its number (the top bar's badge).
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { ALL_MODULE_KEYS } from '../../domain/modules.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { int, obj, str } from '../http/json-schema.ts';
import { okData } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { PERMIT_MODULE, PERMIT_READ } from '../permits/permit-scope.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { BASIC_MODULE, inboxCounts, inboxPage, type InboxQuery, type InboxScope } from './inbox-query.ts';
import { partyKeysOf } from './my-keys.ts';

const tags = [say('zh', text('inbox.doc.tag'))];

export const inboxQuerySchema = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 50, default: 10 }),
  module: str(text('inbox.field.module'), { enum: [...ALL_MODULE_KEYS, BASIC_MODULE] }),
});

/** The enterprise's opened modules (every module for the platform admin's tenant 0 when it lists none). */
async function openedModules(tx: Queryable, auth: AuthContext): Promise<Set<string>> {
  const rows = await tx.query<{ haveModel: string[] | null }>('select have_model as "haveModel" from qyxx where tenant_id = $1', [auth.tenantId]);
  return new Set(rows[0]?.haveModel ?? (auth.isAdmin ? ALL_MODULE_KEYS : []));
}

/** What the person may see in their inbox: their keys, the readable resources of opened modules, the permits. */
export async function inboxScope(tx: Queryable, auth: AuthContext): Promise<InboxScope> {
  const opened = await openedModules(tx, auth);
  const resources = resourceRegistry().all.filter((r) => (r.module == null || opened.has(r.module)) && mayReadResource(auth, r));
  const permits = opened.has(PERMIT_MODULE) && (auth.isAdmin || PERMIT_READ.roles.some((r) => auth.roles.includes(r)));
  return { tenantId: auth.tenantId, keys: await partyKeysOf(tx, auth), resources, permits, roles: auth.roles, userId: auth.userId };
}

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: InboxQuery }>(
    '/inbox',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('inbox.doc.list')), querystring: inboxQuerySchema } },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => okData(await inboxPage(tx, await inboxScope(tx, auth), req.query, requestLang(req))));
    },
  );

  app.get('/inbox/count', { config: { access: 'read' }, schema: { tags, summary: say('zh', text('inbox.doc.count')) } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      const byModule = await inboxCounts(tx, await inboxScope(tx, auth));
      return okData({ count: Object.values(byModule).reduce((a, b) => a + b, 0) });
    });
  });
}
