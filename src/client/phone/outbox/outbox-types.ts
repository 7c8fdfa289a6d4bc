// What the phone's outbox keeps (issue 15 item 7, docs/phone.md "No signal"): submissions that could not be sent
// yet, with the photos they refer to, and photos taken without signal that no submission holds yet.
import type { FileKind, FileMeta } from '../../../runtime/resource-client.ts';

export type OutboxState = 'waiting' | 'sending' | 'failed';

/** A photo or file kept on the phone until it can be uploaded; `storedId` once it was. */
export interface OutboxFile {
  pendingId: string;
  blob: Blob;
  name: string;
  kind: FileKind;
  /** The server's file once uploaded: a retry of the submission does not upload it again. */
  storedId?: string;
}

/** A write as the outbox sends it (below the API base, as the http client takes it). */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** What the person sees in the list (the record's title and the action). */
  label: string;
  /** The phone page where it was made, to open it again when it was refused. */
  page?: string;
}

/** A submission waiting to be sent: its idempotency key is kept from the first try to the last. */
export interface OutboxItem {
  key: string;
  /** Who made it (user and enterprise): only that session sends it. */
  owner: string;
  request: OutboxRequest;
  files: OutboxFile[];
  createdAt: number;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
}

/** Where the outbox keeps its items and loose photos: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  items(): Promise<OutboxItem[]>;
  putItem(item: OutboxItem): Promise<void>;
  deleteItem(key: string): Promise<void>;
  files(): Promise<OutboxFile[]>;
  putFile(file: OutboxFile): Promise<void>;
  deleteFile(pendingId: string): Promise<void>;
}

/** The answer of one call: the server answered (any status), or there was no answer (no signal, timeout). */
export type TransportAnswer =
  | { kind: 'answered'; status: number; data: unknown; message: string; reason?: string; replayed: boolean; error?: unknown }
  | { kind: 'network'; message: string };

/** How the outbox reaches the server; the real one is http-transport.ts, tests give a fake. */
export interface OutboxTransport {
  send(req: { method: OutboxRequest['method']; url: string; body?: unknown; key: string }): Promise<TransportAnswer>;
  upload(file: { blob: Blob; name: string; kind: FileKind }, key: string): Promise<TransportAnswer>;
}

/** The id a photo taken without signal carries until it is uploaded. */
export const PENDING_PREFIX = 'pending:';
export const PENDING_ID = /pending:[0-9A-Za-z-]{8,64}/g;

export type { FileKind, FileMeta };
