// The entry names of a zip archive, read from its central directory (or, when that cannot be read,
// from the local file headers), without inflating anything. Used to tell OOXML documents apart.

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
