import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/user';
const SENT = '验证码已经发送，请注意查收';
const WRONG = '验证码不正确';
const EXHAUSTED = '验证码错误次数过多，请重新获取';
const MISSING = '验证码已过期或未发送，请重新获取';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (app: TestApp, mobile: string, remoteAddress?: string) =>
  app.call({ method: 'GET', url: `${U}/qyxx/sendSmsToTelphone/${mobile}`, remoteAddress });
const verify = (mobile: string, pinCode: string) =>
  t.call({ method: 'POST', url: `${U}/qyxx/verifyPinCode`, payload: { mobile, pinCode } });
/** The code of the last message sent to a mobile. */
function lastCode(app: TestApp, mobile: string): string {
  const msg = [...app.sms].reverse().find((m) => m.mobile === mobile);
  const code = msg?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}
async function sendAndRead(mobile: string): Promise<string> {
  const res = await send(t, mobile);
  expect(res.json()).toMatchObject({ code: 0, msg: SENT });
  return lastCode(t, mobile);
}
const applyCount = async (tenantId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from applyinfo where tenant_id = $1', [tenantId]))[0].n;

describe('GET /qyxx/sendSmsToTelphone/{mobile}', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const res = await send(t, '13912345678');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: SENT });
    const code = lastCode(t, '13912345678');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.query<Record<string, unknown>>("select * from sms_code where mobile = '13912345678'");
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a second send within 120 seconds', async () => {
    await sendAndRead('13912340001');
    const again = await send(t, '13912340001');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^发送过于频繁，请\d+秒后再试$/) });
    const n = await t.db.query("select 1 from sms_code where mobile = '13912340001'");
    expect(n).toHaveLength(1);
  });

  it('refuses a malformed mobile', async () => {
    for (const mobile of ['12345678901', '1391234567', '139123456789', 'abcdefghijk']) {
      const res = await send(t, mobile);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: '手机号码格式不正确', errors: [{ field: 'mobile' }] });
    }
    expect(t.sms.some((m) => m.mobile === '12345678901')).toBe(false);
  });

  it('replaces an earlier code of the same mobile', async () => {
    const first = await sendAndRead('13912340002');
    await t.db.query("delete from rate_counter where key = 'sms:interval:13912340002'");
    const second = await sendAndRead('13912340002');
    if (first !== second) expect((await verify('13912340002', first)).statusCode).toBe(400);
    expect((await verify('13912340002', second)).statusCode).toBe(200);
  });

  it('voids the code and frees the resend interval when the gateway fails', async () => {
    const provider = t.app.deps.sms;
    const send0 = provider.send;
    provider.send = async () => {
      throw new Error('gateway down');
    };
    let failed;
    try {
      failed = await send(t, '13912340003');
    } finally {
      provider.send = send0;
    }
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 502, msg: '验证码发送失败，请重试' });
    const open = await t.db.query("select 1 from sms_code where mobile = '13912340003' and used_at is null");
    expect(open).toHaveLength(0);
    const code = await sendAndRead('13912340003');
    expect((await verify('13912340003', code)).json().code).toBe(0);
  });

  describe('daily caps', () => {
    let t2: TestApp;
    beforeAll(async () => {
      t2 = await createTestApp({
        limits: {
          smsPerMobileInterval: { max: 100, windowMs: 120_000 },
          smsPerMobileDaily: { max: 2, windowMs: 86_400_000 },
          smsPerAddressDaily: { max: 4, windowMs: 86_400_000 },
        } as TestApp['config']['limits'],
      });
    });
    afterAll(() => t2?.close());

    it('caps sends per mobile and per address', async () => {
      const ip = '10.0.0.7';
      for (let i = 0; i < 2; i++) expect((await send(t2, '13700000001', ip)).json().code).toBe(0);
      const perMobile = await send(t2, '13700000001', '10.0.0.99');
      expect(perMobile.statusCode).toBe(429);
      expect(perMobile.json()).toMatchObject({ code: 429, msg: '该手机号今日验证码发送次数已达上限' });
      expect((await send(t2, '13700000002', ip)).json().code).toBe(0);
      const perAddress = await send(t2, '13700000003', ip);
      expect(perAddress.json()).toMatchObject({ code: 0 });
      const over = await send(t2, '13700000004', ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 429, msg: '今日验证码发送次数已达上限' });
      expect(t2.sms.some((m) => m.mobile === '13700000004')).toBe(false);
      // Another address may still send to a fresh mobile.
      expect((await send(t2, '13700000005', '10.0.0.8')).json().code).toBe(0);
    });
  });
});

describe('POST /qyxx/verifyPinCode', () => {
  it('accepts the right code without consuming it and refuses a wrong one', async () => {
    const code = await sendAndRead('13912340010');
    const wrong = code === '000000' ? '000001' : '000000';
    const bad = await verify('13912340010', wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, msg: WRONG, errors: [{ field: 'pinCode' }] });
    for (let i = 0; i < 2; i++) expect((await verify('13912340010', code)).json()).toMatchObject({ code: 0, data: true });
    expect((await verify('13912340011', code)).json()).toMatchObject({ code: 400, msg: MISSING });
  });

  it('exhausts a code after 5 wrong attempts', async () => {
    const code = await sendAndRead('13912340012');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify('13912340012', wrong)).json().msg).toBe(WRONG);
    expect((await verify('13912340012', wrong)).json().msg).toBe(EXHAUSTED);
    const right = await verify('13912340012', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe(EXHAUSTED);
  });

  it('refuses an expired code', async () => {
    const code = await sendAndRead('13912340013');
    await t.db.query("update sms_code set expires_at = now() - interval '1 second' where mobile = '13912340013'");
    expect((await verify('13912340013', code)).json()).toMatchObject({ code: 400, msg: MISSING });
  });

  it('validates the body', async () => {
    expect((await verify('12345678901', '123456')).json()).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    expect((await verify('13912340013', '123456789')).json()).toMatchObject({ code: 400, errors: [{ field: 'pinCode' }] });
    const res = await t.call({ method: 'POST', url: `${U}/qyxx/verifyPinCode`, payload: { mobile: '13912340013' } });
    expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'pinCode' }] });
  });
});

