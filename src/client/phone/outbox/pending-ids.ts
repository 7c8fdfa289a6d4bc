import { PENDING_ID } from './outbox-types.ts';

/** The `pending:<id>` ids a body holds (in any string, at any depth), each once. */
export function pendingIdsIn(body: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const m of v.matchAll(PENDING_ID)) found.add(m[0]);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(body);
  return [...found];
}

/** The body with every `pending:<id>` that `stored` knows replaced by the stored file's id (a copy; the body is kept). */
export function replacePendingIds(body: unknown, stored: ReadonlyMap<string, string>): unknown {
  if (typeof body === 'string') return body.replace(PENDING_ID, (id) => stored.get(id) ?? id);
  if (Array.isArray(body)) return body.map((v) => replacePendingIds(v, stored));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, replacePendingIds(v, stored)]));
  }
  return body;
}
