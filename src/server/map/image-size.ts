// The pixel size of an image from its header: PNG (IHDR), JPEG (the first start-of-frame segment), GIF
// (the logical screen), WebP (VP8, VP8L, VP8X). The caller has checked the content already (sniffFile).
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PixelSize {
  width: number;
  height: number;
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(buf: Buffer): PixelSize | null {
  let p = 2;
  while (p + 4 <= buf.length) {
    if (buf[p] !== 0xff) return null;
    while (buf[p] === 0xff && p < buf.length) p++;
    const marker = buf[p];
    p++;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (p + 2 > buf.length) return null;
    const len = buf.readUInt16BE(p);
    if (isSof(marker)) return p + 7 <= buf.length ? { height: buf.readUInt16BE(p + 3), width: buf.readUInt16BE(p + 5) } : null;
    p += len;
  }
  return null;
}

function webpSize(buf: Buffer): PixelSize | null {
  if (buf.length < 30) return null;
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const b = buf.readUInt32LE(21);
    return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The width and height of a PNG, JPEG, GIF or WebP image; null for anything else or a header cut short. */
export function imagePixelSize(buf: Buffer): PixelSize | null {
  let size: PixelSize | null = null;
  if (buf.length >= 24 && buf.subarray(0, 8).equals(PNG) && buf.toString('latin1', 12, 16) === 'IHDR') {
    size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  } else if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) {
    size = jpegSize(buf);
  } else if (buf.length >= 10 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) {
    size = { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  } else if (buf.length >= 16 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') {
    size = webpSize(buf);
  }
  return size && size.width > 0 && size.height > 0 ? size : null;
}
