// Multipart uploads for the whole app (file upload, spreadsheet import): one registration with tight
// defaults; a route raises the file size for its own request (`req.file({limits: {fileSize}})`).
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../http/app-error.ts';

/** The file size a route gets unless it asks for more. */
export const DEFAULT_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: DEFAULT_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 100 * 1024,
      fieldNameSize: 100,
      parts: 21,
      headerPairs: 100,
    },
  });
}

export interface UploadOptions {
  /** What the parser reads at most: no file may be larger. */
  maxBytes: number;
  /** A tighter limit once the file's first bytes are known (say, its kind's limit). */
  limitOf?: (head: Buffer) => number;
  /** The error of a file past its limit, from its first bytes and its name. */
  tooLarge: (head: Buffer, name: string) => Error;
  /** The message when no file was sent in the `file` field. */
  missing?: string | Text;
}

/** Bytes read before `limitOf` decides. */
const HEAD_BYTES = 64;

/**
 * Reads the multipart `file` field of a request into memory, stopping as soon as the file passes its
 * limit. Throws a 400 on the `file` field when the request carries no file.
 */
export async function readUpload(req: FastifyRequest, opts: UploadOptions): Promise<{ name: string; buffer: Buffer }> {
  const missing = opts.missing ?? text('server.request.noFile');
  if (!req.isMultipart()) throw fieldError('file', missing);
  const part = await req.file({ limits: { fileSize: opts.maxBytes } });
  if (!part) throw fieldError('file', missing);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fieldError('file', missing);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let head: Buffer | null = null;
  let limit = opts.maxBytes;
  // Leaving the loop early destroys the stream; the parser then stops reading the request.
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!head && size >= HEAD_BYTES) {
      head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
      limit = Math.min(limit, opts.limitOf?.(head) ?? limit);
    }
    if (size > limit) throw opts.tooLarge(head ?? Buffer.concat(chunks), part.filename);
  }
  const buffer = Buffer.concat(chunks);
  if (part.file.truncated) throw opts.tooLarge(buffer.subarray(0, HEAD_BYTES), part.filename);
  return { name: part.filename, buffer };
}
