import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMIT_KINDS } from '../../src/domain/permit-kinds.ts';
import type { RouteEntry } from '../../src/server/app.ts';
import { ANSWERED_FIELDS } from '../../src/server/http/answered-fields.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { createDraft, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { baseline, type FieldSchemaLike } from './helpers/route-fields.ts';
import { toQuery } from './helpers/schema-payload.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 11 item 5: every 4xx carries `code` (the status) and a `msg`, every 400 `errors` naming the field,
 * also where Fastify or Node answer before a route does; an unknown body field is refused by name on every
 * route that takes a body, while the fields the API answers (ANSWERED_FIELDS) are accepted and ignored, so
 * that a record sent back as it was received saves.
 */
let t: TestApp;
let api: PermitApi;
let routes: RouteEntry[];
const tokens: Record<string, string> = {};
const U = '/zax-cloud';

interface Envelope {
  code?: unknown;
  msg?: unknown;
  errors?: { field: string; message: string }[];
}

type Part = 'params' | 'querystring' | 'body';
const schemaOf = (r: RouteEntry, part: Part) => (r.schema as Record<Part, FieldSchemaLike | undefined> | undefined)?.[part];

/** The route's own request with its body replaced, as qyadmin (admin when qyadmin may not call it). */
async function send(route: RouteEntry, body: Record<string, unknown>) {
  const params = baseline(schemaOf(route, 'params'));
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '1')));
  const req = { method: route.method as 'POST', url: url + toQuery(baseline(schemaOf(route, 'querystring'))), payload: body };
  if (route.access === 'public') return t.call(req);
  let res = await t.call({ ...req, token: tokens.qyadmin });
  if (res.statusCode === 401 || res.statusCode === 403) res = await t.call({ ...req, token: tokens.admin });
  return res;
}

function expectEnvelope(status: number, body: Envelope, field?: string) {
  expect(body.code).toBe(status);
  expect(typeof body.msg === 'string' && body.msg.length > 0).toBe(true);
  if (status === 400) {
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const e of body.errors ?? []) expect(e.field && e.message).toBeTruthy();
    if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
  }
}

const resourceOf = (r: RouteEntry) => resourceRegistry().all.find((x) => r.url === `${U}${x.endpoint}`);
const isResourceRoute = (r: RouteEntry) => resourceOf(r) !== undefined;
/** The body fields a route takes: its schema's, or for a resource record its form's. */
const declared = (r: RouteEntry) => new Set(Object.keys(resourceOf(r)?.form.properties ?? schemaOf(r, 'body')?.properties ?? {}));
const withBody = () => routes.filter((r) => r.method !== 'GET' && schemaOf(r, 'body'));

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  tokens.qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  routes = t.app.routeTable.filter((r) => r.url.startsWith(`${U}/`) && !r.url.startsWith(`${U}/docs`));
});
afterAll(() => t?.close());

describe('route validators', () => {
  it('compile for every route: a schema ajv refuses fails here, not at a user\'s first request', () => {
    // Validators compile on first use (http/lazy-validators.ts); those no test called yet compile now.
    const withSchema = routes.filter((r) => r.schema && ['params', 'querystring', 'body'].some((p) => schemaOf(r, p as Part)));
    expect(withSchema.length).toBeGreaterThan(300);
    expect(() => t.app.validators.compileAll()).not.toThrow();
    expect(t.app.validators.compileAll()).toBe(0);
  });
});

