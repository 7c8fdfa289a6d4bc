// Issue 14 item 7 in the browser: cj01 (车间主任) has a permit to approve (the demo permits, waiting through the
// permits' own state machine) and a scheduled task due (a wf_waiting row of kind task naming their staff key, as
// the schedules write it); the workbench's 待办事项 card lists both with a tab per module, the top bar's count
// beside the bell says how many, a permit's row opens the permit, and the count opens the workbench again.
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const pages = suite.pages;

interface Item {
  key: string;
  title: string;
  link: string;
  module: string;
}

let permit: Item;

beforeAll(async () => {
  const [{ staffId }] = await suite.env.db.query<{ staffId: number }>("select ren_yuan_id as \"staffId\" from sysuser where login_name = 'cj01'");
  await suite.env.db.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, since, due_at)
     values (1001, 'zbgl', 'watch-record', 3, 'fill', 'task', $1, '今日白班值班记录', now(), now() + interval '2 hours')`,
    [`staff:${staffId}`],
  );
  const token = await pages.token('cj01');
  const res = await suite.env.app.inject({ url: '/zax-cloud/workflow/inbox?module=tszy', headers: { authorization: token } });
  const items = (res.json().data as { dataList: Item[] }).dataList;
  expect(items.length).toBeGreaterThan(0);
  permit = items[0];
});

describe('the inbox', () => {
  it('lists a permit to approve and a scheduled task on the workbench, with the count in the top bar', async () => {
    const token = await pages.token('cj01');
    const { count } = (await suite.env.app.inject({ url: '/zax-cloud/workflow/inbox/count', headers: { authorization: token } })).json().data as { count: number };
    const page = await pages.as('cj01');
    await page.goto(suite.env.url('/dashboard'));
    const card = page.getByRole('region', { name: '待办事项' });
    await card.getByRole('link', { name: '今日白班值班记录' }).waitFor();
    await card.getByRole('tab', { name: `全部 ${count}` }).waitFor();
    await card.getByRole('tab', { name: '值班管理 1' }).waitFor();
    const task = card.locator('.ant-list-item').filter({ has: page.getByRole('link', { name: '今日白班值班记录' }) });
    await task.getByText('待完成：fill').waitFor();
    await task.getByTestId('inbox-due').waitFor();
    await page.getByRole('button', { name: `待办事项，${count}项` }).waitFor();

    await card.getByRole('tab', { name: /^特殊作业 \d+$/ }).click();
    const link = card.getByRole('link', { name: permit.title });
    await link.waitFor();
    await link.click();
    await page.waitForURL((u) => u.pathname === `/zax${permit.link}`);
    await page.getByRole('button', { name: `待办事项，${count}项` }).click();
    await page.waitForURL((u) => u.pathname === '/zax/dashboard');
    // The workbench is kept alive as it was left (its 特殊作业 tab); the card is there with its tabs.
    await page.getByRole('region', { name: '待办事项' }).getByRole('tab', { name: '值班管理 1' }).click();
    await page.getByRole('region', { name: '待办事项' }).getByRole('link', { name: '今日白班值班记录' }).waitFor();
  });
});
