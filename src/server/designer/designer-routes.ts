// The designer's own calls (docs/designer.md "Designer"): resources, overlay and draft, preview, publish,
// versions, diff, rollback, and the schema editor's file.
import type { FastifyInstance } from 'fastify';
import { isJsonObject, jsonEqual } from '../../schema/merge-patch.ts';
import { checkDesignedFile } from '../../schema/designed-file-check.ts';
import { diffOverlays } from '../../schema/overlay-diff.ts';
import { overlayFromFile } from '../../schema/overlay-from-file.ts';
import { parseOverlay } from '../../schema/overlay-check.ts';
import { withoutMissingRefs, type ResourceOverlay } from '../../schema/overlay.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, fieldProblem, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { int, obj, str, pageQuery } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { designableResources } from './designable-resources.ts';
import { mergeChecked } from '../resources/resource-context.ts';
import { designEnv } from './design-env.ts';
import { DESIGNER_ROLES, designerTenant, designerWrite, overlayProblems, problemsError, publishChecked, withDesigner, type DesignerScope } from './designer-scope.ts';
import { deleteDraft, getDraft, getVersion, listVersions, overlaySummaries, saveDraft } from './overlay-store.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';
import { requestLang, say } from '../http/say.ts';

const tags = [zhOf('api.designer.lowCodeDesign')];
const keyParam = obj({ key: str(zhOf('api.designer.resource'), { pattern: '^[a-z][a-z0-9-]{0,80}$' }) }, ['key']);
const tenantQuery = { tenantId: int(zhOf('api.designer.enterpriseIdGivenWhenPlatform'), { minimum: 1 }) };
const anyObject = { type: 'object', title: zhOf('api.designer.setting'), additionalProperties: true };
const note = str(zhOf('api.designer.versionNotes'), { maxLength: 200 });
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };

/** Members of a file an enterprise may not change: they decide routes, access, modules and storage. */
const PLATFORM_MEMBERS = ['key', 'endpoint', 'module', 'actions', 'permissions', 'indexes'] as const;

type KeyReq = { Params: { key: string }; Querystring: { tenantId?: number } };

/**
 * The schema editor's file checked as the engine checks a file (meta-schema, keyword checks, registry checks)
 * and within the enterprise's reach. A tab may name a removed custom field (the file the editor opened does):
 * those names are skipped.
 */
async function fileProblems(s: DesignerScope, file: unknown) {
  return checkDesignedFile(s.base, isJsonObject(file) ? withoutMissingRefs(file as unknown as ResourceFile) : file, await designEnv(s.tx, s.tenantId));
}

function overlayOf(body: unknown): ResourceOverlay {
  const parsed = parseOverlay(body);
  if ('problems' in parsed) throw problemsError(parsed.problems);
  return parsed.overlay;
}

