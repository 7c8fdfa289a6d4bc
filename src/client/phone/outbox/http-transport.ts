// The outbox's way to the server: the app's http client (token, Ent-ID, language), each call with its
// Idempotency-Key, silent (the outbox and the page show what happened). A refusal's `reason` (docs/phone.md:
// IDEMPOTENCY_IN_FLIGHT and the like) is read from the raw answer, which the http client's refusal drops.
import type { AxiosRequestConfig } from 'axios';
import { ApiError, http } from '../../api/http.ts';
import { IDEMPOTENCY_HEADER } from '../../../domain/phone-paths.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../domain/idempotency-key.ts';
import type { OutboxTransport, TransportAnswer } from './outbox-types.ts';

interface Answered {
  data?: unknown;
  entity?: unknown;
  reason?: unknown;
}

async function call(config: AxiosRequestConfig, key: string): Promise<TransportAnswer> {
  let reason: string | undefined;
  try {
    const res = await http.request<Answered>({
      ...config,
      silent: true,
      headers: { ...config.headers, [IDEMPOTENCY_HEADER]: key },
      transformResponse: [
        (raw: unknown) => {
          let parsed: unknown = raw;
          if (typeof raw === 'string' && raw !== '') {
            try {
              parsed = JSON.parse(raw);
            } catch {
              parsed = raw;
            }
          }
          const r = (parsed as Answered | null)?.reason;
          reason = typeof r === 'string' ? r : undefined;
          return parsed;
        },
      ],
    });
    const body = res.data;
    const replayed = String(res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] ?? '') === 'true';
    return { kind: 'answered', status: res.status, data: body?.data ?? body?.entity, message: '', replayed };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 0) return { kind: 'network', message: err.message };
    return { kind: 'answered', status: err.status, data: null, message: err.message, reason, replayed: false, error: err };
  }
}

/** The outbox's transport over the app's http client. */
export const httpTransport: OutboxTransport = {
  send: (req) => call({ method: req.method, url: req.url, data: req.body }, req.key),
  upload(file, key) {
    const form = new FormData();
    form.append('file', file.blob, file.name);
    return call({ method: 'POST', url: file.kind === 'image' ? '/asset/image/upload' : '/asset/file/upload', data: form }, key);
  },
};
