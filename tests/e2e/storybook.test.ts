// The stories build (issue 3: "Stories for every shell component"): `storybook build` succeeds, its index
// lists every story of every stories/**/*.stories.tsx file, a few stories open in their own page with their
// content and no errors, and every story renders in chromium with its play function passing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './helpers/e2e-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORIES_DIR = path.join(ROOT, 'stories');
const STORYBOOK_BIN = path.join(ROOT, 'node_modules/.bin/storybook');
const BUILD_TIMEOUT_MS = 150_000;

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  importPath: string;
  exportName: string;
}

/** What the preview reported for one story (recorded by the init script below). */
interface StoryEvent {
  type: string;
  storyId?: string;
  status?: string;
  message?: string;
}

declare global {
  interface Window {
    __storyEvents: StoryEvent[];
  }
}

/**
 * Records the preview's story events from the start: the channel is assigned to a global when the preview
 * boots, so a setter on that global subscribes before the first story renders.
 */
const RECORD_EVENTS = `(() => {
  window.__storyEvents = [];
  let channel;
  const push = (type, e) => window.__storyEvents.push({ type, storyId: e && e.storyId, status: e && e.status,
    message: e && (e.message || e.title || (Array.isArray(e) ? e.map((x) => x && x.message).join('; ') : '')) });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      next.on('storyFinished', (e) => push('storyFinished', e));
      for (const type of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing', 'unhandledErrorsWhilePlaying']) {
        next.on(type, (e) => push(type, e));
      }
    },
  });
})();`;

function storyFiles(dir = STORIES_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return storyFiles(full);
    return d.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** The named exports of a CSF file: its stories. */
function storyExports(file: string): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const st of sf.statements) {
    const exported = ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return names.sort();
}

