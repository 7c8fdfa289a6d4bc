// The plant map in browser tests: its surface once drawn, and a click at a point of an element.
import type { Locator } from 'playwright-core';

/** Clicks a point of an element, given as a fraction of its box. */
export async function clickAt(target: Locator, fx: number, fy: number): Promise<void> {
  // The mouse clicks at viewport coordinates: the whole target must be on screen first.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await target.page().mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/**
 * The surface of a map, once drawn: the element OpenLayers renders into, whose box is the canvas's. Its canvases are
 * not clicked themselves: OpenLayers replaces and hides layer canvases as layers come and go (a draw interaction adds
 * one), so a canvas found a moment ago may have no box when it is clicked (CI: "not on screen" while drawing).
 */
export async function mapSurface(scope: Locator): Promise<Locator> {
  const map = scope.getByTestId('plant-map');
  await map.locator('canvas').first().waitFor();
  return map;
}

/**
 * Clicks the plant position `at` (metres) on a map's surface showing the whole plan: PlantMap fits the plan's `extent`
 * into its surface with a 12-pixel padding (plant-map.tsx), so the surface's centre is the extent's centre.
 */
export async function clickPlant(surface: Locator, extent: readonly [number, number, number, number], at: readonly [number, number]): Promise<void> {
  await surface.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await surface.boundingBox();
  if (!box) throw new Error('not on screen');
  const [minX, minY, maxX, maxY] = extent;
  const resolution = Math.max((maxX - minX) / (box.width - 24), (maxY - minY) / (box.height - 24));
  const x = box.x + box.width / 2 + (at[0] - (minX + maxX) / 2) / resolution;
  const y = box.y + box.height / 2 - (at[1] - (minY + maxY) / 2) / resolution;
  await surface.page().mouse.click(x, y);
}
