// Stubs the API for stories: an axios adapter on the project's `http` instance (src/client/api/http.ts) that
// answers canned envelopes per method and URL, so every component runs its real API code without a server.
// The login page's fetch calls (src/client/api/login-api.ts) get the same answers from a wrapped `fetch`.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../src/client/api/http.ts';
import { API_BASE } from '../../src/client/config.ts';

/** One canned answer: HTTP status (200 by default), body, optional delay; `pending` never answers. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
  pending?: boolean;
}

/** What a handler sees of a call. */
export interface MockRequest {
  method: string;
  /** The URL below the API base, without query: '/tszy/riskWarning/current-login-staff'. */
  path: string;
  /** Values of the ':name' segments of the matched pattern. */
  pathParams: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type MockHandler = MockAnswer | ((req: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Answers by 'METHOD /path' ('GET /user/qyxx/sendSmsToTelphone/:mobile'); ':name' matches one segment. */
export type MockRoutes = Record<string, MockHandler>;

/** A success envelope with the payload under `entity` (/user/sysuser, /tszy). */
export function ok(entity: unknown = null, msg = '操作成功'): MockAnswer {
  return { body: { code: 0, msg, entity } };
}

/** A success envelope with the payload under `data` (/user/qyxx, /user/applyinfo). */
export function okData(data: unknown, msg = '操作成功'): MockAnswer {
  return { body: { code: 0, msg, data } };
}

/** A refusal: the server's envelope with `msg`, answered with `status` (500 by default). */
export function fail(msg: string, status = 500, code: number | string = status): MockAnswer {
  return { status, body: { code, msg } };
}

/** An answer that never comes: the component stays in its loading state. */
export const PENDING: MockAnswer = { pending: true };

/** Every call the stub answered, newest last (for play functions and debugging). */
export const mockCalls: MockRequest[] = [];

let routes: MockRoutes = {};

function matchRoute(method: string, path: string): { handler: MockHandler; pathParams: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  for (const [key, handler] of Object.entries(routes)) {
    const [m, pattern = ''] = key.split(' ', 2);
    if (m.toUpperCase() !== method) continue;
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const pathParams: Record<string, string> = {};
    const hit = parts.every((p, i) => {
      if (p.startsWith(':')) {
        pathParams[p.slice(1)] = decodeURIComponent(segments[i]);
        return true;
      }
      return p === segments[i];
    });
    if (hit) return { handler, pathParams };
  }
  return null;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records the call and answers it from the stubs (waiting as the answer says). */
async function answerOf(method: string, path: string, query: Record<string, unknown>, body: unknown): Promise<MockAnswer> {
  const found = matchRoute(method, path);
  const req: MockRequest = { method, path, pathParams: found?.pathParams ?? {}, query, body };
  mockCalls.push(req);
  let answer: MockAnswer;
  if (!found) {
    console.warn(`[mock-http] no stub for ${method} ${path}`);
    answer = fail(`故事未模拟该接口：${method} ${path}`, 404);
  } else {
    answer = typeof found.handler === 'function' ? await found.handler(req) : found.handler;
  }
  if (answer.pending) await new Promise<never>(() => undefined);
  if (answer.delayMs) await sleep(answer.delayMs);
  return answer;
}

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  const method = (config.method ?? 'get').toUpperCase();
  const path = (config.url ?? '').split('?', 1)[0];
  const answer = await answerOf(method, path, { ...(config.params as Record<string, unknown> | undefined) }, parseBody(config.data));
  const status = answer.status ?? 200;
  const response: AxiosResponse = {
    data: answer.body ?? { code: 0, msg: '操作成功' },
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
  };
  if (status >= 200 && status < 300) return response;
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
};

const realFetch = globalThis.fetch.bind(globalThis);

/** `fetch` that answers the API's calls (below API_BASE, this origin) from the stubs and passes the rest on. */
const mockFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${API_BASE}/`)) return realFetch(input, init);
  const text = await request.text();
  const answer = await answerOf(request.method, url.pathname.slice(API_BASE.length), Object.fromEntries(url.searchParams), parseBody(text || null));
  const status = answer.status ?? 200;
  return new Response(JSON.stringify(answer.body ?? { code: 0, msg: '操作成功' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

/** Makes `http` and `fetch` answer from `next` (replacing the previous stubs) and forgets the recorded calls. */
export function installMockHttp(next: MockRoutes = {}): void {
  routes = next;
  mockCalls.length = 0;
  http.defaults.adapter = adapter;
  globalThis.fetch = mockFetch;
}
