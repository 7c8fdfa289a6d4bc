import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('smoke', () => {
  it('logs in and reads userInfo', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await t.call({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.qyxx.qymc).toBe('示例化工有限公司');
  });
});
