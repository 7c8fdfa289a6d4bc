// Every write the phone shell makes goes through phoneSend (issue 15 item 7, docs/phone.md "No signal"): each
// submission carries its own Idempotency-Key, so that sending it again (a retry, a reconnect) answers the first
// answer instead of saving twice. The outbox (./outbox/) keeps what cannot be sent now and sends it later:
// without signal (or without an answer) phoneSend answers `queued`; a refusal (4xx) is thrown, not kept.
import type { FileKind, FileMeta } from '../../runtime/resource-client.ts';
import { phoneOutbox } from './outbox/phone-outbox.ts';

export interface PhoneRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Below the API base (`/zax-cloud`), as the http client takes it. */
  url: string;
  body?: unknown;
  /** What the person sees in the list of what waits to be sent (the record's title and the action). */
  label: string;
  /** The phone page where it was made (a PHONE_PATHS path), to open it again when the server refuses it. */
  page?: string;
  /** Given when the submission was made before (a queued one sent again); a new one otherwise. */
  key?: string;
}

export type PhoneSendResult<T> = { status: 'sent'; data: T; key: string } | { status: 'queued'; key: string };

/** A new idempotency key (random, 122 bits). */
export const newSubmissionKey = (): string => crypto.randomUUID();

/**
 * Sends a write with its idempotency key: `sent` with the envelope's data, or `queued` when it waits in the
 * outbox; rejects with the server's refusal (ApiError) when it is refused. `pending:<id>` files in the body
 * (photos taken without signal) are uploaded first and replaced by their stored ids.
 */
export function phoneSend<T>(req: PhoneRequest): Promise<PhoneSendResult<T>> {
  const { key, ...request } = req;
  return phoneOutbox().submit<T>(request, key ?? newSubmissionKey());
}

/**
 * Uploads a photo or file for the phone's ResourceClient: the stored file, or, without signal, a file whose id is
 * `pending:<uuid>` (its preview is the blob) that the outbox uploads before the submission that holds it.
 */
export function phoneUpload(file: File, kind: FileKind): Promise<FileMeta> {
  return phoneOutbox().upload(file, file.name, kind);
}
