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
