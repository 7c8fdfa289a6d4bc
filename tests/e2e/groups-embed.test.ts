// Enterprise groups and web embedding in the browser (issue 24 item 3, docs/enterprise.md): the platform
// administrator binds 另一化工企业 into 示例化工有限公司's group from the detail and unbinds it again (each after a
// confirmation); configures a web-embed page (a URL that is not http(s) is refused with the row named), and the
// enterprise's staff open it from the menu: another system's page, in a sandboxed frame. The enterprise
// administrator has both in 系统管理 › 系统设置: the group's sub-enterprises read only, and the pages of the embedding
// edited within the origins the platform administrator allowed (shown, not editable).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

/** Another system's page, on its own origin. */
let other: http.Server;
let otherOrigin = '';
beforeAll(async () => {
  other = http.createServer((req, res) => {
    res.writeHead(req.url === '/board' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/board' ? '<!doctype html><html><head><title>园区</title></head><body><h1>园区看板内容</h1></body></html>' : '');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

const confirm = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
const parentOf = async (id: number) =>
  (await suite.env.db.query<{ p: number | null }>('select parent_id::int as p from qyxx where tenant_id = $1', [id]))[0].p;

describe('下属企业 and 网页嵌入 on 企业详情', () => {
  it('the admin binds an enterprise into the group and unbinds it, each after a confirmation', async () => {
    const page = await suite.pages.as('admin');
    await page.goto(suite.env.url('/enterprise/detail/1001'));
    const card = page.getByTestId('sub-enterprises');
    await card.getByText('示例化工二厂').waitFor();
    await card.getByTestId('sub-pick').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('另一化工企业', { exact: true }).click();
    await card.getByTestId('sub-enable').click();
    await page.getByText('确定将“另一化工企业”设为“示例化工有限公司”的下属企业？', { exact: false }).waitFor();
    await confirm(page);
    await page.getByText('已将“另一化工企业”设为“示例化工有限公司”的下属企业').waitFor();
    await card.getByTestId('sub-unbind-2001').waitFor();
    expect(await parentOf(2001)).toBe(1001);

    await card.getByTestId('sub-unbind-2001').click();
    await page.getByText('确定解除“另一化工企业”与“示例化工有限公司”的绑定？', { exact: false }).waitFor();
    await confirm(page);
    await page.getByText('已解除“另一化工企业”与“示例化工有限公司”的绑定').waitFor();
    await card.getByTestId('sub-unbind-2001').waitFor({ state: 'detached' });
    expect(await parentOf(2001)).toBeNull();
    await card.getByText('示例化工二厂').waitFor();
  });

  it('a web-embed page configured by the admin opens from the staff’s menu in a sandboxed frame', async () => {
    const admin = await suite.pages.as('admin');
    await admin.goto(suite.env.url('/enterprise/detail/1001'));
    const card = admin.getByTestId('web-embed-config');
    await card.getByTestId('embed-origins').waitFor();
    await card.getByTestId('embed-origins').fill(otherOrigin);
    await card.getByTestId('embed-add').click();
    await card.getByTestId('embed-title-0').fill('园区看板');
    await card.getByTestId('embed-url-0').fill('javascript:alert(1)');
    await card.getByTestId('embed-save').click();
    await admin.getByText('第 1 个嵌入页面的地址必须以 http:// 或 https:// 开头').first().waitFor();
    expect(await suite.env.db.query('select id from web_embed')).toEqual([]);

    await card.getByTestId('embed-url-0').fill(`${otherOrigin}/board`);
    await card.getByTestId('embed-save').click();
    await admin.getByText('网页嵌入配置已保存').waitFor();
    const [{ id }] = await suite.env.db.query<{ id: number }>('select id::int as id from web_embed where tenant_id = 1001');

    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/dashboard'));
    const menu = page.getByRole('navigation', { name: '导航菜单' });
    const group = menu.getByRole('menuitem', { name: '外部系统', exact: true });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('menuitem', { name: '园区看板', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/zax/web-embed/${id}`);
    const frame = page.getByTestId('web-embed-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin allow-popups allow-downloads');
    expect(await frame.getAttribute('src')).toBe(`${otherOrigin}/board`);
    await page.frameLocator('[data-testid="web-embed-frame"]').getByText('园区看板内容').waitFor();
    await page.getByText(`嵌入页面运行在隔离的沙箱中（来源：${otherOrigin}）`).waitFor();
  });
});

describe('网页嵌入 and 下属企业 in the enterprise administrator’s 系统设置', () => {
  it('qyadmin sees the group’s sub-enterprise read only and adds an embedded page within the allowed origins', async () => {
    const { env } = suite;
    // The platform administrator's part: the allowed origin, and no pages yet.
    const put = await env.app.inject({
      method: 'PUT',
      url: '/zax-cloud/u-basic/web-embed-config',
      headers: { authorization: await suite.pages.token('admin') },
      payload: { qyId: 1001, allowedOrigins: [otherOrigin], items: [] },
    });
    expect(put.statusCode, put.body).toBe(200);

    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/system/settings'));
    const tabs = page.getByTestId('settings-tabs');
    await tabs.getByRole('tab', { name: '下属企业' }).click();
    const subs = page.getByTestId('sub-enterprises');
    await subs.getByText('示例化工二厂').waitFor();
    await subs.getByText('绑定或解除下属企业由平台管理员办理').waitFor();
    expect(await subs.getByTestId('sub-unbind-1002').count()).toBe(0);
    expect(await subs.getByTestId('sub-pick').count()).toBe(0);

    await tabs.getByRole('tab', { name: '网页嵌入' }).click();
    const card = page.getByTestId('web-embed-config');
    const origins = card.getByTestId('embed-origins');
    await expect.poll(() => origins.inputValue()).toBe(otherOrigin);
    expect(await origins.isDisabled()).toBe(true);
    await card.getByTestId('embed-add').click();
    await card.getByTestId('embed-title-0').fill('安全看板');
    await card.getByTestId('embed-url-0').fill('https://elsewhere.example.com/board');
    await card.getByTestId('embed-save').click();
    await page.getByText('第 1 个嵌入页面的来源 https://elsewhere.example.com 不在允许的来源中').first().waitFor();
    expect(await env.db.query("select id from web_embed where tenant_id = 1001 and title = '安全看板'")).toEqual([]);
    await card.getByTestId('embed-url-0').fill(`${otherOrigin}/board`);
    await card.getByTestId('embed-save').click();
    await page.getByText('网页嵌入配置已保存').waitFor();
    await page.screenshot({ path: '/tmp/qy-settings-embed.png' });
    const saved = await env.db.query<{ url: string }>("select url from web_embed where tenant_id = 1001 and title = '安全看板'");
    expect(saved).toEqual([{ url: `${otherOrigin}/board` }]);
  });
});
