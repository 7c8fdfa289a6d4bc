// A PNG of a given size drawn in the test (no file in the repo): a light ground with a darker band every
// 50 pixels, so that the plan shows where the map was clicked.
import { encodePng } from '../../../src/server/services/png-encode.ts';

/** A `width` × `height` PNG. */
export function pngImage(width: number, height: number): Buffer {
  return pngOf(width, height, (x, y) => (x % 50 < 4 || y % 50 < 4 ? [180, 190, 200] : [245, 247, 250]));
}

/** A `width` × `height` PNG whose pixel (x, y) has the colour `colour(x, y)` answers. */
export function pngOf(width: number, height: number, colour: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(colour(x, y), (y * width + x) * 3);
  return encodePng(width, height, 'rgb', pixels);
}
