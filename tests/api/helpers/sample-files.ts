// Tiny but real sample files for the upload tests: each is built byte by byte the way its format
// says (zip with a central directory, OLE2 compound file with FAT and directory, PNG with CRCs...).
import zlib from 'node:zlib';
import { encodePng } from '../../../src/server/services/png-encode.ts';

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** A zip archive of stored (uncompressed) entries, with its central directory. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const common = [u16(0), u16(0), u16(0), u16(0), u32(crc), u32(data.length), u32(data.length), u16(fileName.length), u16(0)];
    const header = Buffer.concat([u32(0x04034b50), u16(20), ...common, fileName]);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), fileName]));
    local.push(header, data);
    offset += header.length + data.length;
  }
  const dir = Buffer.concat(central);
  const n = Object.keys(entries).length;
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(n), u16(n), u32(dir.length), u32(offset), u16(0)]);
  return Buffer.concat([...local, dir, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A minimal OOXML package of Word (`word`), Excel (`xl`) or PowerPoint (`ppt`). */
export function ooxmlOf(app: 'word' | 'xl' | 'ppt', extra: Record<string, string> = {}): Buffer {
  const main = { word: 'word/document.xml', xl: 'xl/workbook.xml', ppt: 'ppt/presentation.xml' }[app];
  return zipOf({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': '<Relationships/>', [main]: '<x/>', ...extra });
}

export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream. */
  type: 1 | 2;
  /** Entries inside a storage. */
  children?: OleEntry[];
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors): sector 0 is the FAT, then the directory.
 * The children of each storage are chained through their right siblings.
 */
export function oleOf(top: OleEntry[]): Buffer {
  const flat: { name: string; type: number; right: number; child: number }[] = [{ name: 'Root Entry', type: 5, right: -1, child: -1 }];
  const add = (list: OleEntry[]): number => {
    const ids = list.map((e) => {
      flat.push({ name: e.name, type: e.type, right: -1, child: -1 });
      return flat.length - 1;
    });
    list.forEach((e, i) => {
      flat[ids[i]].right = ids[i + 1] ?? -1;
      if (e.children?.length) flat[ids[i]].child = add(e.children);
    });
    return ids[0] ?? -1;
  };
  flat[0].child = add(top);
  const dirSectors = Math.ceil(flat.length / 4);
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  for (let s = 1; s <= dirSectors; s++) fat.writeUInt32LE(s === dirSectors ? 0xfffffffe : s + 1, s * 4);
  const dir = Buffer.alloc(dirSectors * 512, 0);
  flat.forEach((e, i) => {
    const o = i * 128;
    dir.write(e.name, o, 'utf16le');
    dir.writeUInt16LE((e.name.length + 1) * 2, o + 0x40);
    dir[o + 0x42] = e.type;
    dir[o + 0x43] = 1;
    dir.writeUInt32LE(0xffffffff, o + 0x44);
    dir.writeUInt32LE(e.right < 0 ? 0xffffffff : e.right, o + 0x48);
    dir.writeUInt32LE(e.child < 0 ? 0xffffffff : e.child, o + 0x4c);
    dir.writeUInt32LE(0xfffffffe, o + 0x74);
  });
  // Unused directory slots are empty entries with no siblings.
  for (let i = flat.length; i < dirSectors * 4; i++) {
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x44);
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x48);
    dir.writeUInt32LE(0xffffffff, i * 128 + 0x4c);
  }
  return Buffer.concat([header, fat, dir]);
}

const stream = (name: string): OleEntry => ({ name, type: 2 });
export const docOle = () => oleOf([stream('\u0001CompObj'), stream('WordDocument'), stream('1Table')]);
export const xlsOle = () => oleOf([stream('Workbook'), stream('\u0005SummaryInformation')]);
export const pptOle = () => oleOf([stream('Current User'), stream('PowerPoint Document'), stream('Pictures')]);

/** A 1×1 RGB PNG (one red pixel). */
export function png(): Buffer {
  return encodePng(1, 1, 'rgb', Buffer.from([0xff, 0x00, 0x00]));
}

/** The classic 1×1 GIF89a. */
export const gif = () =>
  Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

const seg = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), be16(data.length + 2), data]);
const be16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/**
 * An 8×8 grey baseline JPEG: SOI, JFIF APP0, a quantisation table, the frame, one-code Huffman tables
 * (DC category 0 and AC end-of-block, each the code `0`), the scan (`00` padded with ones) and EOI.
 */
export function jpeg(): Buffer {
  const oneCode = (tableClass: number) => Buffer.concat([Buffer.from([tableClass << 4]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
    seg(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    seg(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    seg(0xc4, oneCode(0)),
    seg(0xc4, oneCode(1)),
    seg(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** An ftyp box of `major` with compatible brands, then an empty mdat box. */
export function mp4(major = 'isom', compatible: string[] = ['isom', 'mp41']): Buffer {
  const brands = Buffer.from([major, ...compatible].join(''), 'latin1');
  const ftyp = Buffer.concat([be32(16 + compatible.length * 4), Buffer.from('ftyp'), brands.subarray(0, 4), be32(0x200), brands.subarray(4)]);
  return Buffer.concat([ftyp, be32(8), Buffer.from('mdat')]);
}

/** The start of a Windows executable. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), u32(64), Buffer.from('PE\0\0'), Buffer.alloc(64)]);
