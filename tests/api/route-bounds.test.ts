import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app.ts';
import { ID_MAX, INT_MAX } from '../../src/server/http/json-schema.ts';
import { isIdName } from '../../src/server/http/bound-integers.ts';
import { baseline, integerFields, withValue, type FieldAt, type FieldSchemaLike } from './helpers/route-fields.ts';
import { toQuery } from './helpers/schema-payload.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 11 item 4: every integer of every route (path, query string, body, at any depth) refuses a value
 * past 2^63, past 1e30, below zero and a non-number at its field, before SQL: 400 with `errors` naming
 * the field, never a 500 and never the database's 数值超出范围. The requests are generated from the
 * registered route schemas, so a route added later is walked too.
 */
let t: TestApp;
let routes: RouteEntry[];
const tokens: Record<string, string> = {};

type Part = 'params' | 'querystring' | 'body';
interface Bad {
  label: string;
  json: unknown;
  text: string;
  applies: (s: FieldSchemaLike, name: string) => boolean;
}

const types = (s: FieldSchemaLike) => [s.type ?? []].flat();
const takesText = (s: FieldSchemaLike) => types(s).includes('string');
/** An id that may come as a string too ('1001'); other integer-or-string fields are codes. */
const textId = (s: FieldSchemaLike, name: string) => takesText(s) && isIdName(name);

const BAD: Bad[] = [
  { label: '2^63', json: 2 ** 63, text: '9223372036854775808', applies: () => true },
  { label: '1e30', json: 1e30, text: '1e30', applies: () => true },
  // A route that takes negative integers declares its own minimum below zero.
  { label: '-1', json: -1, text: '-1', applies: (s) => (s.minimum ?? 0) >= 0 },
  { label: 'abc', json: 'abc', text: 'abc', applies: (s, name) => !takesText(s) || textId(s, name) },
  { label: '2^63 as text', json: '9223372036854775808', text: '9223372036854775808', applies: textId },
];

interface Probe {
  route: RouteEntry;
  part: Part;
  field: FieldAt;
  bad: Bad;
}

function requestOf({ route, part, field, bad }: Probe) {
  const s = (route.schema ?? {}) as Record<Part, FieldSchemaLike | undefined>;
  const base = (p: Part) => baseline(s[p]);
  const params: Record<string, unknown> = part === 'params' ? withValue(base('params'), s.params!, field.path, bad.text) : base('params');
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '1')));
  const query = part === 'querystring' ? withValue(base('querystring'), s.querystring!, field.path, bad.text) : base('querystring');
  const payload = part === 'body' ? withValue(base('body'), s.body!, field.path, bad.json) : s.body ? base('body') : undefined;
  return { method: route.method as 'GET', url: url + toQuery(query), payload: route.method === 'GET' ? undefined : payload };
}

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const route of routes) {
    for (const part of ['params', 'querystring', 'body'] as const) {
      if (part === 'body' && route.method === 'GET') continue;
      const schema = (route.schema as Record<Part, FieldSchemaLike | undefined> | undefined)?.[part];
      for (const field of integerFields(schema)) {
        // Query strings and paths hold top-level values only.
        if (part !== 'body' && field.path.length !== 1) continue;
        const name = field.path.filter((x) => x !== '0').at(-1) ?? '';
        for (const bad of BAD) if (bad.applies(field.schema, name)) out.push({ route, part, field, bad });
      }
    }
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/zax-cloud/') && !r.url.startsWith('/zax-cloud/docs'));
});
afterAll(() => t?.close());

describe('integer bounds on every route', () => {
  it('declares a minimum and a maximum on every integer of every route schema', () => {
    const unbounded: string[] = [];
    let count = 0;
    for (const route of routes) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        for (const f of integerFields((route.schema as Record<Part, FieldSchemaLike | undefined> | undefined)?.[part])) {
          count++;
          const max = f.schema.maximum;
          if (max === undefined || max > ID_MAX || (f.schema.minimum === undefined && f.schema.exclusiveMinimum === undefined)) {
            unbounded.push(`${route.method} ${route.url} ${part}.${f.path.join('.')}`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(unbounded).toEqual([]);
  });

  it('bounds an id by ID_MAX and another integer by INT_MAX unless the route says otherwise', () => {
    const of = (method: string, url: string, part: Part, path: string) => {
      const r = routes.find((x) => x.method === method && x.url === url);
      const f = integerFields((r?.schema as Record<Part, FieldSchemaLike | undefined> | undefined)?.[part]).find((x) => x.path.join('.') === path);
      return f && { minimum: f.schema.minimum, maximum: f.schema.maximum };
    };
    expect(of('GET', '/zax-cloud/u-basic/action-template/:id', 'params', 'id')).toEqual({ minimum: 1, maximum: ID_MAX });
    expect(of('POST', '/zax-cloud/user/staffinfo/save', 'body', 'status')).toEqual({ minimum: 0, maximum: INT_MAX });
    expect(of('POST', '/zax-cloud/user/sysmenu/save', 'body', 'sort')).toEqual({ minimum: -1_000_000, maximum: 1_000_000 });
    expect(of('POST', '/zax-cloud/tszy/zuo-ye-piao/create', 'body', 'zuoYePiaoIds.0')).toEqual({ minimum: 1, maximum: ID_MAX });
  });

  it('refuses out-of-range and non-numeric integers at their field on every route', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    const unreached = new Set<string>();
    for (const probe of all) {
      const req = requestOf(probe);
      const publicRoute = probe.route.access === 'public';
      let res = await t.call({ ...req, token: publicRoute ? undefined : tokens.qyadmin });
      if (res.statusCode === 401 || res.statusCode === 403) res = await t.call({ ...req, token: tokens.admin });
      const where = `${probe.route.method} ${probe.route.url} ${probe.part}.${probe.field.path.join('.')}=${probe.bad.label}`;
      if (res.statusCode === 401 || res.statusCode === 403) {
        unreached.add(`${probe.route.method} ${probe.route.url}`);
        continue;
      }
      const body = res.json() as { code?: unknown; msg?: unknown; errors?: { field: string; message: string }[] };
      const field = probe.field.path.join('.');
      const named = body.errors?.find((e) => e.field === field);
      if (res.statusCode !== 400 || body.code !== 400 || !named || !named.message || body.msg === '数值超出范围') {
        failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...unreached]).toEqual([]);
  });

  it('names the bound in the message', async () => {
    const res = await t.call({ method: 'GET', url: `/zax-cloud/u-basic/action-template/${2 ** 63}`, token: tokens.qyadmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'id', message: `记录ID不能大于${ID_MAX}` }] });
  });

  it('refuses a record id past ID_MAX in a comma list of ids', async () => {
    const res = await t.call({ method: 'DELETE', url: `/zax-cloud/u-basic/action-template?ids=1,${ID_MAX + 2}`, token: tokens.qyadmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'ids' }] });
  });
});
