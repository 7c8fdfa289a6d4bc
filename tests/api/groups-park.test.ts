// Enterprise groups, web embedding and park login (issue 24 items 3 and 4, docs/enterprise.md): sub-qy get,
// enable and unbind; the web-embed configuration and its menu entries; the basic-data statistics; the park account
// configuration (password encrypted, never answered) and login-by-park against a fake park server. Every refused
// call is checked to change nothing. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePark, type FakePark } from './helpers/fake-park.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';

let t: TestApp;
let park: FakePark;
let admin: string;
let qyadmin: string;
let qyadmin2: string;
let staff: string;
beforeAll(async () => {
  park = await startFakePark();
  t = await createTestApp({ parkTimeoutMs: 400, parkAccountKey: 'test-key' });
  admin = await t.login('admin', PASSWORDS.admin);
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(async () => {
  await t?.close();
  await park?.close();
});

const parents = async () =>
  Object.fromEntries(
    (await t.db.query<{ id: number; parent: number | null; grp: string | null }>(
      'select tenant_id::int as id, parent_id::int as parent, qy_group as grp from qyxx order by 1',
    )).map((r) => [r.id, [r.parent, r.grp]]),
  );

describe('sub-enterprises (sub-qy get, enable, unbind)', () => {
  it('lists a group’s subs and, for the platform administrator, the enterprises that may join', async () => {
    const res = await t.call({ url: `${U}/sub-qy/get?qyId=1001`, token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.group).toMatchObject({ id: 1001, qymc: '示例化工有限公司' });
    expect(data.rows).toEqual([expect.objectContaining({ id: 1002, qymc: '示例化工二厂' })]);
    expect(data.candidates).toEqual([{ id: 2001, qymc: '另一化工企业' }]);
    // The group's own administrator reads its group, without candidates, and no other.
    const own = await t.call({ url: `${U}/sub-qy/get`, token: qyadmin });
    expect(own.json().data).toMatchObject({ group: { id: 1001 }, rows: [{ id: 1002 }], candidates: [] });
    const other = await t.call({ url: `${U}/sub-qy/get?qyId=2001`, token: qyadmin });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('另一化工企业');
    expect((await t.call({ url: `${U}/sub-qy/get`, token: staff })).statusCode).toBe(403);
  });

  it('binds an enterprise into a group once; a second enable, a self-binding and a nested group are refused and change nothing', async () => {
    const before = await parents();
    const self = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1001, subQyId: 1001 } });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ msg: '企业不能成为自己的下属企业', errors: [{ field: 'subQyId' }] });
    const twice = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1001, subQyId: 1002 } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('“示例化工二厂”已是“示例化工有限公司”的下属企业，不能重复启用');
    const nested = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1002, subQyId: 2001 } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().msg).toBe('“示例化工二厂”本身是下属企业，不能再有下属企业');
    const groupInto = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 2001, subQyId: 1001 } });
    expect(groupInto.statusCode).toBe(400);
    expect(groupInto.json().msg).toBe('“示例化工有限公司”有自己的下属企业，不能成为其他集团的下属企业');
    const missing = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1001, subQyId: 99999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('下属企业不存在');
    const byQy = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: qyadmin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(byQy.statusCode).toBe(403);
    expect(await parents()).toEqual(before);

    const ok = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('已将“另一化工企业”设为“示例化工有限公司”的下属企业');
    expect((await parents())[2001]).toEqual([1001, '示例化工集团']);
    // The group's administrator may now act for it (switch enterprise).
    const switched = await t.call({ url: '/zax-cloud/user/sysuser/userInfo', token: qyadmin, entId: 2001 });
    expect(switched.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: `${U}/sub-qy/enable`, token: admin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(again.statusCode).toBe(409);
  });

  it('unbinds a sub-enterprise; unbinding one that is not a sub is refused and changes nothing', async () => {
    const notSub = await t.call({ method: 'POST', url: `${U}/sub-qy/unbind`, token: admin, payload: { qyId: 1002, subQyId: 2001 } });
    expect(notSub.statusCode).toBe(409);
    expect(notSub.json().msg).toBe('“另一化工企业”不是“示例化工二厂”的下属企业，无法解除绑定');
    const byQy = await t.call({ method: 'POST', url: `${U}/sub-qy/unbind`, token: qyadmin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(byQy.statusCode).toBe(403);
    expect((await parents())[2001]).toEqual([1001, '示例化工集团']);

    const ok = await t.call({ method: 'POST', url: `${U}/sub-qy/unbind`, token: admin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('已解除“另一化工企业”与“示例化工有限公司”的绑定');
    expect((await parents())[2001]).toEqual([null, null]);
    expect((await t.call({ url: '/zax-cloud/user/sysuser/userInfo', token: qyadmin, entId: 2001 })).statusCode).toBe(403);
    const twice = await t.call({ method: 'POST', url: `${U}/sub-qy/unbind`, token: admin, payload: { qyId: 1001, subQyId: 2001 } });
    expect(twice.statusCode).toBe(409);
  });
});

describe('web-embed configuration', () => {
  const embedRows = () => t.db.query('select tenant_id, title, url, enabled from web_embed order by id');

  it('refuses a URL that is not http(s) or whose origin is not allowed, naming the row, and stores nothing', async () => {
    const put = (payload: object, token = admin) => t.call({ method: 'PUT', url: `${U}/web-embed-config`, token, payload });
    const js = await put({ qyId: 1001, allowedOrigins: ['https://park.example.com'], items: [{ title: '园区看板', url: 'javascript:alert(1)' }] });
    expect(js.statusCode).toBe(400);
    expect(js.json()).toMatchObject({ msg: '第 1 个嵌入页面的地址必须以 http:// 或 https:// 开头', errors: [{ field: 'items[0].url' }] });
    const other = await put({
      qyId: 1001,
      allowedOrigins: ['https://park.example.com'],
      items: [{ title: '园区看板', url: 'https://park.example.com/board' }, { title: '外站', url: 'https://evil.example.org/x' }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('第 2 个嵌入页面的来源 https://evil.example.org 不在允许的来源中');
    const badOrigin = await put({ qyId: 1001, allowedOrigins: ['ftp://park.example.com'], items: [] });
    expect(badOrigin.statusCode).toBe(400);
    expect(badOrigin.json().errors[0].field).toBe('allowedOrigins[0]');
    expect(await embedRows()).toEqual([]);
    expect(await t.db.query('select * from web_embed_config')).toEqual([]);
  });

  it('stores the origins and pages; the enterprise’s users get them as menu entries, each page once', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${U}/web-embed-config`,
      token: admin,
      payload: { qyId: 1001, allowedOrigins: ['https://park.example.com/'], items: [{ title: '园区看板', url: 'https://park.example.com/board?x=1' }] },
    });
    expect(res.statusCode).toBe(200);
    const cfg = res.json().data;
    expect(cfg).toMatchObject({ qyId: 1001, allowedOrigins: ['https://park.example.com'], items: [{ title: '园区看板', enabled: true }] });
    const id = cfg.items[0].id as number;

    const menu = (await t.call({ url: '/zax-cloud/user/sysuser/userMenu', token: staff })).json().entity.menu as { path: string; children?: { path: string; component: string; meta: { title: string } }[] }[];
    const group = menu.find((m) => m.path === '/web-embed');
    expect(group?.children).toEqual([expect.objectContaining({ path: String(id), component: 'web-embed/frame', meta: expect.objectContaining({ title: '园区看板' }) })]);
    const frame = await t.call({ url: `${U}/web-embed-config/frame/${id}`, token: staff });
    expect(frame.json().data).toMatchObject({ id, title: '园区看板', url: 'https://park.example.com/board?x=1', allowedOrigins: ['https://park.example.com'] });
    // Another enterprise neither sees the entry nor opens the page.
    const menu2 = (await t.call({ url: '/zax-cloud/user/sysuser/userMenu', token: qyadmin2 })).json().entity.menu as { path: string }[];
    expect(menu2.some((m) => m.path === '/web-embed')).toBe(false);
    expect((await t.call({ url: `${U}/web-embed-config/frame/${id}`, token: qyadmin2 })).statusCode).toBe(404);
  });

  it('lets the enterprise administrator change the pages within the origins, never the origins', async () => {
    const own = (await t.call({ url: `${U}/web-embed-config`, token: qyadmin })).json().data;
    const id = own.items[0].id as number;
    const widen = await t.call({
      method: 'PUT', url: `${U}/web-embed-config`, token: qyadmin,
      payload: { allowedOrigins: [...own.allowedOrigins, 'https://evil.example.org'], items: [{ id, title: '园区看板', url: 'https://park.example.com/board' }] },
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.json().msg).toBe('允许的来源仅平台管理员可以修改');
    const edit = await t.call({
      method: 'PUT', url: `${U}/web-embed-config`, token: qyadmin,
      payload: { allowedOrigins: own.allowedOrigins, items: [{ id, title: '园区大屏', url: 'https://park.example.com/screen', enabled: false }] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await embedRows()).toEqual([{ tenant_id: 1001, title: '园区大屏', url: 'https://park.example.com/screen', enabled: false }]);
    // Disabled: no menu entry, the frame call is a 404.
    const menu = (await t.call({ url: '/zax-cloud/user/sysuser/userMenu', token: staff })).json().entity.menu as { path: string }[];
    expect(menu.some((m) => m.path === '/web-embed')).toBe(false);
    expect((await t.call({ url: `${U}/web-embed-config/frame/${id}`, token: staff })).statusCode).toBe(404);
    const foreign = await t.call({ url: `${U}/web-embed-config?qyId=2001`, token: qyadmin });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call({ url: `${U}/web-embed-config`, token: staff })).statusCode).toBe(403);
  });
});

describe('basic-data statistics', () => {
  it('counts each basic-data resource of the enterprise, deleted records left out', async () => {
    await t.db.query(`insert into r_warehouse(tenant_id, data) values (1001, '{"name":"统计仓库"}'), (1001, '{"name":"删除的"}'), (2001, '{"name":"他家的"}')`);
    await t.db.query(`update r_warehouse set deleted = true where data->>'name' = '删除的'`);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_warehouse where tenant_id = 1001 and not deleted');
    const res = await t.call({ url: `${U}/statistics`, token: staff });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { qyId: number; rows: { key: string; title: string; count: number }[]; total: number };
    expect(data.qyId).toBe(1001);
    expect(data.rows.find((r) => r.key === 'warehouse')).toEqual({ key: 'warehouse', title: '仓库', count: n });
    expect(data.rows.map((r) => r.key)).toContain('hazard-source');
    expect(data.total).toBe(data.rows.reduce((s, r) => s + r.count, 0));
    const byAdmin = await t.call({ url: `${U}/statistics?qyId=1001`, token: admin });
    expect(byAdmin.json().data).toEqual(data);
    expect((await t.call({ url: `${U}/statistics?qyId=2001`, token: staff })).statusCode).toBe(403);
    expect((await t.call({ url: `${U}/statistics`, token: admin })).statusCode).toBe(400);
  });
});

describe('park account configuration and login-by-park', () => {
  const stored = async () =>
    t.db.query<{ park_base_url: string; username: string; enabled: boolean; last_login_at: string | null; password_enc: string | null }>(
      `select c.park_base_url, c.username, c.enabled, c.last_login_at, s.password_enc
         from qyxx_account_config c left join qyxx_account_secret s using (tenant_id) where c.tenant_id = 1001`,
    );

  it('answers an empty configuration, and refuses login-by-park before one exists', async () => {
    const res = await t.call({ url: `${U}/qyxx-account-config`, token: qyadmin });
    expect(res.json().data).toMatchObject({ qyId: 1001, configured: false, hasPassword: false });
    const login = await t.call({ method: 'POST', url: `${U}/sys-user/login-by-park`, token: qyadmin });
    expect(login.statusCode).toBe(400);
    expect(login.json().msg).toBe('本企业尚未配置园区账号');
  });

  it('stores the password encrypted and never answers it; the base URL is the platform administrator’s', async () => {
    const put = (payload: object, token = admin) => t.call({ method: 'PUT', url: `${U}/qyxx-account-config`, token, payload });
    const noPw = await put({ qyId: 1001, parkBaseUrl: park.url, username: 'park-user' });
    expect(noPw.statusCode).toBe(400);
    expect(noPw.json()).toMatchObject({ msg: '请填写园区密码', errors: [{ field: 'password' }] });
    const badUrl = await put({ qyId: 1001, parkBaseUrl: 'file:///etc/passwd', username: 'park-user', password: 'x' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors[0].field).toBe('parkBaseUrl');
    const byQyFirst = await put({ parkBaseUrl: park.url, username: 'park-user', password: 'Park@2026' }, qyadmin);
    expect(byQyFirst.statusCode).toBe(403);
    expect(byQyFirst.json().msg).toBe('园区平台地址仅平台管理员可以修改');
    expect(await stored()).toEqual([]);

    const ok = await put({ qyId: 1001, parkBaseUrl: `${park.url}/`, username: 'park-user', password: 'Park@2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain('Park@2026');
    expect(ok.json().data).toMatchObject({ configured: true, parkBaseUrl: park.url, username: 'park-user', hasPassword: true, enabled: true });
    const [row] = await stored();
    expect(row.password_enc).toMatch(/^v1\./);
    expect(row.password_enc).not.toContain('Park@2026');
    const enc = row.password_enc ?? '';
    const read = await t.call({ url: `${U}/qyxx-account-config`, token: qyadmin });
    expect(read.body).not.toContain('Park@2026');
    expect(read.body).not.toContain(enc);
    // Nothing of the password reaches the audit log either (the configuration's row is audited, the secret's is not).
    const audit = await t.db.query<{ n: number; cfg: number }>(
      `select count(*) filter (where coalesce(before::text, '') || coalesce(after::text, '') like '%' || $1 || '%')::int as n,
              count(*) filter (where table_name = 'qyxx_account_config')::int as cfg
         from audit_log`,
      [enc.slice(3, 20)],
    );
    expect(audit[0]).toEqual({ n: 0, cfg: 1 });
    // The enterprise administrator changes the user name and keeps the password by leaving it blank.
    const keep = await put({ parkBaseUrl: park.url, username: 'park-user', password: '', enabled: true }, qyadmin);
    expect(keep.statusCode).toBe(200);
    expect((await stored())[0].password_enc).toBe(row.password_enc);
    expect((await t.call({ url: `${U}/qyxx-account-config?qyId=2001`, token: qyadmin })).statusCode).toBe(403);
  });

  it('logs in to the park with the stored account and answers the park token and roles', async () => {
    park.mode = 'ok';
    park.calls.length = 0;
    const res = await t.call({ method: 'POST', url: `${U}/sys-user/login-by-park`, token: staff, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '园区平台登录成功', data: { qyId: 1001, parkToken: 'park-token-1', roles: ['园区企业用户', '园区安全员'] } });
    expect(res.body).not.toContain('Park@2026');
    expect(park.calls.map((c) => c.path)).toEqual(['/xxzx-auth/login', '/xxzx-system/v1/xxzx/role/pure/1']);
    expect(JSON.parse(park.calls[0].body)).toEqual({ username: 'park-user', password: 'Park@2026' });
    expect(park.calls[1].authorization).toBe('Bearer park-token-1');
    expect((await stored())[0].last_login_at).not.toBeNull();
  });

  it.each([
    ['wrongPassword', 502, '园区平台登录失败（401）：用户名或密码错误'],
    ['notJson', 502, '园区平台登录的应答无法识别（HTTP 200）'],
    ['noToken', 502, '园区平台登录的应答中没有令牌'],
    ['roleError', 502, '园区平台角色查询失败（500）：服务异常'],
    ['hang', 504, '园区平台登录超时：1 秒内没有应答，请稍后重试'],
  ] as const)('a park that answers %s is a %i with a Chinese message, and nothing changes', async (mode, status, msg) => {
    const [before] = await stored();
    park.mode = mode;
    const res = await t.call({ method: 'POST', url: `${U}/sys-user/login-by-park`, token: qyadmin, payload: {} });
    park.mode = 'ok';
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, msg });
    expect(res.body).not.toContain('Park@2026');
    expect((await stored())[0]).toEqual(before);
  });

  it('refuses a park that cannot be reached, and a disabled park login', async () => {
    await t.db.query(`update qyxx_account_config set park_base_url = 'http://127.0.0.1:9' where tenant_id = 1001`);
    const down = await t.call({ method: 'POST', url: `${U}/sys-user/login-by-park`, token: qyadmin, payload: {} });
    expect(down.statusCode).toBe(502);
    expect(down.json().msg).toBe('无法连接园区平台（登录），请检查园区平台地址');
    await t.db.query(`update qyxx_account_config set park_base_url = $1, enabled = false where tenant_id = 1001`, [park.url]);
    const off = await t.call({ method: 'POST', url: `${U}/sys-user/login-by-park`, token: qyadmin, payload: {} });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe('本企业的园区登录已停用');
  });
});
