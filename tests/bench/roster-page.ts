// The 排班管理 page (/zax/zbgl/workforce) rendered in chromium against a bench target (issue 20's figure, used by
// roster-section.ts): the built client (dist/client, built when missing) is served to the page from disk by
// playwright's routing at the target's own origin, so the page's API calls reach the target's real server and
// database. Each load is cold (a fresh context, signed in by the token cookie); the time is navigation start → the
// board's grid in the DOM holding at least `minEntries` entries (the week the page opens on).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { CHROMIUM_PATH, CLIENT_DIR } from '../e2e/helpers/e2e-server.ts';
import { ensureBuilt } from './client-section.ts';
import type { BenchTarget } from './section.ts';

/** The browser tests' chromium flags (tests/e2e/helpers/e2e-server.ts). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGE_PATH = '/zax/zbgl/workforce';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2' };

/** In the page from the first script on: performance.now() when the grid holds `min` entries. */
const watchBoard = (min: number) => `(() => {
  const shown = () => { const g = document.querySelector('[data-testid="roster-grid"]'); return g && g.querySelectorAll('[data-testid^="roster-entry-"]').length >= ${min}; };
  window.__rosterShownAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => { if (shown()) { observer.disconnect(); resolve(performance.now()); } });
    observer.observe(document, { childList: true, subtree: true });
  });
})();`;

/** Serves /zax/* of the target's origin from dist/client (index.html for the client's routes). */
async function serveClient(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin && url.pathname.startsWith('/zax/'),
    async (route) => {
      const rel = new URL(route.request().url()).pathname.slice('/zax/'.length);
      const asset = path.join(CLIENT_DIR, rel);
      const file = rel && asset.startsWith(CLIENT_DIR + path.sep) && fs.existsSync(asset) && fs.statSync(asset).isFile() ? asset : path.join(CLIENT_DIR, 'index.html');
      await route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file) });
    },
  );
}

/** One cold load: ms to the board and the entries it shows. */
async function oneLoad(browser: Browser, target: BenchTarget, token: string, minEntries: number): Promise<{ at: number; entries: number }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Shanghai' });
  try {
    await serveClient(context, target.baseUrl);
    await context.addCookies([{ name: TOKEN_KEY, value: token, url: target.baseUrl }]);
    await context.addInitScript(watchBoard(minEntries));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    await page.goto(target.baseUrl + PAGE_PATH, { waitUntil: 'commit' });
    const at = await page.evaluate(() => (window as unknown as { __rosterShownAt: Promise<number> }).__rosterShownAt);
    const entries = await page.locator('[data-testid="roster-grid"] [data-testid^="roster-entry-"]').count();
    if (errors.length) throw new Error(`the roster page reported errors: ${errors.join('; ')}`);
    return { at, entries };
  } finally {
    await context.close();
  }
}

/** `loads` timed cold loads of the roster page (after one untimed load), signed in by `token`. */
export async function timeRosterPage(target: BenchTarget, token: string, loads: number, minEntries: number): Promise<{ samples: number[]; entries: number }> {
  await ensureBuilt();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const samples: number[] = [];
    let entries = 0;
    for (let i = 0; i <= loads; i++) {
      const one = await oneLoad(browser, target, token, minEntries);
      if (i > 0) samples.push(one.at);
      entries = one.entries;
    }
    return { samples, entries };
  } finally {
    await browser.close().catch(() => undefined);
  }
}
