// Inflates one entry of a zip archive held in memory, as a stream of bounded chunks: never more than
// one chunk is held, and the entry is cut off the moment it inflates past its declared size (a zip
// bomb may declare a small size and still inflate to gigabytes). zlib runs off the main thread, and
// the caller gets the event loop back between chunks.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { entryDataOffset, type ZipEntry } from './zip-entries.ts';

/** Why an entry could not be inflated. */
export type InflateProblem = 'unreadable' | 'encrypted' | 'method' | 'too-large';

export class InflateError extends Error {
  constructor(readonly problem: InflateProblem) {
    super(`zip entry ${problem}`);
  }
}

/** Bytes of compressed input handed to zlib at a time, and the size of the chunks it answers. */
const CHUNK = 64 * 1024;

/**
 * The inflated bytes of `entry`, chunk by chunk. Throws InflateError('too-large') as soon as the output
 * passes the entry's declared size, 'unreadable' when the data is corrupt or shorter than declared.
 */
export async function* inflateEntry(buf: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.flags & 0x01) throw new InflateError('encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new InflateError('method');
  const start = entryDataOffset(buf, entry);
  if (start < 0) throw new InflateError('unreadable');
  const data = buf.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new InflateError('unreadable');
    for (let p = 0; p < data.length; p += CHUNK) yield data.subarray(p, p + CHUNK);
    return;
  }
  const pieces = function* () {
    for (let p = 0; p < data.length; p += CHUNK) yield data.subarray(p, p + CHUNK);
  };
  const inflate = zlib.createInflateRaw({ chunkSize: CHUNK });
  const source = Readable.from(pieces(), { objectMode: false });
  source.on('error', (err) => inflate.destroy(err));
  source.pipe(inflate);
  let out = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > entry.size) throw new InflateError('too-large');
      yield chunk;
    }
  } catch (err) {
    if (err instanceof InflateError) throw err;
    throw new InflateError('unreadable');
  } finally {
    source.unpipe(inflate);
    source.destroy();
    inflate.destroy();
  }
  if (out !== entry.size) throw new InflateError('unreadable');
}
