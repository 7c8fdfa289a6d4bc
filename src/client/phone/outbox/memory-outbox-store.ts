import type { OutboxFile, OutboxItem, OutboxStore } from './outbox-types.ts';

/** An outbox store in memory: unit tests, stories, and a browser without IndexedDB (kept until the page closes). */
export function memoryOutboxStore(initial: OutboxItem[] = []): OutboxStore {
  const items = new Map(initial.map((i) => [i.key, i]));
  const files = new Map<string, OutboxFile>();
  return {
    items: async () => [...items.values()].map((i) => ({ ...i, files: i.files.map((f) => ({ ...f })) })),
    putItem: async (item) => void items.set(item.key, { ...item, files: item.files.map((f) => ({ ...f })) }),
    deleteItem: async (key) => void items.delete(key),
    files: async () => [...files.values()].map((f) => ({ ...f })),
    putFile: async (file) => void files.set(file.pendingId, { ...file }),
    deleteFile: async (id) => void files.delete(id),
  };
}
