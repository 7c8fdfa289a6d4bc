// The generic routes of one resource (docs/resource-api.md): list, pure list, detail, create, update,
// delete and the ordering and switching actions, each only when the file declares it. Reads need one of
// the file's read roles, writes one of its write roles; every call runs in the caller's tenant.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, ResourceFile } from '../../schema/resource-types.ts';
import { badRequest, fieldError, fieldProblem, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX, idArray, idOf, obj } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { listQuerySchema } from './list-query-schema.ts';
import { listPage } from './list-page.ts';
import { allRecords, getRecord, insertRecords, moveToEdge, PURE_LIST_CAP, reorder, setStatus, updateRecordData } from './record-store.ts';
import { clearedKeys, payloadValues, splitStored, toRecord, unknownKeys } from './record-shape.ts';
import { deleteWithHooks } from './record-delete.ts';
import { answerRecords, checkRecord, prepareRecord, recordSaved, recordWrite } from './record-hooks.ts';
import { assertInScope, assertOwnerMaySee, assertValid, listQueryOf, recordInScope, withResource, type ResourceScope } from './resource-context.ts';
import { resourceIoRoutes } from './resource-io-routes.ts';
import { assertOwnRecords, guardPlatformWrites, writeRouteConfig } from './shared-records.ts';
import { treeRoutes } from './tree-routes.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';
import { requestLang } from '../http/say.ts';

type Scope = ResourceScope;

/** One record as the detail answers it (with what the keywords' hooks add). */
async function recordOf(s: Scope, auth: AuthContext, id: number) {
  const row = await getRecord(s.tx, s.c, auth.tenantId, id);
  if (!row || !recordInScope(s, row)) throw notFound(text('api.resource.notFoundOrDeleted', { title: s.c.resource.title }));
  const [record] = await answerRecords(s, auth, [toRecord(s.c.resource, row)], 'detail');
  return record;
}

/** `ids` from the body or a comma list in the query. */
function idsOf(req: FastifyRequest): number[] {
  const body = req.body as { ids?: number[] } | undefined;
  const query = req.query as { ids?: string } | undefined;
  const ids = body?.ids ?? (query?.ids ? query.ids.split(',').map(Number) : []);
  if (ids.length === 0) throw fieldError('ids', text('api.resource.pleaseChooseRecordsAct'));
  if (ids.some((id) => id > ID_MAX)) throw fieldError('ids', text('api.resource.idTooLarge', { max: ID_MAX }));
  return [...new Set(ids)];
}

const idsQuery = obj({ ids: { type: 'string', title: zhOf('api.designer.recordId'), pattern: '^\\d{1,16}(,\\d{1,16}){0,999}$' } });
const idsBody = obj({ ids: idArray(zhOf('api.designer.recordId'), { minItems: 1 }) }, ['ids']);
const recordId = { ...idOf(zhOf('api.designer.recordId')), minimum: 1 };
const idBody = obj({ id: recordId }, ['id']);
const idParams = obj({ id: recordId }, ['id']);

