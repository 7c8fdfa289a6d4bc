// The outbox in IndexedDB (a small wrapper, no library): two object stores, `items` by key and `files` (photos
// taken without signal that no submission holds yet) by pending id. Blobs are stored as they are.
import { memoryOutboxStore } from './memory-outbox-store.ts';
import type { OutboxFile, OutboxItem, OutboxStore } from './outbox-types.ts';

const DB_NAME = 'zax-phone-outbox';
const VERSION = 1;
const ITEMS = 'items';
const FILES = 'files';

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error(DB_NAME));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains(ITEMS)) db.createObjectStore(ITEMS, { keyPath: 'key' });
    if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES, { keyPath: 'pendingId' });
  };
  return done(req);
}

/** The outbox kept in the browser's IndexedDB (survives closing the page and the phone going off). */
export function idbOutboxStore(factory: IDBFactory = indexedDB): OutboxStore {
  let db: Promise<IDBDatabase> | null = null;
  const tx = async <T>(store: string, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    db ??= open(factory);
    const handle = await db;
    const t = handle.transaction(store, mode);
    // A write counts once its transaction is committed, not when its request succeeds.
    const committed = new Promise<void>((resolve, reject) => {
      t.oncomplete = () => resolve();
      t.onerror = () => reject(t.error ?? new Error(DB_NAME));
      t.onabort = () => reject(t.error ?? new Error(DB_NAME));
    });
    const result = await done(fn(t.objectStore(store)));
    await committed;
    return result;
  };
  return {
    items: async () => ((await tx(ITEMS, 'readonly', (s) => s.getAll())) as OutboxItem[]).sort((a, b) => a.createdAt - b.createdAt),
    putItem: async (item) => void (await tx(ITEMS, 'readwrite', (s) => s.put(item))),
    deleteItem: async (key) => void (await tx(ITEMS, 'readwrite', (s) => s.delete(key))),
    files: async () => (await tx(FILES, 'readonly', (s) => s.getAll())) as OutboxFile[],
    putFile: async (file) => void (await tx(FILES, 'readwrite', (s) => s.put(file))),
    deleteFile: async (id) => void (await tx(FILES, 'readwrite', (s) => s.delete(id))),
  };
}

/** IndexedDB when the browser has it, else memory. */
export function browserOutboxStore(): OutboxStore {
  return typeof indexedDB === 'undefined' ? memoryOutboxStore() : idbOutboxStore();
}