describe('unknown body fields', () => {
  it('are refused by name on every route that takes a body', async () => {
    const all = withBody();
    expect(all.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const route of all) {
      const res = await send(route, { ...baseline(schemaOf(route, 'body')), zzUnknownField: 1 });
      const body = res.json() as Envelope;
      const named = body.errors?.find((e) => e.field === 'zzUnknownField');
      if (res.statusCode !== 400 || body.code !== 400 || !named?.message.includes('zzUnknownField')) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('are refused by name in a query string', async () => {
    const res = await t.call({ method: 'GET', url: `${U}/user/departmentinfo/list?flat=true&zz=1`, token: tokens.qyadmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '不支持的字段：zz', errors: [{ field: 'zz', message: '不支持的字段：zz' }] });
  });

  it('are named where they are nested', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${U}/user/configinfo/batchUpdate`,
      token: tokens.qyadmin,
      payload: { items: [{ id: 1, configValue: 'x', extra: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(400, res.json(), 'items.0.extra');
  });

  it('except the fields the API answers, which every route ignores when it does not take them', async () => {
    const answered = Object.fromEntries(ANSWERED_FIELDS.map((k) => [k, k.endsWith('At') ? new Date().toISOString() : 1]));
    const failures: string[] = [];
    let checked = 0;
    for (const route of withBody()) {
      // A body that is a map (approval roles by kind) has no fields of its own to send back.
      if (!schemaOf(route, 'body')?.properties && !isResourceRoute(route)) continue;
      const body = baseline(schemaOf(route, 'body'));
      // The unknown field keeps every handler from running: the answer is the refusal, naming what it refuses.
      const res = await send(route, { ...answered, ...body, zzUnknownField: 1 });
      const errors = (res.json() as Envelope).errors ?? [];
      if (!errors.some((e) => e.field === 'zzUnknownField')) failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      const refused = errors.filter((e) => ANSWERED_FIELDS.includes(e.field.split('.')[0]) && !declared(route).has(e.field.split('.')[0]));
      if (refused.length) failures.push(`${route.method} ${route.url} → ${refused.map((e) => e.message).join('；')}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});

describe('a record sent back as it was received', () => {
  const first = (x: unknown) => (Array.isArray(x) ? x[0] : (x as { rows: unknown[] }).rows[0]) as Record<string, unknown>;

  it('updates a resource record', async () => {
    const rows = (await t.call({ method: 'GET', url: `${U}/u-basic/company-safety-manager/list`, token: tokens.qyadmin })).json().data.rows;
    const id = rows[0].id as number;
    const detail = (await t.call({ method: 'GET', url: `${U}/u-basic/company-safety-manager/${id}`, token: tokens.qyadmin })).json().data;
    expect(detail).toMatchObject({ id, createdAt: expect.any(String), status: 1 });
    const res = await t.call({ method: 'PUT', url: `${U}/u-basic/company-safety-manager`, token: tokens.qyadmin, payload: detail });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: detail.name });
  });

  it.each(PERMIT_KINDS.slice(0, 3))('saves a %s permit draft from its detail', async (kind) => {
    const { id } = await createDraft(api, kind);
    const detail = await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`);
    expect(detail.e).toMatchObject({ id, zhuangTai: 'DRAFT', events: expect.any(Array) });
    const res = await api.post('staff01', `${kindUrl(kind)}/saveOrUpdate`, detail.e);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.e).toMatchObject({ id, zuoYeBianHao: detail.e.zuoYeBianHao });
  });

  it.each([
    ['departmentinfo', 'GET', '/user/departmentinfo/list?flat=true'],
    ['contractorinfo', 'GET', '/user/contractorinfo/list'],
    ['staffinfo', 'POST', '/user/staffinfo/list'],
    ['sysuser', 'GET', '/user/sysuser/list'],
  ])('updates a %s row from its list', async (what, method, list) => {
    const rows = (await t.call({ method: method as 'GET', url: `${U}${list}`, token: tokens.qyadmin, payload: method === 'POST' ? {} : undefined })).json();
    const row = first(rows.data ?? rows.entity);
    const res = await t.call({ method: 'POST', url: `${U}/user/${what}/update`, token: tokens.qyadmin, payload: row });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('updates a menu from the menu tree', async () => {
    const tree = (await t.call({ method: 'GET', url: `${U}/user/sysmenu/list`, token: tokens.admin })).json().data;
    const child = first(tree).children as Record<string, unknown>[];
    const res = await t.call({ method: 'POST', url: `${U}/user/sysmenu/update`, token: tokens.admin, payload: child[0] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('updates a duty from the duty tree', async () => {
    const dept = first((await t.call({ method: 'GET', url: `${U}/user/departmentinfo/list?flat=true`, token: tokens.qyadmin })).json().data);
    const saved = await t.call({ method: 'POST', url: `${U}/user/dutyinfo/save`, token: tokens.qyadmin, payload: { departmentId: dept.id, name: '回传岗位', staffIds: [] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const tree = (await t.call({ method: 'GET', url: `${U}/user/dutyinfo/list-dept-tree`, token: tokens.qyadmin })).json().data as Record<string, unknown>[];
    const flat = (nodes: Record<string, unknown>[]): Record<string, unknown>[] => nodes.flatMap((n) => [n, ...flat((n.children as Record<string, unknown>[]) ?? [])]);
    const node = flat(tree).find((n) => n.id === dept.id)!;
    const duty = (node.duties as Record<string, unknown>[]).find((d) => d.name === '回传岗位')!;
    const res = await t.call({ method: 'POST', url: `${U}/user/dutyinfo/update`, token: tokens.qyadmin, payload: { ...duty, departmentId: dept.id } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('bodies that do not parse', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.call({ method: 'POST', url: `${U}/user/departmentinfo/save`, token: tokens.qyadmin, payload, headers: { 'content-type': contentType } });

  it.each([
    ['malformed JSON', '{"name": ', 'body'],
    ['an empty JSON body', '', 'body'],
    ['a __proto__ key', '{"name": "x", "__proto__": {"admin": true}}', '__proto__'],
    ['a nested __proto__ key', '{"name": "x", "meta": {"__proto__": {"admin": true}}}', 'meta.__proto__'],
    ['an escaped __proto__ key', '{"name": "x", "\\u005f_proto__": {"admin": true}}', '__proto__'],
    ['a constructor.prototype key', '{"name": "x", "constructor": {"prototype": {"admin": true}}}', 'constructor'],
    ['a NUL in a value', '{"name": "a\\u0000b"}', 'name'],
    ['a NUL in a nested value', '{"name": "x", "meta": [{"k": "a\\u0000b"}]}', 'meta.0.k'],
  ])('refuses %s naming the field', async (_what, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expectEnvelope(400, res.json(), field);
  });

  it('refuses a prototype key in an array and changes nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from departmentinfo');
    const res = await t.call({
      method: 'POST',
      url: `${U}/user/dutyinfo/save`,
      token: tokens.qyadmin,
      payload: '{"departmentId": 1, "name": "x", "staffIds": [{"__proto__": 1}]}',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(400, res.json(), 'staffIds.0.__proto__');
    expect(await t.db.query('select count(*)::int as n from departmentinfo')).toEqual(before);
  });

  it('refuses a NUL in a query string, naming the parameter', async () => {
    const res = await t.call({ method: 'GET', url: `${U}/user/departmentinfo/list?name=a%00b`, token: tokens.qyadmin });
    expect(res.statusCode).toBe(400);
    expectEnvelope(400, res.json(), 'name');
  });

  it('answers 413 and 415 in the envelope', async () => {
    const big = await post(JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 10) }));
    expect(big.statusCode).toBe(413);
    expectEnvelope(413, big.json());
    const xml = await post('<name/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expectEnvelope(415, xml.json());
  });
});

describe('answers outside the routes', () => {
  it.each([
    ['an unknown path', 'GET', `${U}/nothing-here`, 404],
    ['an unknown method on a known path', 'PATCH', `${U}/user/departmentinfo/save`, 404],
    ['a path that does not decode', 'GET', `${U}/u-basic/action-template/%E0%A4%A`, 400],
  ])('answers %s in the envelope', async (_what, method, url, status) => {
    const res = await t.call({ method: method as 'GET', url, token: tokens.qyadmin });
    expect(res.statusCode).toBe(status);
    expectEnvelope(status, res.json(), status === 400 ? 'url' : undefined);
  });

  it('answers every route called without a token in the envelope', async () => {
    const bad: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public' && x.url !== `${U}/health`)) {
      const res = await t.call({ method: r.method as 'GET', url: r.url.replace(/:(\w+)/g, '1') });
      const body = res.json() as Envelope;
      if (res.statusCode !== 401 || body.code !== 401 || typeof body.msg !== 'string') bad.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('answers of the HTTP server itself', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and answers the raw response. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let out = '';
      socket.on('data', (d) => (out += d.toString('utf8')));
      socket.on('end', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
      socket.write(request);
    });
  const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as Envelope;

  it('answers a header past the limit with 431 in the envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${U}/health`, { headers: { 'x-big': 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expectEnvelope(431, (await res.json()) as Envelope);
  });

  it('answers a malformed request with 400 in the envelope, naming the request', async () => {
    const response = await raw('GARBAGE\r\n\r\n');
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expectEnvelope(400, bodyOf(response), 'request');
  });
});
