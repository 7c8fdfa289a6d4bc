// The figures of issue 3 from the built client (dist/client) in chromium: the JavaScript (gzip) the login
// page loads and the JavaScript loaded up to the first page after login, and the time from navigation to a
// usable login form. The real server runs in-process as in the browser tests (tests/e2e/helpers/e2e-server.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { CLIENT_DIR, startE2eServer, type E2eServer } from '../e2e/helpers/e2e-server.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { Row, Section } from './section.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ACCOUNT = { loginName: 'qyadmin', password: 'Qy@123456' };
/** Cold loads of the login page timed (BENCH_CLIENT_LOADS), after one untimed load. */
const DEFAULT_LOADS = 10;
const ASSET_PREFIX = '/zax/assets/';

/** One JavaScript file the page loaded. */
interface Script {
  /** Path below the origin: /zax/assets/index-XXXX.js */
  path: string;
  raw: number;
  gzip: number;
}

/** The bytes of a set of scripts. */
interface ScriptSet {
  files: Script[];
  raw: number;
  gzip: number;
}

function setOf(files: Iterable<Script>): ScriptSet {
  const list = [...files].sort((a, b) => a.path.localeCompare(b.path));
  return { files: list, raw: list.reduce((n, f) => n + f.raw, 0), gzip: list.reduce((n, f) => n + f.gzip, 0) };
}

function scriptOf(urlPath: string, body: Buffer): Script {
  // zlib's default level (6), as a web server's on-the-fly gzip would send it.
  return { path: urlPath, raw: body.length, gzip: zlib.gzipSync(body).length };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The entry of index.html: its module script and modulepreload links (paths below the origin). */
export function entryScripts(indexHtml: string): string[] {
  const out: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) && /\btype=["']module["']/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']modulepreload["']/i.test(tag);
    const ref = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isModule || isPreload) && ref) out.push(ref);
  }
  return out;
}

/** Builds the client when dist/client has none (`npx vite build`). */
export async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) return;
  process.stderr.write('[bench] no built client in dist/client: running vite build ...\n');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/** Records the JavaScript responses of the app's assets on `page`, by path. */
function recordScripts(page: Page, origin: string): { scripts: Map<string, Promise<Script>>; stop(): void } {
  const scripts = new Map<string, Promise<Script>>();
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (url.origin !== origin || !url.pathname.startsWith(ASSET_PREFIX) || !/\.m?js$/.test(url.pathname)) return;
    if (res.status() !== 200 || scripts.has(url.pathname)) return;
    scripts.set(url.pathname, res.body().then((body) => scriptOf(url.pathname, body)));
  };
  page.on('response', onResponse);
  return { scripts, stop: () => page.off('response', onResponse) };
}

/** Script files of the built client by path (for entry files the browser did not fetch over the network). */
function scriptFromDisk(urlPath: string): Script {
  const file = path.join(CLIENT_DIR, urlPath.slice('/zax/'.length));
  return scriptOf(urlPath, fs.readFileSync(file));
}

async function settle(list: Map<string, Promise<Script>>): Promise<Map<string, Script>> {
  const out = new Map<string, Script>();
  for (const [p, s] of list) out.set(p, await s);
  return out;
}

/** The login form is usable: the 登录名 input visible and enabled, the 登录 button enabled. */
async function waitForUsableLogin(page: Page): Promise<void> {
  const input = page.getByLabel('登录名', { exact: true });
  const button = page.getByRole('button', { name: '登录', exact: true });
  await input.waitFor({ state: 'visible' });
  await button.waitFor({ state: 'visible' });
  if (!(await input.isEnabled()) || !(await button.isEnabled())) throw new Error('the login form is shown but disabled');
}

/**
 * In the page, from the first script on: resolves with performance.now() (milliseconds since navigation
 * start) at the first DOM change after which the login form is usable.
 */
const WATCH_LOGIN_FORM = `(() => {
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const usable = () => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === '登录名');
    const input = label && label.htmlFor ? document.getElementById(label.htmlFor) : null;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.replace(/\\s/g, '') === '登录');
    return !!input && !!button && !input.disabled && !button.disabled && visible(input) && visible(button);
  };
  window.__loginUsableAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (usable()) { observer.disconnect(); resolve(performance.now()); }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
})();`;

interface SizeFigures {
  login: ScriptSet;
  /** index.html's module script and modulepreloads. */
  entry: string[];
  afterLogin: ScriptSet;
  /** The part of afterLogin not loaded by the login page. */
  added: ScriptSet;
}

