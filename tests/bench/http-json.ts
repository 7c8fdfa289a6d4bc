import { encodeTransportPassword } from '../../src/server/auth/password.ts';
import { localTarget } from './load.ts';
import type { BenchTarget } from './section.ts';

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON request to the bench server (127.0.0.1 only). */
export async function callJson(
  target: BenchTarget,
  opts: { method: 'GET' | 'POST'; path: string; body?: unknown; token?: string },
): Promise<JsonAnswer> {
  const url = localTarget(target.baseUrl + opts.path);
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(url, {
    method: opts.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Logs in through HTTP and answers the token; throws when the login is refused. */
export async function login(target: BenchTarget, loginName: string, password: string): Promise<string> {
  const res = await callJson(target, {
    method: 'POST',
    path: '/zax-cloud/user/sysuser/login',
    body: { loginName, password: encodeTransportPassword(password, target.config.loginSecretSuffix) },
  });
  if (res.status !== 200 || res.body.code !== 'success' || typeof res.body.entity !== 'string') {
    throw new Error(`login ${loginName} failed: ${res.status} ${String(res.body.msg)}`);
  }
  return res.body.entity;
}
