// Decides the type of an uploaded file from its content (magic bytes), never from its name alone
// (spec 001 §5 upload rules: Word, Excel, PowerPoint, PDF; png, jpg, gif; mp4), and then that the file is
// wholly what it claims: its structure walked to its end with nothing after it, and no active content
// (scripts in PDFs, macros and ActiveX controls in office files).
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';
import { imageStructureProblem, type ImageFormat } from './image-structure.ts';
import { mp4StructureProblem } from './mp4-structure.ts';
import { OLE_MAGIC, oleRootStreams } from './ole-streams.ts';
import { pdfProblem } from './pdf-structure.ts';
import { zipEntryNames } from './zip-entries.ts';
import { zipStructureProblem } from './zip-structure.ts';

export type FileKind = 'document' | 'image' | 'video';

export interface FileType {
  /** The canonical extension of the type. */
  ext: string;
  mime: string;
  kind: FileKind;
}

export type SniffResult = { ok: true; type: FileType } | { ok: false; message: Text };

const T = (ext: string, mime: string, kind: FileKind): FileType => ({ ext, mime, kind });
export const FILE_TYPES = {
  pdf: T('pdf', 'application/pdf', 'document'),
  docx: T('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'),
  xlsx: T('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'),
  pptx: T('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'document'),
  doc: T('doc', 'application/msword', 'document'),
  xls: T('xls', 'application/vnd.ms-excel', 'document'),
  ppt: T('ppt', 'application/vnd.ms-powerpoint', 'document'),
  png: T('png', 'image/png', 'image'),
  jpg: T('jpg', 'image/jpeg', 'image'),
  gif: T('gif', 'image/gif', 'image'),
  mp4: T('mp4', 'video/mp4', 'video'),
} as const satisfies Record<string, FileType>;

/** Other extensions a name may carry for a type (`photo.jpeg` is a jpg). */
export const EXT_ALIASES: Record<string, string> = { jpeg: 'jpg' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Major brands of the ISO base media (mp4) family; QuickTime and audio-only brands are not video/mp4. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'msnv', 'MSNV', 'NDAS', 'XAVC', 'mmp4']);
const NOT_VIDEO_BRANDS = new Set(['qt  ', 'M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

const starts = (buf: Buffer, magic: Buffer | string) => {
  const m = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : magic;
  return buf.length >= m.length && buf.subarray(0, m.length).equals(m);
};

/** The lower-case extension of a file name ('' when none). */
export function extOf(name: string): string {
  const m = /\.([^./\\]{1,10})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
}

const refused = (name: string): SniffResult => ({ ok: false, message: text('server.file.unsupported', { name }) });
const ok = (type: FileType): SniffResult => ({ ok: true, type });
/** The type when its structure check found nothing, else the check's reason naming the file. */
const checked = (type: FileType, problem: Text | null, name: string): SniffResult =>
  problem ? { ok: false, message: text('server.file.named', { problem, name }) } : ok(type);
const MACRO_STORAGES = new Set(['Macros', '_VBA_PROJECT_CUR', '_VBA_PROJECT']);

/** The kind a file's first bytes announce (enough to apply the kind's size limit before reading it all). */
export function kindOfHead(head: Buffer): FileKind | null {
  if (starts(head, '%PDF-') || starts(head, 'PK\x03\x04') || starts(head, OLE_MAGIC)) return 'document';
  if (starts(head, PNG) || starts(head, Buffer.from([0xff, 0xd8, 0xff])) || starts(head, 'GIF87a') || starts(head, 'GIF89a')) return 'image';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return 'video';
  return null;
}

function sniffOoxml(buf: Buffer, name: string): SniffResult {
  const names = zipEntryNames(buf);
  if (!names?.includes('[Content_Types].xml')) return refused(name);
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return { ok: false, message: text('server.file.macro', { name }) };
  if (names.some((n) => /(^|\/)activeX\//i.test(n))) return { ok: false, message: text('server.file.activeX', { name }) };
  const has = (prefix: string) => names.some((n) => n.startsWith(prefix));
  const type = has('word/') ? FILE_TYPES.docx : has('xl/') ? FILE_TYPES.xlsx : has('ppt/') ? FILE_TYPES.pptx : null;
  return type ? checked(type, zipStructureProblem(buf), name) : refused(name);
}

function sniffOle(buf: Buffer, name: string): SniffResult {
  const streams = oleRootStreams(buf);
  if (streams) {
    if (streams.some((n) => MACRO_STORAGES.has(n))) return { ok: false, message: text('server.file.macro', { name }) };
    if (streams.includes('WordDocument')) return ok(FILE_TYPES.doc);
    if (streams.includes('Workbook') || streams.includes('Book')) return ok(FILE_TYPES.xls);
    if (streams.includes('PowerPoint Document')) return ok(FILE_TYPES.ppt);
    // A readable compound file of something else (an installer, a mail, an encrypted package).
    return refused(name);
  }
  // The structure cannot be read: the claimed extension may choose among the old Office formats only.
  const ext = extOf(name);
  return ext === 'doc' || ext === 'xls' || ext === 'ppt' ? ok(FILE_TYPES[ext]) : refused(name);
}

function sniffMp4(buf: Buffer, name: string): SniffResult {
  const boxSize = buf.readUInt32BE(0);
  const major = buf.toString('latin1', 8, 12);
  if (NOT_VIDEO_BRANDS.has(major) || boxSize < 16) return refused(name);
  if (MP4_BRANDS.has(major)) return checked(FILE_TYPES.mp4, mp4StructureProblem(buf), name);
  const end = Math.min(boxSize, buf.length, 4096);
  for (let p = 16; p + 4 <= end; p += 4) {
    const brand = buf.toString('latin1', p, p + 4);
    if (brand === 'isom' || brand === 'mp41' || brand === 'mp42') return checked(FILE_TYPES.mp4, mp4StructureProblem(buf), name);
  }
  return refused(name);
}

const image = (buf: Buffer, format: ImageFormat, name: string) => checked(FILE_TYPES[format], imageStructureProblem(buf, format), name);

function sniffPdf(buf: Buffer, name: string): SniffResult {
  const problem = pdfProblem(buf);
  if (!problem) return ok(FILE_TYPES.pdf);
  const id = ({ structure: 'server.file.mismatch', active: 'server.file.pdfActive', unchecked: 'server.file.pdfUnchecked' } as const)[problem.kind];
  return { ok: false, message: text('server.file.named', { problem: text(id, { detail: problem.detail }), name }) };
}

/** The type of a file from its bytes; `name` only names it in messages and breaks the tie of an unreadable OLE file. */
export function sniffFile(buf: Buffer, name: string): SniffResult {
  if (buf.length === 0) return { ok: false, message: text('server.file.empty', { name }) };
  if (starts(buf, '%PDF-')) return sniffPdf(buf, name);
  if (starts(buf, PNG)) return image(buf, 'png', name);
  if (starts(buf, Buffer.from([0xff, 0xd8, 0xff]))) return image(buf, 'jpg', name);
  if (starts(buf, 'GIF87a') || starts(buf, 'GIF89a')) return image(buf, 'gif', name);
  if (starts(buf, 'PK\x03\x04')) return sniffOoxml(buf, name);
  if (starts(buf, OLE_MAGIC)) return sniffOle(buf, name);
  if (buf.length >= 16 && buf.toString('latin1', 4, 8) === 'ftyp') return sniffMp4(buf, name);
  return refused(name);
}

/**
 * A file name safe to store and send back: no directories, control or reserved characters, at most
 * 100 characters before the extension, and an extension that agrees with the sniffed type (a png named `a.jpg` becomes `a.png`).
 */
export function safeFileName(name: string, type: FileType): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const ext = extOf(base);
  const agrees = ext === type.ext || EXT_ALIASES[ext] === type.ext;
  // A known type's extension that disagrees is replaced; any other is kept before the right one.
  const known = Object.hasOwn(FILE_TYPES, ext) || Object.hasOwn(EXT_ALIASES, ext);
  let stem = agrees || known ? base.slice(0, -(ext.length + 1)) : base;
  stem = Array.from(stem).slice(0, 100).join('').trim() || say('zh', text('server.file.defaultName'));
  return `${stem}.${agrees ? ext : type.ext}`;
}