async function measureSizes(env: E2eServer): Promise<SizeFigures> {
  const entry = entryScripts(fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'));

  // The login page alone, cold: everything until the network is idle.
  const first = await env.newPage();
  try {
    const rec = recordScripts(first.page, env.origin);
    await first.page.goto(env.url('/login'), { waitUntil: 'networkidle' });
    await waitForUsableLogin(first.page);
    rec.stop();
    const loaded = await settle(rec.scripts);
    for (const p of entry) if (!loaded.has(p)) loaded.set(p, scriptFromDisk(p));
    const login = setOf(loaded.values());

    // Signing in from the login page, then everything the workbench loads (login page's scripts included).
    const second = await env.newPage();
    try {
      const all = recordScripts(second.page, env.origin);
      await second.page.goto(env.url('/login'), { waitUntil: 'networkidle' });
      await waitForUsableLogin(second.page);
      await second.page.getByLabel('登录名', { exact: true }).fill(ACCOUNT.loginName);
      await second.page.getByLabel('密码', { exact: true }).fill(ACCOUNT.password);
      await second.page.getByRole('button', { name: '登录', exact: true }).click();
      await second.page.waitForURL((u) => u.pathname === '/zax/dashboard');
      await second.page.getByTestId('user-name').waitFor();
      await second.page.waitForLoadState('networkidle');
      all.stop();
      const reached = await settle(all.scripts);
      for (const p of entry) if (!reached.has(p)) reached.set(p, scriptFromDisk(p));
      const errors = [...first.errors, ...second.errors];
      if (errors.length) throw new Error(`the pages reported errors: ${errors.join('; ')}`);
      return {
        login,
        entry,
        afterLogin: setOf(reached.values()),
        added: setOf([...reached.values()].filter((s) => !loaded.has(s.path))),
      };
    } finally {
      await second.context.close();
    }
  } finally {
    await first.context.close();
  }
}

/** Milliseconds from navigation start to a usable login form, `loads` cold loads (fresh context each). */
async function timeLoginForm(env: E2eServer, loads: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i <= loads; i++) {
    const tab = await env.newPage();
    try {
      await tab.context.addInitScript(WATCH_LOGIN_FORM);
      await tab.page.goto(env.url('/login'), { waitUntil: 'commit' });
      const at = await tab.page.evaluate(() => (window as unknown as { __loginUsableAt: Promise<number> }).__loginUsableAt);
      // The page's own verdict, checked once more from outside.
      await waitForUsableLogin(tab.page);
      if (tab.errors.length) throw new Error(`the login page reported errors: ${tab.errors.join('; ')}`);
      // The first load only warms the server (file cache, compiled routes).
      if (i > 0) samples.push(at);
    } finally {
      await tab.context.close();
    }
  }
  return samples;
}

function loadsFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_CLIENT_LOADS;
  if (raw === undefined || raw === '') return DEFAULT_LOADS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`BENCH_CLIENT_LOADS must be an integer in 1..1000, got ${raw}`);
  return n;
}

function fileNames(set: ScriptSet): string {
  return set.files.map((f) => path.basename(f.path).replace(/-[\w-]{8}\.js$/, '')).join(' ');
}

/** The database the figures were measured with (the client does not depend on it: they are measured once). */
let measuredOn: string | null = null;

/**
 * Issue 3's figures of the client. The built client and chromium do not depend on the database under test,
 * so they are measured once, on the first database, with the browser tests' server (PGlite, demo data).
 */
export const clientSection: Section = {
  name: 'client',
  async run(target): Promise<Row[]> {
    if (measuredOn) {
      return [{ metric: 'client figures', value: '-', note: `(database-independent: measured once, see the ${measuredOn} table)` }];
    }
    measuredOn = target.database;
    const loads = loadsFromEnv(process.env);
    await ensureBuilt();
    const built = fs.statSync(path.join(CLIENT_DIR, 'index.html')).mtime;
    process.stderr.write(`[bench] client: dist/client built ${built.toISOString()}; starting server and chromium ...\n`);
    const env = await startE2eServer();
    try {
      const sizes = await measureSizes(env);
      const usable = summarize(await timeLoginForm(env, loads));
      return [
        {
          metric: 'login page JS, gzip (KB)',
          value: kb(sizes.login.gzip),
          note: `(budget 200 KB; ${sizes.login.files.length} files, ${kb(sizes.login.raw)} KB raw: index.html's entry + ${sizes.entry.length - 1} modulepreloads + chunks requested by /zax/login: ${fileNames(sizes.login)})`,
        },
        {
          metric: 'first page after login JS, gzip (KB)',
          value: kb(sizes.afterLogin.gzip),
          note: `(${sizes.afterLogin.files.length} files, ${kb(sizes.afterLogin.raw)} KB raw: all JS of /zax/login → /zax/dashboard as ${ACCOUNT.loginName}; +${kb(sizes.added.gzip)} KB gzip in ${sizes.added.files.length} files after the login page)`,
        },
        {
          metric: 'login form usable p50 / p99 (ms)',
          value: `${ms(usable.p50)} / ${ms(usable.p99)}`,
          note: `(${usable.count} cold loads of /zax/login in chromium, fresh context each; navigation start → 登录名 input visible and enabled, 登录 button enabled; min ${ms(usable.min)}, max ${ms(usable.max)})`,
        },
      ];
    } finally {
      await env.close();
    }
  },
};
