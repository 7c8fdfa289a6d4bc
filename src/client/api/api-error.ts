import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);
// The answer envelope and the refusal of a call, shared by the axios client (http.ts) and the login page's
// fetch calls (login-api.ts), which must not pull axios into the login page.

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
export const SUCCESS_CODES: ReadonlySet<unknown> = new Set([0, '0', 'success']);
export const EXPIRED_MESSAGE = t('login.error.expired');
export const TIMEOUT_MESSAGE = t('login.error.timeout');
export const NETWORK_MESSAGE = t('login.error.network');

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** The message of a refused answer: a 500's `result` text, else `msg`, else the status. */
export function refusalText(status: number, env: Envelope<unknown> | null): string {
  const code = env?.code ?? status;
  const serverError = code === 500 || code === 'error';
  const result = serverError && typeof env?.result === 'string' ? env.result : '';
  return result || env?.msg || (status ? t('login.error.failedStatus', { status }) : t('login.error.failed'));
}
