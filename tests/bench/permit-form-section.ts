// Issue 6's form figure: the mount time of the largest permit form (the kind with the most fields of its own in
// permit-field-specs.ts) in chromium on a production build: the real PermitEditForm, new (the create page) and
// as a filled draft with its lists, measured in the same run, alternating loads. The page
// (tests/bench/permit-form-bench/) is built by this section with vite into a temporary directory and served by
// a small static server; the database plays no part (measured once, on the first database).
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/helpers/e2e-server.ts';
import { FIELD_CONTROL_SELECTOR } from './form-bench/bench-timing.ts';
import type { PageServer } from './bench-page-server.ts';
import { MEASURES, PERMIT_BENCH_MODES, RELATED, WORKERS, type PermitBenchMode, type PermitBenchWindow } from './permit-form-bench/permit-bench-window.ts';
import { summarize, type Summary } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

/** The browser tests' chromium flags (as form-section.ts). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_LOADS = 20;

/** BENCH_PERMIT_FORM_LOADS: timed cold loads per mode (default 20). */
export function permitFormLoads(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_PERMIT_FORM_LOADS;
  if (raw === undefined || raw === '') return DEFAULT_LOADS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`BENCH_PERMIT_FORM_LOADS must be an integer in 1..1000, got ${raw}`);
  return n;
}

type Published = NonNullable<PermitBenchWindow['__benchPermit']>;

/** One cold load of `mode` in a fresh context: the mount figure and what the page says it measured. */
async function runLoad(browser: Browser, origin: string, mode: PermitBenchMode): Promise<{ mount: number; form: Published }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) errors.push(`${res.status()} for ${res.url()}`);
    });
    await page.goto(`${origin}?mode=${mode}`, { waitUntil: 'domcontentloaded' });
    const mount = await page.evaluate(() => (window as unknown as PermitBenchWindow).__benchMounted);
    const form = await page.evaluate(() => (window as unknown as PermitBenchWindow).__benchPermit);
    if (typeof mount !== 'number' || !form) throw new Error(`${mode}: the page published no mount figure`);
    const controls = await page.evaluate((selector) => document.querySelector('form')?.querySelectorAll(selector).length ?? 0, FIELD_CONTROL_SELECTOR);
    if (controls !== form.controls) throw new Error(`${mode}: the form holds ${controls} field controls, expected ${form.controls}`);
    if (errors.length) throw new Error(`${mode}: the page reported errors: ${errors.join('; ')}`);
    return { mount, form };
  } finally {
    await context.close();
  }
}

const pair = (s: Summary) => `${ms(s.p50)} / ${ms(s.p99)}`;
const spread = (s: Summary) => `min ${ms(s.min)}, max ${ms(s.max)}`;

/** The database the figures were measured with (they do not depend on it: measured once). */
let measuredOn: string | null = null;

export const permitFormSection: Section = {
  name: 'permit form',
  async run(target): Promise<Row[]> {
    if (measuredOn) {
      return [{ metric: 'permit form figures', value: '-', note: `(database-independent: measured once, see the ${measuredOn} table)` }];
    }
    measuredOn = target.database;
    const loads = permitFormLoads(process.env);
    process.stderr.write('[bench] permit form: building the bench page (vite, production) ...\n');
    const builtAt = Date.now();
    // Loaded here: vite is only needed when this section runs.
    const { buildAndServePage } = await import('./bench-page-server.ts');
    const server: PageServer = await buildAndServePage(path.join(import.meta.dirname, 'permit-form-bench'), 'permit-form-bench');
    const buildSeconds = ((Date.now() - builtAt) / 1000).toFixed(1);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (err: unknown) => {
      await server.close();
      throw err;
    });
    try {
      process.stderr.write(`[bench] permit form: built in ${buildSeconds} s; ${loads} loads per mode ...\n`);
      const mounts: Record<PermitBenchMode, number[]> = { new: [], draft: [] };
      const forms = {} as Record<PermitBenchMode, Published>;
      // One untimed load of each mode first (server file cache, chromium warm).
      for (const mode of PERMIT_BENCH_MODES) forms[mode] = (await runLoad(browser, server.origin, mode)).form;
      for (let i = 0; i < loads; i++) {
        for (const mode of i % 2 === 0 ? PERMIT_BENCH_MODES : [...PERMIT_BENCH_MODES].reverse()) {
          mounts[mode].push((await runLoad(browser, server.origin, mode)).mount);
        }
      }
      const f = forms.new;
      const sNew = summarize(mounts.new);
      const sDraft = summarize(mounts.draft);
      const how = `${loads} cold loads, fresh context each, modes alternating; performance.now() before root.render → end of the first frame after the last field control is in the DOM; production build made in ${buildSeconds} s`;
      return [
        {
          metric: `permit form mount p50 / p99 (ms): ${f.kindName}, new (${f.controls} field controls)`,
          value: pair(sNew),
          note: `(PermitEditForm of ${f.kind}, the kind with the most own fields: ${f.ownFields} + the common fields, empty lists, in a Card 1000 px wide; ${how}; ${spread(sNew)})`,
        },
        {
          metric: `permit form mount p50 / p99 (ms): ${f.kindName}, draft (${forms.draft.controls} field controls)`,
          value: pair(sDraft),
          note: `(every field filled, a return shown, ${WORKERS} workers, ${RELATED} related permits, ${MEASURES} safety measures; ${spread(sDraft)})`,
        },
      ];
    } finally {
      await browser.close().catch(() => undefined);
      await server.close();
    }
  },
};
