import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { ACCESS_TOKEN_KEY, API_BASE, API_TIMEOUT_MS } from '../config.ts';
import { acceptLanguage } from '../i18n/page-language.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ApiError, EXPIRED_MESSAGE, isEnvelope, NETWORK_MESSAGE, refusalText, SUCCESS_CODES, TIMEOUT_MESSAGE, type Envelope } from './api-error.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { readCookie } from '../cookies.ts';

const t = textOf(shellZh);

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows failures itself; the global message is skipped (an expired session is still announced). */
    silent?: boolean;
  }
}

export const NOTICE_TITLE = t('shell.notice.title');

export { ApiError, EXPIRED_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE, type Envelope, type FieldErrorItem } from './api-error.ts';

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
  const text = refusalText(status, env);
  const expired = (code === 401 || status === 401) && sentCurrentToken(config);
  const error = new ApiError(expired ? EXPIRED_MESSAGE : text, code, status, env?.errors ?? []);
  // An expired session is always announced: the user is about to land on the login page.
  if (expired) useSessionStore.getState().logout();
  if (expired || !config?.silent) show(error, expired);
  return error;
}

function show(error: ApiError, expired: boolean): void {
  const serious = expired || error.code === 500 || error.code === 'error' || error.status >= 500;
  // antd's message comes with the first refusal (announce-refusal.ts): the phone's first screen draws no antd.
  void import('./announce-refusal.ts').then(({ announceRefusal }) => announceRefusal(error, serious, NOTICE_TITLE));
}

/** The main API client (spec 000 §7): base /zax-cloud, 60 s, credentials sent. */
export const http = axios.create({ baseURL: API_BASE, timeout: API_TIMEOUT_MS, withCredentials: true });

http.interceptors.request.use((config) => {
  const { token, entId } = useSessionStore.getState();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  // Without a session token, a park or single-sign-on access token is sent instead (spec 000 §7).
  const access = token ? '' : readCookie(ACCESS_TOKEN_KEY);
  if (access && !config.headers.has('accessToken')) config.headers.set('accessToken', access);
  // Ent-ID: the enterprise acted for ('0' for the platform administrator, set with the user info).
  if (entId && !config.headers.has('Ent-ID')) config.headers.set('Ent-ID', entId);
  // The server answers its messages in the page's language.
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', acceptLanguage());
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
