// The phone's outbox queue (issue 15 item 7, src/client/phone/outbox/outbox.ts) on an in-memory store and a fake
// server: without signal a submission is queued; back online it is sent once with the same key; a replayed
// answer counts as sent; a refusal marks it failed (or goes back to the page submitting it); photos taken
// without signal are uploaded once and their pending ids replaced; two flushes at once send nothing twice.
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../../src/client/phone/outbox/outbox.ts';
import { memoryOutboxStore } from '../../src/client/phone/outbox/memory-outbox-store.ts';
import type { OutboxTransport, TransportAnswer } from '../../src/client/phone/outbox/outbox-types.ts';

interface Sent {
  url: string;
  key: string;
  body?: unknown;
}

/** A fake server: records what it received, answers by the script (default: 200 with an id), once per key. */
function fakeServer() {
  const sends: Sent[] = [];
  const uploads: { name: string; key: string }[] = [];
  const answered = new Map<string, TransportAnswer>();
  let signal = true;
  let next: TransportAnswer[] = [];
  let gate: Promise<void> | null = null;
  const transport: OutboxTransport = {
    async send(req) {
      if (gate) await gate;
      if (!signal) return { kind: 'network', message: '网络异常' };
      sends.push({ url: req.url, key: req.key, body: req.body });
      const prior = answered.get(req.key);
      if (prior && prior.kind === 'answered') return { ...prior, replayed: true };
      const a = next.shift() ?? { kind: 'answered', status: 200, data: { id: sends.length }, message: '', replayed: false };
      if (a.kind === 'answered' && a.status < 300) answered.set(req.key, a);
      return a;
    },
    async upload(file, key) {
      if (!signal) return { kind: 'network', message: '网络异常' };
      uploads.push({ name: file.name, key });
      // As the server answers a stored file: its id a number (the records' file fields hold it as text).
      return { kind: 'answered', status: 200, data: { id: 100 + uploads.length, name: file.name, size: 1, mime: '', kind: file.kind, url: '' }, message: '', replayed: false };
    },
  };
  return {
    transport,
    sends,
    uploads,
    setSignal: (on: boolean) => void (signal = on),
    script: (...a: TransportAnswer[]) => void (next = a),
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

function setup() {
  const server = fakeServer();
  let online = true;
  let n = 0;
  const store = memoryOutboxStore();
  const outbox = createOutbox({ store, transport: server.transport, owner: () => 'staff01@1001', online: () => online, newId: () => `00000000-0000-0000-0000-${String(++n).padStart(12, '0')}` });
  const setOnline = (on: boolean) => {
    online = on;
    server.setSignal(on);
  };
  return { server, outbox, store, setOnline };
}

const report = { method: 'POST' as const, url: '/u-basic/hidden-danger', body: { title: '阀门泄漏' }, label: '隐患上报：阀门泄漏' };

describe('the outbox queue', () => {
  it('sends at once when online', async () => {
    const { server, outbox } = setup();
    const r = await outbox.submit<{ id: number }>(report, 'key-00000001');
    expect(r).toEqual({ status: 'sent', data: { id: 1 }, key: 'key-00000001' });
    expect(server.sends).toHaveLength(1);
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('offline: queued with its key; back online: sent once, with the same key', async () => {
    const { server, outbox, setOnline } = setup();
    setOnline(false);
    const r = await outbox.submit(report, 'key-00000002');
    expect(r).toEqual({ status: 'queued', key: 'key-00000002' });
    expect(outbox.snapshot().items.map((i) => [i.key, i.state, i.request.label])).toEqual([['key-00000002', 'waiting', '隐患上报：阀门泄漏']]);
    await outbox.flush();
    expect(server.sends).toHaveLength(0);
    setOnline(true);
    await outbox.flush();
    await outbox.flush();
    expect(server.sends.map((s) => s.key)).toEqual(['key-00000002']);
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('no answer (the signal went while sending): queued, then sent with the same key and counted as sent when replayed', async () => {
    const { server, outbox } = setup();
    server.script({ kind: 'network', message: '请求超时' });
    const r = await outbox.submit(report, 'key-00000003');
    expect(r.status).toBe('queued');
    expect(outbox.snapshot().items[0]).toMatchObject({ state: 'waiting', attempts: 1, lastError: '请求超时' });
    // The server had saved it: the retry answers the first answer, replayed.
    server.script({ kind: 'answered', status: 200, data: { id: 7 }, message: '', replayed: true });
    await outbox.flush();
    expect(server.sends.map((s) => s.key)).toEqual(['key-00000003', 'key-00000003']);
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('a refusal (4xx) of a queued item marks it failed with the message; retry and discard', async () => {
    const { server, outbox, setOnline } = setup();
    setOnline(false);
    await outbox.submit(report, 'key-00000004');
    setOnline(true);
    server.script({ kind: 'answered', status: 400, data: null, message: '请填写隐患描述', replayed: false });
    await outbox.flush();
    expect(outbox.snapshot().items[0]).toMatchObject({ state: 'failed', lastError: '请填写隐患描述' });
    await outbox.flush();
    expect(server.sends).toHaveLength(1);
    await outbox.retry('key-00000004');
    expect(server.sends).toHaveLength(2);
    expect(outbox.snapshot().items).toEqual([]);
    setOnline(false);
    await outbox.submit(report, 'key-00000005');
    await outbox.discard('key-00000005');
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('a refusal of a submission the page is making now is thrown and not kept', async () => {
    const { server, outbox } = setup();
    const refusal = new Error('无权执行此操作');
    server.script({ kind: 'answered', status: 403, data: null, message: '无权执行此操作', replayed: false, error: refusal });
    await expect(outbox.submit(report)).rejects.toBe(refusal);
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('a key still running on the server (409 IDEMPOTENCY_IN_FLIGHT) or a server fault waits', async () => {
    const { server, outbox } = setup();
    server.script({ kind: 'answered', status: 409, data: null, message: '正在处理', reason: 'IDEMPOTENCY_IN_FLIGHT', replayed: false });
    expect((await outbox.submit(report)).status).toBe('queued');
    server.script({ kind: 'answered', status: 503, data: null, message: '服务不可用', replayed: false });
    await outbox.flush();
    expect(outbox.snapshot().items[0]).toMatchObject({ state: 'waiting', attempts: 2 });
    await outbox.flush();
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('sends in order and stops at the first that must wait', async () => {
    const { server, outbox, setOnline } = setup();
    setOnline(false);
    await outbox.submit({ ...report, url: '/first' });
    await outbox.submit({ ...report, url: '/second' });
    setOnline(true);
    server.script({ kind: 'network', message: '网络异常' });
    await outbox.flush();
    // The first got no answer: the second was not tried.
    expect(server.sends.map((s) => s.url)).toEqual(['/first']);
    await outbox.flush();
    expect(server.sends.map((s) => s.url)).toEqual(['/first', '/first', '/second']);
  });

  it('photos taken without signal are uploaded once and their pending ids replaced in the body', async () => {
    const { server, outbox, setOnline } = setup();
    setOnline(false);
    const photo = await outbox.upload(new Blob(['jpeg']), '现场.jpg', 'image');
    expect(photo.id).toMatch(/^pending:/);
    await outbox.submit({ ...report, body: { title: '阀门泄漏', photos: [photo.id], note: `见 ${photo.id}` } }, 'key-00000006');
    expect(outbox.snapshot().items[0].files.map((f) => f.pendingId)).toEqual([photo.id]);
    setOnline(true);
    // The upload goes through; the submission itself gets no answer: the retry must not upload again.
    server.script({ kind: 'network', message: '网络异常' });
    await outbox.flush();
    expect(server.uploads).toHaveLength(1);
    expect(outbox.snapshot().items[0].files[0].storedId).toBe('101');
    await outbox.flush();
    expect(server.uploads).toHaveLength(1);
    expect(server.sends.at(-1)?.body).toEqual({ title: '阀门泄漏', photos: ['101'], note: '见 101' });
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('a photo taken online is uploaded at once, its id as text; the upload key differs from the submissions', async () => {
    const { server, outbox } = setup();
    const photo = await outbox.upload(new Blob(['jpeg']), '现场.jpg', 'image');
    expect(photo.id).toBe('101');
    expect(server.uploads[0].key).toMatch(/^upload:/);
  });

  it('a stored photo’s id is a string, as the file field holds it, though the upload route answers a number', async () => {
    const { server, outbox, setOnline } = setup();
    server.transport.upload = async (file) => ({ kind: 'answered', status: 200, data: { id: 41, name: file.name, size: 1, mime: 'image/jpeg', kind: file.kind, url: '' }, message: '', replayed: false });
    expect((await outbox.upload(new Blob(['jpeg']), '整改后.jpg', 'image')).id).toBe('41');
    setOnline(false);
    const later = await outbox.upload(new Blob(['jpeg']), '整改后2.jpg', 'image');
    await outbox.submit({ ...report, body: { photos: ['41', later.id] } }, 'key-00000009');
    setOnline(true);
    await outbox.flush();
    expect(server.sends.at(-1)?.body).toEqual({ photos: ['41', '41'] });
  });

  it('two flushes at once send each item once', async () => {
    const { server, outbox, setOnline } = setup();
    setOnline(false);
    await outbox.submit(report, 'key-00000007');
    await outbox.submit(report, 'key-00000008');
    setOnline(true);
    const release = server.hold();
    const both = Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    release();
    await both;
    expect(server.sends.map((s) => s.key)).toEqual(['key-00000007', 'key-00000008']);
  });

  it("lists and sends only the signed-in person's items; one left sending by a closed page waits again", async () => {
    const server = fakeServer();
    let owner = 'staff01@1001';
    const store = memoryOutboxStore([
      { key: 'left-sending-1', owner: 'staff01@1001', request: report, files: [], createdAt: 1, attempts: 1, lastError: null, state: 'sending' },
      { key: 'someone-else-1', owner: 'aq01@1001', request: report, files: [], createdAt: 2, attempts: 0, lastError: null, state: 'waiting' },
    ]);
    const outbox = createOutbox({ store, transport: server.transport, owner: () => owner, online: () => true });
    await outbox.flush();
    expect(server.sends.map((s) => s.key)).toEqual(['left-sending-1']);
    expect((await store.items()).map((i) => i.key)).toEqual(['someone-else-1']);
    owner = 'aq01@1001';
    await outbox.flush();
    expect(server.sends.map((s) => s.key)).toEqual(['left-sending-1', 'someone-else-1']);
  });
});
