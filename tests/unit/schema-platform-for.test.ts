// The `platformFor` keyword (src/schema/keywords/platform-for.ts): the platform's records for one enterprise. The
// meta-schema takes `{field}` only; the file check wants an integer field, the platform administrator alone among
// the write roles and no sharing. Table-driven, hostile input included; the shipped 入驻申请 file passes.
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, unknown>;

function file(over: Json = {}): Json {
  return {
    key: 'platform-request',
    title: '平台申请',
    module: null,
    platformFor: { field: 'qyId' },
    endpoint: '/enterprise/platform-request',
    actions: ['detail'],
    permissions: { read: ['admin'], write: ['admin'] },
    form: {
      type: 'object',
      properties: {
        qyId: { type: 'integer', title: '企业', 'x-component': 'NumberPicker' },
        name: { type: 'string', title: '名称', 'x-component': 'Input' },
      },
    },
    list: { columns: [{ field: 'name' }] },
    ...over,
  };
}

function problems(json: Json): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('platformFor: the file check', () => {
  it.each<[string, Json, RegExp | null]>([
    ['an integer field, admin alone writes', {}, null],
    ['no keyword at all', { platformFor: undefined }, null],
    ['a text field', { platformFor: { field: 'name' } }, /^\/platformFor\/field: 'name' must be an integer field/],
    ['a field the form lacks', { platformFor: { field: 'tenant' } }, /^\/platformFor\/field: /],
    ['a field name with SQL in it', { platformFor: { field: "qyId') or true --" } }, /^\/platformFor\/field: /],
    ['no field', { platformFor: {} }, /^\/platformFor\/field: is required/],
    ['another key', { platformFor: { field: 'qyId', who: 'all' } }, /^\/platformFor\/who: unknown property/],
    ['an enterprise write role', { permissions: { read: ['admin', 'qyUser'], write: ['admin', 'qyUser'] } }, /^\/permissions\/write: only 'admin' writes/],
    ['also shared', { shared: 'platform', permissions: { read: ['admin', 'qyUser'], write: ['admin'] }, actions: ['list', 'detail'] }, /^\/shared: .*cannot also be shared/],
  ])('%s', (_name, over, expected) => {
    const found = problems(file(over));
    if (expected === null) expect(found).toEqual([]);
    else expect(found.some((p) => expected.test(p))).toBe(true);
  });

  it('the shipped 入驻申请 file is the platform’s for the enterprise in qyId, written by admin alone, with its review workflow', () => {
    const r = resourceRegistry().byKey.get('enterprise-apply');
    expect(r?.platformFor).toEqual({ field: 'qyId' });
    expect(r?.permissions.write).toEqual(['admin']);
    expect(r?.workflow?.transitions.map((t) => [t.action, t.from, t.to, t.opinion])).toEqual([
      ['approve', ['pending'], 'approved', 'optional'],
      ['reject', ['pending'], 'rejected', 'required'],
    ]);
    expect(problems(r as unknown as Json)).toEqual([]);
  });
});
