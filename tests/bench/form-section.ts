// Issue 5's figure: the time to mount a form of 300 fields across 10 tabs and the input latency of one
// keystroke in it, in chromium on a production build, for the runtime's SchemaForm (Formily) and for the
// same fields in a plain antd Form, measured in the same run, alternating loads. The page
// (tests/bench/form-bench/) is built by this section with vite into a temporary directory and served by a
// small static server; the database under test plays no part (measured once, on the first database).
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/helpers/e2e-server.ts';
import { checkResourceFile, formatProblems } from '../../src/schema/meta-schema.ts';
import { checkOverlay } from '../../src/schema/overlay-check.ts';
import { withoutMissingRefs } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import {
  FIELD_COUNT,
  FIELDS_PER_TAB,
  KEYSTROKE_FIELD,
  KEYSTROKE_FIELD_MAX_LENGTH,
  TAB_COUNT,
  benchBase,
  benchMerge,
  benchOverlay,
} from './form-bench/bench-resource.ts';
import { FIELD_CONTROL_SELECTOR, type BenchMode, type BenchWindow } from './form-bench/bench-timing.ts';
import type { PageServer } from './bench-page-server.ts';
import { summarize, type Summary } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

/** The browser tests' chromium flags (tests/e2e/helpers/e2e-server.ts). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_LOADS = 10;
const DEFAULT_KEYS = 30;
/** A page that does not answer a keystroke within this long has failed. */
const KEY_TIMEOUT_MS = 10_000;
/** Quiet time after the mount before typing (passive effects, idle callbacks). */
const SETTLE_MS = 300;
const MODES: readonly BenchMode[] = ['schema', 'antd'];

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be an integer in 1..${max}, got ${raw}`);
  return n;
}

/**
 * The bench resource as the server would take it: the overlay passes checkOverlay (the designer's
 * definitions, then checkResourceFile of the merge without missing references), merges without warnings,
 * and has 10 tabs of 30 existing fields.
 */
export function checkedBenchResource(): ResourceFile {
  const problems = checkOverlay(benchBase(), benchOverlay());
  if (problems.length) throw new Error(`bench overlay refused: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const { resource, warnings } = benchMerge();
  if (warnings.length) throw new Error(`bench overlay merged with warnings: ${warnings.map((w) => w.message).join('; ')}`);
  const check = checkResourceFile(withoutMissingRefs(resource));
  if (!check.ok) throw new Error(`bench resource fails checkResourceFile:\n${formatProblems(check.errors)}`);
  const tabs = resource.layout?.tabs ?? [];
  const names = Object.keys(resource.form.properties);
  const placed = new Set(tabs.flatMap((t) => t.fields));
  if (names.length !== FIELD_COUNT || tabs.length !== TAB_COUNT || tabs.some((t) => t.fields.length !== FIELDS_PER_TAB) || names.some((n) => !placed.has(n))) {
    throw new Error(`bench resource is not ${FIELD_COUNT} fields in ${TAB_COUNT} tabs of ${FIELDS_PER_TAB}`);
  }
  return resource;
}

interface LoadResult {
  mount: number;
  keys: number[];
}

