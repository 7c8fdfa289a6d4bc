// Writing a PNG (the demo's plant plan and signatures; test images): 8-bit greyscale or RGB pixels, each row
// unfiltered, one deflated IDAT.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of each kind, and its PNG colour type. */
const KINDS = { grey: { bytes: 1, type: 0 }, rgb: { bytes: 3, type: 2 } } as const;

const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([be32(data.length), body, be32(zlib.crc32(body))]);
}

/**
 * A `width`×`height` PNG of `pixels` (row after row, top first: one byte a pixel for grey, three for RGB), deflated
 * at `level` (0 stores it: a noisy image that should not shrink).
 */
export function encodePng(width: number, height: number, kind: keyof typeof KINDS, pixels: Buffer, level = 6): Buffer {
  const { bytes, type } = KINDS[kind];
  const stride = width * bytes;
  if (pixels.length !== stride * height) throw new Error(`encodePng: ${pixels.length} bytes for ${width}×${height} ${kind}`);
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.concat([be32(width), be32(height), Buffer.from([8, type, 0, 0, 0])]);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw, { level })), chunk('IEND', Buffer.alloc(0))]);
}
