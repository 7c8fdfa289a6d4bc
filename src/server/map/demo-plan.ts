// The demo enterprise's plant plan: a small PNG drawn here (the areas of schemas/demo/area.json on a plain
// ground, 1 m per pixel) and placed by two control points. `tools/make-plant-plan-png.ts` writes it to
// schemas/demo/plant-plan.png; a demo database gets it once (prepare-db.ts).
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from '../services/png-encode.ts';
import { SCHEMAS_DIR } from '../modules/module-folders.ts';
import type { GeoPoint } from '../../domain/geo-position.ts';
import type { ControlPoint } from '../../domain/geometry.ts';

export const DEMO_PLAN_WIDTH = 800;
export const DEMO_PLAN_HEIGHT = 500;
/** Pixel (0, 0) is the plant's (0, 500); pixel (800, 500) the plant's (800, 0): the extent [0, 0, 800, 500]. */
export const DEMO_PLAN_POINTS: ControlPoint[] = [
  { pixel: [0, 0], plant: [0, 500] },
  { pixel: [800, 500], plant: [800, 0] },
];
/**
 * The demo plan's geographic reference points (issue 15 item 5): its south-west and north-east corners at a
 * made-up chemical park, so that the phone's position can be tried on the demo (plant metres ≈ real metres).
 */
export const DEMO_GEO_POINTS: GeoPoint[] = [
  { plant: [0, 0], geo: [118.8, 32.25] },
  { plant: [800, 500], geo: [118.808507, 32.254497] },
];
export const DEMO_PLAN_FILE = path.join(SCHEMAS_DIR, 'demo', 'plant-plan.png');

type Rgb = [number, number, number];
/** Blocks in plant metres [minX, minY, maxX, maxY] and their colour, drawn in order. */
const BLOCKS: [number, number, number, number, Rgb][] = [
  [0, 240, 800, 270, [200, 200, 200]], // main road
  [560, 0, 585, 500, [200, 200, 200]], // cross road
  [100, 300, 300, 450, [255, 214, 170]], // production unit 1
  [350, 300, 550, 450, [255, 214, 170]], // production unit 2
  [600, 280, 780, 470, [186, 224, 255]], // tank farm
  [600, 40, 780, 200, [217, 247, 190]], // loading
  [40, 40, 250, 200, [240, 240, 240]], // offices
  [120, 320, 200, 400, [255, 163, 158]], // work site
];

/** The demo plan as PNG bytes (8-bit RGB). */
export function demoPlanPng(): Buffer {
  const w = DEMO_PLAN_WIDTH;
  const h = DEMO_PLAN_HEIGHT;
  const pixels = Buffer.alloc(w * 3 * h);
  for (let py = 0; py < h; py++) {
    const y = h - py - 0.5;
    for (let px = 0; px < w; px++) {
      const x = px + 0.5;
      let c: Rgb = [250, 250, 245];
      for (const [minX, minY, maxX, maxY, colour] of BLOCKS) if (x >= minX && x <= maxX && y >= minY && y <= maxY) c = colour;
      pixels.set(c, (py * w + px) * 3);
    }
  }
  return encodePng(w, h, 'rgb', pixels, 9);
}

/** The committed demo plan image. */
export function readDemoPlanPng(): Buffer {
  return fs.readFileSync(DEMO_PLAN_FILE);
}
