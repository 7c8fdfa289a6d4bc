// The runtime's ResourceClient on the phone (issue 15, docs/phone.md): the desktop's HTTP client for every read,
// and phoneSend for the writes (create, update, delete), so that each submission carries its idempotency key and
// can wait in the outbox when there is no signal. A write kept for later (`queued`) answers the values it will
// send, marked so that the page can say so (`wasQueued`). A bound resource (the `binding` keyword) speaks its own
// service's envelope, which phoneSend does not read: its writes stay on the desktop's client.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ResourceClient, ResourceRecord } from '../../runtime/resource-client.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import { phoneSend, phoneUpload, type PhoneSendResult } from './phone-send.ts';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

/** The records answered for writes kept on the phone (not sent yet). */
const queued = new WeakSet<object>();

/** Whether a record answered by a write of the phone client waits in the outbox instead of being saved. */
export function wasQueued(record: object | null | undefined): boolean {
  return record != null && queued.has(record);
}

/** The answer of a write: the server's record, or (kept for later) the values marked as queued. */
export function recordOf(result: PhoneSendResult<ResourceRecord | null>, values: Record<string, unknown>): ResourceRecord {
  if (result.status === 'sent') return result.data ?? ({ id: Number(values.id ?? 0), ...values } as ResourceRecord);
  const record = { ...values, id: Number(values.id ?? 0) } as ResourceRecord;
  queued.add(record);
  return record;
}

/** What the outbox lists for a write: the resource's title and what is done. */
function label(resource: ResourceFile, what: 'create' | 'update' | 'delete', id?: number): string {
  const title = t(what === 'create' ? 'mshell.create.title' : 'mshell.record.editTitle', { title: resource.title });
  return id === undefined ? title : `${title} #${id}`;
}

/** The phone's client over `base` (the desktop's HTTP client by default; stories and tests pass a fake). */
export function phoneResourceClient(
  base: ResourceClient = httpResourceClient,
  send: typeof phoneSend = phoneSend,
  /** A photo taken without signal waits on the phone (`pending:<uuid>`) and goes up before the record that holds it. */
  upload: ResourceClient['upload'] = (file, kind) => phoneUpload(file, kind),
): ResourceClient {
  return {
    ...base,
    upload,
    async create(resource, values) {
      if (resource.binding) return base.create(resource, values);
      return recordOf(await send<ResourceRecord | null>({ method: 'POST', url: resource.endpoint, body: values, label: label(resource, 'create') }), values);
    },
    async update(resource, values) {
      if (resource.binding) return base.update(resource, values);
      const result = await send<ResourceRecord | null>({ method: 'PUT', url: resource.endpoint, body: values, label: label(resource, 'update', values.id) });
      return recordOf(result, values);
    },
    async remove(resource, ids) {
      if (resource.binding) return base.remove(resource, ids);
      const result = await send<{ deleted: number } | null>({ method: 'DELETE', url: resource.endpoint, body: { ids }, label: label(resource, 'delete', ids[0]) });
      return result.status === 'sent' ? (result.data?.deleted ?? 0) : ids.length;
    },
  };
}
