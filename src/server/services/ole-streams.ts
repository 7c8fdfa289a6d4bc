// The names of the top-level entries of an OLE2 compound file ([MS-CFB]): the old Word, Excel and
// PowerPoint formats keep their content in a stream named after the application.

export const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const ENTRY_SIZE = 128;

class Cfb {
  readonly sectorSize: number;
  private readonly fatSectors: number[] = [];

  constructor(private readonly buf: Buffer) {
    const shift = buf.readUInt16LE(0x1e);
    if (buf.readUInt16LE(0x1c) !== 0xfffe || (shift !== 9 && shift !== 12)) throw new Error('bad header');
    this.sectorSize = 1 << shift;
    const fatCount = buf.readUInt32LE(0x2c);
    for (let i = 0; i < 109 && this.fatSectors.length < fatCount; i++) this.fatSectors.push(buf.readUInt32LE(0x4c + i * 4));
    // Past 109 FAT sectors the list continues in a chain of DIFAT sectors.
    let difat = buf.readUInt32LE(0x44);
    const perDifat = this.sectorSize / 4 - 1;
    for (let guard = 0; difat <= MAX_SECTOR && this.fatSectors.length < fatCount && guard < this.sectorCount(); guard++) {
      const at = this.offsetOf(difat);
      for (let i = 0; i < perDifat && this.fatSectors.length < fatCount; i++) this.fatSectors.push(buf.readUInt32LE(at + i * 4));
      difat = buf.readUInt32LE(at + perDifat * 4);
    }
  }

  sectorCount(): number {
    return Math.floor(this.buf.length / this.sectorSize);
  }

  offsetOf(sector: number): number {
    const at = (sector + 1) * this.sectorSize;
    if (sector > MAX_SECTOR || at + this.sectorSize > this.buf.length) throw new Error('sector out of range');
    return at;
  }

  next(sector: number): number {
    const perFat = this.sectorSize / 4;
    const fat = this.fatSectors[Math.floor(sector / perFat)];
    if (fat === undefined) throw new Error('sector outside the FAT');
    return this.buf.readUInt32LE(this.offsetOf(fat) + (sector % perFat) * 4);
  }

  /** The sectors of a chain, refusing loops. */
  chain(first: number): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let s = first; s !== END_OF_CHAIN; s = this.next(s)) {
      if (s > MAX_SECTOR || seen.has(s) || out.length > this.sectorCount()) throw new Error('bad chain');
      seen.add(s);
      out.push(s);
    }
    return out;
  }
}

interface Entry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
}

function readEntries(buf: Buffer, cfb: Cfb): Entry[] {
  const entries: Entry[] = [];
  for (const sector of cfb.chain(buf.readUInt32LE(0x30))) {
    const at = cfb.offsetOf(sector);
    for (let o = at; o < at + cfb.sectorSize; o += ENTRY_SIZE) {
      const nameLen = Math.min(buf.readUInt16LE(o + 0x40), 64);
      entries.push({
        name: buf.toString('utf16le', o, o + Math.max(0, nameLen - 2)),
        type: buf[o + 0x42],
        left: buf.readUInt32LE(o + 0x44),
        right: buf.readUInt32LE(o + 0x48),
        child: buf.readUInt32LE(o + 0x4c),
      });
    }
  }
  return entries;
}

/**
 * The names of the root storage's direct children (streams and storages); `null` when `buf` is not
 * a compound file or its structure cannot be read.
 */
export function oleRootStreams(buf: Buffer): string[] | null {
  if (buf.length < 512 || !buf.subarray(0, 8).equals(OLE_MAGIC)) return null;
  try {
    const cfb = new Cfb(buf);
    const entries = readEntries(buf, cfb);
    const root = entries[0];
    if (!root || root.type !== 5) return null;
    // The children of a storage form a tree through their left and right siblings.
    const names: string[] = [];
    const seen = new Set<number>();
    const stack = [root.child];
    while (stack.length) {
      const id = stack.pop() as number;
      if (id === NO_STREAM || seen.has(id)) continue;
      const e = entries[id];
      if (!e) return null;
      seen.add(id);
      if (e.type === 1 || e.type === 2) names.push(e.name);
      stack.push(e.left, e.right);
    }
    return names;
  } catch {
    return null;
  }
}
