// Pages signed in as the demo accounts (the token cookie, as the login page stores it), opened by a test
// file and closed with the errors they raised. Passwords come from the seed's account list.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { TOKEN_KEY } from '../../../src/client/config.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/db/seed/demo-accounts.ts';
import type { E2ePage, E2eServer } from './e2e-server.ts';

/** A demo account's login name. */
export type DemoLogin = 'admin' | 'qyadmin' | 'staff01' | 'viewer' | 'gm01' | 'aq01' | 'cj01' | 'aq02' | 'cj02' | 'qyadmin2';

/** A mid-range phone in Chromium's emulation: 360 × 640, touch, a 2× screen. */
export const PHONE_CONTEXT: BrowserContextOptions = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

function passwordOf(login: DemoLogin): string {
  const account = DEMO_ACCOUNTS.find((a) => a.loginName === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return account.password;
}

export class SignedInPages<A extends DemoLogin = DemoLogin> {
  readonly opened: E2ePage[] = [];
  private readonly tokens = new Map<A, string>();

  /** `options` apply to every context opened (e.g. the sites' time zone). */
  constructor(
    private readonly env: () => E2eServer,
    private readonly options: BrowserContextOptions = {},
  ) {}

  async token(account: A): Promise<string> {
    let t = this.tokens.get(account);
    if (!t) {
      t = await this.env().apiToken(account, passwordOf(account));
      this.tokens.set(account, t);
    }
    return t;
  }

  /** A new browser context signed in as `account` (`extra`: more context options, a viewport). */
  async as(account: A, extra: BrowserContextOptions = {}): Promise<Page> {
    const env = this.env();
    const tab = await env.newPage({ acceptDownloads: true, ...this.options, ...extra });
    this.opened.push(tab);
    await tab.context.addCookies([{ name: TOKEN_KEY, value: await this.token(account), url: env.origin }]);
    return tab.page;
  }

  /** A phone (PHONE_CONTEXT, with `extra`: a position, a time zone) signed in as `account`. */
  async onPhone(account: A, extra: BrowserContextOptions = {}): Promise<Page> {
    const env = this.env();
    const tab = await env.newPage({ ...this.options, ...PHONE_CONTEXT, ...extra });
    this.opened.push(tab);
    await tab.context.addCookies([{ name: TOKEN_KEY, value: await this.token(account), url: env.origin }]);
    return tab.page;
  }

  /** A screenshot of every open page in test-results/e2e/, named after the test, and its visible text in the log, for a failure to be looked at. */
  async screenshotAll(testName: string): Promise<void> {
    const dir = path.resolve(import.meta.dirname, '../../../test-results/e2e');
    fs.mkdirSync(dir, { recursive: true });
    const base = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    for (const [i, t] of this.opened.entries()) {
      const file = path.join(dir, `${base}-${i + 1}.png`);
      await t.page.screenshot({ path: file, fullPage: true }).then(
        () => console.info(`screenshot of page ${i + 1} (${t.page.url()}): ${file}`),
        () => undefined,
      );
      // The screenshot stays on the machine that ran the test; the visible text goes into the log, which CI keeps.
      const shown = await t.page.evaluate(() => (document.querySelector('main') ?? document.body).innerText).catch(() => '');
      if (shown) console.info(`text of page ${i + 1}:\n${shown.replace(/\n{2,}/g, '\n').slice(0, 6000)}`);
    }
  }

  /** Closes every page; answers the errors they raised. */
  async closeAll(): Promise<string[]> {
    const errors = this.opened.flatMap((t) => t.errors);
    for (const t of this.opened.splice(0)) await t.context.close();
    return errors;
  }
}
