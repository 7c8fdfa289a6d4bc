// encodePng (src/server/services/png-encode.ts): the PNG the demo and the tests write is one the upload check accepts,
// of its size and kind, whose rows inflate back to the pixels given.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageStructureProblem } from '../../src/server/services/image-structure.ts';
import { encodePng } from '../../src/server/services/png-encode.ts';

/** The IHDR fields and the inflated IDAT of a PNG of one IDAT. */
function read(png: Buffer) {
  const ihdr = png.subarray(16, 29);
  const idatAt = png.indexOf('IDAT', 0, 'latin1');
  const idatLength = png.readUInt32BE(idatAt - 4);
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4), depth: ihdr[8], type: ihdr[9], raw: zlib.inflateSync(png.subarray(idatAt + 4, idatAt + 4 + idatLength)) };
}

describe('encodePng', () => {
  it('writes an RGB image the upload check accepts, each row unfiltered', () => {
    const pixels = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const png = encodePng(2, 2, 'rgb', pixels);
    expect(imageStructureProblem(png, 'png')).toBeNull();
    const r = read(png);
    expect({ width: r.width, height: r.height, depth: r.depth, type: r.type }).toEqual({ width: 2, height: 2, depth: 8, type: 2 });
    expect([...r.raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
  });

  it('writes greyscale, stored unshrunk at level 0', () => {
    const pixels = Buffer.alloc(30 * 10, 0x80);
    const r = read(encodePng(30, 10, 'grey', pixels, 0));
    expect(r.type).toBe(0);
    expect(r.raw.length).toBe(31 * 10);
    expect(encodePng(30, 10, 'grey', pixels, 0).length).toBeGreaterThan(30 * 10);
  });

  it('refuses pixels of another size than the image', () => {
    expect(() => encodePng(2, 2, 'rgb', Buffer.alloc(11))).toThrow(/11 bytes for 2×2 rgb/);
  });
});
