// QR codes of records that are places or things (issue 15 item 6, docs/phone.md "QR codes"), for resources
// whose file says `phone.qr` (others answer 404) and for special-work permits (key `permit`, issue 16 item 8;
// GET and resolve only, the permit's own read rule):
// - GET /phone/qr/{resource}/{id} → {code, url}: the record's signed code and the phone shell's address of it;
// - GET /phone/qr/resolve?code= → {resource, recordId, title, path}: a forged or unreadable code 400
//   (QR_INVALID), another enterprise's 403 (QR_OTHER_ENTERPRISE), a deleted or missing record 404
//   (QR_RECORD_GONE);
// - POST /phone/qr/batch {resource, ids} → [{id, title, code, url}] for a sheet of labels (at most 200 ids;
//   records deleted meanwhile are left out).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { phoneQrUrl, phoneTargetPath } from '../../domain/phone-paths.ts';
import { permitKindShortName } from '../../domain/permit-kinds.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { siteZh } from '../../domain/i18n/zh/site.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { AppError, fieldError, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import type { RecordRow } from '../resources/record-shape.ts';
import { titleField } from '../resources/ref-titles.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { withResource } from '../resources/resource-context.ts';
import { isPermitKey, onPermit, PERMIT_SITE_RESOURCE, permitTitle } from './permit-site-record.ts';
import { assertQrSecret, qrKey, signQrCode, verifyQrCode } from './qr-sign.ts';

const TAGS = [siteZh['site.api.tag']];
/** Labels one batch answers at most. */
export const QR_BATCH_MAX = 200;

const recordId = { type: 'integer', title: siteZh['site.field.recordId'], minimum: 1, maximum: ID_MAX } as const;
const resourceKey = { type: 'string', title: siteZh['site.field.resource'], maxLength: 40 } as const;

/** The resource of a QR route: in the registry, with `phone.qr`, readable by the caller. */
function qrResource(auth: AuthContext, key: string): ResourceFile {
  const base = resourceRegistry().byKey.get(key);
  if (!base) throw notFound(text('site.error.resource', { resource: key }));
  if (!base.phone?.qr) throw notFound(text('site.error.qrNotAllowed', { title: base.title }));
  if (!mayReadResource(auth, base)) throw forbidden();
  return base;
}

/** A record's name for a label: its title field, else "<resource> #<id>". */
function titleOf(req: FastifyRequest, resource: ResourceFile, id: number, data: Record<string, unknown>): string {
  const field = titleField(resource);
  const v = field ? data[field] : undefined;
  return typeof v === 'string' && v.trim() ? v : say(requestLang(req), text('site.recordTitle', { resource: resource.title, id }));
}

/** The origin the request reached (the labels' addresses point back at it). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export async function qrRoutes(app: FastifyInstance): Promise<void> {
  assertQrSecret();
  const { db } = app.deps;
  const read = { access: 'read' as const };

  /** Live records of the tenant among `ids` (one query), by id. */
  async function liveRows(auth: AuthContext, base: ResourceFile, ids: number[]): Promise<Map<number, RecordRow['data']>> {
    return withResource(db, auth, base, async ({ tx, c }) => {
      const tenants = c.shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1';
      const rows = await tx.query<{ id: number; data: RecordRow['data'] }>(`select id, data from ${c.table} where ${tenants} and id = any($2::bigint[]) and not deleted`, [auth.tenantId, ids]);
      return new Map(rows.map((r) => [Number(r.id), r.data]));
    });
  }

  /** A permit's code resolved: its label and phone page; a removed or missing permit 404 (QR_RECORD_GONE). */
  async function resolvePermit(auth: AuthContext, id: number, lang: Lang) {
    try {
      return await onPermit(db, auth, id, async (_tx, row) => ({
        resource: PERMIT_SITE_RESOURCE,
        recordId: id,
        title: say(lang, text('site.permitLabel', { kind: permitKindShortName(row.kind), number: row.number })),
        path: phoneTargetPath(PERMIT_SITE_RESOURCE, id),
      }));
    } catch (e) {
      if (e instanceof AppError && e.status === 404) throw notFound(text('site.error.qrRecordGone', { title: permitTitle(), id }));
      throw e;
    }
  }

  app.get<{ Querystring: { code: string } }>(
    '/qr/resolve',
    { config: read, schema: { tags: TAGS, summary: siteZh['site.api.qrResolve'], querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string', title: siteZh['site.field.code'], maxLength: 200 } } } } },
    async (req) => {
      const auth = authOf(req);
      const parts = verifyQrCode(await qrKey(db), req.query.code);
      if (!parts) throw fieldError('code', text('site.error.qrInvalid'));
      if (parts.tenantId !== auth.tenantId) throw forbidden(text('site.error.qrOtherEnterprise'));
      if (isPermitKey(parts.resource)) return okData(await resolvePermit(auth, parts.recordId, requestLang(req)));
      const base = qrResource(auth, parts.resource);
      const data = (await liveRows(auth, base, [parts.recordId])).get(parts.recordId);
      if (!data) throw notFound(text('site.error.qrRecordGone', { title: base.title, id: parts.recordId }));
      return okData({ resource: base.key, recordId: parts.recordId, title: titleOf(req, base, parts.recordId, data), path: phoneTargetPath(base.key, parts.recordId) });
    },
  );

  app.get<{ Params: { resource: string; id: number } }>(
    '/qr/:resource/:id',
    { config: read, schema: { tags: TAGS, summary: siteZh['site.api.qr'], params: { type: 'object', required: ['resource', 'id'], properties: { resource: resourceKey, id: recordId } } } },
    async (req) => {
      const auth = authOf(req);
      const id = req.params.id;
      if (isPermitKey(req.params.resource)) {
        await onPermit(db, auth, id, async () => undefined);
        const code = signQrCode(await qrKey(db), auth.tenantId, PERMIT_SITE_RESOURCE, id);
        return okData({ code, url: phoneQrUrl(originOf(req), code) });
      }
      const base = qrResource(auth, req.params.resource);
      if (!(await liveRows(auth, base, [id])).has(id)) throw notFound(text('site.error.recordGone', { title: base.title, id }));
      const code = signQrCode(await qrKey(db), auth.tenantId, base.key, id);
      return okData({ code, url: phoneQrUrl(originOf(req), code) });
    },
  );

  app.post<{ Body: { resource: string; ids: number[] } }>(
    '/qr/batch',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: siteZh['site.api.qrBatch'],
        body: {
          type: 'object',
          required: ['resource', 'ids'],
          additionalProperties: false,
          properties: { resource: resourceKey, ids: { type: 'array', title: siteZh['site.field.ids'], items: recordId } },
        },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const ids = [...new Set(req.body.ids)];
      if (ids.length === 0 || ids.length > QR_BATCH_MAX) throw fieldError('ids', text('site.error.batchIds', { max: QR_BATCH_MAX }));
      const base = qrResource(auth, req.body.resource);
      const rows = await liveRows(auth, base, ids);
      const key = await qrKey(db);
      const origin = originOf(req);
      const labels = ids.flatMap((id) => {
        const data = rows.get(id);
        if (!data) return [];
        const code = signQrCode(key, auth.tenantId, base.key, id);
        return [{ id, title: titleOf(req, base, id, data), code, url: phoneQrUrl(origin, code) }];
      });
      return okData(labels);
    },
  );
}
