// Issue 23 item 3 in the browser: 实时视频 lists the demo cameras, switches the grid to four tiles, plays the demo's
// test stream (schemas/demo/camera.json → src/client/public/demo-video/test.m3u8) with hls.js in a tile, and shows
// the offline camera as 离线; the demo's 特级 hot-work permit shows the cameras covering its site on its detail.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { detailPath, view } from './helpers/permit-e2e.ts';

const suite = e2eSuite<'qyadmin'>();

/** The video of a tile: how far it has played and how much it holds (HTMLMediaElement.readyState). */
const playback = (tile: Locator) =>
  tile.locator('video').evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, ready: v.readyState, error: v.error?.code ?? null }));

async function expectPlaying(tile: Locator): Promise<void> {
  await expect.poll(async () => (await playback(tile)).time, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
  const p = await playback(tile);
  expect(p.ready).toBeGreaterThanOrEqual(2);
  expect(p.error).toBeNull();
  await expect.poll(() => tile.getAttribute('data-state')).toBe('playing');
}

async function openLiveVideo(): Promise<Page> {
  const page = await suite.pages.as('qyadmin');
  await page.goto(suite.env.url('/spjk/camera'));
  await page.getByTestId('camera-list').waitFor();
  return page;
}

describe('实时视频', () => {
  it('lists the demo cameras, plays the test stream in a tile of four and shows the offline camera as 离线', async () => {
    const page = await openLiveVideo();
    const list = page.getByTestId('camera-list');
    for (const code of ['CAM-101', 'CAM-102', 'CAM-103', 'CAM-104']) await list.getByTestId(`camera-item-${code}`).waitFor();
    // Grouped by area; the search narrows the list.
    await list.getByText('罐区', { exact: true }).waitFor();
    await page.getByPlaceholder('摄像头名称、编码或位置').fill('氯气');
    await expect.poll(() => list.locator('[data-testid^="camera-item-"]').count()).toBe(1);
    await page.getByPlaceholder('摄像头名称、编码或位置').fill('');

    // One tile at first, playing the first camera that can play.
    const grid = page.getByTestId('camera-grid');
    expect(await grid.getAttribute('data-layout')).toBe('1');
    await page.getByTestId('camera-layout').getByText('4 画面', { exact: true }).click();
    await expect.poll(() => grid.locator('[data-testid^="camera-tile-"][data-state]').count()).toBe(4);
    expect(await grid.getAttribute('data-layout')).toBe('4');

    const tile0 = page.getByTestId('camera-tile-0');
    await expectPlaying(tile0);
    // The offline camera says so instead of a black picture, and so does the one without an address.
    const offline = grid.locator('[data-camera="CAM-103"]');
    await expect.poll(() => offline.getAttribute('data-state')).toBe('offline');
    await offline.getByText('离线', { exact: true }).waitFor();
    expect(await offline.locator('video').count()).toBe(0);
    const noUrl = grid.locator('[data-camera="CAM-104"]');
    await noUrl.getByText('未配置预览地址', { exact: true }).waitFor();

    // Tiles take the focus; a click on a camera puts it in the selected tile.
    await page.getByTestId('camera-tile-3').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('camera-tile-3').getAttribute('aria-current')).toBe('true');
    await page.getByTestId('camera-tile-3').getByRole('button', { name: '关闭画面' }).click();
    await expect.poll(() => page.getByTestId('camera-tile-3').getAttribute('data-state')).toBe('empty');
    await list.getByTestId('camera-item-CAM-102').click();
    // Already in a tile: that tile is selected rather than a second one opened.
    await expect.poll(() => grid.locator('[data-camera="CAM-102"]').count()).toBe(1);
    await page.screenshot({ path: '/tmp/live-video.png', fullPage: true });
  });

  it('shows the cameras covering the site of the demo 特级 hot work on its detail, playing', async () => {
    const { env } = suite;
    const [permit] = await env.db.query<{ id: number; site: string }>(
      "select id::int as id, zuo_ye_di_dian as site from permit where tenant_id = 1001 and kind = 'DONG_HUO' and grade = 'TE_JI' order by id limit 1",
    );
    expect(permit?.site).toBe('罐区乙醇储罐 V-203');
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url(detailPath(permit.id)));
    const block = view(page, detailPath(permit.id)).locator('[data-detail-block="spjk/site-cameras"]');
    await block.getByText('作业地点视频监控').waitFor();
    await block.getByTestId('site-cameras-block').waitFor();
    await expectPlaying(block.getByTestId('site-camera-CAM-101'));
  });
});
