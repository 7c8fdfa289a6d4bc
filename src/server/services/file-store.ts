// Uploaded files: the bytes on disk under config.fileDir, named by a random storage key, and one
// asset_file row per file in the tenant's transaction (docs/resource-api.md "Files").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { RangedFile } from '../http/byte-range.ts';
import type { Queryable } from '../db/db.ts';
import type { Actor } from '../db/tenant-tx.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { AppError, fieldError, fieldProblem, notFound } from '../http/app-error.ts';
import { safeFileName, sniffFile, type FileKind } from './sniff-file.ts';

export type { FileKind } from './sniff-file.ts';

const MB = 1024 * 1024;
/** The largest file of each kind. */
export const FILE_SIZE_LIMITS: Record<FileKind, number> = { document: 50 * MB, image: 10 * MB, video: 200 * MB };
/** The largest file of any kind: what an upload route lets the multipart parser read. */
export const MAX_FILE_SIZE = Math.max(...Object.values(FILE_SIZE_LIMITS));

const KIND_ONLY: Record<FileKind, MessageId> = {
  document: 'server.file.onlyDocuments',
  image: 'server.file.onlyImages',
  video: 'server.file.onlyVideos',
};

/** Where a document or video is downloaded; images are public under STATIC_IMAGE_PREFIX. */
export const FILE_URL_PREFIX = '/zax-cloud/asset/file/';
export const STATIC_IMAGE_PREFIX = '/staticImage/';
/** A storage key: 32 random bytes in hex. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{64}$/;

export interface FileMeta {
  id: number;
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  url: string;
}

/** 413 naming the `file` field: `文件大小不能超过10MB`. */
export function fileTooLarge(kind: FileKind): AppError {
  const msg = text('server.file.tooLarge', { mb: FILE_SIZE_LIMITS[kind] / MB });
  return new AppError(413, msg, [fieldProblem('file', msg)]);
}

let fileDir: string | null = null;

/** Sets the directory of the stored files (the asset routes do it from config.fileDir). */
export function useFileDir(dir: string): void {
  fileDir = path.resolve(dir);
}

function pathOf(key: string): string {
  if (!fileDir) throw new Error('file store has no directory: call useFileDir(config.fileDir) first');
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('bad storage key');
  return path.join(fileDir, key.slice(0, 2), key);
}

interface Row {
  id: number;
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  ext: string;
  storage_key: string;
}
const COLUMNS = 'id, name, size, mime, kind, ext, storage_key';

function metaOf(r: Row): FileMeta {
  const url = r.kind === 'image' ? `${STATIC_IMAGE_PREFIX}${r.storage_key}.${r.ext}` : `${FILE_URL_PREFIX}${r.id}`;
  return { id: Number(r.id), name: r.name, size: Number(r.size), mime: r.mime, kind: r.kind, url };
}

/**
 * Stores an uploaded (or generated) file: decides its type from the content, refuses a type that is
 * not allowed (or not of `kind`) and a file over its kind's limit, writes the bytes and inserts the row
 * in `tx` (the tenant's transaction).
 */
export async function storeFile(
  tx: Queryable,
  actor: Actor,
  input: { name: string; buffer: Buffer; kind?: FileKind },
): Promise<FileMeta> {
  const sniffed = sniffFile(input.buffer, input.name);
  if (!sniffed.ok) throw fieldError('file', sniffed.message);
  const { type } = sniffed;
  if (input.kind && type.kind !== input.kind) throw fieldError('file', text('server.file.named', { problem: text(KIND_ONLY[input.kind]), name: input.name }));
  if (input.buffer.length > FILE_SIZE_LIMITS[type.kind]) throw fileTooLarge(type.kind);
  const key = crypto.randomBytes(32).toString('hex');
  const file = pathOf(key);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, input.buffer, { flag: 'wx' });
  try {
    const [row] = await tx.query<Row>(
      `insert into asset_file(tenant_id, name, mime, kind, ext, size, sha256, storage_key, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
      [
        actor.tenantId,
        safeFileName(input.name, type),
        type.mime,
        type.kind,
        type.ext,
        input.buffer.length,
        crypto.createHash('sha256').update(input.buffer).digest('hex'),
        key,
        actor.userId,
      ],
    );
    return metaOf(row);
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
}

/** The files of `ids` the tenant holds, in the order asked (unknown or foreign ids are left out). */
export async function readFileMeta(tx: Queryable, tenantId: number, ids: number[]): Promise<FileMeta[]> {
  if (!ids.length) return [];
  const rows = await tx.query<Row>(`select ${COLUMNS} from asset_file where tenant_id = $1 and id = any($2::bigint[])`, [
    tenantId,
    ids,
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), metaOf(r)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** An open stored file: its description and a stream of its bytes. */
export interface OpenedFile {
  meta: FileMeta;
  stream: Readable;
}

/** The stored bytes of a row, opened; 404 when there is no such row or its bytes are gone. */
async function handleOf(row: Row | undefined): Promise<{ row: Row; handle: fs.promises.FileHandle }> {
  if (!row) throw notFound(text('server.file.notFound'));
  try {
    return { row, handle: await fs.promises.open(pathOf(row.storage_key), 'r') };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(text('server.file.notFound'));
    throw err;
  }
}

async function openRow(found: Row | undefined): Promise<OpenedFile> {
  const { row, handle } = await handleOf(found);
  return { meta: metaOf(row), stream: handle.createReadStream() };
}

/** A stored file opened for a ranged download (src/server/http/byte-range.ts): nothing is read until `open`. */
async function openRangedRow(found: Row | undefined): Promise<{ meta: FileMeta; file: RangedFile }> {
  const { row, handle } = await handleOf(found);
  const meta = metaOf(row);
  return {
    meta,
    file: { size: meta.size, mime: meta.mime, open: (range) => handle.createReadStream(range ?? {}), close: () => handle.close() },
  };
}

/** Opens a file of the tenant for a download that may ask for a range; 404 when the tenant has no such file. */
export async function openFileRanged(tx: Queryable, tenantId: number, id: number): Promise<{ meta: FileMeta; file: RangedFile }> {
  const [row] = await tx.query<Row>(`select ${COLUMNS} from asset_file where tenant_id = $1 and id = $2`, [tenantId, id]);
  return openRangedRow(row);
}

/** Opens a file of the tenant; 404 when the tenant has no such file. */
export async function openFile(tx: Queryable, tenantId: number, id: number): Promise<OpenedFile> {
  const [row] = await tx.query<Row>(`select ${COLUMNS} from asset_file where tenant_id = $1 and id = $2`, [tenantId, id]);
  return openRow(row);
}

/**
 * Opens a public image by its storage key and extension, whatever its tenant (the key is the secret):
 * `db` must be the database itself, not a tenant's transaction. 404 for anything but a stored image.
 */
export async function openImage(db: Queryable, key: string, ext: string): Promise<OpenedFile> {
  if (!STORAGE_KEY_PATTERN.test(key)) throw notFound(text('server.file.notFound'));
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from asset_file where storage_key = $1 and kind = 'image' and ext = $2`,
    [key, ext],
  );
  return openRow(row);
}
