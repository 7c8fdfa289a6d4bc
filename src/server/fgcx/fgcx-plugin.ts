// 法规查询 and 安全标准知识's own routes (docs/knowledge.md "Search"), under /zax-cloud/kb (src/server/module-plugins.ts):
// `GET /kb/search?q=&kinds=&industry=&issuer=&status=&page=&limit=` and `POST /kb/search` with the same fields in
// the body (a long query does not fit every URL; spec 000 §7's security-library `search` is a POST). The kinds
// searched are those whose resource the caller may read and whose module the enterprise has opened.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { KB_KINDS, type KbKind } from '../../domain/kb-entries.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { libraryRoutes } from './library-routes.ts';
import { catchUpIndex } from './search-index.ts';
import { citePlatformBasis } from './platform-citations.ts';
import { searchKnowledge, type SearchParams } from './search.ts';

const tags = [say('zh', text('fgcx.api.tag'))];
const fields = {
  q: { type: 'string', title: say('zh', text('fgcx.field.q')) },
  kinds: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 6 }], title: say('zh', text('fgcx.field.kinds')) },
  industry: { type: 'string', maxLength: 50 },
  issuer: { type: 'string', maxLength: 100 },
  status: { type: 'string', maxLength: 20 },
  page: { type: 'integer', minimum: 1, maximum: 1000 },
  limit: { type: 'integer', minimum: 1, maximum: 50 },
} as const;

/** The kinds the caller may search: readable resources of modules the enterprise has opened. */
export async function allowedKinds(tx: Queryable, auth: AuthContext): Promise<KbKind[]> {
  const registry = resourceRegistry();
  const [ent] = auth.isAdmin ? [] : await tx.query<{ modules: string[] }>('select have_model as modules from qyxx where tenant_id = $1', [auth.tenantId]);
  return KB_KINDS.filter((k) => {
    const file = registry.byKey.get(k);
    if (!file || !mayReadResource(auth, file)) return false;
    return auth.isAdmin || !file.module || (ent?.modules ?? []).includes(file.module);
  });
}

export async function fgcxPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // The platform's check clauses cite their regulation or standard by reference (they are seeded by text).
  await citePlatformBasis(db);
  // Records written without the hooks (the platform's seeded rows, demo records) get their entries now.
  await catchUpIndex(db);
  const run = (auth: AuthContext, params: SearchParams) =>
    inTenant(db, auth, async (tx) => okData(await searchKnowledge(tx, params, await allowedKinds(tx, auth))));
  const schema = { tags, summary: say('zh', text('fgcx.api.search')) };
  app.get<{ Querystring: SearchParams }>('/search', { config: { access: 'read' }, schema: { ...schema, querystring: { type: 'object', properties: fields } } }, (req) =>
    run(authOf(req), req.query),
  );
  app.post<{ Body: SearchParams }>('/search', { config: { access: 'read' }, schema: { ...schema, body: { type: 'object', additionalProperties: false, properties: fields } } }, (req) =>
    run(authOf(req), req.body ?? {}),
  );
  await libraryRoutes(app);
}
