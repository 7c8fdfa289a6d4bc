// Issue 23 in the browser (docs/location.md): 实时定位 (/rydw/realtime) shows the plant map with its default layers and the location
// areas; positions stored through the ingest path move the person on the open page without a reload, pushed by the
// server-sent events stream (the page asks GET /rydw/realtime once); a person entering the forbidden area raises an
// alarm pushed to the page's alarm list that also reaches the bell of the area's person responsible (李安全, aq01).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite<'qyadmin' | 'aq01'>();
const ENTERPRISE = 1001;

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

/** Positions of a tag through the ingest service, as the HTTP and MQTT routes hand them over; answers when stored. */
async function publish(tag: string, x: number, y: number): Promise<void> {
  const outcome = await suite.env.app.deps.ingest.submit({ tenantId: ENTERPRISE, kind: 'position', deviceCode: tag, payload: { x, y } });
  expect(outcome.refused ?? null).toBeNull();
  expect(outcome.accepted).toBe(1);
}

/** The page's reading of a person: the people list's row of the tag (its place as the page holds it). */
async function placeOf(page: Page, tag: string): Promise<[number, number] | null> {
  const row = page.getByTestId(`rydw-person-${tag}`);
  if (!(await row.count())) return null;
  return [Number(await row.getAttribute('data-x')), Number(await row.getAttribute('data-y'))];
}

/** Opens 实时定位 as qyadmin and waits for its stream; answers the page and the URLs it requested (the page's own included). */
async function openRealtime(): Promise<{ page: Page; requests: string[] }> {
  const page = await suite.pages.as('qyadmin');
  const requests = suite.pages.opened[suite.pages.opened.length - 1].requests;
  await page.goto(suite.env.url('/rydw/realtime'));
  await page.getByTestId('rydw-realtime-page').waitFor();
  await page.getByTestId('plant-map-panel').waitFor();
  await page.getByTestId('rydw-live').getByText('实时推送中').waitFor();
  return { page, requests };
}

/** A GET as qyadmin through the app, beside the browser. */
async function api<T = { areas: { id: number; name: string }[] }>(url: string): Promise<T> {
  const res = await suite.env.app.inject({ method: 'GET', url: `/zax-cloud${url}`, headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

const realtimeReads = (requests: readonly string[]) => requests.filter((u) => new URL(u).pathname === '/zax-cloud/rydw/realtime').length;

describe('实时定位', () => {
  it('shows the default layers and the location areas, and moves a person as the server pushes positions', async () => {
    const { page, requests } = await openRealtime();
    // The default layers: the area layers on, the point layers (the addresses among them) off.
    const listed = await api<{ key: string; on: boolean }[]>('/u-basic/map/layers');
    expect(listed.some((l) => l.key === 'location-addresses' && !l.on)).toBe(true);
    expect(listed.some((l) => l.on)).toBe(true);
    const switcher = page.getByTestId('layer-switcher');
    await expect.poll(() => switcher.locator('[data-layer]').count()).toBe(listed.length);
    for (const l of listed) {
      const box = switcher.locator(`input[data-layer="${l.key}"], [data-layer="${l.key}"] input`).first();
      expect(await box.isChecked(), l.key).toBe(l.on);
    }
    // The location areas, the forbidden one marked.
    const areas = page.getByTestId('rydw-area-counts');
    for (const name of ['一区装置', '二区装置', '罐区', '办公楼']) await areas.getByText(name, { exact: true }).waitFor();
    await areas.locator('.ant-tag-red').getByText('装卸禁入区', { exact: true }).waitFor();

    // 张伟 walks from the office to 一区装置: each stored batch moves him on the page.
    const pushes = Number(await page.getByTestId('rydw-pushes').getAttribute('data-count'));
    const walk: Array<[number, number]> = [[145, 120], [160, 200], [170, 280], [180, 360]];
    for (const [x, y] of walk) {
      await publish('TAG-0001', x, y);
      await expect.poll(() => placeOf(page, 'TAG-0001')).toEqual([x, y]);
    }
    expect(Number(await page.getByTestId('rydw-pushes').getAttribute('data-count'))).toBeGreaterThanOrEqual(pushes + walk.length);
    const row = page.getByTestId('rydw-person-TAG-0001');
    expect(await row.textContent()).toContain('张伟');
    const unit1 = (await api('/rydw/realtime')).areas.find((a) => a.name === '一区装置');
    expect((await row.getAttribute('data-areas'))?.split(',')).toEqual([String(unit1?.id)]);
    await expect.poll(() => areas.locator('tr', { hasText: '一区装置' }).locator('td').nth(1).textContent()).toBe('1');
    // Pushed, not polled: the realtime data was read once, when the page opened.
    expect(realtimeReads(requests)).toBe(1);
    expect(requests.filter((u) => u.includes('/rydw/realtime/stream')).length).toBe(1);
    await page.screenshot({ path: '/tmp/rydw-realtime.png', fullPage: true });
  });

  it('raises an alarm when a person enters the forbidden area: on the map’s alarm list and on the bell of the area’s person responsible', async () => {
    const { page, requests } = await openRealtime();
    const alarms = page.locator('[data-testid^="rydw-alarm-"][data-kind="forbidden"]');
    expect(await alarms.count()).toBe(0);
    // 刘洋 walks from the road into 装卸禁入区 (the loading area, 600–780 × 40–200).
    await publish('TAG-0004', 560, 255);
    await expect.poll(() => placeOf(page, 'TAG-0004')).toEqual([560, 255]);
    expect(await alarms.count()).toBe(0);
    await publish('TAG-0004', 650, 120);
    const message = '刘洋 进入禁入区域「装卸禁入区」';
    await alarms.filter({ hasText: message }).waitFor();
    expect(await alarms.filter({ hasText: message }).locator('.ant-tag').textContent()).toBe('禁入区域');
    expect(realtimeReads(requests)).toBe(1);
    // Once per entry: a second position inside raises nothing new.
    await publish('TAG-0004', 660, 130);
    await expect.poll(() => placeOf(page, 'TAG-0004')).toEqual([660, 130]);
    expect(await alarms.filter({ hasText: message }).count()).toBe(1);

    // The bell of 李安全 (aq01), the person responsible for 装卸禁入区.
    const aq = await suite.pages.as('aq01');
    await aq.goto(suite.env.url('/dashboard'));
    await expect.poll(() => bell(aq).getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/^消息通知，\d+条未读$/);
    await bell(aq).click();
    const dialog = aq.getByRole('dialog', { name: '消息提醒' });
    const warning = dialog.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: message });
    await warning.first().waitFor();
    await warning.first().getByText('未读', { exact: true }).waitFor();
    await aq.screenshot({ path: '/tmp/rydw-bell.png' });
  });
});
