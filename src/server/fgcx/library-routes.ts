// The security library's POST list calls (src/server/fgcx/library-calls.ts), one route per call under /zax-cloud/kb:
// the body carries `page`, `limit` and the call's filters; each needs a read role of its resource and the
// resource's module, and answers in the caller's tenant transaction (the platform's rows and its own).
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { QueryInput } from '../../schema/compile-query.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { listQuerySchema } from '../resources/list-query-schema.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { withResource } from '../resources/resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { SECURITY_LIBRARY_CALLS } from './library-calls.ts';

const pagingProps = {
  page: { type: 'integer', minimum: 1, title: zhOf('fgcx.library.field.page') },
  limit: { type: 'integer', minimum: 1, title: zhOf('fgcx.library.field.limit') },
};

/** The body as list parameters: scalars as the query string would carry them; a nested object is refused by name. */
export function bodyQuery(body: unknown): QueryInput {
  const out: QueryInput = {};
  for (const [k, v] of Object.entries(body && typeof body === 'object' ? body : {})) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) out[k] = v.map(String);
    else if (typeof v !== 'object') out[k] = String(v);
    else throw fieldError(k, text('fgcx.library.badValue', { field: k }));
  }
  return out;
}

export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = [say('zh', text('fgcx.library.tag'))];
  for (const call of SECURITY_LIBRARY_CALLS) {
    const base = resourceRegistry().byKey.get(call.resource);
    if (!base) throw new Error(`security library call ${call.name}: no resource ${call.resource}`);
    const body =
      call.body === 'list'
        ? // Closed, unlike the GET list's query: a record's answered fields sent back are dropped, any other unknown
          // field is refused by name.
          { ...listQuerySchema(base, true), additionalProperties: false }
        : { type: 'object', additionalProperties: false, properties: { ...pagingProps, ...call.body } };
    app.post(`/${call.name}`, { config: { access: 'read', roles: base.permissions.read }, schema: { tags, summary: zhOf(call.summary), body } }, (req) => {
      const auth = authOf(req);
      const query = bodyQuery(req.body);
      return withResource(db, auth, base, async (s) => okData(await call.answer(s, auth, query, requestLang(req))));
    });
  }
}