describe('POST /applyinfo/save and GET /applyinfo/getByQyId', () => {
  const save = (token: string, payload: object) => t.call({ method: 'POST', url: `${U}/applyinfo/save`, token, payload });

  it('saves an application once per code and lists it', async () => {
    const token = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const before = await applyCount(2001);
    const code = await sendAndRead('13912340020');
    const res = await save(token, { name: '王小明', mobile: '13912340020', pinCode: code, qyId: 2001 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '提交成功', data: { id: expect.any(Number) } });
    const rows = await t.db.query<{ tenant_id: number; name: string; created_by: number }>(
      "select tenant_id, name, created_by from applyinfo where mobile = '13912340020'",
    );
    expect(rows).toEqual([{ tenant_id: 2001, name: '王小明', created_by: expect.any(Number) }]);
    const used = await t.db.query<{ used_at: Date | null }>("select used_at from sms_code where mobile = '13912340020'");
    expect(used[0].used_at).not.toBeNull();

    const again = await save(token, { name: '王小明', mobile: '13912340020', pinCode: code, qyId: 2001 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, msg: MISSING, errors: [{ field: 'pinCode' }] });
    expect(await applyCount(2001)).toBe(before + 1);

    const list = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId?qyId=2001`, token });
    expect(list.json().code).toBe(0);
    // Newest first: the demo's own application (seed.ts) comes after it.
    expect(list.json().data).toHaveLength(before + 1);
    expect(list.json().data[0]).toMatchObject({ qyId: 2001, name: '王小明', mobile: '13912340020' });
    const own = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId`, token });
    expect(own.json().data).toHaveLength(before + 1);
  });

  it('validates the name and refuses another enterprise, writing nothing', async () => {
    const token = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const before = await applyCount(2001);
    const code = await sendAndRead('13912340021');
    const base = { mobile: '13912340021', pinCode: code };
    for (const name of ['张', '一二三四五六七八九十一']) {
      const res = await save(token, { ...base, name, qyId: 2001 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'name' }] });
      expect(res.json().msg).toContain('联系人姓名');
    }
    const missing = await save(token, { mobile: '13912340021', pinCode: code });
    expect(missing.json()).toMatchObject({ code: 400, errors: [{ field: 'name' }] });
    const badMobile = await save(token, { ...base, mobile: '12345678901', name: '李四' });
    expect(badMobile.json()).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    const foreign = await save(token, { ...base, name: '李四', qyId: 1001 });
    expect(foreign.statusCode).toBe(403);
    const wrongCode = await save(token, { ...base, name: '李四', pinCode: code === '000000' ? '000001' : '000000' });
    expect(wrongCode.json()).toMatchObject({ code: 400, msg: WRONG });
    const otherMobile = await save(token, { ...base, mobile: '13912340029', name: '李四' });
    expect(otherMobile.json()).toMatchObject({ code: 400, msg: MISSING });
    expect(await applyCount(2001)).toBe(before);
    // None of the failed submissions consumed the code.
    expect((await verify('13912340021', code)).json().code).toBe(0);
    expect((await save(token, { ...base, name: '李四' })).json().code).toBe(0);
    expect(await applyCount(2001)).toBe(before + 1);
  });

  it('keeps the code usable when the insert fails', async () => {
    const token = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const before = await applyCount(2001);
    const code = await sendAndRead('13912340023');
    // applyinfo is the view of the application records (docs/enterprise.md "入驻申请"): block their table.
    await t.db.query("alter table r_enterprise_apply add constraint applyinfo_test_block check (data->>'name' <> '拒收者')");
    try {
      const res = await save(token, { name: '拒收者', mobile: '13912340023', pinCode: code });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 500 });
    } finally {
      await t.db.query('alter table r_enterprise_apply drop constraint applyinfo_test_block');
    }
    expect(await applyCount(2001)).toBe(before);
    const open = await t.db.query("select 1 from sms_code where mobile = '13912340023' and used_at is null");
    expect(open).toHaveLength(1);
    expect((await save(token, { name: '接收者', mobile: '13912340023', pinCode: code })).json().code).toBe(0);
    expect(await applyCount(2001)).toBe(before + 1);
  });

  it('refuses read-only users, tokenless calls and foreign lists', async () => {
    const code = await sendAndRead('13912340022');
    const payload = { name: '赵六', mobile: '13912340022', pinCode: code };
    const viewer = await save(await t.login('viewer', PASSWORDS.viewer), payload);
    expect(viewer.statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `${U}/applyinfo/save`, payload })).statusCode).toBe(401);
    expect((await verify('13912340022', code)).json().code).toBe(0);

    const token = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const foreign = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId?qyId=1001`, token });
    expect(foreign.statusCode).toBe(403);
    const admin = await t.login('admin', PASSWORDS.admin);
    const all = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId?qyId=2001`, token: admin });
    expect(all.json().data.length).toBeGreaterThanOrEqual(1);
    expect(all.json().data.every((r: { qyId: number }) => r.qyId === 2001)).toBe(true);
  });
});
