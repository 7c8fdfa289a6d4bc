// The files service `/zax-cloud/asset` (docs/resource-api.md "Files"): upload, download by id, the
// common download endpoint and file descriptions. Uploads need write access (not read-only users).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTenant } from '../../db/tenant-tx.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { sendRanged, type RangedFile } from '../../http/byte-range.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { fileKeptFromCaller } from '../../resources/owner-only-files.ts';
import type { Queryable } from '../../db/db.ts';
import { envelopeSchema, okData } from '../../http/envelope.ts';
import { idOf, obj, str } from '../../http/json-schema.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/multipart.ts';
import {
  FILE_SIZE_LIMITS,
  fileTooLarge,
  MAX_FILE_SIZE,
  openFileRanged,
  readFileMeta,
  storeFile,
  useFileDir,
  type FileKind,
  type FileMeta,
} from '../../services/file-store.ts';
import { extOf, kindOfHead } from '../../services/sniff-file.ts';
import { zhOf } from '../zh-of.ts';
import { text } from '../../../domain/i18n/text.ts';

const tags = [zhOf('api.asset.file')];
const fileMetaSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mime: { type: 'string' },
    kind: { type: 'string', enum: ['document', 'image', 'video'] },
    url: { type: 'string' },
  },
} as const;
const uploadSchema = (summary: string) => ({
  tags,
  summary,
  consumes: ['multipart/form-data'],
  response: { 200: envelopeSchema('data', fileMetaSchema) },
});
const MAX_INFO_IDS = 200;

/** Sends a stored file as a download under its own name and type, whole or the range the request asks (a video seeking). */
function sendFile(req: FastifyRequest, reply: FastifyReply, { meta, file }: { meta: FileMeta; file: RangedFile }): Promise<FastifyReply> {
  const ext = extOf(meta.name);
  reply
    .header('content-disposition', attachmentHeader(meta.name, `file-${meta.id}${ext ? `.${ext}` : ''}`))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  return sendRanged(req, reply, file);
}

/** Opens a file of the caller's enterprise for a download; 404 as a missing one when a record kept from the caller holds it. */
async function openForCaller(tx: Queryable, auth: AuthContext, id: number): Promise<{ meta: FileMeta; file: RangedFile }> {
  if (await fileKeptFromCaller(tx, auth.tenantId, id)) throw notFound(text('server.file.notFound'));
  return openFileRanged(tx, auth.tenantId, id);
}

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  useFileDir(config.fileDir);

  async function upload(auth: AuthContext, file: { name: string; buffer: Buffer }, kind?: FileKind) {
    const meta = await inTenant(db, auth, (tx) => storeFile(tx, auth, { ...file, kind }));
    return okData(meta);
  }

  app.post('/file/upload', { schema: uploadSchema(zhOf('api.asset.uploadFileMultipartFieldFile')) }, async (req) => {
    const auth = authOf(req);
    const file = await readUpload(req, {
      maxBytes: MAX_FILE_SIZE,
      // Content that announces no allowed kind is held to the smallest limit; it is refused once read.
      limitOf: (head) => FILE_SIZE_LIMITS[kindOfHead(head) ?? 'image'],
      tooLarge: (head, name) => {
        const kind = kindOfHead(head);
        return kind ? fileTooLarge(kind) : fieldError('file', text('api.asset.unsupportedType', { name }));
      },
    });
    return upload(auth, file);
  });

  app.post('/image/upload', { schema: uploadSchema(zhOf('api.asset.uploadImageMultipartFieldFile')) }, async (req) => {
    const auth = authOf(req);
    const file = await readUpload(req, {
      maxBytes: FILE_SIZE_LIMITS.image,
      tooLarge: () => fileTooLarge('image'),
      missing: zhOf('api.asset.pleaseChooseImageUpload'),
    });
    return upload(auth, file, 'image');
  });

  app.get<{ Querystring: { ids: string } }>(
    '/file/info',
    {
      schema: {
        tags,
        summary: zhOf('api.asset.fileDetailsIdsCommaSeparated'),
        querystring: obj({ ids: str(zhOf('api.asset.file'), { pattern: `^\\d{1,15}(,\\d{1,15}){0,${MAX_INFO_IDS - 1}}$` }) }, ['ids']),
        response: { 200: envelopeSchema('data', { type: 'array', items: fileMetaSchema }) },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const ids = req.query.ids.split(',').map(Number);
      return okData(await inTenant(db, auth, (tx) => readFileMeta(tx, auth.tenantId, ids)));
    },
  );

  app.get<{ Querystring: { resource: number } }>(
    '/file/download',
    {
      schema: {
        tags,
        summary: zhOf('api.asset.genericDownloadResourceFileId'),
        querystring: obj({ resource: idOf(zhOf('api.asset.file')) }, ['resource']),
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      return sendFile(req, reply, await inTenant(db, auth, (tx) => openForCaller(tx, auth, req.query.resource)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/file/:id',
    { schema: { tags, summary: zhOf('api.asset.downloadFileAttachment'), params: obj({ id: idOf(zhOf('api.asset.file')) }, ['id']) } },
    async (req, reply) => {
      const auth = authOf(req);
      return sendFile(req, reply, await inTenant(db, auth, (tx) => openForCaller(tx, auth, req.params.id)));
    },
  );
}
