// The browser's data-service client (src/runtime/stats/data-service-client.ts): the token obtained once and
// kept until shortly before it expires, sent as a Bearer; a 401 renews it once and retries once, then fails
// clearly; a call that does not answer within 10 s fails with the timeout message; an error envelope's
// message is kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataServiceClient, DataServiceError } from '../../src/runtime/stats/data-service-client.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
const refused = (status: number, msg: string) => new Response(JSON.stringify({ code: status, msg }), { status });

function setup(answers: ((url: string, auth: string) => Response | Promise<Response>)[], expiresIn = 900) {
  let clock = 0;
  let issued = 0;
  const seen: { url: string; auth: string }[] = [];
  const fetchFake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).authorization;
    seen.push({ url: String(url), auth });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next(String(url), auth);
  });
  const client = createDataServiceClient({
    obtainToken: async () => ({ token: `tk${++issued}`, expiresIn }),
    fetch: fetchFake as unknown as typeof fetch,
    now: () => clock,
  });
  return { client, seen, tokens: () => issued, advance: (ms: number) => (clock += ms) };
}

afterEach(() => vi.useRealTimers());

describe('createDataServiceClient', () => {
  it('obtains a token once, keeps it, and renews it shortly before it expires', async () => {
    const s = setup([() => ok([]), () => ok({ rows: [], total: 0 }), () => ok([])]);
    await s.client.blocks('tszy');
    await s.client.rows('spjk', 'by-type', { cameraType: 'dome', empty: '' });
    expect(s.tokens()).toBe(1);
    expect(s.seen.map((x) => x.url)).toEqual(['/data-service/stats/tszy', '/data-service/stats/spjk/by-type?cameraType=dome']);
    expect(s.seen[0].auth).toBe('Bearer tk1');
    s.advance(14 * 60_000 + 1);
    await s.client.blocks('tszy');
    expect(s.tokens()).toBe(2);
    expect(s.seen[2].auth).toBe('Bearer tk2');
  });

  it('on a 401 obtains a new token once and retries once', async () => {
    const s = setup([() => refused(401, 'expired'), () => ok({ rows: [{ key: 'a', label: 'A', value: 1 }], total: 1 })]);
    const answer = await s.client.rows('tszy', 'by-kind');
    expect(answer.total).toBe(1);
    expect(s.seen.map((x) => x.auth)).toEqual(['Bearer tk1', 'Bearer tk2']);
  });

  it('a second 401 fails with a clear error, without a third call', async () => {
    const s = setup([() => refused(401, 'expired'), () => refused(401, 'expired')]);
    const e = await s.client.blocks('tszy').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DataServiceError);
    expect((e as DataServiceError).status).toBe(401);
    expect((e as Error).message).toBe('数据服务认证失败，请重新登录');
    expect(s.seen).toHaveLength(2);
  });

  it('gives up after 10 s without an answer', async () => {
    vi.useFakeTimers();
    const client = createDataServiceClient({
      obtainToken: async () => ({ token: 't', expiresIn: 900 }),
      // The fake fetch never answers but honours the abort signal, as fetch does.
      fetch: ((_u: string, init: RequestInit) => new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch,
    });
    const pending = client.rows('tszy', 'by-kind').catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const e = (await pending) as DataServiceError;
    expect(e.message).toBe('数据服务响应超时，请稍后重试');
    expect(e.status).toBe(0);
  });

  it('keeps the message of an error envelope (404, 403)', async () => {
    const s = setup([() => refused(404, '统计块“x”不存在')]);
    await expect(s.client.rows('tszy', 'x')).rejects.toMatchObject({ message: '统计块“x”不存在', status: 404 });
  });
});
