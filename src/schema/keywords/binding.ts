// The `binding` keyword (issue 13 item 1; docs/schema-engine.md "Bindings"): a resource file that renders
// an existing service that does not follow the generic pattern (the `/user` service's staff, departments,
// roles, menus). The file names, for each action the runtime calls, the method, the path (`:id` for the
// record's id), where the parameters go, and where the answer's rows, total or record sit inside the
// envelope; plus the envelope, the paging names and the id field. This file holds the types and the two
// checks: the file check (at load, with the meta-schema) and the check against the server's registered
// routes (run by the server once every route is registered). The request building is binding-request.ts.
// Pure: no I/O.
import type { Action, ResourceFile } from '../resource-types.ts';
import type { FileCheck } from './keyword-checks.ts';
import { text, type Text } from '../schema-text.ts';

/** The actions a binding may name: what the runtime's ResourceClient calls for a table, form and detail. */
export type BoundAction = 'list' | 'detail' | 'create' | 'update' | 'delete';
export const BOUND_ACTIONS: readonly BoundAction[] = Object.freeze(['list', 'detail', 'create', 'update', 'delete']);

export type BindingMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where an action's parameters go: the query string, the JSON body, or only the path (`:id`). */
export type BindingPlace = 'query' | 'body' | 'path';

/** The value of `send` standing for the record's id (one request per id for a delete). */
export const ID_TOKEN = '$id';
/** The value of `send` standing for every id of a delete (one request for all). */
export const IDS_TOKEN = '$ids';

export interface BindingAction {
  method: BindingMethod;
  /** The path under the API base (`/user/staffinfo/list`); `:id` is replaced by the record's id. */
  path: string;
  /** Where the parameters go (default: `query` for GET and DELETE, `body` otherwise). */
  in?: BindingPlace;
  /** Parameters always sent; a value `$id` is the record's id, `["$id"]` a list holding it, `$ids` every id. */
  send?: Record<string, unknown>;
  /** list: the rows, as a dotted path inside the envelope's payload ('' for the payload itself). */
  rows?: string;
  /** list: the total, as a dotted path inside the payload; absent: the number of rows (an unpaged list). */
  total?: string;
  /** detail, create, update: the record, as a dotted path inside the payload (`rows.0`); absent: the payload. */
  record?: string;
  /**
   * detail over a service without a detail call: the record is the row of `rows` whose id field holds the
   * id (rows nested under `children` too, as a tree answers them).
   */
  pickById?: boolean;
}

export interface BindingPaging {
  /** The name of the 1-based page number (`page`, `pageNum`, `pageIndex`). */
  page: string;
  /** The name of the page size (`limit`, `pageSize`). */
  size: string;
}

export interface Binding {
  /** Where the payload sits in the answer: `data` (most services) or `entity` (`/user/sysuser`, `/tszy`). */
  envelope: 'data' | 'entity';
  /** The record's id field (default `id`). */
  id?: string;
  /** The paging names of the list; absent: the list answers every row at once (paged by the browser). */
  paging?: BindingPaging;
  actions: Partial<Record<BoundAction, BindingAction>>;
}

/** The generic actions a bound file may declare, each with the binding action it needs. */
const NEEDS: Partial<Record<Action, BoundAction>> = { list: 'list', detail: 'detail', create: 'create', update: 'update', delete: 'delete' };

/**
 * The actions a bound file declares without a binding action: the engine's template, import and export,
 * at the generic paths under the file's endpoint, over the store the service registers (the server's
 * bound-stores.ts).
 */
export const SPREADSHEET_ACTIONS: readonly Action[] = Object.freeze(['import', 'export', 'template']);

/** The default place of an action's parameters. */
export function placeOf(a: BindingAction): BindingPlace {
  return a.in ?? (a.method === 'GET' || a.method === 'DELETE' ? 'query' : 'body');
}

/** The `:name` parameters of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);
}

/** Whether the binding's `send` uses a token anywhere (also inside a list). */
function sends(a: BindingAction, token: string): boolean {
  return Object.values(a.send ?? {}).some((v) => v === token || (Array.isArray(v) && v.includes(token)));
}

/** The id of a record passes by `:id` in the path or by `$id`/`$ids` in `send`. */
function carriesId(a: BindingAction): boolean {
  return pathParams(a.path).includes('id') || sends(a, ID_TOKEN) || sends(a, IDS_TOKEN);
}

