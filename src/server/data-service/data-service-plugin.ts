// The data service (spec 000 §7 "Separate data service", docs/schema-engine.md "Statistics blocks"): its
// own base path /data-service beside /zax-cloud in the same process, read with its own short-lived token.
// - POST /zax-cloud/user/data-service/token: the signed-in browser's token (the session's user, active
//   enterprise and roles);
// - POST /data-service/auth/token: a server-side client's token ({clientId, secret}, DATA_SERVICE_CLIENTS);
// - GET /data-service/stats/<module>: the module's blocks the token may read;
// - GET /data-service/stats/<module>/<block>?<the resource list's filters>: the block's rows and total.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { parseListQuery, type QueryInput } from '../../schema/compile-query.ts';
import { compileStatsBlock, type StatsQuery } from '../../schema/stats-file.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { hitRate } from '../auth/rate-limit.ts';
import { AppError, fieldError, forbidden, notFound, tooMany } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { obj } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf, tokenOf } from '../plugins/auth.ts';
import { moduleFiles, type ModuleStatsBlock } from '../modules/module-files.ts';
import { compileResource, resourceRegistry } from '../resources/registry.ts';
import { callerDepartments } from '../resources/data-scope.ts';
import { withDepartments, withOwnerOnly } from '../resources/resource-context.ts';
import { mayReadBlock } from './block-access.ts';
import { matchClient, parseDataServiceClients } from './ds-clients.ts';
import { findDataServiceCaller, issueDataServiceToken, type DataServiceCaller } from './ds-token-store.ts';
import { resourceStatsRows } from './stats-query.ts';
import { countedStats } from './counted-stats.ts';
import { orderRows } from './stats-rows.ts';
import { STATS_SOURCES } from './stats-sources.ts';

export const DATA_SERVICE_PREFIX = '/data-service';

/** Client sign-ins per address: a big screen signs in every 15 minutes; a guesser gets 20 tries a minute. */
export const CLIENT_SIGNIN_RATE = { max: 20, windowMs: 60_000 } as const;

/** A text of the API's documentation and field titles (Chinese, as the errors name fields). */
const zh = (id: MessageId) => say('zh', text(id));
const tags = [zh('stats.api.tag')];

declare module 'fastify' {
  interface FastifyRequest {
    dataCaller: DataServiceCaller | null;
  }
}

function callerOf(req: FastifyRequest): DataServiceCaller {
  if (!req.dataCaller) throw new AppError(401, text('stats.error.tokenMissing'));
  return req.dataCaller;
}

function blocksOf(module: string): ModuleStatsBlock[] {
  const blocks = moduleFiles().stats.filter((b) => b.module === module);
  if (!blocks.length) throw notFound(text('stats.error.unknownModule', { module }));
  return blocks;
}

