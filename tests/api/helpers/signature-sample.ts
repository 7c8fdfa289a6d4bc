// A signature as the pad sends it (issue 15): a grey PNG of the pad's size and strokes in its pixels.
import crypto from 'node:crypto';
import { encodePng } from '../../../src/server/services/png-encode.ts';

/** A `width`×`height` greyscale PNG; `noisy` fills it with random pixels (it does not compress). */
export function padPng(width: number, height: number, noisy = false): Buffer {
  return encodePng(width, height, 'grey', noisy ? crypto.randomBytes(width * height) : Buffer.alloc(width * height, 0xff), noisy ? 0 : 6);
}

export const dataUrl = (png: Buffer, mime = 'image/png') => `data:${mime};base64,${png.toString('base64')}`;

/** A straight stroke of `n` points. */
export function line(x0: number, y0: number, x1: number, y1: number, n = 20): [number, number][] {
  return Array.from({ length: n }, (_, i) => [x0 + ((x1 - x0) * i) / (n - 1), y0 + ((y1 - y0) * i) / (n - 1)]);
}

/** Strokes of a name on a 600×200 pad. */
export const NAME_STROKES = [line(50, 50, 250, 60), line(150, 20, 150, 180), line(60, 150, 260, 160)];
export const PAD_PNG = padPng(600, 200);
