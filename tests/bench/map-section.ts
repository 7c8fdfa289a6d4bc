// The plant map's figures (issue 13): frames per second while panning a map of 5,000 labelled features over a
// GeoJSON plan in chromium, on a production build of the runtime's PlantMap (tests/bench/map-bench/, built by
// this section with vite into a temporary directory and served on 127.0.0.1), and the JavaScript of the map's
// page. The login page's JavaScript is the client section's figure (it must not grow: OpenLayers is lazy).
// The database under test plays no part (measured once, on the first database).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/helpers/e2e-server.ts';
import { buildAndServePage } from './bench-page-server.ts';
import { FEATURE_COUNT } from './map-bench/map-bench-data.ts';
import { summarize } from './percentiles.ts';
import type { Row, Section } from './section.ts';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Pans measured (BENCH_MAP_PANS), each PAN_MS long, after one untimed pan. */
const DEFAULT_PANS = 5;
const PAN_MS = 2000;

let measured = false;

export const mapSection: Section = {
  name: 'map',
  async run(): Promise<Row[]> {
    if (measured) return [{ metric: 'map: measured on the first database', value: '—' }];
    measured = true;
    const pans = Number(process.env.BENCH_MAP_PANS ?? DEFAULT_PANS);
    const page = await buildAndServePage(path.resolve(import.meta.dirname, 'map-bench'), 'map-bench');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await tab.goto(page.origin);
      await tab.waitForFunction(() => (window as { __mapReady?: boolean }).__mapReady === true, undefined, { timeout: 60_000 });
      type PanWindow = { __panFps: (ms: number, dragging: boolean) => Promise<number> };
      const pan = (dragging: boolean) => tab.evaluate(([ms, d]) => (window as unknown as PanWindow).__panFps(ms, d), [PAN_MS, dragging] as const);
      await pan(true);
      const fps: number[] = [];
      const redraw: number[] = [];
      for (let i = 0; i < pans; i++) {
        fps.push(await pan(true));
        redraw.push(await pan(false));
      }
      const s = summarize(fps);
      const r = summarize(redraw);
      const js = page.assets.filter((a) => a.name.endsWith('.js')).reduce((n, a) => n + a.bytes, 0);
      return [
        { metric: `map: panning fps, ${FEATURE_COUNT} features (median)`, value: s.p50.toFixed(1), note: `min ${s.min.toFixed(1)}, ${pans} pans of ${PAN_MS / 1000} s, 1280×800, headless chromium` },
        { metric: `map: redrawing fps, ${FEATURE_COUNT} features (median)`, value: r.p50.toFixed(1), note: 'the view moved by code, every frame drawn afresh (no drag hint)' },
        { metric: 'map: bench page JavaScript (raw)', value: `${(js / 1024).toFixed(1)} KiB`, note: 'React + OpenLayers + PlantMap, minified' },
      ];
    } finally {
      await browser.close();
      await page.close();
    }
  },
};
