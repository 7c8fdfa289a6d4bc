import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { message, notification } from 'antd';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_KEY, API_BASE, API_TIMEOUT_MS } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows failures itself; the global message is skipped (an expired session is still announced). */
    silent?: boolean;
  }
}

/** One field's validation failure (400 answers). */
export interface FieldErrorItem {
  field: string;
  message: string;
}

/** The answer envelope of DESIGN.md §4: payload under `entity` (/user/sysuser, /tszy) or `data`. */
export interface Envelope<T> {
  code: number | string;
  msg: string;
  entity?: T;
  data?: T;
  errors?: FieldErrorItem[];
  /** Some services explain a 500 / 'error' answer here; shown instead of `msg` when present. */
  result?: unknown;
}

/** A refused call: the server's `msg`, its `code`, the HTTP status (0 when there was no answer). */
export class ApiError extends Error {
  readonly code: number | string;
  readonly status: number;
  readonly errors: FieldErrorItem[];

  constructor(msg: string, code: number | string, status: number, errors: FieldErrorItem[] = []) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

/** Spec 000 §8: 0 or '0' is success; login answers 'success'. */
const SUCCESS_CODES: ReadonlySet<unknown> = new Set([0, '0', 'success']);
export const NOTICE_TITLE = '提示';
export const EXPIRED_MESSAGE = '登录状态已过期，请重新登录';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
export const NETWORK_MESSAGE = '网络异常，请检查网络连接';

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** Whether the call carried the current session token (a refusal of an older token, say after a role switch, is not an expiry). */
function sentCurrentToken(config: AxiosRequestConfig | undefined): boolean {
  const auth = config?.headers?.Authorization;
  return typeof auth === 'string' && auth !== '' && auth === useSessionStore.getState().token;
}

/**
 * Turns a refused answer into an ApiError (spec 000 §8). A refused token signs the user out with the 提示
 * notification; the token guard then goes to /login?redirect=<current path>.
 */
export function refuse(config: AxiosRequestConfig | undefined, status: number, body: unknown): ApiError {
  const env = isEnvelope(body) ? body : null;
  const code = env?.code ?? status;
  const serverError = code === 500 || code === 'error';
  const result = serverError && typeof env?.result === 'string' ? env.result : '';
  const text = result || env?.msg || (status ? `请求失败（${status}）` : '请求失败');
  const expired = (code === 401 || status === 401) && sentCurrentToken(config);
  const error = new ApiError(expired ? EXPIRED_MESSAGE : text, code, status, env?.errors ?? []);
  // An expired session is always announced: the user is about to land on the login page.
  if (expired) useSessionStore.getState().logout();
  if (expired || !config?.silent) show(error, expired);
  return error;
}

function show(error: ApiError, expired: boolean): void {
  const serious = expired || error.code === 500 || error.code === 'error' || error.status >= 500;
  if (serious) notification.error({ message: NOTICE_TITLE, description: error.message });
  else message.error(error.message);
}

/** The main API client (spec 000 §7): base /zax-cloud, 60 s, credentials sent. */
export const http = axios.create({ baseURL: API_BASE, timeout: API_TIMEOUT_MS, withCredentials: true });

http.interceptors.request.use((config) => {
  const { token, entId } = useSessionStore.getState();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  // Without a session token, a park or single-sign-on access token is sent instead (spec 000 §7).
  const access = token ? '' : Cookies.get(ACCESS_TOKEN_KEY);
  if (access && !config.headers.has('accessToken')) config.headers.set('accessToken', access);
  // Ent-ID: the enterprise acted for ('0' for the platform administrator, set with the user info).
  if (entId && !config.headers.has('Ent-ID')) config.headers.set('Ent-ID', entId);
  return config;
});

http.interceptors.response.use(
  (res: AxiosResponse) => {
    // Files and other non-envelope answers pass through.
    if (!isEnvelope(res.data) || SUCCESS_CODES.has(res.data.code)) return res;
    throw refuse(res.config, res.status, res.data);
  },
  (err: unknown) => {
    if (!axios.isAxiosError(err)) return Promise.reject(err);
    if (err.response) return Promise.reject(refuse(err.config, err.response.status, err.response.data));
    const timeout = err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT';
    const error = new ApiError(timeout ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, timeout ? 'timeout' : 'network', 0);
    if (!err.config?.silent) show(error, false);
    return Promise.reject(error);
  },
);

/** Sends a call and answers its envelope; rejects with ApiError unless the code is a success. */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await http.request<Envelope<T>>(config);
  return res.data;
}
