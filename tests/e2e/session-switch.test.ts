import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTIVE_ENTERPRISE_KEY, ENT_ID_KEY, TOKEN_KEY } from '../../src/client/config.ts';
import { startE2eServer, type E2ePage, type E2eServer } from './helpers/e2e-server.ts';

// Spec 000 §4: the active sub-enterprise restored at load, and role switching from the user menu.

let env: E2eServer;
/** Every page a test opened; each is checked for page errors and closed afterwards. */
let tabs: E2ePage[] = [];
let page: Page;

beforeAll(async () => {
  env = await startE2eServer();
});
afterAll(() => env?.close());

beforeEach(async () => {
  tabs = [await env.newPage()];
  page = tabs[0].page;
});
afterEach(async () => {
  const errors = tabs.flatMap((t) => t.errors);
  for (const t of tabs) await t.context.close();
  expect(errors).toEqual([]);
});

const atPath = (path: string) => (u: URL) => u.pathname === `/zax${path}`;


function userInfoWith(token: string) {
  return env.app.inject({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', headers: { authorization: token } });
}

/** Opens the workbench with the account's token in the cookie (as the login page stores it). */
async function openAs(loginName: string, password: string): Promise<string> {
  const token = await env.apiToken(loginName, password);
  await tabs[0].context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
  await page.goto(env.url('/dashboard'));
  await page.getByTestId('enterprise-name').waitFor();
  return token;
}

async function openUserMenu(p: Page): Promise<void> {
  await p.getByRole('button', { name: /^用户菜单/ }).click();
  await p.getByRole('menuitem', { name: '修改密码' }).waitFor();
}

/** The enterprise the workbench shows, once it shows `name`. */
function enterpriseShown(p: Page, name: string): Promise<void> {
  return p.getByTestId('enterprise-name').filter({ hasText: name }).waitFor();
}

const remembered = (p: Page) => p.evaluate((key) => localStorage.getItem(key), ACTIVE_ENTERPRISE_KEY);
/** The tab's `Ent-ID` ('' when none: the own enterprise). */
const sessionEntId = (p: Page) => p.evaluate((key) => sessionStorage.getItem(key) ?? '', ENT_ID_KEY);

describe('active sub-enterprise at load', () => {
  it('restores the remembered sub-enterprise in a new browser; forgets it once it left the group', async () => {
    await openAs('qyadmin', 'Qy@123456');
    await enterpriseShown(page, '示例化工有限公司');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换企业' }).click();
    await page.getByRole('dialog', { name: '切换企业' }).getByRole('button', { name: '切换到示例化工二厂' }).click();
    await enterpriseShown(page, '示例化工二厂');
    expect(JSON.parse((await remembered(page)) ?? '{}')).toEqual({ qyadmin: '1002' });

    // A new browser with the same token cookie and localStorage (a new session storage): the
    // remembered enterprise is active again.
    const second = await env.newPage({ storageState: await tabs[0].context.storageState() });
    tabs.push(second);
    await second.page.goto(env.url('/dashboard'));
    await enterpriseShown(second.page, '示例化工二厂');
    expect(await sessionEntId(second.page)).toBe('1002');

    // 1002 leaves the group: a reload (the tab still holds Ent-ID 1002, now refused) falls back to the
    // own enterprise and forgets the remembered choice.
    await env.db.query('update qyxx set parent_id = null where tenant_id = 1002');
    try {
      await second.page.reload();
      await enterpriseShown(second.page, '示例化工有限公司');
      expect(await remembered(second.page)).toBeNull();
      expect(await sessionEntId(second.page)).toBe('');
      // Without sub-enterprises there is nothing to switch to.
      await openUserMenu(second.page);
      await expect(second.page.getByRole('menuitem', { name: '切换企业' }).count()).resolves.toBe(0);

      // A fresh browser remembering 1002 (no Ent-ID in its session storage) also gets the default.
      const third = await env.newPage({ storageState: await tabs[0].context.storageState() });
      tabs.push(third);
      expect(JSON.parse((await remembered(page)) ?? '{}')).toEqual({ qyadmin: '1002' });
      await third.page.goto(env.url('/dashboard'));
      await enterpriseShown(third.page, '示例化工有限公司');
      expect(await remembered(third.page)).toBeNull();
      expect(await sessionEntId(third.page)).toBe('');
    } finally {
      await env.db.query('update qyxx set parent_id = 1001 where tenant_id = 1002');
    }
  });
});

describe('user menu: switch role', () => {
  const dialog = () => page.getByRole('dialog', { name: '切换角色' });
  /** The marked (current) row of the role dialog. */
  const currentRow = () => dialog().locator('.ant-list-item').filter({ hasText: '当前角色' });

  it('lists the roles by name and switches to one: a new token with that role only, the old one dead', async () => {
    const oldToken = await openAs('gm01', 'Test@1234');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await dialog().getByText('总经理/总工程师').waitFor();
    await dialog().getByText('企业员工').waitFor();
    // A session acting with every role marks 全部角色.
    await expect(currentRow().textContent()).resolves.toContain('全部角色');
    await dialog().screenshot({ path: '/tmp/session-switch-role.png' });

    await page.goto(env.url('/tszy/list'));
    await page.waitForURL(atPath('/tszy/list'));
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await dialog().getByRole('button', { name: '切换到总经理/总工程师' }).click();

    // A new token in the cookie and the session, the workbench again, info and routes reloaded.
    const tokenCookie = async () => (await tabs[0].context.cookies()).find((c) => c.name === TOKEN_KEY)?.value;
    await expect.poll(tokenCookie).not.toBe(oldToken);
    const newToken = (await tokenCookie()) ?? '';
    await page.waitForURL(atPath('/dashboard'));
    await page.getByTestId('enterprise-name').waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(newToken);
    // The page's own session (its token, as the API sees it) now acts with the chosen role only.
    const info = await page.evaluate(async (token) => {
      const res = await fetch('/zax-cloud/user/sysuser/userInfo', { headers: { Authorization: token } });
      return ((await res.json()) as { entity: { roles: string[]; activeRole: string | null } }).entity;
    }, newToken);
    expect(info).toMatchObject({ roles: ['generalManager'], activeRole: 'generalManager' });
    expect((await userInfoWith(oldToken)).statusCode).toBe(401);

    // The menu now marks the chosen role; 全部角色 is gone (a new login brings it back).
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await expect.poll(() => currentRow().textContent()).toContain('总经理/总工程师');
    await expect(dialog().getByText('全部角色', { exact: true }).count()).resolves.toBe(0);
    await dialog().getByRole('button', { name: '切换到企业员工' }).waitFor();
  });

  it('is offered only to accounts holding more than one role', async () => {
    await openAs('staff01', 'Staff@1234');
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: '切换角色' }).count()).resolves.toBe(0);
  });
});