/** One cold load of `mode` in a fresh context: the mount figure, then `keys` keystrokes into the keystroke field. */
async function runLoad(browser: Browser, origin: string, mode: BenchMode, keys: number, placeholder: string): Promise<LoadResult> {
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
    const mount = await page.evaluate(() => (window as unknown as BenchWindow).__benchMounted);
    if (typeof mount !== 'number') throw new Error(`${mode}: the page published no mount figure`);
    const counts = await page.evaluate((selector) => {
      const form = document.querySelector('form');
      return { controls: form?.querySelectorAll(selector).length ?? 0, tabs: form?.querySelectorAll('[role="tab"]').length ?? 0 };
    }, FIELD_CONTROL_SELECTOR);
    if (counts.controls !== FIELD_COUNT || counts.tabs !== TAB_COUNT) {
      throw new Error(`${mode}: the form holds ${counts.controls} field controls in ${counts.tabs} tabs, expected ${FIELD_COUNT} in ${TAB_COUNT}`);
    }
    await page.waitForTimeout(SETTLE_MS);
    const input = page.locator(`[placeholder="${placeholder}"]`);
    await input.focus();
    const samples: number[] = [];
    let typed = '';
    for (let k = 0; k < keys; k++) {
      const ch = String.fromCharCode(97 + (k % 26));
      await page.keyboard.press(ch);
      typed += ch;
      const latency = page.evaluate(() => (window as unknown as BenchWindow).__benchKey);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${mode}: keystroke ${k + 1} changed nothing within ${KEY_TIMEOUT_MS} ms`)), KEY_TIMEOUT_MS);
      });
      try {
        const v = await Promise.race([latency, timeout]);
        if (typeof v !== 'number') throw new Error(`${mode}: keystroke ${k + 1} was not timed`);
        samples.push(v);
      } finally {
        clearTimeout(timer);
      }
    }
    const value = await input.inputValue();
    if (value !== typed) throw new Error(`${mode}: typed '${typed}', the input holds '${value}'`);
    if (errors.length) throw new Error(`${mode}: the page reported errors: ${errors.join('; ')}`);
    return { mount, keys: samples };
  } finally {
    await context.close();
  }
}

const pair = (s: Summary) => `${ms(s.p50)} / ${ms(s.p99)}`;
const ratio = (a: Summary, b: Summary) => `${(a.p50 / b.p50).toFixed(2)} / ${(a.p99 / b.p99).toFixed(2)}`;
const spread = (s: Summary) => `min ${ms(s.min)}, max ${ms(s.max)}`;

/** The database the figures were measured with (they do not depend on it: measured once). */
let measuredOn: string | null = null;

export const formSection: Section = {
  name: 'form',
  async run(target): Promise<Row[]> {
    if (measuredOn) {
      return [{ metric: 'form figures', value: '-', note: `(database-independent: measured once, see the ${measuredOn} table)` }];
    }
    measuredOn = target.database;
    const loads = intFromEnv(process.env, 'BENCH_FORM_LOADS', DEFAULT_LOADS, 1000);
    const keys = intFromEnv(process.env, 'BENCH_FORM_KEYS', DEFAULT_KEYS, KEYSTROKE_FIELD_MAX_LENGTH);
    const resource = checkedBenchResource();
    const placeholder = `请填写${resource.form.properties[KEYSTROKE_FIELD].title}`;

    process.stderr.write('[bench] form: building the bench page (vite, production) ...\n');
    const builtAt = Date.now();
    // Loaded here: vite is only needed when this section runs.
    const { buildAndServePage } = await import('./bench-page-server.ts');
    const server: PageServer = await buildAndServePage(path.join(import.meta.dirname, 'form-bench'), 'form-bench');
    const buildSeconds = ((Date.now() - builtAt) / 1000).toFixed(1);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (err: unknown) => {
      await server.close();
      throw err;
    });
    try {
      process.stderr.write(`[bench] form: built in ${buildSeconds} s; ${loads} loads per mode, ${keys} keystrokes each ...\n`);
      const mounts: Record<BenchMode, number[]> = { schema: [], antd: [] };
      const strokes: Record<BenchMode, number[]> = { schema: [], antd: [] };
      // One untimed load of each mode first (server file cache, chromium warm).
      for (const mode of MODES) await runLoad(browser, server.origin, mode, 1, placeholder);
      for (let i = 0; i < loads; i++) {
        for (const mode of i % 2 === 0 ? MODES : [...MODES].reverse()) {
          const r = await runLoad(browser, server.origin, mode, keys, placeholder);
          mounts[mode].push(r.mount);
          strokes[mode].push(...r.keys);
        }
      }
      const mf = summarize(mounts.schema);
      const ma = summarize(mounts.antd);
      const kf = summarize(strokes.schema);
      const ka = summarize(strokes.antd);
      const required = resource.form.required?.length ?? 0;
      const fields = `${FIELD_COUNT} fields (${required} required: text, textarea, number, select, date, switch) in ${TAB_COUNT} tabs of ${FIELDS_PER_TAB}, every pane rendered`;
      const loadsNote = `${loads} cold loads, fresh context each, modes alternating`;
      const keysNote = `${kf.count} keystrokes (${keys} per load) into the first tab's 200-character text field`;
      return [
        {
          metric: `form mount p50 / p99 (ms): Formily runtime (${FIELD_COUNT} fields / ${TAB_COUNT} tabs)`,
          value: pair(mf),
          note: `(SchemaForm over a base file + overlay of ${FIELD_COUNT - 1} custom fields, merged as the server does; ${fields}; ${loadsNote}; ${spread(mf)})`,
        },
        {
          metric: 'form mount p50 / p99 (ms): plain antd Form (same fields)',
          value: pair(ma),
          note: `(antd Form, Form.Item rules, Tabs with forceRender, same controls and props; ${loadsNote}; ${spread(ma)}. Mount: performance.now() before root.render → end of the first frame after the ${FIELD_COUNT}th field control is in the DOM: MutationObserver, then requestAnimationFrame + a posted task; production build made in ${buildSeconds} s)`,
        },
        { metric: 'form mount ratio Formily / antd (p50 / p99)', value: ratio(mf, ma) },
        {
          metric: 'form keystroke p50 / p99 (ms): Formily runtime',
          value: pair(kf),
          note: `(${keysNote}; ${spread(kf)})`,
        },
        {
          metric: 'form keystroke p50 / p99 (ms): plain antd Form',
          value: pair(ka),
          note: `(${keysNote}; ${spread(ka)}. Latency: page.keyboard.press, timed in the page from the keydown's event.timeStamp → end of the first frame after the 'input' event (requestAnimationFrame + a posted task; React has committed by then); value checked after the last key)`,
        },
        { metric: 'form keystroke ratio Formily / antd (p50 / p99)', value: ratio(kf, ka) },
      ];
    } finally {
      await browser.close().catch(() => undefined);
      await server.close();
    }
  },
};
