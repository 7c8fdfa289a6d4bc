// Every resource of schemas/resources gets its routes (resource-routes.ts); the registry itself answers
// each resource's schema as the caller's enterprise sees it, for the client to render.
import type { FastifyInstance } from 'fastify';
import { mayReadResource } from './may-read-resource.ts';
import { notFound, forbidden } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry, SCHEMA_ENDPOINT } from './registry.ts';
import { DESIGNER_ROLES } from '../designer/designer-scope.ts';
import { assertModule, tenantResource, withResource } from './resource-context.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { designableResource, isPermitFormKey } from '../designer/designable-resources.ts';
import { isPlatformWriter } from './shared-records.ts';
import { resourceRoutes } from './resource-routes.ts';
import { NOTICE_KEY, noticeRoutes } from './notice-routes.ts';
import { refRoutes } from './ref-routes.ts';
import { boundRegistry, checkBoundRoutes } from './bound-files.ts';
import { checkBoundStores, hasSpreadsheetActions } from './bound-stores.ts';
import { boundIoRoutes } from './bound-io-routes.ts';
import { checkModuleHooks } from './module-hooks.ts';
import { refTreesOf } from '../../schema/keywords/ref-trees.ts';
import { zhOf } from '../routes/zh-of.ts';
import { workflowRoutes } from '../workflow/workflow-routes.ts';
import { text } from '../../domain/i18n/text.ts';

const TAGS = [zhOf('api.resource.resourceDefinition')];

export async function resourcesPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const registry = resourceRegistry();
  // A file naming a module hook that no module registers stops the start, naming the file and the pointer.
  checkModuleHooks(registry.all);
  const bound = boundRegistry(new Set(registry.byKey.keys()));
  // A binding to a path the server does not have stops the start, naming the file and the pointer.
  // And so does a bound file declaring a spreadsheet action that no service gives a store.
  app.addHook('onReady', async () => {
    checkBoundRoutes(bound.all, app.routeTable, app.prefix);
    checkBoundStores(bound.all);
  });

  app.get(`${SCHEMA_ENDPOINT}`, { schema: { tags: TAGS, summary: zhOf('api.resource.resourcesCurrentUserCanRead') } }, (req) => {
    const auth = authOf(req);
    return okData(
      registry.all
        .filter((r) => mayReadResource(auth, r))
        .map((r) => ({ key: r.key, title: r.title, endpoint: r.endpoint, actions: r.actions, module: r.module ?? null, phone: r.phone ?? null })),
    );
  });

  app.get<{ Params: { key: string } }>(
    `${SCHEMA_ENDPOINT}/:key`,
    { schema: { tags: TAGS, summary: zhOf('api.resource.resourceDefinitionMergedEnterpriseS'), params: obj({ key: str(zhOf('api.designer.resource'), { pattern: '^[a-z][a-z0-9-]{0,80}$' }) }, ['key']) } },
    (req) => {
      const auth = authOf(req);
      const boundFile = bound.byKey.get(req.params.key);
      if (boundFile) {
        if (!mayReadResource(auth, boundFile)) throw forbidden(text('api.resource.forbiddenView', { title: boundFile.title }));
        // No overlay: the service keeps its own fields (the designer does not extend a bound resource).
        return okData({ resource: boundFile, hiddenFields: [], warnings: [], version: 0, canDesign: false });
      }
      // The registry's files and the permit kinds' forms (designable-resources.ts): both as the enterprise tailored them.
      const base = designableResource(req.params.key);
      if (!base) throw notFound(text('api.resource.resourceNotFound', { key: req.params.key }));
      if (!mayReadResource(auth, base)) throw forbidden(text('api.resource.forbiddenView', { title: base.title }));
      // A reference to a tree the caller may read is picked in a tree select (ref-trees.ts).
      const isTree = (key: string) => {
        const target = registry.byKey.get(key);
        return target?.tree !== undefined && mayReadResource(auth, target);
      };
      const canDesign = auth.isAdmin || DESIGNER_ROLES.some((r) => auth.roles.includes(r));
      // A permit form has no records of its own (no table to compile against): its merged file alone.
      if (isPermitFormKey(base.key)) {
        return inTenant(db, auth, async (tx) => {
          await assertModule(tx, auth, base);
          const merged = await tenantResource(tx, auth.tenantId, base);
          return okData({ ...merged, refTrees: refTreesOf(merged.resource, isTree), canDesign });
        });
      }
      return withResource(db, auth, base, async (s) => okData({
          ...s.merged,
          refTrees: refTreesOf(s.merged.resource, isTree),
          canDesign,
          // Shared records: whether the caller writes the platform's rows (the list hides their write buttons otherwise).
          ...(s.c.shared ? { platformWriter: isPlatformWriter(auth) } : {}),
        }));
    },
  );

  await app.register(refRoutes);
  // A bound file's spreadsheet actions: the engine's routes over the store its service registers.
  for (const resource of bound.all) {
    if (hasSpreadsheetActions(resource)) await app.register(boundIoRoutes, { resource });
  }
  for (const resource of registry.all) {
    await app.register(resourceRoutes, { resource });
    if (resource.key === NOTICE_KEY) await app.register(noticeRoutes, { resource });
    // Workflows (issue 14): one route per transition, the caller's actions, the history, the state counts.
    if (resource.workflow) await app.register(workflowRoutes, { resource });
  }
}
