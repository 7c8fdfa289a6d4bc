// The entries of a zip archive, read from its central directory (or, for names only, when that cannot be
// read, from the local file headers), without inflating anything: names to tell OOXML documents apart,
// declared sizes to refuse a zip bomb before a single byte is inflated (see zip-inflate.ts).

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Entries read at most: an office document has a few dozen; a zip bomb of names is cut short. */
const MAX_ENTRIES = 10_000;

function findEnd(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === END) return i;
  }
  return -1;
}

function fromCentralDirectory(buf: Buffer): string[] | null {
  const end = findEnd(buf);
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff) return null; // zip64: use the local headers
  const names: string[] = [];
  let p = offset;
  for (let n = 0; n < Math.min(count, MAX_ENTRIES); n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > buf.length) return null;
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

function fromLocalHeaders(buf: Buffer): string[] {
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= buf.length && names.length < MAX_ENTRIES) {
    if (buf.readUInt32LE(p) !== LOCAL) {
      // Sizes held in a data descriptor are unknown here: look for the next header instead.
      const next = buf.indexOf('PK\x03\x04', p + 1, 'latin1');
      if (next < 0) break;
      p = next;
      continue;
    }
    const flags = buf.readUInt16LE(p + 6);
    const compressed = buf.readUInt32LE(p + 18);
    const nameLen = buf.readUInt16LE(p + 26);
    const extraLen = buf.readUInt16LE(p + 28);
    if (p + 30 + nameLen > buf.length) break;
    names.push(buf.toString('utf8', p + 30, p + 30 + nameLen));
    const data = p + 30 + nameLen + extraLen;
    const sizeKnown = !(flags & 0x08) && compressed !== 0xffffffff;
    p = sizeKnown ? data + compressed : data;
  }
  return names;
}

/** The names of a zip archive's entries; `null` when `buf` is not a zip archive. */
export function zipEntryNames(buf: Buffer): string[] | null {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) return null;
  return fromCentralDirectory(buf) ?? fromLocalHeaders(buf);
}

/** One entry of a zip's central directory, as declared (the sizes may lie: inflating checks them). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else cannot be read here. */
  method: number;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  compressedSize: number;
  /** The declared size once inflated. */
  size: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

const ZIP64_EXTRA = 0x0001;

/** The zip64 extra field's sizes and offset, for the fields the central record left at 0xffffffff. */
function zip64Fields(buf: Buffer, from: number, to: number, e: ZipEntry): boolean {
  for (let p = from; p + 4 <= to; ) {
    const id = buf.readUInt16LE(p);
    const len = buf.readUInt16LE(p + 2);
    if (id === ZIP64_EXTRA) {
      let q = p + 4;
      const take = (): number | null => {
        if (q + 8 > p + 4 + len || q + 8 > to) return null;
        const v = Number(buf.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
        if (e[key] !== 0xffffffff) continue;
        const v = take();
        if (v === null) return false;
        e[key] = v;
      }
      return true;
    }
    p += 4 + len;
  }
  return e.size !== 0xffffffff && e.compressedSize !== 0xffffffff && e.localOffset !== 0xffffffff;
}

/**
 * The entries of a zip archive's central directory (with their declared sizes), without inflating
 * anything; `null` when `buf` is not a zip whose central directory can be read (at most
 * `maxEntries` entries: more is not a document).
 */
export function zipDirectory(buf: Buffer, maxEntries = MAX_ENTRIES): ZipEntry[] | null {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) return null;
  const end = findEnd(buf);
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff || count > maxEntries) return null;
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen + extraLen > buf.length) return null;
    const e: ZipEntry = {
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
      method: buf.readUInt16LE(p + 10),
      flags: buf.readUInt16LE(p + 8),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    };
    if (!zip64Fields(buf, p + 46 + nameLen, p + 46 + nameLen + extraLen, e)) return null;
    entries.push(e);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Where an entry's data starts (after its local header), or -1 when the local header cannot be read. */
export function entryDataOffset(buf: Buffer, e: ZipEntry): number {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) return -1;
  const data = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  return data + e.compressedSize <= buf.length ? data : -1;
}
