// Every write the phone shell makes goes through phoneSend (issue 15 item 7, docs/phone.md "No signal"): each
// submission carries its own Idempotency-Key, so that sending it again (a retry, a reconnect) answers the first
// answer instead of saving twice. The outbox (./outbox/) keeps what cannot be sent now and sends it later.
import { http } from '../api/http.ts';
import { IDEMPOTENCY_HEADER } from '../../domain/phone-paths.ts';

export interface PhoneRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Below the API base (`/zax-cloud`), as the http client takes it. */
  url: string;
  body?: unknown;
  /** What the person sees in the list of what waits to be sent (the record's title and the action). */
  label: string;
  /** Given when the submission was made before (a queued one sent again); a new one otherwise. */
  key?: string;
}

export type PhoneSendResult<T> = { status: 'sent'; data: T; key: string } | { status: 'queued'; key: string };

/** A new idempotency key (random, 122 bits). */
export const newSubmissionKey = (): string => crypto.randomUUID();

/** Sends a write with its idempotency key and answers the envelope's data. */
export async function phoneSend<T>(req: PhoneRequest): Promise<PhoneSendResult<T>> {
  const key = req.key ?? newSubmissionKey();
  const res = await http.request<{ data: T }>({ method: req.method, url: req.url, data: req.body, headers: { [IDEMPOTENCY_HEADER]: key } });
  return { status: 'sent', data: res.data.data, key };
}
