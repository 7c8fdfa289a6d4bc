// The plant map in browser tests: its canvas once drawn, and a click at a point of an element.
import type { Locator } from 'playwright-core';

/** Clicks a point of an element, given as a fraction of its box. */
export async function clickAt(target: Locator, fx: number, fy: number): Promise<void> {
  // The mouse clicks at viewport coordinates: the whole target must be on screen first.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await target.page().mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/** The canvas of a map, once drawn. */
export async function mapCanvas(scope: Locator): Promise<Locator> {
  const canvas = scope.getByTestId('plant-map').locator('canvas').first();
  await canvas.waitFor();
  return canvas;
}

/**
 * Clicks the plant position `at` (metres) on a map's canvas showing the whole plan: PlantMap fits the plan's `extent`
 * into the canvas with a 12-pixel padding (plant-map.tsx), so the canvas centre is the extent's centre.
 */
export async function clickPlant(canvas: Locator, extent: readonly [number, number, number, number], at: readonly [number, number]): Promise<void> {
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('not on screen');
  const [minX, minY, maxX, maxY] = extent;
  const resolution = Math.max((maxX - minX) / (box.width - 24), (maxY - minY) / (box.height - 24));
  const x = box.x + box.width / 2 + (at[0] - (minX + maxX) / 2) / resolution;
  const y = box.y + box.height / 2 - (at[1] - (minY + maxY) / 2) / resolution;
  await canvas.page().mouse.click(x, y);
}