/** Registers the routes of one resource under its endpoint. */
export async function resourceRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const has = (a: Action) => base.actions.includes(a);
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  const write = writeRouteConfig(base);
  const ep = base.endpoint;
  guardPlatformWrites(app, base);

  if (has('list')) {
    app.get(`${ep}/list`, { config: read, schema: { tags, summary: zhOf('api.resource.doc.list', { title: base.title }), querystring: listQuerySchema(base, true) } }, (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => okData(await listPage(s, auth, req.query, requestLang(req))));
    });
  }
  if (has('pure')) {
    app.get(`${ep}/pure/list`, { config: read, schema: { tags, summary: zhOf('api.resource.doc.pureList', { title: base.title, cap: PURE_LIST_CAP }), querystring: listQuerySchema(base, false) } }, (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        const rows = await allRecords(s.tx, s.c, auth.tenantId, listQueryOf(s, req.query, requestLang(req)), PURE_LIST_CAP);
        return okData(await answerRecords(s, auth, rows.map((row) => toRecord(s.c.resource, row)), 'list'));
      });
    });
  }
  if (has('detail') || has('info')) {
    const paths = [...(has('detail') ? [`${ep}/:id`, `${ep}/pure/:id`] : []), ...(has('info') ? [`${ep}/info/:id`] : [])];
    for (const path of paths) {
      app.get<{ Params: { id: number } }>(path, { config: read, schema: { tags, summary: zhOf('api.resource.doc.detail', { title: base.title }), params: idParams } }, (req) => {
        const auth = authOf(req);
        return withResource(db, auth, base, async (s) => okData(await recordOf(s, auth, req.params.id)));
      });
    }
  }
  if (has('create')) {
    app.post(`${ep}`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.create', { title: base.title }), body: { type: 'object', title: base.title } } }, (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        const w = recordWrite(s, auth, req.body, null);
        const isObject = req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body);
        const values = isObject ? payloadValues(s.c.resource, w.body) : null;
        if (!values) throw fieldError('body', text('api.designer.submittedDataNotValidFormat'));
        await prepareRecord(w, values);
        assertValid(s, values, requestLang(req));
        await checkRecord(w, values);
        assertInScope(s, values);
        [w.id] = await insertRecords(s.tx, s.c, auth.tenantId, auth.userId, [values]);
        await recordSaved(w, values);
        return okData(await recordOf(s, auth, w.id));
      });
    });
  }
  if (has('update')) {
    const body = { type: 'object', title: base.title, properties: { id: recordId }, required: ['id'] };
    app.put<{ Body: { id: number } & Record<string, unknown> }>(`${ep}`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.update', { title: base.title }), body } }, (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        const w = recordWrite(s, auth, req.body, req.body.id);
        const unknown = unknownKeys(s.c.resource, w.body);
        if (unknown.length) throw badRequest(text('api.resource.unsupportedField', { field: unknown[0] }), unknown.map((k) => fieldProblem(k, text('api.resource.unsupportedField', { field: k }))));
        await assertOwnRecords(s, auth, [req.body.id]);
        const row = await getRecord(s.tx, s.c, auth.tenantId, req.body.id, true);
        if (!row || !recordInScope(s, row)) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
        const { form, kept } = splitStored(s.c.resource, row.data);
        const merged = { ...form, ...payloadValues(s.c.resource, w.body) };
        for (const k of clearedKeys(s.c.resource, w.body)) delete merged[k];
        await prepareRecord(w, merged);
        assertValid(s, merged, requestLang(req));
        await checkRecord(w, merged);
        assertInScope(s, merged);
        await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, row.id, { ...kept, ...merged });
        await recordSaved(w, merged);
        return okData(await recordOf(s, auth, row.id));
      });
    });
  }
  const remove = (req: FastifyRequest) => {
    const auth = authOf(req);
    const ids = idsOf(req);
    return withResource(db, auth, base, async (s) => {
      await assertOwnerMaySee(s, auth.tenantId, ids);
      const deleted = await deleteWithHooks(s, auth, ids);
      return okData({ deleted });
    });
  };
  if (has('delete')) {
    app.delete(`${ep}`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.delete', { title: base.title }), querystring: idsQuery, body: { ...idsBody, type: ['object', 'null'], required: [] } } }, remove);
  }
  if (has('remove')) app.post(`${ep}/remove`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.delete', { title: base.title }), body: idsBody } }, remove);
  for (const [action, edge] of [['topping', 'top'], ['ending', 'end']] as const) {
    if (!has(action)) continue;
    app.post<{ Body: { id: number } }>(`${ep}/${action}`, { config: write, schema: { tags, summary: `${base.title}${edge === 'top' ? zhOf('api.designer.moveTop') : zhOf('api.designer.moveBottom')}`, body: idBody } }, (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        await assertOwnRecords(s, auth, [req.body.id]);
        if (!(await moveToEdge(s.tx, s.c, auth.tenantId, auth.userId, req.body.id, edge))) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
        return okData(await recordOf(s, auth, req.body.id));
      });
    });
  }
  if (has('sort')) {
    app.post(`${ep}/sort`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.sort', { title: base.title }), body: idsBody } }, (req) => {
      const auth = authOf(req);
      const ids = idsOf(req);
      return withResource(db, auth, base, async (s) => {
        await assertOwnRecords(s, auth, ids);
        const n = await reorder(s.tx, s.c, auth.tenantId, auth.userId, ids);
        if (n !== ids.length) throw notFound(text('api.resource.someNotFoundOrDeleted', { title: base.title }));
        return okData({ sorted: n });
      });
    });
  }
  for (const [action, status] of [['enable', 1], ['disable', 0]] as const) {
    if (!has(action)) continue;
    app.post(`${ep}/${action}`, { config: write, schema: { tags, summary: `${status ? zhOf('api.designer.enable') : zhOf('api.resource.disable')}${base.title}`, body: idsBody } }, (req) => {
      const auth = authOf(req);
      const ids = idsOf(req);
      return withResource(db, auth, base, async (s) => {
        await assertOwnRecords(s, auth, ids);
        return okData({ updated: await setStatus(s.tx, s.c, auth.tenantId, auth.userId, ids, status) });
      });
    });
  }
  await app.register(resourceIoRoutes, { resource: base });
  await app.register(treeRoutes, { resource: base });
}
