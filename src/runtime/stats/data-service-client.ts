// The browser's client of the data service (spec 000 §7 "Separate data service", docs/schema-engine.md
// "Statistics blocks"): a token obtained through the app's session (injected: the runtime does not import the
// client's HTTP layer), kept in memory until shortly before it expires; every call times out after 10 s, and a
// 401 obtains a new token once and retries once before failing with a clear message.
import { statsuiZh } from '../../domain/i18n/zh/statsui.ts';
import { pageLanguage, textOf } from '../i18n/text-of.ts';

const t = textOf(statsuiZh);

export type StatsChart = 'bar' | 'line' | 'pie' | 'number';

/** A block as GET /data-service/stats/<module> lists it. */
export interface StatsBlockInfo {
  key: string;
  title: string;
  chart: StatsChart;
  resource?: string;
  source?: string;
}

export interface StatsRow {
  key: string;
  label: string;
  value: number;
}

/** A block's figures: rows (months ascending, others by value descending) and their total. */
export interface StatsAnswer {
  rows: StatsRow[];
  total: number;
}

export interface DataServiceToken {
  token: string;
  /** Seconds. */
  expiresIn: number;
}

/** A failed call: the message to show and the HTTP status (0: no answer, e.g. a timeout). */
export class DataServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface DataServiceOptions {
  /** Obtains a new token (the app: POST /zax-cloud/user/data-service/token with its session). */
  obtainToken: () => Promise<DataServiceToken>;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

export interface DataServiceClient {
  blocks(module: string): Promise<StatsBlockInfo[]>;
  rows(module: string, block: string, filters?: Readonly<Record<string, string>>): Promise<StatsAnswer>;
}

export const DATA_SERVICE_TIMEOUT_MS = 10_000;
/** A token is renewed this long before it expires. */
const RENEW_MARGIN_MS = 60_000;

export function createDataServiceClient(opts: DataServiceOptions): DataServiceClient {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const base = opts.baseUrl ?? '/data-service';
  const timeoutMs = opts.timeoutMs ?? DATA_SERVICE_TIMEOUT_MS;
  const now = opts.now ?? (() => Date.now());
  let held: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  const token = (fresh: boolean): Promise<string> => {
    if (!fresh && held && held.until > now()) return Promise.resolve(held.token);
    pending ??= opts.obtainToken().then(
      (tk) => {
        held = { token: tk.token, until: now() + Math.max(0, tk.expiresIn * 1000 - RENEW_MARGIN_MS) };
        pending = null;
        return tk.token;
      },
      (e: unknown) => {
        pending = null;
        throw e instanceof DataServiceError ? e : new DataServiceError(e instanceof Error && e.message ? e.message : t('statsui.client.unauthorized'), 401);
      },
    );
    return pending;
  };

  const once = async (path: string, tk: string): Promise<Response> => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), timeoutMs);
    try {
      return await doFetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${tk}`, 'accept-language': pageLanguage() === 'en' ? 'en' : 'zh-CN' },
        signal: ctrl.signal,
      });
    } catch {
      throw new DataServiceError(t('statsui.client.timeout'), 0);
    } finally {
      clearTimeout(timer);
    }
  };

  const get = async <T>(path: string): Promise<T> => {
    let res = await once(path, await token(false));
    if (res.status === 401) {
      held = null;
      res = await once(path, await token(true));
      if (res.status === 401) throw new DataServiceError(t('statsui.client.unauthorized'), 401);
    }
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
    if (!res.ok || body?.code !== 0) throw new DataServiceError(body?.msg || t('statsui.client.failed', { status: res.status }), res.status);
    return body.data as T;
  };

  return {
    blocks: (module) => get<StatsBlockInfo[]>(`/stats/${encodeURIComponent(module)}`),
    rows: (module, block, filters = {}) => {
      const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
      return get<StatsAnswer>(`/stats/${encodeURIComponent(module)}/${encodeURIComponent(block)}${q ? `?${q}` : ''}`);
    },
  };
}
