// The queue of the phone's outbox (issue 15 item 7): a submission is stored first, then sent in order, one at a
// time, with its own idempotency key from the first try to the last; what cannot be sent now (no signal, no
// answer, a server fault) waits; what the server refuses (4xx) is the person's to fix: failed in the list, or
// thrown back to the page that is submitting it now. Photos taken without signal wait as `pending:<id>` files and
// are uploaded (each with its own key) before the submission that refers to them.
import { PENDING_PREFIX, type FileKind, type FileMeta, type OutboxFile, type OutboxItem, type OutboxRequest, type OutboxStore, type OutboxTransport, type TransportAnswer } from './outbox-types.ts';
import { pendingIdsIn, replacePendingIds } from './pending-ids.ts';

/**
 * The stored file as the record fields keep it: the upload answers its id as a number, and the fields' ids are
 * text (`items: {type: 'string'}`, as the desktop's client gives them): a number would be refused by the record.
 */
function storedMeta(data: unknown): FileMeta {
  const meta = data as Omit<FileMeta, 'id'> & { id: number | string };
  return { ...meta, id: String(meta.id) };
}

export interface OutboxOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  /** The signed-in person (user and enterprise); '' when nobody is. Only their items are listed and sent. */
  owner: () => string;
  online: () => boolean;
  newId?: () => string;
  now?: () => number;
  /** A preview address of a photo kept on the phone (`URL.createObjectURL` in the browser). */
  previewUrl?: (blob: Blob) => string;
}

export type SubmitResult<T> = { status: 'sent'; data: T; key: string } | { status: 'queued'; key: string };

/** The server refused (4xx): the person must change what they sent. */
export class OutboxRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly error?: unknown,
  ) {
    super(message);
    this.name = 'OutboxRefusal';
  }
}

export interface OutboxSnapshot {
  items: readonly OutboxItem[];
  /** A flush is under way. */
  sending: boolean;
}

type Outcome = { kind: 'sent'; data: unknown } | { kind: 'retry'; message: string } | { kind: 'refused'; refusal: OutboxRefusal };

/** An answer that tells to try later: no answer, an expired session, a key still running, too many, a server fault. */
function later(a: TransportAnswer): boolean {
  if (a.kind === 'network') return true;
  return a.status === 401 || a.status === 408 || a.status === 429 || a.status >= 500 || (a.status === 409 && a.reason === 'IDEMPOTENCY_IN_FLIGHT');
}

