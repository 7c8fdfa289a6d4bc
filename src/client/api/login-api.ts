// The calls of the login page with the browser's fetch: the login page loads before anything else, so it
// carries neither axios nor antd (the axios client, http.ts, loads with the signed-in part).
import { API_BASE, API_TIMEOUT_MS, LOGIN_SECRET_SUFFIX } from '../config.ts';
import { ApiError, isEnvelope, NETWORK_MESSAGE, refusalText, SUCCESS_CODES, TIMEOUT_MESSAGE, type Envelope } from './api-error.ts';
import { acceptLanguage } from '../i18n/page-language.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

/** An enterprise offered by the login page's search. */
export interface EnterpriseOption {
  id: number;
  qymc: string;
}

/** The login transport encoding of DESIGN.md §4: base64(utf8(plain + LOGIN_SECRET_SUFFIX)). */
export function encodeLoginPassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain + LOGIN_SECRET_SUFFIX);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

interface Call {
  method: 'GET' | 'POST';
  /** Below the API base: '/user/sysuser/login'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends a call and answers its envelope; rejects with ApiError unless the code is a success (spec 000 §8),
 * with the messages of the axios client for a timeout (60 s) and a failed network. A call aborted by the
 * caller rejects with the abort's reason.
 */
export async function fetchEnvelope<T>(call: Call): Promise<Envelope<T>> {
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage(), ...call.headers };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  // One signal for the caller's abort and the timeout (which covers reading the answer too).
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, API_TIMEOUT_MS);
  const onAbort = () => ctrl.abort(call.signal?.reason);
  if (call.signal?.aborted) onAbort();
  call.signal?.addEventListener('abort', onAbort);
  try {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(`${API_BASE}${call.path}${query}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'include',
        signal: ctrl.signal,
      });
      body = await res.json().catch((err: unknown) => {
        if (ctrl.signal.aborted) throw err;
        return null;
      });
    } catch (err) {
      if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 'timeout', 0);
      if (call.signal?.aborted) throw err;
      throw new ApiError(NETWORK_MESSAGE, 'network', 0);
    }
    const env = isEnvelope(body) ? (body as Envelope<T>) : null;
    if (env && SUCCESS_CODES.has(env.code) && res.ok) return env;
    throw new ApiError(refusalText(res.status, env), env?.code ?? res.status, res.status, env?.errors ?? []);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * `POST /user/sysuser/login`; answers the token. Failures are left to the caller (the login page shows them).
 * `qyId` chooses the enterprise to act for and is also sent as `Ent-ID`.
 */
export async function login(loginName: string, password: string, qyId?: number | null): Promise<string> {
  const chosen = qyId == null ? '' : String(qyId);
  const body = await fetchEnvelope<string>({
    method: 'POST',
    path: '/user/sysuser/login',
    body: { loginName: loginName.trim(), password: encodeLoginPassword(password), ...(chosen ? { qyId } : {}) },
    headers: { 'Ent-ID': chosen, 'Req-Source': 'pc', Verify: '' },
  });
  if (body.code !== 'success' || typeof body.entity !== 'string') {
    throw new ApiError(body.msg || t('login.error.loginFailed'), body.code, 200);
  }
  return body.entity;
}

/** `GET /user/qyxx/likeQymc`: enterprises whose name contains `qymc` (at least 2 characters). */
export async function searchEnterprises(qymc: string, signal?: AbortSignal): Promise<EnterpriseOption[]> {
  const body = await fetchEnvelope<EnterpriseOption[]>({ method: 'GET', path: '/user/qyxx/likeQymc', query: { qymc }, signal });
  return body.data ?? [];
}