function buildStorybook(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // Vitest sets NODE_ENV=test, which would make a development bundle; build like `npm run build-storybook`.
    const { NODE_ENV: _testEnv, ...env } = process.env;
    const child = spawn(STORYBOOK_BIN, ['build', '--quiet', '-o', outDir], {
      cwd: ROOT,
      env: { ...env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** A static file server of the built Storybook on 127.0.0.1. */
async function serveStatic(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = path.resolve(dir, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(dir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let outDir = '';
let build: { code: number | null; output: string };
let site: { origin: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-storybook-'));
  build = await buildStorybook(outDir);
  if (build.code !== 0) return;
  site = await serveStatic(outDir);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
}, BUILD_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await site?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

function readIndex(): IndexEntry[] {
  const index = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

interface StoryTab {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions, console errors and unanswered API stubs. */
  errors: string[];
}

/** A page of the preview (iframe.html, the story alone) in its own browser context. */
async function openPreview(storyId: string): Promise<StoryTab> {
  if (!browser || !site) throw new Error('the Storybook build failed, nothing to open');
  // A system asking for reduced motion, as the app's browser tests do: antd's dialogs and menus appear at once.
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.addInitScript(RECORD_EVENTS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // An API call no story stubbed is a mistake of the story (mock-http warns with this prefix).
    if (msg.type() === 'error' || msg.text().startsWith('[mock-http]')) errors.push(`console: ${msg.text().slice(0, 500)}`);
  });
  await page.goto(`${site.origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
  return { context, page, errors };
}

/** Waits until the story finished (rendered and played) and answers the preview's events about it. */
async function finished(page: Page, storyId: string, timeout = 45_000): Promise<StoryEvent[]> {
  await page.waitForFunction((id) => window.__storyEvents.some((e) => e.type === 'storyFinished' && e.storyId === id), storyId, {
    timeout,
  });
  return page.evaluate(() => window.__storyEvents.splice(0));
}

/** The problems of a finished story: a failed status or any error event. */
function problemsOf(events: StoryEvent[]): string[] {
  return events
    .filter((e) => e.type !== 'storyFinished' || e.status !== 'success')
    .map((e) => `${e.type}${e.status ? ` (${e.status})` : ''}${e.message ? `: ${e.message.slice(0, 300)}` : ''}`);
}

describe('storybook', () => {
  it('builds, and the index lists every story of every story file', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
    const entries = readIndex();
    const files = storyFiles();
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const importPath = `./${path.relative(ROOT, file).split(path.sep).join('/')}`;
      const indexed = entries.filter((e) => e.importPath === importPath);
      const exports = storyExports(file);
      expect(exports.length, `${importPath} exports no story`).toBeGreaterThan(0);
      expect(indexed.map((e) => e.exportName).sort(), importPath).toEqual(exports);
      expect(indexed.every((e) => e.type === 'story' && e.id.includes('--'))).toBe(true);
    }
    expect(entries).toHaveLength(files.reduce((n, f) => n + storyExports(f).length, 0));
  });

  it('opens key stories in their own page with their content and no errors', async () => {
    // The workbench inside the whole shell: sidebar from the default menu, tabs, greeting, module cards.
    const layout = await openPreview('layout-applayout--enterprise-admin');
    expect(problemsOf(await finished(layout.page, 'layout-applayout--enterprise-admin'))).toEqual([]);
    await layout.page.getByRole('navigation', { name: '导航菜单' }).getByText('特殊作业', { exact: true }).waitFor();
    await layout.page.getByRole('tab', { name: '工作台' }).waitFor();
    await expect(layout.page.getByTestId('user-name').textContent()).resolves.toBe('企业管理员');
    await layout.page.getByRole('list', { name: '我的模块' }).getByRole('link', { name: '巡检巡查' }).waitFor();

    // The notification dialog with 23 rows: the first page of ten, paged.
    const dialog = await openPreview('shell-notificationdialog--with-rows');
    expect(problemsOf(await finished(dialog.page, 'shell-notificationdialog--with-rows'))).toEqual([]);
    const modal = dialog.page.getByRole('dialog', { name: '消息提醒' });
    await modal.getByText('共 23 条').waitFor();
    await expect(modal.getByRole('row').count()).resolves.toBe(11);

    // The apply form after a code was sent: the send button counts down.
    const apply = await openPreview('shell-applyform--counting-down');
    expect(problemsOf(await finished(apply.page, 'shell-applyform--counting-down'))).toEqual([]);
    const countdown = apply.page.getByRole('button', { name: /^\d+s后重新获取$/ });
    await countdown.waitFor();
    await expect(countdown.isDisabled()).resolves.toBe(true);

    // The login page: a usable form.
    const login = await openPreview('pages-loginpage--default');
    expect(problemsOf(await finished(login.page, 'pages-loginpage--default'))).toEqual([]);
    await expect(login.page.getByLabel('登录名', { exact: true }).isEditable()).resolves.toBe(true);
    await expect(login.page.getByRole('button', { name: '登录' }).isEnabled()).resolves.toBe(true);
    await login.page.screenshot({ path: path.join(os.tmpdir(), 'storybook-login.png') });

    for (const tab of [layout, dialog, apply, login]) {
      expect(tab.errors).toEqual([]);
      await tab.context.close();
    }
  });

  it('renders every story, its play function passing, without errors', async () => {
    // STORY_FILTER=enterprise (a part of the ids; several joined by |) walks those stories only, for a quick look at a
    // few while working. The lanes keep each page's modules between stories, as the whole walk does.
    const only = process.env.STORY_FILTER?.split('|');
    const ids = readIndex()
      .map((e) => e.id)
      .filter((id) => !only || only.some((part) => id.includes(part)));
    const failures: Record<string, string[]> = {};
    // Two lanes, each one page in its own context taking every other story: the stories render while the other
    // lane's page waits on its play function, which halves the wall time on the two-core CI machine.
    const lane = async (mine: string[]): Promise<void> => {
      const [first] = mine;
      if (first === undefined) return;
      const tab = await openPreview(first);
      for (const [i, id] of mine.entries()) {
        // One page per lane: the preview switches stories the way Storybook's manager asks it to.
        if (i > 0) {
          await tab.page.evaluate((storyId) => {
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, p: unknown): void } })
              .__STORYBOOK_ADDONS_CHANNEL__;
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }, id);
        }
        const problems = [...problemsOf(await finished(tab.page, id)), ...tab.errors.splice(0)];
        if (problems.length) failures[id] = problems;
      }
      await tab.context.close();
    };
    await Promise.all([0, 1].map((n) => lane(ids.filter((_, i) => i % 2 === n))));
    expect(failures).toEqual({});
    expect(ids.length).toBeGreaterThanOrEqual(only ? 1 : 100);
  }, 900_000);
});
