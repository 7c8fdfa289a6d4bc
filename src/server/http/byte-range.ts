// HTTP range requests on downloads (RFC 9110 §14): a video element asks for `Range: bytes=a-b` to start playing
// before the whole file has come and to seek. One range a request (a list of ranges is answered whole, as the
// RFC allows); a range that starts past the end is refused with 416.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** What a `Range` header asks of a file of `size` bytes (`end` inclusive). */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  // Other units, several ranges or a malformed header: the whole file (a server may ignore Range).
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}

/** A stored file to send: its size and type, and a stream of its bytes from `start` to `end` (inclusive). */
export interface RangedFile {
  size: number;
  mime: string;
  open: (range?: { start: number; end: number }) => NodeJS.ReadableStream;
  close: () => Promise<void>;
}

/** Sends `file` whole (200) or the part the request's Range asks (206), or 416; the caller sets the other headers. */
export async function sendRanged(req: FastifyRequest, reply: FastifyReply, file: RangedFile): Promise<FastifyReply> {
  const range = rangeOf(req.headers.range, file.size);
  reply.header('accept-ranges', 'bytes').header('content-type', file.mime);
  if (range.kind === 'unsatisfiable') {
    await file.close();
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range.kind === 'part') {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.open(range));
  }
  return reply.header('content-length', file.size).send(file.open());
}