/** Registers the data service: the browser's token route under /zax-cloud and the service under /data-service. */
export async function dataServicePlugin(app: FastifyInstance, opts: { apiPrefix: string }): Promise<void> {
  const { db } = app.deps;
  const clients = parseDataServiceClients(process.env.DATA_SERVICE_CLIENTS);

  app.post(
    `${opts.apiPrefix}/user/data-service/token`,
    { config: { access: 'read' }, schema: { tags, summary: zh('stats.api.sessionToken') } },
    async (req) => {
      const auth = authOf(req);
      return okData(
        await issueDataServiceToken(db, {
          tenantId: auth.tenantId,
          roles: auth.roles,
          isAdmin: auth.isAdmin,
          userId: auth.userId,
          clientId: null,
          departments: await inTenant(db, auth, (tx) => callerDepartments(tx, auth)),
        }),
      );
    },
  );

  await app.register(
    async (ds) => {
      ds.decorateRequest('dataCaller', null);
      ds.addHook('onRequest', async (req) => {
        if (req.is404 || req.routeOptions.config?.access === 'public') return;
        const token = tokenOf(req);
        req.dataCaller = token ? await findDataServiceCaller(db, token) : null;
        if (!req.dataCaller) throw new AppError(401, text('stats.error.tokenMissing'));
      });

      const credentials = obj(
        { clientId: { type: 'string', title: zh('stats.api.clientId'), minLength: 1, maxLength: 64 }, secret: { type: 'string', title: zh('stats.api.secret'), minLength: 1, maxLength: 200 } },
        ['clientId', 'secret'],
      );
      ds.post(
        '/auth/token',
        { config: { access: 'public' }, schema: { tags, summary: zh('stats.api.clientToken'), body: credentials } },
        async (req) => {
          // A sign-in like the login: attempts per address are bounded (shared by every API process).
          const rate = await hitRate(db, `ds:signin:${req.ip}`, CLIENT_SIGNIN_RATE);
          if (!rate.allowed) throw tooMany(text('stats.error.tooManySignIns', { n: Math.ceil(rate.retryAfterMs / 1000) }));
          const { clientId, secret } = req.body as { clientId: string; secret: string };
          const client = matchClient(clients, clientId, secret);
          if (!client) throw new AppError(401, text('stats.error.badClient'));
          return okData(await issueDataServiceToken(db, { tenantId: client.tenant, roles: client.roles, isAdmin: false, userId: null, clientId: client.clientId, departments: null }));
        },
      );

      const moduleParams = obj({ module: { type: 'string', title: zh('stats.api.module'), pattern: '^[a-z][a-z0-9-]{0,39}$' } }, ['module']);
      ds.get<{ Params: { module: string } }>('/stats/:module', { schema: { tags, summary: zh('stats.api.blocks'), params: moduleParams } }, async (req) => {
        const caller = callerOf(req);
        const lang = requestLang(req);
        const blocks = blocksOf(req.params.module);
        await inTenant(db, caller, (tx) => assertModuleOpen(tx, caller, req.params.module));
        return okData(
          blocks.filter((b) => mayReadBlock(caller, b)).map((b) => ({ key: b.key, title: (lang === 'en' && b.titleEn) || b.title, chart: b.chart, ...(b.source !== undefined ? { source: b.source } : { resource: b.resource }) })),
        );
      });

      const blockParams = obj(
        { module: { type: 'string', title: zh('stats.api.module'), pattern: '^[a-z][a-z0-9-]{0,39}$' }, block: { type: 'string', title: zh('stats.api.block'), pattern: '^[a-z][a-z0-9-]{0,39}$' } },
        ['module', 'block'],
      );
      ds.get<{ Params: { module: string; block: string } }>('/stats/:module/:block', { schema: { tags, summary: zh('stats.api.rows'), params: blockParams } }, async (req) => {
        const caller = callerOf(req);
        const lang = requestLang(req);
        const block = blocksOf(req.params.module).find((b) => b.key === req.params.block);
        if (!block) throw notFound(text('stats.error.unknownBlock', { block: req.params.block }));
        if (!mayReadBlock(caller, block)) throw forbidden(text('stats.error.noRight', { block: block.title }));
        const byMonth = 'month' in block.groupBy;
        const rows = await inTenant(db, caller, async (tx) => {
          await assertModuleOpen(tx, caller, block.module);
          if (block.source !== undefined) {
            const run = STATS_SOURCES.get(block.source);
            if (!run) throw notFound(text('stats.error.unknownBlock', { block: block.key }));
            return run(tx, caller.tenantId, sourceGroup(block), lang, (req.query ?? {}) as Record<string, unknown>, caller.departments);
          }
          const resource = resourceRegistry().byKey.get(block.resource as string);
          if (!resource) throw notFound(text('stats.error.unknownBlock', { block: block.key }));
          if (resource.module && resource.module !== block.module) await assertModuleOpen(tx, caller, resource.module);
          const c = compileResource(resource);
          const q = parseListQuery(c.plan, (req.query ?? {}) as QueryInput, { ignore: ['_t'], lang });
          if ('error' in q) throw fieldError(q.error.field, q.error.text ?? q.error.message);
          const labels = { none: say(lang, text('stats.label.none')), yes: say(lang, text('stats.label.yes')), no: say(lang, text('stats.label.no')) };
          // Records kept to their creator count for their creator only, as the list shows them (a client's token acts
          // as nobody, so it counts none of them); a person kept to their departments counts those departments' records.
          const scoped = withDepartments(resource, withOwnerOnly(resource, q), caller.departments);
          // Counts kept by the write path answer a block the request does not filter (they apply the data scope).
          const counted = q.where.length === 0 && !resource.ownerOnly ? countedStats(resource.key, caller.departments) : undefined;
          return resourceStatsRows(tx, c, caller.tenantId, compileStatsBlock(block, resource), scoped, labels, counted);
        });
        return okData(orderRows(rows, byMonth));
      });
    },
    { prefix: DATA_SERVICE_PREFIX },
  );
}

/** The group of a source block (its checked group-by). */
function sourceGroup(block: ModuleStatsBlock): StatsQuery['group'] {
  const g = block.groupBy;
  if ('month' in g) return { kind: 'month', field: g.month, months: g.months ?? 12 };
  return { kind: 'field', field: 'field' in g ? g.field : g.ref };
}

/** Refuses a module the enterprise has not opened (the platform admin passes). */
async function assertModuleOpen(tx: Queryable, caller: DataServiceCaller, module: string): Promise<void> {
  if (caller.isAdmin) return;
  const rows = await tx.query<{ ok: boolean }>('select $2 = any(have_model) as ok from qyxx where tenant_id = $1', [caller.tenantId, module]);
  if (!rows[0]?.ok) throw forbidden(text('stats.error.moduleClosed', { module }));
}
