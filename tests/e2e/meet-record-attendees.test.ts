// Names of a list picked as references (issue 12, item 3): in 会议记录 the enterprise administrator picks
// two 参会人员 by typing part of their names into the remote picker (a multiple reference to staff), saves,
// and sees their names (not ids) in the list; the record stores the ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const PATH = '/basic-security-manage/meet-record';
const suite = e2eSuite();

beforeAll(async () => {
  await suite.env.db.query(`insert into staffinfo(tenant_id, name) values (1001, '会议甲参会人'), (1001, '会议乙参会人'), (1001, '会议丙旁人')`);
  await suite.env.db.query(`insert into staffinfo(tenant_id, name) values (2001, '会议丁外企业')`);
});

describe('会议记录 attendees', () => {
  it('are picked by remote search and named in the list', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(PATH));
    await button(page, '新增').click();
    const drawer = drawerOf(page);
    const item = (label: string) => formItem(page, label);
    await item('会议名称').locator('input').fill('浏览器参会人员会议');
    await item('会议类型').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '安全例会' }).click();
    await item('会议日期').locator('input').fill('2025-03-01');
    await item('会议日期').locator('input').press('Enter');
    await item('会议内容').locator('textarea').fill('通报');
    const host = item('主持人').locator('.ant-select');
    await host.click();
    await host.locator('input').pressSequentially('会议丙');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '会议丙旁人' }).click();
    // The host's dropdown gone (it lists everyone while its search is on its way), before the next picker opens.
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);

    const picker = item('参会人员').locator('.ant-select');
    for (const name of ['会议甲参会人', '会议乙参会人']) {
      await picker.click();
      await picker.locator('input').pressSequentially(name.slice(0, 3));
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name });
      await option.waitFor();
      // Another enterprise's people never show.
      expect(await page.locator('.ant-select-dropdown:visible').textContent()).not.toContain('会议丁外企业');
      await option.click();
      await expect.poll(() => picker.textContent()).toContain(name);
    }
    await page.keyboard.press('Escape');
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '浏览器参会人员会议' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('会议甲参会人');
    expect(await row.textContent()).toContain('会议乙参会人');
    const [stored] = await suite.env.db.query<{ attendees: unknown }>(`select data->'attendees' as attendees from r_meet_record where data->>'meetingTitle' = '浏览器参会人员会议'`);
    const want = await suite.env.db.query<{ id: number }>(`select id from staffinfo where name in ('会议甲参会人', '会议乙参会人') order by id`);
    expect(stored.attendees).toEqual(want.map((w) => Number(w.id)));
  });
});
