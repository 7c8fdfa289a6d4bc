// A permit in progress on the plant map, clicked (issue 16 item 6; the layer `special-work-in-progress`,
// src/server/permits/permit-site-layer.ts): the demo's permit in progress is drawn at its 作业位置 on the plant map of a
// desktop map page (人员定位 › 实时定位, as the enterprise administrator); the other layers switched off, a click on its
// point opens the small drawer naming the permit (kind, number, place), whose link opens the permit's page.
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const LAYER = 'special-work-in-progress';

type Json = Record<string, unknown>;

let permit: { id: number; number: string; x: number; y: number };
let extent: [number, number, number, number];

beforeAll(async () => {
  const rows = await suite.env.db.query<{ id: string; number: string; pos: { type: string; coordinates: [number, number] } }>(
    `select id, number, data->'zuoYeWeiZhi' as pos from permit where tenant_id = 1001 and state = 'IN_PROGRESS' and jsonb_typeof(data->'zuoYeWeiZhi') = 'object' order by id limit 1`,
  );
  expect(rows, 'the demo has a permit in progress with its position').toHaveLength(1);
  const [r] = rows;
  permit = { id: Number(r.id), number: r.number, x: r.pos.coordinates[0], y: r.pos.coordinates[1] };
  const res = await suite.env.app.inject({ method: 'GET', url: '/zax-cloud/u-basic/plant-plan', headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode, res.body).toBe(200);
  extent = (res.json().data as Json).extent as [number, number, number, number];
});

describe('the plant map: a permit in progress', () => {
  it('is drawn, opens its drawer on a click, and its link opens the permit', async () => {
    const page = await suite.pages.as('qyadmin');
    // The layer is on when the map opens: its features are asked for at once.
    const drawn = page.waitForResponse((r) => r.url().includes('/map/features') && r.url().includes(`layer=${LAYER}`) && r.status() === 200);
    await page.goto(suite.env.url('/rydw/realtime'));
    const panel = page.getByTestId('plant-map-panel');
    const switcher = panel.getByTestId('layer-switcher');
    await switcher.waitFor();
    // Only the permits' layer: nothing else under the click.
    const boxes = switcher.locator('[data-layer]');
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    const permitBox = switcher.locator(`input[data-layer="${LAYER}"], [data-layer="${LAYER}"] input`).first();
    for (const key of await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('data-layer') ?? ''))) {
      const input = switcher.locator(`input[data-layer="${key}"], [data-layer="${key}"] input`).first();
      if (key !== LAYER && (await input.isChecked())) await input.click();
    }
    if (!(await permitBox.isChecked())) await permitBox.click();
    const answer = (await (await drawn).json()) as { data: { features: { id: number | string }[] } };
    expect(answer.data.features.map((f) => Number(f.id))).toContain(permit.id);

    // The map fits the plan's extent with 12 px of padding: the permit's plant coordinates as a point of the map.
    const map = panel.getByTestId('plant-map');
    await map.locator('canvas').first().waitFor();
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const box = await map.boundingBox();
    if (!box) throw new Error('the map is not on screen');
    const [minX, minY, maxX, maxY] = extent;
    const res = Math.max((maxX - minX) / (box.width - 24), (maxY - minY) / (box.height - 24));
    const px = box.x + box.width / 2 + (permit.x - (minX + maxX) / 2) / res;
    const py = box.y + box.height / 2 - (permit.y - (minY + maxY) / 2) / res;
    await page.mouse.click(px, py);

    const drawer = page.getByTestId('map-feature-link');
    await drawer.getByText(permit.number).waitFor();
    await drawer.getByRole('link', { name: '打开详情' }).click();
    await page.waitForURL((url) => url.pathname === `/zax/tszy/detail/${permit.id}`);
    await page.getByText(permit.number).first().waitFor();
  });
});
