// The preamble of a browser test file, in one place: the real server (and its chromium) started once for
// the file and closed after it, pages signed in as the demo accounts (SignedInPages), and after each test
// every page it opened closed, with the errors they raised asserted to be none (after a failed test, each page's
// screenshot first, in test-results/e2e/). Call it at the top level of
// the file, before the file's own hooks (they then run with the server started):
//   const suite = e2eSuite();
//   beforeEach(async () => { page = await suite.pages.as('qyadmin'); });
//   ... suite.env.url('/tysz/category'), suite.env.db ...
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startE2eServer, type E2eServer } from './e2e-server.ts';
import { SignedInPages, type DemoLogin } from './signed-in-pages.ts';

export interface E2eSuite<A extends DemoLogin> {
  /** The file's server (from its first beforeAll on). */
  readonly env: E2eServer;
  /** Pages signed in as demo accounts, closed after each test. */
  readonly pages: SignedInPages<A>;
}

/** Registers the file's server and page hooks; `options` apply to every browser context opened. */
export function e2eSuite<A extends DemoLogin = DemoLogin>(options: BrowserContextOptions = {}): E2eSuite<A> {
  let server: E2eServer | undefined;
  const env = (): E2eServer => {
    if (!server) throw new Error('the e2e server is not started yet: use suite.env in hooks and tests, not at the top level');
    return server;
  };
  const pages = new SignedInPages<A>(env, options);
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterAll(() => server?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await pages.screenshotAll(task.name);
    expect(await pages.closeAll()).toEqual([]);
  });
  return {
    get env() {
      return env();
    },
    pages,
  };
}
