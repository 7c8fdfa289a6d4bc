// Live pushes to the pages (gas board, process alarms, positions), one way for every module. A module declares a
// topic; its follow-up publishes what changed inside the transaction that stored it, and its server-sent-events
// route listens per enterprise (src/server/http/event-stream.ts).
//
// The publish is a NOTIFY in that transaction: it reaches every API process's relay, this one's too, and only once
// the transaction commits (DESIGN §11: several processes behave as one; a rolled-back batch tells nobody). Long
// messages go as numbered parts (NOTIFY takes under 8000 bytes). PGlite, one process, notifies the same way.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db, Queryable } from '../db/db.ts';

export const LIVE_CHANNEL = 'zax_live';
/** Characters per NOTIFY part: at most 3 UTF-8 bytes each, under the 8000-byte payload with the header. */
const PART_CHARS = 2500;

export interface LiveTopic<T> {
  /** Tells the enterprise's listeners, in every process, once `tx` commits. */
  publish(tx: Queryable, tenantId: number, data: T): Promise<void>;
  /** Listens to the enterprise's messages of this topic; answers the stop. */
  listen(tenantId: number, fn: (data: T) => void): () => void;
}

const local = new EventEmitter();
local.setMaxListeners(0);

const eventName = (topic: string, tenantId: number) => `${topic}:${tenantId}`;

/** The messages told lately: two relays of one process on one database (two apps) receive each message twice. */
const told = new Set<string>();

function deliver(message: string, id: string): void {
  if (told.has(id)) return;
  told.add(id);
  if (told.size > 1000) told.delete(told.values().next().value as string);
  const { topic, tenantId, data } = JSON.parse(message) as { topic: string; tenantId: number; data: unknown };
  local.emit(eventName(topic, tenantId), data);
}

/** A message's NOTIFY payloads: `id|part|parts|text`. */
export function notifyParts(message: string): string[] {
  const id = randomBytes(6).toString('hex');
  const n = Math.max(1, Math.ceil(message.length / PART_CHARS));
  return Array.from({ length: n }, (_, i) => `${id}|${i}|${n}|${message.slice(i * PART_CHARS, (i + 1) * PART_CHARS)}`);
}

/** Joins the parts of each message as they arrive (in order, a transaction's notifications keep theirs). */
export function partJoiner(onMessage: (message: string, id: string) => void): (payload: string) => void {
  const pending = new Map<string, string[]>();
  return (payload) => {
    const [id, i, n] = payload.split('|', 3);
    const text = payload.slice(id.length + i.length + n.length + 3);
    const parts = Number(n);
    if (parts === 1) return onMessage(text, id);
    const got = pending.get(id) ?? [];
    got[Number(i)] = text;
    pending.set(id, got);
    if (got.filter((p) => p !== undefined).length === parts) {
      pending.delete(id);
      onMessage(got.join(''), id);
    }
    // A message whose parts never all came (a relay reconnected midway) is not kept for ever.
    if (pending.size > 100) pending.delete(pending.keys().next().value as string);
  };
}

/** A topic of live messages; `name` is unique among the modules' topics. */
export function liveTopic<T>(name: string): LiveTopic<T> {
  return {
    async publish(tx, tenantId, data) {
      const message = JSON.stringify({ topic: name, tenantId, data });
      await tx.query('select pg_notify($1, p) from unnest($2::text[]) as p', [LIVE_CHANNEL, notifyParts(message)]);
    },
    listen(tenantId, fn) {
      const event = eventName(name, tenantId);
      const listener = (data: unknown) => fn(data as T);
      local.on(event, listener);
      return () => local.off(event, listener);
    },
  };
}

/** Starts this process's relay on the app's database; answers its stop. buildApp starts one per app and stops it on close. */
export async function startLiveRelay(db: Db): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  return db.listen(LIVE_CHANNEL, partJoiner(deliver));
}
