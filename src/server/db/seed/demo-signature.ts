// A handwritten-looking signature of the demo (the briefing's signatures of the demo permits): strokes drawn into a
// white greyscale PNG of the phone pad's proportions, so that the demo's details and print views show an image.
import { encodePng } from '../../services/png-encode.ts';

const WIDTH = 300;
const HEIGHT = 100;

/** The demo signature's strokes, in pad pixels: a few sweeping lines and a loop, varied by `seed`. */
export function demoStrokes(seed: number): [number, number][][] {
  const wave = (y0: number, amp: number, phase: number): [number, number][] =>
    Array.from({ length: 60 }, (_, i) => [30 + i * 4, y0 + Math.round(amp * Math.sin(i / 6 + phase))]);
  const loop: [number, number][] = Array.from({ length: 40 }, (_, i) => [150 + Math.round(18 * Math.cos(i / 6)), 50 + Math.round(14 * Math.sin(i / 6))]);
  return [wave(40, 12, seed), loop, wave(70, 8, seed * 2 + 1)];
}

/** The strokes drawn 3 px wide in black on white, as a PNG. */
export function demoSignaturePng(strokes: readonly (readonly [number, number])[][]): Buffer {
  const px = Buffer.alloc(WIDTH * HEIGHT, 0xff);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const [cx, cy] = [Math.round(x) + dx, Math.round(y) + dy];
        if (cx >= 0 && cx < WIDTH && cy >= 0 && cy < HEIGHT) px[cy * WIDTH + cx] = 0x20;
      }
  };
  for (const s of strokes) {
    for (let i = 1; i < s.length; i++) {
      const [[x0, y0], [x1, y1]] = [s[i - 1], s[i]];
      const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
      for (let k = 0; k <= n; k++) dot(x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n);
    }
  }
  return encodePng(WIDTH, HEIGHT, 'grey', px);
}