/** The file check: what the meta-schema cannot say about a binding (and a `/user` endpoint needs one). */
export const checkBinding: FileCheck = (ctx) => {
  const r = ctx.resource;
  const b = r.binding;
  if (!b) {
    if (r.endpoint.startsWith('/user/')) ctx.add('/endpoint', text('schema.check.binding.userService'));
    return;
  }
  r.actions.forEach((action, i) => {
    // The spreadsheet actions are served by the engine over the service's store (server: bound-stores.ts).
    if (SPREADSHEET_ACTIONS.includes(action)) return;
    const need = NEEDS[action];
    if (!need) ctx.add(`/actions/${i}`, text('schema.check.binding.unbindable', { action, actions: BOUND_ACTIONS.join(', ') }));
    else if (!b.actions[need]) ctx.add(`/actions/${i}`, text('schema.check.binding.actionNeeds', { action, need }));
  });
  for (const key of ['children', 'tree', 'shared', 'textRefs', 'validity'] as const) {
    if (r[key] !== undefined) ctx.add(`/${key}`, text('schema.check.binding.generic', { key }));
  }
  if (b.id !== undefined) ctx.known(b.id, '/binding/id');
  for (const name of BOUND_ACTIONS) {
    const a = b.actions[name];
    if (!a) continue;
    const at = `/binding/actions/${name}`;
    if (!r.actions.includes(name)) ctx.add(at, text('schema.check.binding.notInActions', { action: name }));
    for (const p of pathParams(a.path)) if (p !== 'id') ctx.add(`${at}/path`, text('schema.check.binding.pathParam', { param: p }));
    if (placeOf(a) === 'path' && !pathParams(a.path).includes('id')) ctx.add(`${at}/in`, text('schema.check.binding.pathNeedsId'));
    if (placeOf(a) === 'path' && (name === 'list' || name === 'create' || name === 'update')) {
      ctx.add(`${at}/in`, text('schema.check.binding.sendsValues', { action: name }));
    }
    if (placeOf(a) === 'body' && a.method === 'GET') ctx.add(`${at}/in`, text('schema.check.binding.getBody'));
    if (name === 'list') {
      if (a.rows === undefined) ctx.add(`${at}/rows`, text('schema.check.binding.listRows'));
      if (b.paging && a.total === undefined) ctx.add(`${at}/total`, text('schema.check.binding.listTotal'));
      if (a.record !== undefined) ctx.add(`${at}/record`, text('schema.check.binding.listRecord'));
    } else if (a.pickById) {
      if (name !== 'detail') ctx.add(`${at}/pickById`, text('schema.check.binding.pickDetail'));
      if (a.rows === undefined) ctx.add(`${at}/rows`, text('schema.check.binding.pickRows'));
      if (a.record !== undefined || a.total !== undefined) ctx.add(at, text('schema.check.binding.pickNeither'));
    } else {
      if (a.rows !== undefined || a.total !== undefined) ctx.add(`${at}/${a.rows !== undefined ? 'rows' : 'total'}`, text('schema.check.binding.answersRecord', { action: name }));
      if ((name === 'detail' || name === 'delete') && !carriesId(a)) ctx.add(at, text('schema.check.binding.sendId', { action: name }));
    }
  }
};

/** A route of the server as the route check sees it (Fastify's url, with the API prefix). */
export interface KnownRoute {
  method: string;
  url: string;
}

/** A path with every `:param` as `:` (so `/a/:id` and `/a/:key` are the same route). */
function routeShape(url: string): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':').replace(/\/+$/, '');
}

/**
 * The check against the server's registered routes: each bound action's method and path (under `prefix`,
 * the API base) must be a route. Answers the problems at the pointer of the path.
 */
export function bindingRouteProblems(r: ResourceFile, routes: readonly KnownRoute[], prefix: string): { pointer: string; message: Text }[] {
  const b = r.binding;
  if (!b) return [];
  const known = new Set(routes.map((x) => `${x.method.toUpperCase()} ${routeShape(x.url)}`));
  const out: { pointer: string; message: Text }[] = [];
  for (const name of BOUND_ACTIONS) {
    const a = b.actions[name];
    if (!a) continue;
    if (!known.has(`${a.method} ${routeShape(prefix + a.path)}`)) {
      out.push({ pointer: `/binding/actions/${name}/path`, message: text('schema.check.binding.noRoute', { method: a.method, path: a.path }) });
    }
  }
  return out;
}
