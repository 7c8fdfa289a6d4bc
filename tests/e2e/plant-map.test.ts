// The plant map in the browser (docs/schema-engine.md "Plant map"), as the administrator of 2001 (which has no
// plan yet): the plan set from an uploaded image placed by two clicked points and their typed plant
// coordinates; an area drawn on the map in the area form and saved; on the area page's map view the area
// clicked opens its record; a point layer switched on asks for its features and stays on after a reload.
// It needs both halves of the map (map-server: the plan and layer routes, the area resource; map-client: the
// pages): it runs once both branches are merged.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { api } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { clickAt, mapSurface } from './helpers/map-e2e.ts';
import { pngImage } from './helpers/png-image.ts';

const suite = e2eSuite();
const PLAN_PATH = '/basic-security-manage/plant-plan';
const AREA_PATH = '/basic-security-manage/area';
const AREA_NAME = 'E2E绘制区域';

async function setPlan(page: Page): Promise<void> {
  await page.goto(suite.env.url(PLAN_PATH));
  await page.getByTestId('plan-none').waitFor();
  await page.getByTestId('plan-editor').locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: pngImage(400, 300) });
  const image = page.getByTestId('plan-image');
  await image.waitFor();
  // Clicks count once the image has loaded (its pixel size is known then).
  await image.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((r) => (img.onload = r))));
  // Pixels (40, 30) and (360, 270) of the 400 × 300 image; each click re-renders the points before the next.
  await clickAt(image, 40.5 / 400, 30.5 / 300);
  await expect.poll(() => page.getByTestId('plan-point-1').textContent()).toContain('(40, 30)');
  await clickAt(image, 360.5 / 400, 270.5 / 300);
  await expect.poll(() => page.getByTestId('plan-point-2').textContent()).toContain('(360, 270)');
  await page.getByLabel('定位点 1 厂区 X（米）').fill('-400');
  await page.getByLabel('定位点 1 厂区 Y（米）').fill('400');
  await page.getByLabel('定位点 2 厂区 X（米）').fill('400');
  await page.getByLabel('定位点 2 厂区 Y（米）').fill('-400');
  // 800 m over 320 pixels east (2.5 m a pixel), over 240 pixels south (3.33 m): the image covers -500..500 both ways.
  await page.getByTestId('plan-preview').getByText('X -500 ~ 500，Y -500 ~ 500').waitFor();
  await button(page, '保存平面图').click();
  await page.locator('.ant-message').getByText('厂区平面图已保存').waitFor();
  await page.getByTestId('plan-current').getByText('X -500 ~ 500，Y -500 ~ 500').waitFor();
}

async function drawArea(page: Page): Promise<void> {
  await page.goto(suite.env.url(AREA_PATH));
  await button(page, '新增').first().click();
  const drawer = drawerOf(page);
  await drawer.locator('input.ant-input').first().fill(AREA_NAME);
  await formItem(page, '区域类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^生产装置区$/ }).click();
  const picker = drawer.getByTestId('geometry-picker');
  const canvas = await mapSurface(picker);
  // A quadrilateral around the plan's centre, closed by clicking its first vertex again.
  for (const [fx, fy] of [[0.4, 0.4], [0.6, 0.4], [0.6, 0.6], [0.4, 0.6], [0.4, 0.4]] as const) {
    await clickAt(canvas, fx, fy);
    await page.waitForTimeout(150);
  }
  await picker.getByText('重新绘制').waitFor();
  expect(await picker.getByTestId('geometry-problem').count()).toBe(0);
  await button(drawer, '提交').click();
  await page.locator('.ant-message').getByText('新增成功').waitFor();
}

describe('the plant map', () => {
  it('sets the plan, draws an area, opens it from the map, and switches a point layer on', async () => {
    const page = await suite.pages.as('qyadmin2');
    const token = await suite.pages.token('qyadmin2');
    await setPlan(page);
    const plan = await api(suite.env, token, 'GET', '/zax-cloud/u-basic/plant-plan');
    expect(plan.body.data).toMatchObject({ kind: 'image', width: 400, height: 300, extent: [-500, -500, 500, 500] });

    await drawArea(page);
    const list = await api(suite.env, token, 'GET', `/zax-cloud/u-basic/area/list?name=${encodeURIComponent(AREA_NAME)}`);
    const [area] = (list.body.data as { rows: { id: number; shape: { type: string; coordinates: number[][][] } }[] }).rows;
    expect(area.shape.type).toBe('Polygon');
    expect(area.shape.coordinates[0]).toHaveLength(5);
    for (const [x, y] of area.shape.coordinates[0]) {
      expect(Math.abs(x)).toBeLessThan(500);
      expect(Math.abs(y)).toBeLessThan(500);
    }

    // The map view: the area drawn around the plan's centre opens its record.
    await page.getByTestId('view-switcher').getByText('地图', { exact: true }).click();
    const view = page.getByTestId('map-view');
    const canvas = await mapSurface(view);
    await page.waitForTimeout(300);
    await clickAt(canvas, 0.5, 0.5);
    await drawerOf(page).getByText(AREA_NAME).first().waitFor();
    await page.keyboard.press('Escape');

    // A point layer: off by default, switched on it asks for its features; the choice survives a reload.
    const layers = await api(suite.env, token, 'GET', '/zax-cloud/u-basic/map/layers');
    const point = (layers.body.data as { key: string; geometry: string; on: boolean }[]).find((l) => l.geometry === 'point' && !l.on);
    expect(point, 'a point layer is listed').toBeDefined();
    const key = point?.key ?? '';
    const box = view.locator(`[data-layer="${key}"]`).locator('xpath=ancestor-or-self::label').first();
    const input = view.locator(`input[data-layer="${key}"], [data-layer="${key}"] input`).first();
    expect(await input.isChecked()).toBe(false);
    const asked = page.waitForResponse((r) => r.url().includes('/map/features') && r.url().includes(`layer=${encodeURIComponent(key)}`));
    await box.click();
    expect((await asked).status()).toBe(200);
    expect(await input.isChecked()).toBe(true);
    await page.reload();
    await page.getByTestId('map-view').getByTestId('layer-switcher').waitFor();
    expect(await page.locator(`input[data-layer="${key}"], [data-layer="${key}"] input`).first().isChecked()).toBe(true);
  });
});
