// The runtime half of the `binding` keyword (src/schema/keywords/binding.ts): a ResourceClient that speaks
// a bound resource's own service (its methods, paths, parameter places, envelope and paging names) and the
// generic pattern for every other resource, so that SchemaPage, SchemaForm and SchemaDetail work unchanged
// over a bound file. The requests are built by src/schema/keywords/binding-request.ts; `send` performs one
// (the app: its HTTP layer; stories and tests: a fake) and answers the whole answer body.
import {
  createRequest,
  deleteRequests,
  detailRequest,
  listAnswer,
  listRequest,
  recordAnswer,
  updateRequest,
  type BoundRequest,
} from '../schema/keywords/binding-request.ts';
import type { ClientFailure, ListAnswer, ResourceClient, ResourceRecord } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { schemaZh } from '../domain/i18n/zh/schema.ts';
import { SchemaTextError } from '../schema/schema-text.ts';
import { sayText, textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Performs one request of a bound action; resolves with the answer body, rejects with a ClientFailure. */
export type BoundSend = (request: BoundRequest) => Promise<unknown>;

/** What the runtime shows when a bound service answers no record (deleted meanwhile), in Chinese (the page says it in its language). */
export const BOUND_RECORD_GONE: string = runtimeZh['runtime.record.gone'];

function gone(): ClientFailure {
  return { message: t('runtime.record.gone'), status: 404 };
}

/**
 * A bound call whose binding or answer the engine refuses (an action the binding does not name, rows that are
 * no list): the refusal as the runtime shows it, in the page's language; anything else passes unchanged.
 */
async function spoken<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof SchemaTextError) throw refusal(e);
    throw e;
  }
}

function refusal(e: SchemaTextError): ClientFailure {
  return { message: sayText(e.text, schemaZh) };
}

/** A record of a bound answer as the runtime holds it (its id under `id`, whatever the service calls it). */
function asRecord(rec: Record<string, unknown>, idField: string): ResourceRecord {
  return { ...rec, id: Number(rec[idField]) };
}

/**
 * Rows as antd's table takes them: a tree answer's leaves lose their empty `children` list (antd would give
 * them an expand button that opens nothing).
 */
export function treeRows(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const { children, ...rest } = row;
    if (!Array.isArray(children)) return row;
    return children.length ? { ...rest, children: treeRows(children as Record<string, unknown>[]) } : rest;
  });
}

/**
 * The client over `base` that speaks each bound resource's binding for list, detail, create, update and
 * delete. An unpaged binding answers every row: the page the runtime asks for is cut from it here.
 */
export function withBindings(base: ResourceClient, send: BoundSend): ResourceClient {
  return {
    ...base,

    async list(resource, params): Promise<ListAnswer> {
      const b = resource.binding;
      if (!b) return base.list(resource, params);
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 20);
      const { rows, total } = await spoken(async () => listAnswer(b, await send(listRequest(b, params))));
      const idField = b.id ?? 'id';
      const shown = b.paging ? rows : rows.slice((page - 1) * limit, page * limit);
      return { rows: treeRows(shown).map((r) => asRecord(r, idField)), total, totalExact: true, page, limit };
    },

    async detail(resource, id) {
      const b = resource.binding;
      if (!b) return base.detail(resource, id);
      const rec = await spoken(async () => recordAnswer(b, 'detail', await send(detailRequest(b, id)), id));
      if (!rec) throw gone();
      return asRecord(rec, b.id ?? 'id');
    },

    async create(resource, values) {
      const b = resource.binding;
      if (!b) return base.create(resource, values);
      const rec = await spoken(async () => recordAnswer(b, 'create', await send(createRequest(b, values))));
      // A service that answers only the new id ({id}) or nothing: the runtime needs no more than the id.
      return asRecord(rec ?? { id: 0 }, b.id ?? 'id');
    },

    async update(resource, values) {
      const b = resource.binding;
      if (!b) return base.update(resource, values);
      const rec = await spoken(async () => recordAnswer(b, 'update', await send(updateRequest(b, values))));
      return rec ? asRecord(rec, b.id ?? 'id') : values;
    },

    async remove(resource, ids) {
      const b = resource.binding;
      if (!b) return base.remove(resource, ids);
      // One by one (deleteById?id=): a refusal stops there and names what the service said.
      for (const request of await spoken(async () => deleteRequests(b, ids))) await send(request);
      return ids.length;
    },
  };
}
