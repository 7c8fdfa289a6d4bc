// Is an uploaded image what its first bytes claim? Walks the format's structure to its end marker (PNG
// chunks with their CRCs to IEND, JPEG segments and entropy-coded data to EOI, GIF blocks to the trailer)
// and refuses anything after it, so that a file cannot be an image and a web page at once; and refuses
// markup in the image's text (PNG text chunks, JPEG comments and APPn segments, GIF comments).
import zlib from 'node:zlib';
import { isText, type Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';

export type ImageFormat = 'png' | 'jpg' | 'gif';

const problem = (detail: Text): Text => text('server.file.mismatch', { detail });
/** Markup a browser would run or render; what an image's metadata (XMP included) never holds. */
const MARKUP = /<\s*\/?\s*(script|html|body|head|iframe|frame|svg|object|embed|form|img|meta|link|style)[\s>/]|javascript:/i;

/** PNG chunks read at most: encoders write image data in chunks of kilobytes, a few thousand per file. */
const MAX_PNG_CHUNKS = 100_000;
/** Text segments (comments, metadata) read at most: a camera writes a handful. */
const MAX_TEXTS = 1000;
const TOO_MANY_TEXTS = text('server.file.imageTexts');

/** Where the structure ends and the byte ranges of text it carries; a text says what is wrong. */
type Walk = { end: number; texts: [number, number][] } | Text;

const isChunkType = (buf: Buffer, p: number) => {
  for (let i = p; i < p + 4; i++) {
    const c = buf[i] | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
};

function walkPng(buf: Buffer): Walk {
  let p = 8;
  let chunks = 0;
  let idat = false;
  const texts: [number, number][] = [];
  while (p + 12 <= buf.length) {
    const len = buf.readUInt32BE(p);
    if (len > 0x7fffffff || !isChunkType(buf, p + 4) || p + 12 + len > buf.length) return text('server.file.pngChunk');
    const type = buf.toString('latin1', p + 4, p + 8);
    if (chunks === 0 && (type !== 'IHDR' || len !== 13)) return text('server.file.pngHeader');
    if (zlib.crc32(buf.subarray(p + 4, p + 8 + len)) !== buf.readUInt32BE(p + 8 + len)) return text('server.file.pngCrc');
    if (type === 'IDAT') idat = true;
    if ((type === 'tEXt' || type === 'iTXt' || type === 'zTXt') && texts.push([p + 8, p + 8 + len]) > MAX_TEXTS) return TOO_MANY_TEXTS;
    if (++chunks > MAX_PNG_CHUNKS) return text('server.file.pngTooMany');
    p += 12 + len;
    if (type === 'IEND') return idat ? { end: p, texts } : text('server.file.pngNoData');
  }
  return text('server.file.pngIncomplete');
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** One JPEG image from `start` (at its SOI) to the end of its EOI. */
function walkJpegImage(buf: Buffer, start: number, texts: [number, number][]): number | Text {
  let p = start + 2;
  let frame = false;
  let scan = false;
  while (p < buf.length) {
    if (buf[p] !== 0xff) return text('server.file.jpegMarker');
    while (buf[p] === 0xff) p++; // fill bytes
    if (p >= buf.length) break;
    const m = buf[p++];
    if (m === 0xd9) return frame && scan ? p : text('server.file.jpegNoData');
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) continue;
    if (m === 0x00 || m === 0xd8) return text('server.file.jpegMarker');
    if (p + 2 > buf.length) break;
    const len = buf.readUInt16BE(p);
    if (len < 2 || p + len > buf.length) return text('server.file.jpegSegment');
    if ((m === 0xfe || (m >= 0xe0 && m <= 0xef)) && texts.push([p + 2, p + len]) > MAX_TEXTS) return TOO_MANY_TEXTS;
    if (isSof(m)) frame = true;
    p += len;
    if (m === 0xda) {
      if (!frame) return text('server.file.jpegNoFrame');
      scan = true;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      while (p + 1 < buf.length && !(buf[p] === 0xff && buf[p + 1] !== 0x00 && !(buf[p + 1] >= 0xd0 && buf[p + 1] <= 0xd7))) p++;
      if (p + 1 >= buf.length) break;
    }
  }
  return text('server.file.jpegIncomplete');
}

function walkJpeg(buf: Buffer): Walk {
  const texts: [number, number][] = [];
  const first = walkJpegImage(buf, 0, texts);
  if (isText(first)) return first;
  // Cameras store further images (MPF: previews, depth maps) after the first, each a whole JPEG.
  let end = first;
  for (let n = 0; n < 32 && buf[end] === 0xff && buf[end + 1] === 0xd8; n++) {
    const next = walkJpegImage(buf, end, texts);
    if (isText(next)) return next;
    end = next;
  }
  return { end, texts };
}

function skipSubBlocks(buf: Buffer, p: number): number {
  while (p < buf.length) {
    const size = buf[p];
    p += 1 + size;
    if (size === 0) return p;
  }
  return -1;
}

function walkGif(buf: Buffer): Walk {
  if (buf.length < 13) return text('server.file.gifIncomplete');
  const texts: [number, number][] = [];
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let p = 13 + table(buf[10]);
  let image = false;
  while (p < buf.length) {
    const block = buf[p];
    if (block === 0x3b) return image ? { end: p + 1, texts } : text('server.file.gifNoData');
    if (block === 0x21) {
      const label = buf[p + 1];
      const next = skipSubBlocks(buf, p + 2);
      if (next < 0) break;
      if ((label === 0xfe || label === 0xff) && texts.push([p + 2, next]) > MAX_TEXTS) return TOO_MANY_TEXTS;
      p = next;
    } else if (block === 0x2c) {
      if (p + 10 > buf.length) break;
      const next = skipSubBlocks(buf, p + 10 + table(buf[p + 9]) + 1);
      if (next < 0) break;
      image = true;
      p = next;
    } else {
      return text('server.file.gifBlock');
    }
  }
  // Old writers leave out the trailer: the file then ends exactly after its last block.
  return image && p === buf.length ? { end: p, texts } : text('server.file.gifIncomplete');
}

const WALKS: Record<ImageFormat, (buf: Buffer) => Walk> = { png: walkPng, jpg: walkJpeg, gif: walkGif };

/** Padding a writer may leave after the end marker (zeros; for JPEG also 0xFF fill). */
function onlyPadding(buf: Buffer, from: number, format: ImageFormat): boolean {
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0 && !(format === 'jpg' && buf[i] === 0xff)) return false;
  return true;
}

/** Why `buf` is not a whole image of `format` (a Chinese reason), or null when it is one. */
export function imageStructureProblem(buf: Buffer, format: ImageFormat): Text | null {
  const walk = WALKS[format](buf);
  if (isText(walk)) return problem(walk);
  if (!onlyPadding(buf, walk.end, format)) return problem(text('server.file.imageTrailing'));
  if (walk.texts.some(([a, b]) => MARKUP.test(buf.toString('latin1', a, b)))) return problem(text('server.file.imageMarkup'));
  return null;
}
