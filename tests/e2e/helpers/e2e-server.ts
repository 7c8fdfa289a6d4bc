import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db/db.ts';
import { prepareDb } from '../../../src/server/db/prepare-db.ts';
import { copyDbTemplate, copyIsPrepared, providedTemplate, TEST_PASSWORD_HASH } from '../../support/db-template.ts';
import { encodeTransportPassword } from '../../../src/server/auth/password.ts';

/** The built client the server serves at /zax/ (`npx vite build` or `npm run test:e2e` makes it). */
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../../dist/client');

/** DESIGN.md §8: Debian's chromium, no downloaded browsers. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A page in its own browser context (own cookies and storage), with the errors it raised. */
export interface E2ePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors of the page, for tests to assert there were none. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
}

export interface E2eServer {
  app: FastifyInstance;
  db: Db;
  browser: Browser;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Absolute URL of a client path: url('/login') is <origin>/zax/login. */
  url(clientPath?: string): string;
  /**
   * A page in a new browser context (zh-CN, 1280×800, a system asking for reduced motion: the app then shows
   * antd's dialogs, menus and messages without animation, so a click never lands on a moving target); `options`
   * add to or override those, e.g.
   * `storageState` to open the app with another context's cookies and localStorage.
   */
  newPage(options?: BrowserContextOptions): Promise<E2ePage>;
  /** A session token of an account straight from the login API (faster than the login form). */
  apiToken(loginName: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real server in-process (a copy of the run's demo database: on TEST_DATABASE_URL's PostgreSQL when it is
 * set, else in-memory PGlite; the built client) and a headless
 * chromium. Create one per test file in `beforeAll`; give each test its own page via `newPage()`.
 */
export async function startE2eServer(): Promise<E2eServer> {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`No built client in ${CLIENT_DIR}: run \`npx vite build\` (npm run test:e2e builds first).`);
  }
  const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-e2e-files-'));
  // A cheap argon2id cost keeps the many logins of the browser tests fast; production uses the defaults.
  const loaded = loadConfig({ LOG_LEVEL: 'silent' }, { memory: true, clientDir: CLIENT_DIR, port: 0, passwordHash: TEST_PASSWORD_HASH, fileDir });
  // The run's prepared demo database (tests/support/db-template.ts): a copy of it, not a new seed per file.
  const template = providedTemplate();
  const copy = template ? await copyDbTemplate(template, loaded) : null;
  const config = copy?.config ?? loaded;
  const db = copy && copyIsPrepared() ? copy.db : (await prepareDb(config, { seed: true, db: copy?.db })).db;
  const app = await buildApp({ config, db, logger: false });
  let browser: Browser | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (err) {
    await app.close();
    await db.close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const contexts = new Set<BrowserContext>();
  const ownBrowser = browser;

  return {
    app,
    db,
    browser: ownBrowser,
    origin,
    url: (clientPath = '/') => `${origin}/zax${clientPath.startsWith('/') ? clientPath : `/${clientPath}`}`,
    async newPage(options = {}) {
      const context = await ownBrowser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        // Refused API calls (401 on a wrong password) are expected; chromium logs each as a console error.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console: ${msg.text()}`);
      });
      page.on('request', (req) => requests.push(req.url()));
      return { context, page, errors, requests };
    },
    async apiToken(loginName, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/zax-cloud/user/sysuser/login',
        payload: { loginName, password: encodeTransportPassword(password, config.loginSecretSuffix) },
      });
      const token: unknown = res.json().entity;
      if (typeof token !== 'string') throw new Error(`login of ${loginName} failed: ${res.body}`);
      return token;
    },
    async close() {
      for (const c of [...contexts]) await c.close().catch(() => undefined);
      await ownBrowser.close().catch(() => undefined);
      await app.close();
      await db.close();
      await copy?.drop();
      fs.rmSync(fileDir, { recursive: true, force: true });
    },
  };
}
