// The files service `/zax-cloud/asset` (docs/resource-api.md "Files"): upload, download by id, the
// common download endpoint and file descriptions. Uploads need write access (not read-only users).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inTenant } from '../../db/tenant-tx.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fieldError } from '../../http/app-error.ts';
import { envelopeSchema, okData } from '../../http/envelope.ts';
import { idOf, obj, str } from '../../http/json-schema.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/multipart.ts';
import {
  FILE_SIZE_LIMITS,
  fileTooLarge,
  MAX_FILE_SIZE,
  openFile,
  readFileMeta,
  storeFile,
  useFileDir,
  type FileKind,
  type OpenedFile,
} from '../../services/file-store.ts';
import { extOf, kindOfHead } from '../../services/sniff-file.ts';

const tags = ['文件'];
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

/** Sends a stored file as a download under its own name and type. */
function sendFile(reply: FastifyReply, { meta, stream }: OpenedFile): FastifyReply {
  const ext = extOf(meta.name);
  return reply
    .header('content-type', meta.mime)
    .header('content-length', meta.size)
    .header('content-disposition', attachmentHeader(meta.name, `file-${meta.id}${ext ? `.${ext}` : ''}`))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  useFileDir(config.fileDir);

  async function upload(auth: AuthContext, file: { name: string; buffer: Buffer }, kind?: FileKind) {
    const meta = await inTenant(db, auth, (tx) => storeFile(tx, auth, { ...file, kind }));
    return okData(meta);
  }

  app.post('/file/upload', { schema: uploadSchema('上传文件（multipart 字段 file）：文档、图片或视频') }, async (req) => {
    const auth = authOf(req);
    const file = await readUpload(req, {
      maxBytes: MAX_FILE_SIZE,
      // Content that announces no allowed kind is held to the smallest limit; it is refused once read.
      limitOf: (head) => FILE_SIZE_LIMITS[kindOfHead(head) ?? 'image'],
      tooLarge: (head, name) => {
        const kind = kindOfHead(head);
        return kind ? fileTooLarge(kind) : fieldError('file', `不支持的文件类型：${name}`);
      },
    });
    return upload(auth, file);
  });

  app.post('/image/upload', { schema: uploadSchema('上传图片（multipart 字段 file）：png、jpg、jpeg、gif') }, async (req) => {
    const auth = authOf(req);
    const file = await readUpload(req, {
      maxBytes: FILE_SIZE_LIMITS.image,
      tooLarge: () => fileTooLarge('image'),
      missing: '请选择要上传的图片',
    });
    return upload(auth, file, 'image');
  });

  app.get<{ Querystring: { ids: string } }>(
    '/file/info',
    {
      schema: {
        tags,
        summary: '文件信息（ids 以逗号分隔）',
        querystring: obj({ ids: str('文件', { pattern: `^\\d{1,15}(,\\d{1,15}){0,${MAX_INFO_IDS - 1}}$` }) }, ['ids']),
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
        summary: '通用下载：resource 为文件 id',
        querystring: obj({ resource: idOf('文件') }, ['resource']),
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      return sendFile(reply, await inTenant(db, auth, (tx) => openFile(tx, auth.tenantId, req.query.resource)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/file/:id',
    { schema: { tags, summary: '下载文件（附件）', params: obj({ id: idOf('文件') }, ['id']) } },
    async (req, reply) => {
      const auth = authOf(req);
      return sendFile(reply, await inTenant(db, auth, (tx) => openFile(tx, auth.tenantId, req.params.id)));
    },
  );
}
