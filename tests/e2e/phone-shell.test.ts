// Issue 15 items 1 and 2 in the browser, in Chromium's mobile emulation (360 × 640, touch): the enterprise
// administrator signs in on the phone shell's own login page (/zax/m/login), lands on 待办 with the bottom bar,
// opens a notice waiting to be published (a draft made for the test), 发布s it through its workflow and sees it
// published; then 上报 lists the reportable 值班记录, whose form (the fields of its `phone.fields`) saves a record.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';

const suite = e2eSuite({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const TITLE = '手机端流程通知：检修安全交底';
let noticeId = 0;

beforeAll(async () => {
  const token = await suite.pages.token('qyadmin');
  const res = await suite.env.app.inject({
    method: 'POST',
    url: '/zax-cloud/u-basic/notice',
    payload: { title: TITLE, noticeType: 'notice', content: '检修前完成安全交底。', targets: ['qyStaff'] },
    headers: { authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  noticeId = Number((res.json().data as { id: number }).id);
});

/** A Formily form item of the page by its exact label. */
function formItem(page: Page, label: string) {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label-content label', { hasText: new RegExp(`^${label}$`) }) });
}

async function signIn(page: Page): Promise<void> {
  await page.goto(suite.env.url('/m/'));
  // Signed out: the guard sends the person to the phone's login page.
  await page.waitForURL(/\/zax\/m\/login/);
  await page.locator('#login_loginName').fill('qyadmin');
  await page.locator('#login_password').fill(DEMO_ACCOUNTS.find((a) => a.loginName === 'qyadmin')?.password ?? '');
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL((url) => /^\/zax\/m\/?$/.test(url.pathname));
}

describe('the phone shell', () => {
  it('signs in, opens an inbox item and takes its workflow action', async () => {
    const tab = await suite.env.newPage({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    suite.pages.opened.push(tab);
    const { page } = tab;
    await signIn(page);
    const bar = page.getByTestId('phone-bottom-bar');
    for (const label of ['待办', '扫码', '上报', '我的']) await bar.getByRole('link', { name: label }).waitFor();
    expect(await bar.getByRole('link', { name: '待办' }).getAttribute('aria-current')).toBe('page');
    // Every button of the bar is a finger's size.
    for (const box of await bar.getByRole('link').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(48);

    const item = page.getByTestId('phone-inbox-item').filter({ hasText: TITLE });
    await item.waitFor();
    await item.getByRole('link').tap();
    await page.waitForURL((url) => url.pathname === `/zax/m/r/notice/${noticeId}`);
    const record = page.getByTestId('phone-record');
    await record.getByText('检修前完成安全交底。').waitFor();
    // One column: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const actions = record.getByTestId('workflow-actions');
    await actions.getByRole('button', { name: /发\s*布/ }).tap();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定发布该通知吗？发布后发布对象即可看到').waitFor();
    await confirm.getByRole('button', { name: /发\s*布/ }).tap();
    await page.locator('.ant-message').getByText('已发布').last().waitFor();
    await record.getByTestId('history-entry').filter({ hasText: /^发布/ }).waitFor();
    const [row] = await suite.env.db.query<{ state: string }>("select data->>'publishStatus' as state from r_notice where id = $1", [noticeId]);
    expect(row.state).toBe('published');
  });

  it('lists what the person may report under 上报, and its form saves a record', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/m/report'));
    const list = page.getByTestId('phone-report-list');
    await list.getByRole('link', { name: /值班记录/ }).tap();
    await page.waitForURL((url) => url.pathname === '/zax/m/new/watch-record');
    await formItem(page, '值班日期').locator('input').fill('2025-03-01');
    await formItem(page, '值班日期').locator('input').press('Enter');
    await formItem(page, '班次').locator('.ant-select').tap();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^白班$/ }).tap();
    // The 班次 list closes before the 值班人 list opens (else its options would be taken for the next list's).
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    const watcher = formItem(page, '值班人').locator('.ant-select');
    await watcher.tap();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    await option.tap();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await formItem(page, '值班人手机号').locator('input').fill('13800000001');
    await formItem(page, '生产运行情况').getByText('正常').tap();
    await formItem(page, '值班情况').locator('textarea').fill('手机端上报：夜间巡检正常');
    // Only the fields of phone.fields: the handover's are not on the phone.
    expect(await formItem(page, '交班人').count()).toBe(0);
    await page.getByRole('button', { name: /提\s*交/ }).tap();
    await page.waitForURL((url) => /^\/zax\/m\/r\/watch-record\/\d+$/.test(url.pathname));
    await page.getByTestId('phone-record').getByText('手机端上报：夜间巡检正常').waitFor();
    const rows = await suite.env.db.query<{ n: number }>("select count(*)::int as n from r_watch_record where data->>'content' = '手机端上报：夜间巡检正常'");
    expect(rows[0].n).toBe(1);
  });
});
