// A small zip writer for tests: entries stored or deflated (level 9), content given whole or as
// pieces that are streamed through zlib (a 200 MB zip bomb is built without holding 200 MB), and an
// optional lie: the size the central directory and the local header declare.
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The content, or pieces of it (the same Buffer may repeat). */
  content: string | Buffer | Buffer[];
  /** The uncompressed size written in the headers (default: the real one). */
  declaredSize?: number;
  /** Stored instead of deflated. */
  store?: boolean;
}

async function deflated(pieces: Buffer[]): Promise<Buffer> {
  const z = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  for (const p of pieces) {
    if (!z.write(p)) await new Promise((resolve) => z.once('drain', resolve));
  }
  z.end();
  await done;
  return Buffer.concat(out);
}

/** The zip archive of `parts`, in order. */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const pieces = typeof part.content === 'string' ? [Buffer.from(part.content)] : Buffer.isBuffer(part.content) ? [part.content] : part.content;
    let crc = 0;
    let size = 0;
    for (const p of pieces) {
      crc = zlib.crc32(p, crc);
      size += p.length;
    }
    const data = part.store ? Buffer.concat(pieces) : await deflated(pieces);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(part.store ? 0 : 8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(part.store ? 0 : 8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
