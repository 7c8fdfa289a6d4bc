// The enterprise list, detail and module switch of 企业数据管理 (docs/enterprise.md).
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { ALL_MODULE_KEYS, moduleTitle } from '../../domain/modules.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { bool, ID_MAX, int, obj, pageQuery, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { enterpriseRows, setModule, type EnterpriseRow } from './enterprise-store.ts';
import { platformActor } from './platform-admin.ts';

const TAGS = [say('zh', text('enterprise.api.tag'))];
// No `roles` here: platformActor refuses everyone but the platform administrator with a message naming why.
const ACCESS_READ = { access: 'read' as const };
const ACCESS_WRITE = { access: 'write' as const };

export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { page: number; limit: number; qymc?: string; group?: string } }>(
    '/list',
    {
      config: ACCESS_READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.list')),
        querystring: obj({
          ...pageQuery,
          qymc: str(text('enterprise.field.qymc'), { maxLength: 100 }),
          group: str(text('enterprise.field.group'), { maxLength: 100 }),
        }),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const { page, limit, qymc, group } = req.query;
      const result = await inTenant(db, actor, (tx) =>
        enterpriseRows(tx, { qymc: qymc?.trim() || undefined, group: group?.trim() || undefined, limit, offset: (page - 1) * limit }),
      );
      return okRows(result.rows, result.total);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/detail/:id',
    {
      config: ACCESS_READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.detail')),
        params: obj({ id: int(text('enterprise.field.enterprise'), { minimum: 1, maximum: ID_MAX }) }, ['id']),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const found = await inTenant(db, actor, async (tx) => {
        const [one] = (await enterpriseRows(tx, { id: req.params.id, limit: 1, offset: 0 })).rows;
        if (!one) return null;
        const subs = (await enterpriseRows(tx, { parentId: one.id, limit: 500, offset: 0 })).rows;
        return { ...one, subs };
      });
      if (!found) throw notFound(text('enterprise.error.notFound'));
      return okData(found satisfies EnterpriseRow & { subs: EnterpriseRow[] });
    },
  );

  app.post<{ Body: { qyId: number; module: string; enabled: boolean } }>(
    '/module',
    {
      config: ACCESS_WRITE,
      schema: {
        tags: TAGS,
        summary: say('zh', text('enterprise.api.module')),
        body: obj(
          {
            qyId: int(text('enterprise.field.enterprise'), { minimum: 0, maximum: ID_MAX }),
            module: str(text('enterprise.field.module'), { minLength: 1, maxLength: 50 }),
            enabled: bool(text('enterprise.field.enabled')),
          },
          ['qyId', 'module', 'enabled'],
        ),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const { qyId, module, enabled } = req.body;
      if (!ALL_MODULE_KEYS.includes(module)) throw fieldError('module', text('enterprise.error.unknownModule', { module }));
      if (qyId === 0) throw fieldError('qyId', text('enterprise.error.platform'));
      const haveModel = await inTenant(db, actor, (tx) => setModule(tx, qyId, module, enabled));
      if (!haveModel) throw notFound(text('enterprise.error.notFound'));
      const title = moduleTitle(module) ?? module;
      return okData(
        { id: qyId, haveModel },
        say(requestLang(req), text(enabled ? 'enterprise.moduleEnabled' : 'enterprise.moduleDisabled', { module: title })),
      );
    },
  );
}
