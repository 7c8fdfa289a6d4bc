// A signature as the pad sends it (issue 15): a grey PNG of the pad's size and strokes in its pixels.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function chunk(type: string, data: Buffer): Buffer {
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([be32(data.length), td, be32(zlib.crc32(td))]);
}

/** A `width`×`height` greyscale PNG; `noisy` fills it with random pixels (it does not compress). */
export function padPng(width: number, height: number, noisy = false): Buffer {
  const row = (): Buffer => Buffer.concat([Buffer.from([0]), noisy ? crypto.randomBytes(width) : Buffer.alloc(width, 0xff)]);
  const raw = Buffer.concat(Array.from({ length: height }, row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([be32(width), be32(height), Buffer.from([8, 0, 0, 0, 0])])),
    chunk('IDAT', zlib.deflateSync(raw, { level: noisy ? 0 : 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (png: Buffer, mime = 'image/png') => `data:${mime};base64,${png.toString('base64')}`;

/** A straight stroke of `n` points. */
export function line(x0: number, y0: number, x1: number, y1: number, n = 20): [number, number][] {
  return Array.from({ length: n }, (_, i) => [x0 + ((x1 - x0) * i) / (n - 1), y0 + ((y1 - y0) * i) / (n - 1)]);
}

/** Strokes of a name on a 600×200 pad. */
export const NAME_STROKES = [line(50, 50, 250, 60), line(150, 20, 150, 180), line(60, 150, 260, 160)];
export const PAD_PNG = padPng(600, 200);
