// Issue 15's figures of the phone shell (dist/client/m) in chromium: the JavaScript (gzip) its index.html loads
// before its first screen (the entry and its modulepreloads), the JavaScript fetched until the 待办 list shows,
// and the time from navigation to the 待办 list on a throttled mid-range phone (CDP: ~1.6 Mbps down, 750 kbps up,
// 150 ms latency, CPU slowed 4×; 360 × 640, touch), signed in as the enterprise administrator. Printed, no budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { CLIENT_DIR, startE2eServer, type E2eServer } from '../e2e/helpers/e2e-server.ts';
import { entryScripts } from './client-section.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

const PHONE_INDEX = path.join(CLIENT_DIR, 'm', 'index.html');
/** Cold loads of the first screen timed (BENCH_PHONE_LOADS), after one untimed load. */
const DEFAULT_LOADS = 5;
const ACCOUNT = 'qyadmin';
/** The throttled profile: a mid-range phone on a poor mobile network. */
export const PHONE_PROFILE = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 } as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipOf = (body: Buffer) => zlib.gzipSync(body).length;

/** In the page from the first script on: performance.now() when the 待办 list (or its empty state) appears. */
const WATCH_INBOX = `(() => {
  const shown = () => document.querySelector('[data-testid="phone-inbox"]') || document.querySelector('.zm-content .zm-empty');
  window.__inboxAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => { if (shown()) { observer.disconnect(); resolve(performance.now()); } });
    observer.observe(document, { childList: true, subtree: true });
  });
})();`;

/** Throttles `page` to PHONE_PROFILE (network and CPU) through CDP. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

/** One cold load of /zax/m/ signed in: ms to the 待办 list, and the gzip bytes of the JS fetched until then. */
async function firstScreen(env: E2eServer, token: string): Promise<{ at: number; js: number; files: number }> {
  const tab = await env.newPage({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
    await tab.context.addInitScript(WATCH_INBOX);
    await throttle(tab.page);
    const scripts = new Map<string, Promise<number>>();
    tab.page.on('response', (res) => {
      const url = new URL(res.url());
      // A script fetched after the list showed (a lazy page's) may still be read when the tab closes: its body is
      // then unreadable (NaN), never an unhandled rejection; only the scripts fetched until the list shows count.
      if (url.pathname.startsWith('/zax/assets/') && url.pathname.endsWith('.js') && !scripts.has(url.pathname))
        scripts.set(url.pathname, res.body().then(gzipOf, () => Number.NaN));
    });
    await tab.page.goto(env.url('/m/'), { waitUntil: 'commit' });
    const at = await tab.page.evaluate(() => (window as unknown as { __inboxAt: Promise<number> }).__inboxAt);
    if (tab.errors.length) throw new Error(`the phone shell reported errors: ${tab.errors.join('; ')}`);
    const untilList = [...scripts.values()];
    let js = 0;
    for (const s of untilList) js += await s;
    if (Number.isNaN(js)) throw new Error('a script fetched before the 待办 list could not be read');
    return { at, js, files: untilList.length };
  } finally {
    await tab.context.close();
  }
}

function loadsFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_PHONE_LOADS;
  if (raw === undefined || raw === '') return DEFAULT_LOADS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`BENCH_PHONE_LOADS must be an integer in 1..100, got ${raw}`);
  return n;
}

let measuredOn: string | null = null;

/** Issue 15's figures; database-independent, so measured once (PGlite, demo data, the browser tests' server). */
export const phoneSection: Section = {
  name: 'phone',
  async run(target): Promise<Row[]> {
    if (measuredOn) return [{ metric: 'phone figures', value: '-', note: `(database-independent: measured once, see the ${measuredOn} table)` }];
    measuredOn = target.database;
    if (!fs.existsSync(PHONE_INDEX)) throw new Error(`no built phone shell in ${PHONE_INDEX}: run \`npx vite build\``);
    const entry = entryScripts(fs.readFileSync(PHONE_INDEX, 'utf8'));
    const entryGzip = entry.reduce((n, p) => n + gzipOf(fs.readFileSync(path.join(CLIENT_DIR, p.slice('/zax/'.length)))), 0);
    const loads = loadsFromEnv(process.env);
    const env = await startE2eServer();
    try {
      const password = DEMO_ACCOUNTS.find((a) => a.loginName === ACCOUNT)?.password ?? '';
      const token = await env.apiToken(ACCOUNT, password);
      const samples: number[] = [];
      let last = { js: 0, files: 0 };
      for (let i = 0; i <= loads; i++) {
        const one = await firstScreen(env, token);
        // The first load only warms the server.
        if (i > 0) samples.push(one.at);
        last = one;
      }
      const s = summarize(samples);
      const profile = `${PHONE_PROFILE.downloadKbps / 1000} Mbps down, ${PHONE_PROFILE.uploadKbps} kbps up, ${PHONE_PROFILE.latencyMs} ms latency, CPU ${PHONE_PROFILE.cpuSlowdown}× slower`;
      return [
        { metric: 'phone entry JS, gzip (KB)', value: kb(entryGzip), note: `(dist/client/m/index.html's module script + ${entry.length - 1} modulepreloads)` },
        { metric: 'phone JS to the 待办 list, gzip (KB)', value: kb(last.js), note: `(${last.files} files fetched by /zax/m/ signed in as ${ACCOUNT} until the list shows)` },
        {
          metric: 'phone 待办 list shown p50 / p99 (ms)',
          value: `${ms(s.p50)} / ${ms(s.p99)}`,
          note: `(${s.count} cold loads, 360×640 touch, ${profile}; navigation start → the list in the page; min ${ms(s.min)}, max ${ms(s.max)})`,
        },
      ];
    } finally {
      await env.close();
    }
  },
};
