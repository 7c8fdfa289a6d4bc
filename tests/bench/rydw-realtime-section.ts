// Issue 23's figure of 实时定位 (BENCH_SECTIONS=rydw-realtime): the realtime page of the built client (dist/client,
// served by the browser tests' server on the demo database) open in chromium as qyadmin, while the server pushes the
// positions of BENCH_RYDW_TAGS tags (2,000) every BENCH_RYDW_PUSH_MS (1,000 ms), each tag walking between the demo
// plan's waypoints. The pushes go through the live topic the position kind publishes to (NOTIFY, the relay, the
// page's server-sent events stream), not through storing readings, so that the figure is the page's. Frames per
// second are counted with requestAnimationFrame over BENCH_RYDW_SECONDS (10) idle, then while pushed; the longest
// frame and the pushes the page applied are shown beside them. Measured once, on the first database.
import type { Page } from 'playwright-core';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { positionsStored, type PositionEvent } from '../../src/server/rydw/position-bus.ts';
import { DEMO_WAYPOINTS, startWalkers, stepWalkers } from '../../src/server/rydw/rydw-simulate.ts';
import { startE2eServer } from '../e2e/helpers/e2e-server.ts';
import { ensureBuilt } from './client-section.ts';
import type { Row, Section } from './section.ts';

const ENTERPRISE = 1001;

interface Frames {
  fps: number;
  longestMs: number;
}

/**
 * Frames the page draws per second over `ms` (requestAnimationFrame), and its longest frame. Given as text: tsx
 * names the functions it compiles (`__name`), which the page does not have.
 */
const frames = (page: Page, ms: number): Promise<Frames> =>
  page.evaluate(`new Promise((resolve) => {
    let n = 0, last = performance.now(), longest = 0;
    const start = last;
    const step = (now) => {
      n++;
      longest = Math.max(longest, now - last);
      last = now;
      if (now - start < ${Number(ms)}) requestAnimationFrame(step);
      else resolve({ fps: (n * 1000) / (now - start), longestMs: longest });
    };
    requestAnimationFrame(step);
  })`);

const pushesShown = async (page: Page) => Number(await page.getByTestId('rydw-pushes').getAttribute('data-count'));

let measured = false;

export const rydwRealtimeSection: Section = {
  name: 'rydw-realtime',
  async run(): Promise<Row[]> {
    if (measured) return [{ metric: 'rydw: realtime page', value: '-', note: '(database-independent: measured once, on the first database)' }];
    measured = true;
    const tags = Number(process.env.BENCH_RYDW_TAGS ?? 2000);
    const pushMs = Number(process.env.BENCH_RYDW_PUSH_MS ?? 1000);
    const spanMs = Number(process.env.BENCH_RYDW_SECONDS ?? 10) * 1000;
    await ensureBuilt();
    // run.ts turns the demo's walk off (RYDW_DEMO_WALK=0): only the bench's people are on the page.
    const env = await startE2eServer();
    let timer: ReturnType<typeof setInterval> | null = null;
    try {
      const account = DEMO_ACCOUNTS.find((a) => a.loginName === 'qyadmin')!;
      const tab = await env.newPage();
      await tab.context.addCookies([{ name: TOKEN_KEY, value: await env.apiToken(account.loginName, account.password), url: env.origin }]);
      const { page } = tab;
      await page.goto(env.url('/rydw/realtime'));
      await page.getByTestId('plant-map').waitFor({ timeout: 60_000 });
      await page.getByTestId('rydw-live').getByText('实时推送中').waitFor({ timeout: 60_000 });
      const idle = await frames(page, Math.min(spanMs, 5000));

      const rand = seededRandom(23);
      let walkers = startWalkers(Array.from({ length: tags }, (_, i) => `B${String(i + 1).padStart(5, '0')}`), DEMO_WAYPOINTS, rand);
      let sent = 0;
      let busy = false;
      const push = async () => {
        if (busy) return;
        busy = true;
        try {
          walkers = stepWalkers(walkers, DEMO_WAYPOINTS, pushMs / 1000, rand);
          const at = new Date().toISOString();
          const event: PositionEvent = {
            tenantId: ENTERPRISE,
            people: walkers.map((w) => ({ tagCode: w.tag, staffId: null, staffName: null, x: Math.round(w.p[0] * 10) / 10, y: Math.round(w.p[1] * 10) / 10, areaIds: [], at })),
            alarms: [],
          };
          await env.db.transaction((tx) => positionsStored.publish(tx, ENTERPRISE, event));
          sent++;
        } finally {
          busy = false;
        }
      };
      const before = await pushesShown(page);
      await push();
      // All the tags on the page before the measured span.
      await page.waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="rydw-people-count"]')?.textContent ?? '')?.[0] ?? 0) >= n, tags, { timeout: 60_000 });
      timer = setInterval(() => void push(), pushMs);
      const sentBefore = sent;
      const shownBefore = await pushesShown(page);
      const pushed = await frames(page, spanMs);
      const shown = (await pushesShown(page)) - shownBefore;
      const during = sent - sentBefore;
      clearInterval(timer);
      timer = null;
      const note = `(1280×800 headless chromium with --disable-gpu, as the browser tests; ${spanMs / 1000} s)`;
      return [
        { metric: 'rydw: realtime page fps, idle', value: idle.fps.toFixed(1), note: `(longest frame ${idle.longestMs.toFixed(0)} ms; the demo's areas, no people, the demo's walk off) ${note}` },
        {
          metric: `rydw: realtime page fps, ${tags.toLocaleString('en')} people pushed every ${pushMs} ms`,
          value: pushed.fps.toFixed(1),
          note: `(longest frame ${pushed.longestMs.toFixed(0)} ms; ${shown} of ${during} pushes applied in the span, ${(await pushesShown(page)) - before} in all; each push ${tags.toLocaleString('en')} positions through the live topic and the SSE stream) ${note}`,
        },
      ];
    } finally {
      if (timer) clearInterval(timer);
      await env.close();
    }
  },
};
