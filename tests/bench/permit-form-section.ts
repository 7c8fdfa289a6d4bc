// Issue 6's form figure: the mount time of the largest permit form (the kind with the most fields of its own in
// permit-field-specs.ts) in chromium on a production build: the real PermitRuntimeForm (SchemaForm over the kind's file
// with its blocks), new (the create page) and as a filled draft with its lists, against (issue 16 "Figures") the same
// fields as a plain antd Form (permit-form-bench/antd-permit-form.tsx), measured in the same run, alternating loads,
// with the keystroke latency of 作业地点 in each. The page has no API server: the pickers' calls answer 404, ignored here. The page
// (tests/bench/permit-form-bench/) is built by this section with vite into a temporary directory and served by
// a small static server; the database plays no part (measured once, on the first database).
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/helpers/e2e-server.ts';
import { FIELD_CONTROL_SELECTOR } from './form-bench/bench-timing.ts';
import type { PageServer } from './bench-page-server.ts';
import {
  MEASURES,
  PERMIT_BENCH_FORMS,
  PERMIT_BENCH_MODES,
  RELATED,
  WORKERS,
  type PermitBenchForm,
  type PermitBenchMode,
  type PermitBenchWindow,
} from './permit-form-bench/permit-bench-window.ts';
import { percentile, summarize, type Summary } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

/** The browser tests' chromium flags (as form-section.ts). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_LOADS = 20;
/** Keystrokes timed per load (typed into 作业地点 once the form has settled). */
const KEYS_PER_LOAD = 10;
const KEY_TIMEOUT_MS = 5000;
const SETTLE_MS = 300;
/** The API calls of the pickers (staff, contractor workers, the plant plan): the bench page has no server. */
const API_PATH = '/zax-cloud/';

/** BENCH_PERMIT_FORM_LOADS: timed cold loads per mode (default 20). */
export function permitFormLoads(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_PERMIT_FORM_LOADS;
  if (raw === undefined || raw === '') return DEFAULT_LOADS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`BENCH_PERMIT_FORM_LOADS must be an integer in 1..1000, got ${raw}`);
  return n;
}

type Published = NonNullable<PermitBenchWindow['__benchPermit']>;