function outcomeOf(a: TransportAnswer): Outcome {
  if (later(a)) return { kind: 'retry', message: a.message };
  if (a.kind === 'answered' && a.status >= 200 && a.status < 300) return { kind: 'sent', data: a.data };
  const status = a.kind === 'answered' ? a.status : 0;
  return { kind: 'refused', refusal: new OutboxRefusal(a.message, status, a.kind === 'answered' ? a.error : undefined) };
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(opts: OutboxOptions) {
  const { store, transport } = opts;
  const newId = opts.newId ?? (() => crypto.randomUUID());
  const now = opts.now ?? Date.now;
  let snapshot: OutboxSnapshot = { items: [], sending: false };
  const listeners = new Set<() => void>();
  /** Keys a page is submitting now: a refusal goes back to the page instead of the list. */
  const foreground = new Set<string>();
  const outcomes = new Map<string, Outcome>();
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;

  const publish = (next: Partial<OutboxSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((l) => l());
  };

  async function mine(): Promise<OutboxItem[]> {
    const owner = opts.owner();
    return (await store.items()).filter((i) => i.owner === owner).sort((a, b) => a.createdAt - b.createdAt);
  }

  async function refresh(): Promise<void> {
    publish({ items: await mine() });
  }

  /** Uploads the item's files not yet uploaded; the stored ids are kept on the item at once. */
  async function uploadFiles(item: OutboxItem): Promise<Outcome | null> {
    for (const f of item.files) {
      if (f.storedId) continue;
      const a = await transport.upload(f, `${item.key}:${f.pendingId.slice(PENDING_PREFIX.length)}`);
      const o = outcomeOf(a);
      if (o.kind !== 'sent') return o;
      f.storedId = storedMeta(o.data).id;
      await store.putItem(item);
    }
    return null;
  }

  async function deliver(item: OutboxItem): Promise<Outcome> {
    const failed = await uploadFiles(item);
    if (failed) return failed;
    const ids = new Map(item.files.map((f) => [f.pendingId, f.storedId ?? f.pendingId]));
    const body = replacePendingIds(item.request.body, ids);
    return outcomeOf(await transport.send({ method: item.request.method, url: item.request.url, body, key: item.key }));
  }

  async function settle(item: OutboxItem, o: Outcome): Promise<void> {
    outcomes.set(item.key, o);
    if (o.kind === 'sent') return store.deleteItem(item.key);
    if (o.kind === 'retry') return store.putItem({ ...item, state: 'waiting', lastError: o.message });
    if (!foreground.has(item.key)) return store.putItem({ ...item, state: 'failed', lastError: o.refusal.message });
    // Refused while the page waits: the page shows it; its photos go back to the loose ones (uploads kept).
    await Promise.all(item.files.map((f) => store.putFile(f)));
    await store.deleteItem(item.key);
  }

  /** One pass: the owner's waiting items in order; stops at the first that must wait (the rest may depend on it). */
  async function pass(): Promise<void> {
    const done = new Set<string>();
    for (;;) {
      if (!opts.online()) return;
      const next = (await mine()).find((i) => i.state === 'waiting' && !done.has(i.key));
      if (!next) return;
      done.add(next.key);
      const sending: OutboxItem = { ...next, state: 'sending', attempts: next.attempts + 1 };
      await store.putItem(sending);
      await refresh();
      const o = await deliver(sending);
      await settle(sending, o);
      await refresh();
      if (o.kind === 'retry') return;
    }
  }

  async function run(): Promise<void> {
    publish({ sending: true });
    try {
      do {
        again = false;
        await pass();
      } while (again);
    } finally {
      running = null;
      publish({ sending: false });
      await refresh();
    }
  }

  /** Sends what waits; a flush asked for while one runs makes it look again instead of sending twice. */
  async function flush(): Promise<void> {
    if (!started) await start();
    if (running) {
      again = true;
      return running;
    }
    running = run();
    return running;
  }

  /** Items left `sending` by a page closed in the middle wait again. */
  async function start(): Promise<void> {
    started = true;
    for (const i of await mine()) if (i.state === 'sending') await store.putItem({ ...i, state: 'waiting' });
    await refresh();
  }

  /**
   * Submits a write: stored, then sent after what waits before it. Answers `sent` with the data, or `queued` when
   * it must wait; throws the refusal when the server refuses it (nothing is kept then: the page shows the error).
   */
  async function submit<T>(request: OutboxRequest, key: string = newId()): Promise<SubmitResult<T>> {
    if (!started) await start();
    const wanted = new Set(pendingIdsIn(request.body));
    const files = (await store.files()).filter((f) => wanted.has(f.pendingId));
    const item: OutboxItem = { key, owner: opts.owner(), request, files, createdAt: now(), attempts: 0, lastError: null, state: 'waiting' };
    await store.putItem(item);
    await Promise.all(files.map((f) => store.deleteFile(f.pendingId)));
    await refresh();
    if (!opts.online()) return { status: 'queued', key };
    foreground.add(key);
    try {
      await flush();
    } finally {
      foreground.delete(key);
    }
    const o = outcomes.get(key);
    outcomes.delete(key);
    if (o?.kind === 'sent') return { status: 'sent', data: o.data as T, key };
    if (o?.kind === 'refused') throw o.refusal.error ?? o.refusal;
    return { status: 'queued', key };
  }

  /** Uploads a photo or file now, or keeps it on the phone and answers a `pending:<id>` file to send later. */
  async function upload(file: Blob, name: string, kind: FileKind): Promise<FileMeta> {
    const pendingId = `${PENDING_PREFIX}${newId()}`;
    const kept = (): FileMeta => ({ id: pendingId, name, size: file.size, mime: file.type, kind, url: opts.previewUrl?.(file) ?? '' });
    if (!opts.online()) {
      await store.putFile({ pendingId, blob: file, name, kind });
      return kept();
    }
    const o = outcomeOf(await transport.upload({ blob: file, name, kind }, `upload:${pendingId.slice(PENDING_PREFIX.length)}`));
    if (o.kind === 'sent') return storedMeta(o.data);
    if (o.kind === 'refused') throw o.refusal.error ?? o.refusal;
    await store.putFile({ pendingId, blob: file, name, kind } satisfies OutboxFile);
    return kept();
  }

  async function retry(key: string): Promise<void> {
    const item = (await mine()).find((i) => i.key === key);
    if (item?.state !== 'failed') return;
    await store.putItem({ ...item, state: 'waiting', lastError: null });
    await refresh();
    await flush();
  }

  async function discard(key: string): Promise<void> {
    const item = (await mine()).find((i) => i.key === key);
    if (!item || item.state === 'sending') return;
    await store.deleteItem(key);
    await refresh();
  }

  return {
    submit,
    upload,
    flush,
    retry,
    discard,
    refresh,
    start,
    snapshot: (): OutboxSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
