// Drawing on the phone pages' signature pad with the pointer, and checking an image shown, for the browser tests.
import type { Locator, Page } from 'playwright-core';

/** A signature of three strokes, as fractions of the pad's box. */
export const SIGNATURE_STROKES: [number, number][][] = [
  [[0.1, 0.7], [0.2, 0.2], [0.3, 0.7], [0.4, 0.2]],
  [[0.5, 0.3], [0.6, 0.8], [0.7, 0.3]],
  [[0.75, 0.5], [0.9, 0.45], [0.85, 0.8]],
];

/**
 * Draws `strokes` (points as fractions of the pad's box) on the signature pad inside `scope` (the page by default); the
 * pad is scrolled into view first (a dialog scrolls on a small screen).
 */
export async function drawSignature(page: Page, strokes: [number, number][][] = SIGNATURE_STROKES, scope: Page | Locator = page): Promise<void> {
  const canvas = scope.getByTestId('signature-pad').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature pad on the page');
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.map(([fx, fy]) => [box.x + fx * box.width, box.y + fy * box.height] as const);
    await page.mouse.move(first[0], first[1]);
    await page.mouse.down();
    for (const [x, y] of rest) await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.up();
  }
}

/** Whether an image element has loaded a picture (a signature shown on the detail or the print view). */
export const imageLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
