// An outbox for the phone's outbox stories: in memory, with the items given, and a server that answers the
// scripted answer (by default: saved) or nothing while `signal` is off.
import { createOutbox, type Outbox } from '../../src/client/phone/outbox/outbox.ts';
import { memoryOutboxStore } from '../../src/client/phone/outbox/memory-outbox-store.ts';
import type { OutboxItem, OutboxTransport, TransportAnswer } from '../../src/client/phone/outbox/outbox-types.ts';

export const OWNER = 'staff01@1001';
const HOUR = 3_600_000;

/** An item of the outbox: a hidden-danger report made `hoursAgo` ago. */
export function outboxItem(key: string, label: string, hoursAgo: number, extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    key,
    owner: OWNER,
    request: { method: 'POST', url: '/u-basic/hidden-danger', body: { title: label }, label, page: '/new/hidden-danger' },
    files: [],
    createdAt: Date.now() - hoursAgo * HOUR,
    attempts: 0,
    lastError: null,
    state: 'waiting',
    ...extra,
  };
}

export interface StoryOutbox {
  outbox: Outbox;
  /** What the fake server received, by key. */
  sent: string[];
}

/** An outbox over memory holding `items`; `answer` is what the server answers each submission (saved by default). */
export function storyOutbox(items: OutboxItem[], answer?: TransportAnswer, signal = true): StoryOutbox {
  const sent: string[] = [];
  const saved: TransportAnswer = { kind: 'answered', status: 200, data: { id: 1 }, message: '', replayed: false };
  const transport: OutboxTransport = {
    async send(req) {
      if (!signal) return { kind: 'network', message: '网络异常' };
      sent.push(req.key);
      return answer ?? saved;
    },
    async upload(file) {
      return { kind: 'answered', status: 200, data: { id: 'f1', name: file.name, size: 1, mime: '', kind: file.kind, url: '' }, message: '', replayed: false };
    },
  };
  const outbox = createOutbox({ store: memoryOutboxStore(items), transport, owner: () => OWNER, online: () => signal });
  return { outbox, sent };
}
