// The server answers in the request's Accept-Language (issue 13 item 5): English with `Accept-Language: en`,
// the same Chinese as before without it. Errors, field messages (titles in English where the schema has
// `x-title-en`), a permit action refused by the domain, and the default success message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const GAO = kindUrl('GAO_CHU');

/** A call as `login` (or anonymous) with the given headers; answers status and body. */
async function ask(opts: { method?: 'GET' | 'POST'; url: string; payload?: object; login?: string; headers?: Record<string, string> }) {
  const token = opts.login ? await api.token(opts.login) : undefined;
  const res = await t.call({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, token, headers: opts.headers });
  return { status: res.statusCode, body: res.json() as { code: number | string; msg: string; errors?: { field: string; message: string }[] } };
}

describe('answers in the request language', () => {
  it('a wrong login', async () => {
    const payload = { loginName: 'staff01', password: t.encode(`${PASSWORDS.staff01}x`) };
    const url = '/zax-cloud/user/sysuser/login';
    const en = await ask({ method: 'POST', url, payload, headers: EN });
    expect(en).toEqual({ status: 401, body: { code: 401, msg: 'Wrong user name or password' } });
    const zh = await ask({ method: 'POST', url, payload });
    expect(zh).toEqual({ status: 401, body: { code: 401, msg: '用户名或密码错误' } });
  });

  it('a validation error names the field by its English title (x-title-en)', async () => {
    const url = `${TSZY}/zuoYePiao/list?zuoYeLeiXing=NOPE`;
    const en = await ask({ url, login: 'staff01', headers: EN });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([{ field: 'zuoYeLeiXing', message: 'Work type has a value that is not allowed' }]);
    expect(en.body.msg).toBe('Work type has a value that is not allowed');
    const zh = await ask({ url, login: 'staff01' });
    expect(zh.body).toEqual({ code: 400, msg: '作业类型取值不正确', errors: [{ field: 'zuoYeLeiXing', message: '作业类型取值不正确' }] });
  });

  it('a required field and a bound, in English and in Chinese', async () => {
    const url = `${TSZY}/zuoYePiao/list?pageSize=1000`;
    expect((await ask({ url, login: 'staff01', headers: EN })).body.errors).toEqual([
      { field: 'pageSize', message: 'Page size must not be greater than 100' },
    ]);
    expect((await ask({ url, login: 'staff01', headers: ZH })).body.errors).toEqual([{ field: 'pageSize', message: '每页条数不能大于100' }]);
    const noId = await ask({ method: 'POST', url: `${GAO}/submit`, payload: {}, login: 'staff01', headers: EN });
    expect(noId.body.errors).toEqual([{ field: 'id', message: 'Work permit is required' }]);
  });

  it('a permit action refused by the domain (approving out of turn, a wrong role, a wrong state)', async () => {
    const { id } = await createDraft(api, 'GAO_CHU');
    expect((await api.post('staff01', `${GAO}/submit`, { id })).e).toMatchObject({ zhuangTai: 'APPROVING', slotIndex: 1 });
    const skip = { id, decision: 'approve', slotIndex: 2 };
    const en = await ask({ method: 'POST', url: `${GAO}/zhongShen`, payload: skip, login: 'aq01', headers: EN });
    expect(en).toEqual({
      status: 409,
      body: { code: 409, msg: 'Approval steps cannot be skipped or repeated; the current approval step is "所在单位意见"' },
    });
    const zh = await ask({ method: 'POST', url: `${GAO}/zhongShen`, payload: skip, login: 'aq01' });
    expect(zh.body.msg).toBe('不能越级或重复审批，当前审批环节为「所在单位意见」');

    const wrongRole = { id, decision: 'approve', slotIndex: 1 };
    const role = await ask({ method: 'POST', url: `${GAO}/zhongShen`, payload: wrongRole, login: 'aq01', headers: EN });
    expect(role.body.msg).toBe('The current approval step "所在单位意见" must be approved by Workshop director');

    const again = await ask({ method: 'POST', url: `${GAO}/submit`, payload: { id }, login: 'staff01', headers: EN });
    expect(again).toEqual({ status: 409, body: { code: 409, msg: 'The work permit is now "Under approval": you cannot submit it' } });
    const againZh = await ask({ method: 'POST', url: `${GAO}/submit`, payload: { id }, login: 'staff01' });
    expect(againZh.body.msg).toBe('作业票当前状态为「审批中」，不能提交');
  });

  it('a gas analysis the rules refuse names the field in English', async () => {
    const { id } = await createDraft(api, 'DONG_HUO');
    const url = `${kindUrl('DONG_HUO')}/environmentAnalysis/save`;
    const payload = { ...passingAnalysis(id), nongDuDanWei: 'g/L' };
    const en = await ask({ method: 'POST', url, payload, login: 'aq01', headers: EN });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([
      { field: 'nongDuDanWei', message: 'The concentration unit "g/L" of 甲烷 is not supported; use %, ppm or mg/m3' },
    ]);
    const zh = await ask({ method: 'POST', url, payload, login: 'aq01' });
    expect(zh.body.errors).toEqual([{ field: 'nongDuDanWei', message: '甲烷的浓度单位「g/L」不支持，应为 %、ppm 或 mg/m3' }]);
  });

  it('a 404 and a 401', async () => {
    expect(await ask({ url: '/zax-cloud/no/such/api', headers: EN })).toEqual({ status: 404, body: { code: 404, msg: 'No such API' } });
    expect(await ask({ url: '/zax-cloud/no/such/api' })).toEqual({ status: 404, body: { code: 404, msg: '接口不存在' } });
    const url = `${TSZY}/zuoYePiao/list`;
    expect(await ask({ url, headers: EN })).toEqual({
      status: 401,
      body: { code: 401, msg: 'Your session is not valid. Please sign in again.' },
    });
    expect(await ask({ url })).toEqual({ status: 401, body: { code: 401, msg: '验证失败，请重新登录。' } });
    const missing = await ask({ url: `${TSZY}/zuoYePiao/detail?id=999999`, login: 'staff01', headers: EN });
    expect(missing).toEqual({ status: 404, body: { code: 404, msg: 'The work permit does not exist' } });
  });

  it('the default success message', async () => {
    const url = `${TSZY}/zuoYePiao/list`;
    expect((await ask({ url, login: 'staff01', headers: EN })).body).toMatchObject({ code: 0, msg: 'Done' });
    expect((await ask({ url, login: 'staff01' })).body).toMatchObject({ code: 0, msg: '操作成功' });
  });
});
