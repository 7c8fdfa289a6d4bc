// The request building of the `binding` keyword (binding.ts): what HTTP request each action of a bound
// resource sends (method, url, query, body) and how its answer is read (rows and total of a list, the record
// of a detail, create or update), so that the runtime's client speaks the service's own pattern. Pure: the
// runtime (src/runtime/bound-client.ts) sends the requests; tests check them table-driven.
import { ID_TOKEN, IDS_TOKEN, placeOf, type Binding, type BindingAction, type BoundAction } from './binding.ts';
import { SchemaTextError, text, type Text } from '../schema-text.ts';

/** Parameter values as the runtime's list passes them (filters named after fields). */
export type BoundParams = Record<string, unknown>;

/** One HTTP request of a bound action (url under the API base). */
export interface BoundRequest {
  method: BindingAction['method'];
  url: string;
  /** Query string parameters (undefined values left out). */
  params?: BoundParams;
  /** JSON body. */
  data?: BoundParams;
}

/** A binding asked for an action it does not name (the file check prevents it for declared actions). */
export class UnboundActionError extends SchemaTextError {
  constructor(action: BoundAction) {
    super(text('schema.binding.noAction', { action }));
    this.name = 'UnboundActionError';
  }
}

function actionOf(b: Binding, action: BoundAction): BindingAction {
  const a = b.actions[action];
  if (!a) throw new UnboundActionError(action);
  return a;
}

/** `send` with `$id` and `$ids` replaced (inside lists too). */
function filled(send: Record<string, unknown> | undefined, ids: readonly (string | number)[]): BoundParams {
  const one = (v: unknown): unknown => (v === ID_TOKEN ? ids[0] : v === IDS_TOKEN ? [...ids] : v);
  const out: BoundParams = {};
  for (const [k, v] of Object.entries(send ?? {})) out[k] = Array.isArray(v) ? v.flatMap((x) => (x === IDS_TOKEN ? [...ids] : [one(x)])) : one(v);
  return out;
}

/** Leaves out undefined and empty-string values (an unset filter is not sent). */
function compact(p: BoundParams): BoundParams {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));
}

function build(a: BindingAction, ids: readonly (string | number)[], values: BoundParams): BoundRequest {
  const id = ids[0];
  const url = id === undefined ? a.path : a.path.replace(/:id\b/g, encodeURIComponent(String(id)));
  const all = { ...values, ...filled(a.send, ids) };
  const place = placeOf(a);
  if (place === 'path' || Object.keys(all).length === 0) return place === 'body' ? { method: a.method, url, data: all } : { method: a.method, url };
  return place === 'query' ? { method: a.method, url, params: all } : { method: a.method, url, data: all };
}

/**
 * The list request: the filters and sort of the runtime's list, and its `page`/`limit` under the binding's
 * paging names (an unpaged binding sends no paging: the answer has every row).
 */
export function listRequest(b: Binding, params: BoundParams): BoundRequest {
  const { page, limit, ...filters } = params;
  const paging: BoundParams = b.paging ? { [b.paging.page]: page, [b.paging.size]: limit } : {};
  return build(actionOf(b, 'list'), [], compact({ ...filters, ...paging }));
}

export function detailRequest(b: Binding, id: number): BoundRequest {
  return build(actionOf(b, 'detail'), [id], {});
}

export function createRequest(b: Binding, values: BoundParams): BoundRequest {
  return build(actionOf(b, 'create'), [], values);
}

/** The update request: the values with the id under the binding's id field. */
export function updateRequest(b: Binding, values: BoundParams & { id: number }): BoundRequest {
  const { id, ...rest } = values;
  return build(actionOf(b, 'update'), [id], { ...rest, [b.id ?? 'id']: id });
}

/** The delete requests: one per id when the binding sends one id (`deleteById?id=`), else one for all. */
export function deleteRequests(b: Binding, ids: readonly number[]): BoundRequest[] {
  const a = actionOf(b, 'delete');
  const all = Object.values(a.send ?? {}).some((v) => v === IDS_TOKEN || (Array.isArray(v) && v.includes(IDS_TOKEN)));
  return all ? [build(a, ids, {})] : ids.map((id) => build(a, [id], {}));
}

/** The value at a dotted path (`rows.0`); '' is the value itself. */
export function pick(value: unknown, path: string): unknown {
  if (path === '') return value;
  let cur = value;
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

/** The payload of an answer body (under the binding's envelope). */
function payload(b: Binding, body: unknown): unknown {
  return pick(body, b.envelope);
}

/** A bound service answered something else than the binding says (a wrong binding file). */
export class BoundAnswerError extends SchemaTextError {
  constructor(what: Text | string) {
    super(text('schema.binding.badAnswer', { what }));
    this.name = 'BoundAnswerError';
  }
}

/** The rows and total of a list answer; an unpaged binding's total is the number of rows. */
export function listAnswer(b: Binding, body: unknown): { rows: Record<string, unknown>[]; total: number } {
  const a = actionOf(b, 'list');
  const rows = pick(payload(b, body), a.rows ?? '');
  if (!Array.isArray(rows)) throw new BoundAnswerError(text('schema.binding.rowsNotArray', { path: `${b.envelope}${a.rows ? `.${a.rows}` : ''}` }));
  const total = a.total === undefined ? rows.length : Number(pick(payload(b, body), a.total));
  if (!Number.isFinite(total)) throw new BoundAnswerError(text('schema.binding.totalNotNumber', { path: `${b.envelope}.${a.total}` }));
  return { rows: rows as Record<string, unknown>[], total };
}

/** The row whose id field holds `id`, searched depth first through nested `children`. */
function findRow(rows: unknown, idField: string, id: number): unknown {
  if (!Array.isArray(rows)) return undefined;
  for (const row of rows) {
    if (row === null || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    if (Number(r[idField]) === id) return r;
    const below = findRow(r.children, idField, id);
    if (below !== undefined) return below;
  }
  return undefined;
}

/**
 * The record of a detail, create or update answer; null when the answer holds none (a detail of a deleted
 * record). `id`: the detail's id, for a binding that picks the record out of rows.
 */
export function recordAnswer(b: Binding, action: 'detail' | 'create' | 'update', body: unknown, id?: number): Record<string, unknown> | null {
  const a = actionOf(b, action);
  const rec = a.pickById ? findRow(pick(payload(b, body), a.rows ?? ''), b.id ?? 'id', id ?? NaN) : pick(payload(b, body), a.record ?? '');
  return rec !== null && typeof rec === 'object' && !Array.isArray(rec) ? (rec as Record<string, unknown>) : null;
}
