// The two calls of a park platform that spec 000 §7 names, against the park base URL of an enterprise's account
// configuration: `POST /xxzx-auth/login` with the account's user name and password (answers a token) and
// `GET /xxzx-system/v1/xxzx/role/pure/1` with that token (answers the account's roles). Every way a park can fail
// (no connection, no answer in time, an HTTP error, an answer that is not what the calls promise) becomes one
// ParkError with a Chinese message; nothing of the password ever appears in it.
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';

export const PARK_LOGIN_PATH = '/xxzx-auth/login';
export const PARK_ROLE_PATH = '/xxzx-system/v1/xxzx/role/pure/1';

export class ParkError extends Error {
  constructor(
    readonly status: 502 | 504,
    readonly msg: Text,
  ) {
    super(typeof msg === 'string' ? msg : msg.id);
  }
}

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const OK_CODES = new Set(['0', '200', 'success']);

/** The park's own message of a refusal, cut short (it is shown to the user). */
function parkMsg(body: Json): string {
  const m = body.msg ?? body.message ?? body.error_description ?? body.error;
  return typeof m === 'string' && m.trim() ? m.trim().slice(0, 100) : '';
}

async function call(base: string, path: string, init: RequestInit, timeoutMs: number, step: Text): Promise<Json> {
  const url = `${base.replace(/\/+$/, '')}${path}`;
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ParkError(504, text('groups.park.timeout', { step, seconds: Math.ceil(timeoutMs / 1000) }));
    }
    throw new ParkError(502, text('groups.park.unreachable', { step }));
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw new ParkError(504, text('groups.park.timeout', { step, seconds: Math.ceil(timeoutMs / 1000) }));
    throw new ParkError(502, text('groups.park.notJson', { step, status: res.status }));
  }
  if (!res.ok || !isObj(body)) {
    const msg = isObj(body) ? parkMsg(body) : '';
    throw new ParkError(502, text('groups.park.refused', { step, status: res.status, msg: msg || '-' }));
  }
  if (body.code !== undefined && !OK_CODES.has(String(body.code))) {
    throw new ParkError(502, text('groups.park.refused', { step, status: String(body.code), msg: parkMsg(body) || '-' }));
  }
  return body;
}

/** The token of a login answer: `data` (text or `{token|access_token}`), `entity`, or `token`/`access_token`. */
function tokenOf(body: Json): string | null {
  for (const v of [body.data, body.entity, body]) {
    if (typeof v === 'string' && v.trim() && v !== body.msg) return v.trim();
    if (isObj(v)) {
      const t = v.token ?? v.access_token ?? v.accessToken;
      if (typeof t === 'string' && t.trim()) return t.trim();
    }
  }
  return null;
}

/** The role names of a role answer: `data` (or `entity`) as a list of names or of `{name|roleName|code}`, or one. */
function rolesOf(body: Json): string[] | null {
  const v = body.data ?? body.entity;
  const list = Array.isArray(v) ? v : isObj(v) ? [v] : null;
  if (!list) return null;
  const names = list.map((r) => (typeof r === 'string' ? r : isObj(r) ? (r.name ?? r.roleName ?? r.code) : null));
  return names.every((n): n is string => typeof n === 'string') ? names : null;
}

export interface ParkLogin {
  token: string;
  roles: string[];
}

/** Logs the account in to the park and reads its roles; throws ParkError. */
export async function parkLogin(base: string, username: string, password: string, timeoutMs: number): Promise<ParkLogin> {
  const login = await call(
    base,
    PARK_LOGIN_PATH,
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ username, password }) },
    timeoutMs,
    text('groups.park.stepLogin'),
  );
  const token = tokenOf(login);
  if (!token) throw new ParkError(502, text('groups.park.noToken'));
  const role = await call(
    base,
    PARK_ROLE_PATH,
    { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
    timeoutMs,
    text('groups.park.stepRole'),
  );
  const roles = rolesOf(role);
  if (!roles) throw new ParkError(502, text('groups.park.noRoles'));
  return { token, roles };
}
