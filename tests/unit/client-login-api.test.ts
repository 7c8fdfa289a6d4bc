import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../src/client/api/api-error.ts';
import { encodeLoginPassword, fetchEnvelope, login, searchEnterprises } from '../../src/client/api/login-api.ts';
import { loginProblems } from '../../src/client/pages/login-problems.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loginProblems', () => {
  it.each([
    ['', '', { loginName: '请填写登录名', password: '请填写登录密码' }],
    ['   ', 'x', { loginName: '请填写登录名' }],
    ['staff01', '', { password: '请填写登录密码' }],
    ['staff01', ' ', {}],
    [' staff01 ', 'Staff@1234', {}],
  ])('%j / %j', (name, password, expected) => {
    expect(loginProblems(name, password)).toEqual(expected);
  });
});

describe('fetchEnvelope (the login page calls without axios)', () => {
  it.each([
    ['a success', 200, { code: 0, msg: 'ok', data: [1] }, null],
    ['the login success code', 200, { code: 'success', msg: '登录成功', entity: 't' }, null],
    ['a refusal with its msg', 401, { code: 401, msg: '用户名或密码错误' }, { message: '用户名或密码错误', code: 401, status: 401 }],
    ['a 500 explained in result', 500, { code: 500, msg: '系统错误', result: '数据库不可用' }, { message: '数据库不可用', code: 500, status: 500 }],
    ['a 400 with its fields', 400, { code: 400, msg: '参数错误', errors: [{ field: 'qymc', message: '至少2个字' }] }, { message: '参数错误', errors: [{ field: 'qymc', message: '至少2个字' }] }],
    ['a non-envelope answer', 502, '<html>', { message: '请求失败（502）', code: 502, status: 502 }],
  ])('%s', async (_name, status, body, refusal) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
    const call = fetchEnvelope({ method: 'GET', path: '/user/qyxx/likeQymc', query: { qymc: '示例' } });
    if (!refusal) await expect(call).resolves.toEqual(body);
    else {
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject(refusal);
    }
  });

  it('sends the method, the URL below /zax-cloud with the query, JSON and the headers, with credentials', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { code: 'success', msg: '登录成功', entity: 'tok' }));
    vi.stubGlobal('fetch', fetch);
    await expect(login(' qyadmin ', 'Qy@123456', 1002)).resolves.toBe('tok');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/zax-cloud/user/sysuser/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Ent-ID': '1002', 'Req-Source': 'pc' });
    expect(JSON.parse(String(init?.body))).toEqual({ loginName: 'qyadmin', password: encodeLoginPassword('Qy@123456'), qyId: 1002 });

    fetch.mockResolvedValueOnce(json(200, { code: 0, msg: 'ok', data: [{ id: 1001, qymc: '示例化工有限公司' }] }));
    await expect(searchEnterprises('示例 化工')).resolves.toEqual([{ id: 1001, qymc: '示例化工有限公司' }]);
    expect(fetch.mock.calls[1][0]).toBe('/zax-cloud/user/qyxx/likeQymc?qymc=%E7%A4%BA%E4%BE%8B+%E5%8C%96%E5%B7%A5');
  });

  it('refuses a login answer without a token', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { code: 0, msg: '账号已停用' })));
    await expect(login('a', 'b')).rejects.toMatchObject({ message: '账号已停用' });
  });

  it('answers the network message when there is no answer, the timeout message after 60 s, and a caller abort as it is', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(searchEnterprises('示例')).rejects.toMatchObject({ message: NETWORK_MESSAGE, code: 'network', status: 0 });

    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    vi.stubGlobal('fetch', vi.fn(hang));
    vi.useFakeTimers();
    const slow = searchEnterprises('示例');
    const settled = expect(slow).rejects.toMatchObject({ message: TIMEOUT_MESSAGE, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    vi.useRealTimers();

    const ctrl = new AbortController();
    const aborted = searchEnterprises('示例', ctrl.signal);
    ctrl.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
