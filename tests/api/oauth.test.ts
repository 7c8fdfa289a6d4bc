import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t?.close());

const form = (o: Record<string, string>) => ({
  payload: new URLSearchParams(o).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function authorize(token: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/authorize', token });
  expect(res.statusCode).toBe(200);
  return res.json().data.code as string;
}

describe('identity service (single sign-on)', () => {
  it('exchanges an authorization code once for an access and a refresh token', async () => {
    const code = await authorize(staffToken);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'authorization_code', code }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(86400);
    const info = await t.call({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', token: body.access_token });
    expect(info.json().entity.loginName).toBe('staff01');

    const again = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'authorization_code', code }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('授权码或刷新令牌无效或已过期');

    const refreshed = await t.call({
      method: 'POST',
      url: '/zax-cloud/user/oauth/token',
      ...form({ grant_type: 'refresh_token', refresh_token: body.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).not.toBe(body.access_token);
    // A refresh token is rotated: the old one is spent.
    const reused = await t.call({
      method: 'GET',
      url: `/zax-cloud/user/oauth/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(body.refresh_token)}`,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a code used as a refresh token, a missing code and an unknown grant', async () => {
    const code = await authorize(staffToken);
    const wrongKind = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'refresh_token', refresh_token: code }) });
    expect(wrongKind.statusCode).toBe(400);
    const missing = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'authorization_code' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('请填写授权码');
    const unknown = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'password' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('grant_type');
  });

  it('refuses an authorization code without a session and an expired code', async () => {
    const anon = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/authorize' });
    expect(anon.statusCode).toBe(401);
    const code = await authorize(staffToken);
    await t.db.query("update login_proof set expires_at = now() - interval '1 second' where kind = 'sso' and used_at is null");
    const res = await t.call({ method: 'POST', url: '/zax-cloud/user/oauth/token', ...form({ grant_type: 'authorization_code', code }) });
    expect(res.statusCode).toBe(400);
  });

  it('checks a token and answers its expiry', async () => {
    const res = await t.call({ method: 'GET', url: `/zax-cloud/user/oauth/check_token?token=${encodeURIComponent(staffToken)}` });
    expect(res.statusCode).toBe(200);
    const { exp, user_name } = res.json();
    expect(user_name).toBe('staff01');
    expect(exp * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const bad = await t.call({ method: 'GET', url: '/zax-cloud/user/oauth/check_token?token=nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the principal with its organisations, the own one first', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/user/principal', token });
    expect(res.statusCode).toBe(200);
    const { orgs } = res.json().data;
    expect(orgs.map((o: { qyId: number }) => o.qyId)).toEqual([1001, 1002]);
    expect(orgs[0]).toMatchObject({ orgName: '示例化工有限公司', isMainOrg: true });
    expect(orgs[1].isMainOrg).toBe(false);
    const other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const res2 = await t.call({ method: 'POST', url: '/zax-cloud/user/principal', token: other });
    expect(res2.json().data.orgs.map((o: { qyId: number }) => o.qyId)).toEqual([2001]);
  });

  it('answers 501 for SAML while no identity provider is configured', async () => {
    const res = await t.call({ method: 'POST', url: '/zax-cloud/user/sysuser/saml/login', payload: {} });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ code: 501, msg: '未配置SAML单点登录身份提供方' });
  });
});
