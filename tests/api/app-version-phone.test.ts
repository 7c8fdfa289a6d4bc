// 应用管理's phone version records (issue 24): the platform administrator records a phone version with its
// download address; 应用管理's list (channel phone, newest first) answers it to every enterprise; an address
// that is neither http(s) nor a site path is refused naming the field, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/app-version';
let t: TestApp;
let admin: string;
let qyadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t.close());

const record = (version: string, downloadUrl: string) => ({ version, releasedOn: '2026-11-28', channel: 'phone', notes: '手机端更新', downloadUrl });

describe('phone version records', () => {
  it('are recorded with a download address and listed newest first to an enterprise', async () => {
    for (const [v, url] of [['202611011000', '/zax/m/?v=1'], ['202611281200', 'https://dl.example.com/aq.apk']]) {
      const res = await t.call({ method: 'POST', url: EP, token: admin, payload: record(v, url) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = await t.call({ url: `${EP}/list?channel=phone&page=1&limit=20`, token: qyadmin });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as { version: string; downloadUrl: string }[];
    expect(rows.slice(0, 2).map((r) => [r.version, r.downloadUrl])).toEqual([
      ['202611281200', 'https://dl.example.com/aq.apk'],
      ['202611011000', '/zax/m/?v=1'],
    ]);
  });

  it('refuses a download address that is not http(s) or a site path, writing nothing', async () => {
    const res = await t.call({ method: 'POST', url: EP, token: admin, payload: record('202611291200', 'javascript:alert(1)') });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.errors[0].field).toBe('downloadUrl');
    expect(body.msg).toContain('下载地址');
    const [n] = await t.db.query<{ n: number }>("select count(*)::int as n from r_app_version where data->>'version' = '202611291200'");
    expect(n.n).toBe(0);
  });
});
