// The signature calls (issue 15 item 3, docs/phone.md "Signatures"), under the API prefix:
// `POST /phone/signature` {resource, recordId, image (PNG data URL), strokes, positionId?} → {id, signedAt,
// signerName}; `GET /phone/signature?resource=&recordId=` a record's signatures; `GET /phone/signature/{id}/image`
// the PNG. A record is a resource's or, with resource `permit`, a special-work permit. The record must exist and be readable by the caller (404 / 403); an image that is not a PNG by its
// content or is over 1 MB answers 422, strokes that are empty or a few dots 422 SIGNATURE_EMPTY.
import type { FastifyInstance } from 'fastify';
import { signatureProblem, strokeLength, type Stroke } from '../../domain/signature-check.ts';
import { text } from '../../domain/i18n/text.ts';
import { imagePixelSize } from '../map/image-size.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, str, titled } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { getRecord } from '../resources/record-store.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { withResource } from '../resources/resource-context.ts';
import { openFile, storeFile } from '../services/file-store.ts';
import { sniffFile } from '../services/sniff-file.ts';
import { zhOf } from '../routes/zh-of.ts';
import { isPermitKey, onPermit } from './permit-site-record.ts';
import { insertSignature, listSignatures, signatureById, signerNameOf } from './signature-store.ts';
import { SiteRefusal } from './site-refusal.ts';
import { checkPosition } from './site-requirement.ts';

/** The largest signature PNG. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
const DATA_URL_PREFIX = 'data:image/png;base64,';
const TAGS = [zhOf('sign.api.tag')];

const id = { ...idOf(text('sign.field.id')), minimum: 1 };
const recordId = { ...idOf(text('sign.field.recordId')), minimum: 1 };
const resource = str(text('sign.field.resource'), { minLength: 1, maxLength: 100 });
const point = { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number', minimum: -100000, maximum: 100000 } };
const postBody = obj(
  {
    resource,
    recordId,
    // Long enough for an image a little over the limit, so that the route answers 422 naming the size.
    image: str(text('sign.field.image'), { maxLength: 3 * SIGNATURE_MAX_BYTES }),
    strokes: { type: 'array', ...titled(text('sign.field.strokes')), maxItems: 200, items: { type: 'array', maxItems: 5000, items: point } },
    positionId: { ...idOf(text('sign.field.positionId')), minimum: 1 },
  },
  ['resource', 'recordId', 'image', 'strokes'],
);

interface PostBody {
  resource: string;
  recordId: number;
  image: string;
  strokes: Stroke[];
  positionId?: number;
}

/** The resource file of `key` that the caller may read; 404 for an unknown one, 403 when they may not. */
function readableResource(auth: AuthContext, key: string) {
  const file = resourceRegistry().byKey.get(key);
  if (!file) throw notFound(text('sign.error.unknownResource', { resource: key }));
  if (!mayReadResource(auth, file)) throw forbidden();
  return file;
}

/** Runs `fn` in the tenant's transaction once the record is known to exist and to be readable. */
function onRecord<T>(db: Db, auth: AuthContext, key: string, id: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  // A permit is no resource of the registry: its own read rule and table (permit-site-record.ts).
  if (isPermitKey(key)) return onPermit(db, auth, id, (tx) => fn(tx));
  const file = readableResource(auth, key);
  return withResource(db, auth, file, async (s) => {
    if (!(await getRecord(s.tx, s.c, auth.tenantId, id))) throw notFound(text('api.resource.notFoundOrDeleted', { title: file.title }));
    return fn(s.tx);
  });
}

/** The PNG bytes of a data URL and the pad's size, or a 422 naming the image. */
function pngOf(image: string): { bytes: Buffer; width: number; height: number } {
  if (!image.startsWith(DATA_URL_PREFIX)) throw new SiteRefusal('SIGNATURE_NOT_PNG', 'image', text('sign.error.notPng'));
  const bytes = Buffer.from(image.slice(DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new SiteRefusal('SIGNATURE_TOO_LARGE', 'image', text('sign.error.tooLarge', { mb: SIGNATURE_MAX_BYTES / 1024 / 1024 }));
  const sniffed = sniffFile(bytes, 'signature.png');
  const size = sniffed.ok && sniffed.type.ext === 'png' ? imagePixelSize(bytes) : null;
  if (!size || size.width < 1 || size.height < 1) throw new SiteRefusal('SIGNATURE_NOT_PNG', 'image', text('sign.error.notPng'));
  return { bytes, ...size };
}

export async function signatureRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post<{ Body: PostBody }>(
    '/phone/signature',
    { config: { access: 'write' }, bodyLimit: 4 * SIGNATURE_MAX_BYTES, schema: { tags: TAGS, summary: zhOf('sign.api.create'), body: postBody } },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      const png = pngOf(b.image);
      const problem = signatureProblem(b.strokes, png);
      if (problem) throw new SiteRefusal('SIGNATURE_EMPTY', 'strokes', text(problem === 'empty' ? 'sign.error.empty' : 'sign.error.tooSmall'));
      return onRecord(db, auth, b.resource, b.recordId, async (tx) => {
        if (b.positionId !== undefined) await checkPosition(tx, auth, { resource: b.resource, recordId: b.recordId }, b.positionId);
        const file = await storeFile(tx, auth, { name: `signature-${b.resource}-${b.recordId}.png`, buffer: png.bytes, kind: 'image' });
        const staffId = auth.session.renYuanId == null ? null : Number(auth.session.renYuanId);
        const strokes = b.strokes.filter((s) => s.length > 0);
        const saved = await insertSignature(tx, auth.tenantId, {
          resource: b.resource,
          recordId: b.recordId,
          userId: auth.userId,
          staffId,
          signerName: await signerNameOf(tx, auth.tenantId, auth.userId, staffId),
          fileId: file.id,
          strokes,
          strokeCount: strokes.length,
          strokeLength: strokeLength(strokes),
          positionId: b.positionId ?? null,
        });
        return okData({ id: saved.id, signedAt: saved.signedAt, signerName: saved.signerName });
      });
    },
  );

  app.get<{ Querystring: { resource: string; recordId: number } }>(
    '/phone/signature',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: zhOf('sign.api.list'), querystring: obj({ resource, recordId }, ['resource', 'recordId']) } },
    (req) => {
      const auth = authOf(req);
      const q = req.query;
      return onRecord(db, auth, q.resource, q.recordId, async (tx) => okData(await listSignatures(tx, auth.tenantId, q.resource, q.recordId)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/phone/signature/:id/image',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: zhOf('sign.api.image'), params: obj({ id }, ['id']) } },
    async (req, reply) => {
      const auth = authOf(req);
      const found = await withTenantSignature(db, auth, req.params.id);
      return reply
        .header('content-type', 'image/png')
        .header('content-length', found.meta.size)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(found.stream);
    },
  );
}

/** The signature's PNG once its record is known to be readable by the caller (404 for another tenant's). */
async function withTenantSignature(db: Db, auth: AuthContext, id: number) {
  const sig = await inTenant(db, auth, (tx) => signatureById(tx, auth.tenantId, id));
  if (!sig) throw notFound(text('sign.error.notFound'));
  return onRecord(db, auth, sig.resource, sig.recordId, (tx) => openFile(tx, auth.tenantId, sig.fileId));
}