/** Times `keys` keystrokes into the input with `placeholder` (form-bench/bench-timing.ts publishes each). */
async function timeKeys(page: import('playwright-core').Page, placeholder: string, keys: number, what: string): Promise<number[]> {
  await page.locator(`[placeholder="${placeholder}"]`).first().focus();
  const samples: number[] = [];
  for (let k = 0; k < keys; k++) {
    await page.keyboard.press(String.fromCharCode(97 + (k % 26)));
    const latency = page.evaluate(() => (window as unknown as PermitBenchWindow).__benchKey);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: keystroke ${k + 1} changed nothing within ${KEY_TIMEOUT_MS} ms`)), KEY_TIMEOUT_MS);
    });
    try {
      const v = await Promise.race([latency, timeout]);
      if (typeof v !== 'number') throw new Error(`${what}: keystroke ${k + 1} was not timed`);
      samples.push(v);
    } finally {
      clearTimeout(timer);
    }
  }
  return samples;
}

/** One cold load of `form` in `mode` in a fresh context: the mount figure, the keystrokes and what the page says it measured. */
async function runLoad(browser: Browser, origin: string, form: PermitBenchForm, mode: PermitBenchMode): Promise<{ mount: number; keys: number[]; form: Published }> {
  const what = `${form} ${mode}`;
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400 && !new URL(res.url()).pathname.startsWith(API_PATH)) errors.push(`${res.status()} for ${res.url()}`);
    });
    await page.goto(`${origin}?mode=${mode}&form=${form}`, { waitUntil: 'domcontentloaded' });
    const mount = await page.evaluate(() => (window as unknown as PermitBenchWindow).__benchMounted);
    const published = await page.evaluate(() => (window as unknown as PermitBenchWindow).__benchPermit);
    if (typeof mount !== 'number' || !published) throw new Error(`${what}: the page published no mount figure`);
    const controls = await page.evaluate((selector) => document.querySelector('#root')?.querySelectorAll(selector).length ?? 0, FIELD_CONTROL_SELECTOR);
    if (controls !== published.controls) throw new Error(`${what}: the form holds ${controls} field controls, expected ${published.controls}`);
    await page.waitForTimeout(SETTLE_MS);
    const keys = await timeKeys(page, '请填写作业地点', KEYS_PER_LOAD, what);
    if (errors.length) throw new Error(`${what}: the page reported errors: ${errors.join('; ')}`);
    return { mount, keys, form: published };
  } finally {
    await context.close();
  }
}

/** The 95th percentile of samples (nearest rank). */
const p95 = (samples: readonly number[]) => percentile([...samples].sort((a, b) => a - b), 95);
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
      type Key = `${PermitBenchForm} ${PermitBenchMode}`;
      const runs = PERMIT_BENCH_FORMS.flatMap((form) => PERMIT_BENCH_MODES.map((mode) => ({ form, mode, key: `${form} ${mode}` as Key })));
      const mounts = Object.fromEntries(runs.map((r) => [r.key, [] as number[]])) as Record<Key, number[]>;
      const keys = Object.fromEntries(runs.map((r) => [r.key, [] as number[]])) as Record<Key, number[]>;
      const forms = {} as Record<Key, Published>;
      // One untimed load of each first (server file cache, chromium warm).
      for (const r of runs) forms[r.key] = (await runLoad(browser, server.origin, r.form, r.mode)).form;
      for (let i = 0; i < loads; i++) {
        for (const r of i % 2 === 0 ? runs : [...runs].reverse()) {
          const load = await runLoad(browser, server.origin, r.form, r.mode);
          mounts[r.key].push(load.mount);
          keys[r.key].push(...load.keys);
        }
      }
      const f = forms['antd new'];
      const how = `${loads} cold loads each, fresh context each, forms and modes alternating; performance.now() before root.render → end of the first frame after the last field control is in the DOM; production build made in ${buildSeconds} s`;
      const rows: Row[] = [];
      for (const mode of PERMIT_BENCH_MODES) {
        const antd = { ...summarize(mounts[`antd ${mode}`]), p95: p95(mounts[`antd ${mode}`]) };
        const runtime = { ...summarize(mounts[`runtime ${mode}`]), p95: p95(mounts[`runtime ${mode}`]) };
        const what = mode === 'new' ? 'new' : 'draft';
        const lists = mode === 'new' ? 'empty lists' : `every field filled, a return shown, ${WORKERS} workers, ${RELATED} related permits, ${MEASURES} safety measures`;
        rows.push(
          {
            metric: `permit form mount p50 / p95 (ms): ${f.kindName}, ${what}, plain antd Form (${forms[`antd ${mode}`].controls} field controls)`,
            value: `${ms(antd.p50)} / ${ms(antd.p95)}`,
            note: `(the fields of ${f.kind}, the kind with the most own fields: ${f.ownFields} + the common fields, ${lists}, as a plain antd Form with the same pickers and list parts, in a Card 1000 px wide; ${how}; p99 ${ms(antd.p99)}, ${spread(antd)})`,
          },
          {
            metric: `permit form mount p50 / p95 (ms): ${f.kindName}, ${what}, runtime (${forms[`runtime ${mode}`].controls} field controls)`,
            value: `${ms(runtime.p50)} / ${ms(runtime.p95)}`,
            note: `(PermitRuntimeForm: SchemaForm over the kind's file, the lists as form blocks; runtime / plain antd p50 ${(runtime.p50 / antd.p50).toFixed(2)}×, p95 ${(runtime.p95 / antd.p95).toFixed(2)}×; p99 ${ms(runtime.p99)}, ${spread(runtime)})`,
          },
        );
      }
      for (const form of PERMIT_BENCH_FORMS) {
        const all = [...keys[`${form} new`], ...keys[`${form} draft`]];
        const k = { ...summarize(all), p95: p95(all) };
        rows.push({
          metric: `permit form keystroke p50 / p95 (ms): ${form === 'antd' ? 'plain antd Form' : 'runtime'}`,
          value: `${ms(k.p50)} / ${ms(k.p95)}`,
          note: `(${KEYS_PER_LOAD} keys per load into 作业地点, new and draft; keydown's event.timeStamp → end of the first frame after the 'input' event; ${spread(k)})`,
        });
      }
      return rows;
    } finally {
      await browser.close().catch(() => undefined);
      await server.close();
    }
  },
};