export async function designerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const p = '/u-basic/designer';

  app.get<{ Querystring: { tenantId?: number; title?: string } }>(
    `${p}/resources`,
    { config: read, schema: { tags, summary: zhOf('api.designer.configurableResourcesCurrentVersionNumber'), querystring: obj({ ...tenantQuery, title: str(zhOf('api.designer.name'), { maxLength: 50 }) }) } },
    (req) => {
      const auth = authOf(req);
      const tenantId = designerTenant(auth, req.query.tenantId);
      return inTenant(db, { tenantId, userId: auth.userId }, async (tx) => {
        const summaries = await overlaySummaries(tx, tenantId);
        const title = req.query.title?.trim();
        const rows = designableResources()
          .filter((r) => !title || r.title.includes(title) || r.key.includes(title))
          .map((r) => {
            const s = summaries.get(r.key);
            return {
              key: r.key,
              title: r.title,
              module: r.module ?? null,
              version: s?.version ?? 0,
              customFields: s ? s.overlay.fields.filter((f) => !f.removed).length : 0,
              tabs: s ? s.overlay.tabs.length : 0,
            };
          });
        return okRows(rows, rows.length);
      });
    },
  );

  app.get<{ Querystring: { tenantId?: number } }>(
    `${p}/ref-targets`,
    { config: read, schema: { tags, summary: zhOf('api.designer.resourcesReferenceFieldCanLink'), querystring: obj(tenantQuery) } },
    (req) => {
      const auth = authOf(req);
      const tenantId = designerTenant(auth, req.query.tenantId);
      return inTenant(db, { tenantId, userId: auth.userId }, async (tx) => {
        const lang = requestLang(req);
        const rows = [...(await designEnv(tx, tenantId, (m) => say(lang, m))).refTargets.values()];
        return okRows(rows, rows.length);
      });
    },
  );

  app.get<KeyReq>(`${p}/overlay/:key`, { config: read, schema: { tags, summary: zhOf('api.designer.currentConfigurationDraftResourceFile'), params: keyParam, querystring: obj(tenantQuery) } }, (req) => {
    const auth = authOf(req);
    return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
      const head = s.version ? await getVersion(s.tx, s.tenantId, s.base.key, s.version) : null;
      return okData({
        key: s.base.key,
        version: s.version,
        overlay: s.overlay,
        publishedAt: head?.createdAt ?? null,
        publishedBy: head?.createdBy ?? null,
        publishedByName: head?.createdByName ?? null,
        draft: await getDraft(s.tx, s.tenantId, s.base.key),
        base: s.base,
      });
    });
  });

  app.put<KeyReq & { Body: { overlay: unknown; baseVersion: number } }>(
    `${p}/draft/:key`,
    { config: write, schema: { tags, summary: zhOf('api.designer.savesDraftSavedEvenProblems'), params: keyParam, querystring: obj(tenantQuery), body: obj({ overlay: anyObject, baseVersion: int(zhOf('api.designer.versionDraftBased'), { minimum: 0 }) }, ['overlay', 'baseVersion']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const overlay = overlayOf(req.body.overlay);
        const updatedAt = await saveDraft(s.tx, s.tenantId, s.userId, s.base.key, overlay, req.body.baseVersion);
        return okData({ updatedAt, problems: await overlayProblems(s, overlay) });
      });
    },
  );

  app.delete<KeyReq>(`${p}/draft/:key`, { config: write, schema: { tags, summary: zhOf('api.designer.discardsDraft'), params: keyParam, querystring: obj(tenantQuery) } }, (req) => {
    const auth = authOf(req);
    return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => okData({ deleted: await deleteDraft(s.tx, s.tenantId, s.base.key) }));
  });

  app.post<KeyReq & { Body: { overlay: unknown } }>(
    `${p}/preview/:key`,
    { config: read, schema: { tags, summary: zhOf('api.designer.previewMergedResourceProblemsNot'), params: keyParam, querystring: obj(tenantQuery), body: obj({ overlay: anyObject }, ['overlay']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const overlay = overlayOf(req.body.overlay);
        return okData({ ...mergeChecked(s.base, overlay), problems: await overlayProblems(s, overlay) });
      });
    },
  );

  app.post<KeyReq & { Body: { overlay: unknown; baseVersion: number; note?: string } }>(
    `${p}/publish/:key`,
    { config: write, schema: { tags, summary: zhOf('api.designer.publishesNewVersionClearsDraft'), params: keyParam, querystring: obj(tenantQuery), body: obj({ overlay: anyObject, baseVersion: int(zhOf('api.designer.basedVersion'), { minimum: 0 }), note }, ['overlay', 'baseVersion']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const overlay = overlayOf(req.body.overlay);
        const version = await publishChecked(s, overlay, req.body.note?.trim() || zhOf('api.designer.publishDesignerDraft'), { baseVersion: req.body.baseVersion });
        await deleteDraft(s.tx, s.tenantId, s.base.key);
        return okData({ version });
      });
    },
  );

  app.get<KeyReq & { Querystring: { page: number; limit: number } }>(
    `${p}/versions/:key`,
    { config: read, schema: { tags, summary: zhOf('api.designer.versionHistoryNewestFirst'), params: keyParam, querystring: obj({ ...tenantQuery, ...pageQuery }) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const { rows, total } = await listVersions(s.tx, s.tenantId, s.base.key, req.query.page, req.query.limit);
        return okRows(rows, total);
      });
    },
  );

  app.get<{ Params: { key: string; version: number }; Querystring: { tenantId?: number } }>(
    `${p}/version/:key/:version`,
    { config: read, schema: { tags, summary: zhOf('api.designer.configurationOneVersion'), params: obj({ ...keyParam.properties, version: int(zhOf('api.designer.version'), { minimum: 1 }) }, ['key', 'version']), querystring: obj(tenantQuery) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const v = await getVersion(s.tx, s.tenantId, s.base.key, req.params.version);
        if (!v) throw notFound(text('api.designer.versionNotFound', { version: req.params.version }));
        return okData(v);
      });
    },
  );

  app.get<KeyReq & { Querystring: { tenantId?: number; from: number; to: number } }>(
    `${p}/diff/:key`,
    { config: read, schema: { tags, summary: zhOf('api.designer.fieldFieldComparisonTwoVersions'), params: keyParam, querystring: obj({ ...tenantQuery, from: int(zhOf('api.designer.oldVersion'), { minimum: 0 }), to: int(zhOf('api.designer.newVersion'), { minimum: 0 }) }, ['from', 'to']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const load = async (n: number) => {
          if (n === 0) return null;
          const v = await getVersion(s.tx, s.tenantId, s.base.key, n);
          if (!v) throw notFound(text('api.designer.versionNotFound', { version: n }));
          return v.overlay;
        };
        const { from, to } = req.query;
        return okData({ from, to, changes: diffOverlays(await load(from), await load(to), (m) => say(requestLang(req), m)) });
      });
    },
  );

  app.post<KeyReq & { Body: { version: number; baseVersion?: number } }>(
    `${p}/rollback/:key`,
    { config: write, schema: { tags, summary: zhOf('api.designer.rollbackPublishesOldVersionNew'), params: keyParam, querystring: obj(tenantQuery), body: obj({ version: int(zhOf('api.designer.versionRollBack'), { minimum: 0 }), baseVersion: int(zhOf('api.designer.currentVersion'), { minimum: 0 }) }, ['version']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const target = req.body.version;
        let overlay: ResourceOverlay = { fields: [], tabs: [] };
        if (target > 0) {
          const v = await getVersion(s.tx, s.tenantId, s.base.key, target);
          if (!v) throw notFound(text('api.designer.versionNotFound', { version: target }));
          overlay = v.overlay;
        }
        const version = await publishChecked(s, overlay, target > 0 ? zhOf('api.designer.note.rollback', { version: target }) : zhOf('api.designer.rollBackInitialStateNo'), { baseVersion: req.body.baseVersion });
        await deleteDraft(s.tx, s.tenantId, s.base.key);
        return okData({ version });
      });
    },
  );

  app.get<KeyReq>(`${p}/schema/:key`, { config: read, schema: { tags, summary: zhOf('api.designer.formDesignerResourceFileMerged'), params: keyParam, querystring: obj(tenantQuery) } }, (req) => {
    const auth = authOf(req);
    return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => okData({ version: s.version, file: mergeChecked(s.base, s.overlay).resource }));
  });

  app.post<KeyReq & { Body: { file: unknown } }>(
    `${p}/schema/:key/check`,
    { config: read, schema: { tags, summary: zhOf('api.designer.formDesignerChecksFileAgainst'), params: keyParam, querystring: obj(tenantQuery), body: obj({ file: anyObject }, ['file']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const problems = await fileProblems(s, req.body.file);
        const lang = requestLang(req);
        return okData({ ok: problems.length === 0, problems: problems.map((e) => ({ pointer: e.pointer, message: say(lang, e.text ?? e.message) })) });
      });
    },
  );

  app.put<KeyReq & { Body: { file: unknown; baseVersion: number; note?: string } }>(
    `${p}/schema/:key`,
    { config: write, schema: { tags, summary: zhOf('api.designer.formDesignerSavesEnterpriseS'), params: keyParam, querystring: obj(tenantQuery), body: obj({ file: anyObject, baseVersion: int(zhOf('api.designer.basedVersion'), { minimum: 0 }), note }, ['file', 'baseVersion']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.params.key, req.query.tenantId, async (s) => {
        const problems = await fileProblems(s, req.body.file);
        if (problems.length) throw new AppError(400, problems[0].text ?? problems[0].message, problems.map((e) => fieldProblem(e.pointer, e.text ?? e.message)));
        const edited = req.body.file as unknown as ResourceFile;
        const current = mergeChecked(s.base, s.overlay).resource;
        const fixed = PLATFORM_MEMBERS.filter((m) => !jsonEqual(edited[m] ?? null, current[m] ?? null));
        if (fixed.length) {
          const message = text('api.designer.platformMembers', { members: fixed.join(zhOf('api.resource.listSeparator')) });
          throw new AppError(400, message, fixed.map((m) => fieldProblem(`/${m}`, message)));
        }
        const overlay = overlayFromFile(s.base, s.overlay, edited);
        const version = await publishChecked(s, overlay, req.body.note?.trim() || zhOf('api.designer.formDesignerSave'), { baseVersion: req.body.baseVersion, strip: /^file/ });
        return okData({ version });
      });
    },
  );
}
