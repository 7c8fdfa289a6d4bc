import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/http/app-error.ts';
import { boundIntegers, ID_STRING_PATTERN, isIdName } from '../../src/server/http/bound-integers.ts';
import { ID_MAX, INT_MAX } from '../../src/server/http/json-schema.ts';
import { parseJsonBody } from '../../src/server/http/json-body.ts';
import { stripAnswered, stripPlan } from '../../src/server/http/strip-answered.ts';
import { clientErrorOf, fieldErrorOf } from '../../src/server/plugins/errors.ts';

type S = Record<string, unknown>;
const prop = (schema: S, ...path: string[]): S =>
  path.reduce<S>((s, k) => (k === '[]' ? (s.items as S) : ((s.properties as S)[k] as S)), schema);

describe('isIdName', () => {
  it.each<[string, boolean]>([
    ['id', true],
    ['ids', true],
    ['qyId', true],
    ['staffIds', true],
    ['zuoYePiaoIds', true],
    ['slotIndex', false],
    ['pageIndex', false],
    ['Id', false],
    ['status', false],
    ['client_id', false],
  ])('%s → %s', (name, expected) => expect(isIdName(name)).toBe(expected));
});

describe('boundIntegers', () => {
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: 1 },
      qyId: { type: ['integer', 'string', 'null'], maxLength: 20 },
      status: { type: 'integer' },
      sort: { type: 'integer', minimum: -100, maximum: 100 },
      size: { type: 'integer', exclusiveMaximum: 10 },
      ids: { type: 'array', items: { type: 'integer' } },
      items: { type: 'array', items: { type: 'object', properties: { userId: { type: 'integer' }, n: { type: 'number' } } } },
      name: { type: 'string' },
    },
  };
  const bounded = boundIntegers(schema) as S;

  it.each<[string, string[], S]>([
    ['an id keeps its minimum and gets ID_MAX', ['id'], { minimum: 1, maximum: ID_MAX }],
    ['an id that may be a string gets a digits pattern', ['qyId'], { minimum: 0, maximum: ID_MAX, pattern: ID_STRING_PATTERN }],
    ['another integer gets 0..INT_MAX', ['status'], { minimum: 0, maximum: INT_MAX }],
    ['declared bounds stay', ['sort'], { minimum: -100, maximum: 100 }],
    ['an exclusive maximum counts as a maximum', ['size'], { minimum: 0, exclusiveMaximum: 10 }],
    ['the items of ids are ids', ['ids', '[]'], { minimum: 0, maximum: ID_MAX }],
    ['nested ids in arrays of objects', ['items', '[]', 'userId'], { minimum: 0, maximum: ID_MAX }],
  ])('%s', (_what, path, expected) => expect(prop(bounded, ...path)).toMatchObject(expected));

  it('leaves numbers and strings alone and does not change the schema it was given', () => {
    expect(prop(bounded, 'items', '[]', 'n')).toEqual({ type: 'number' });
    expect(prop(bounded, 'name')).toEqual({ type: 'string' });
    expect(schema.properties.status).toEqual({ type: 'integer' });
  });
});

describe('stripAnswered', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      rows: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { v: { type: 'string' } } } },
      open: { type: 'object', properties: { a: { type: 'string' } } },
    },
  };
  const plan = stripPlan(schema)!;

  it.each<[string, S, S]>([
    ['answered fields the schema does not take go', { id: 1, name: 'a', createdAt: 'x', departmentName: 'y' }, { id: 1, name: 'a' }],
    ['answered fields the schema takes stay', { id: 'bad' }, { id: 'bad' }],
    ['unknown fields stay, for the validator to refuse', { name: 'a', nickname: 'b' }, { name: 'a', nickname: 'b' }],
    ['in closed nested objects too', { rows: [{ v: 'a', updatedAt: 'x' }, 'not an object'] }, { rows: [{ v: 'a' }, 'not an object'] }],
    ['not in open objects', { open: { a: 'x', createdAt: 'y' } }, { open: { a: 'x', createdAt: 'y' } }],
  ])('%s', (_what, body, expected) => {
    const copy = structuredClone(body);
    stripAnswered(plan, copy);
    expect(copy).toEqual(expected);
  });

  it('has no plan for a schema that removes nothing', () => {
    expect(stripPlan({ type: 'object', properties: { a: { type: 'string' } } })).toBeUndefined();
    expect(stripPlan(undefined)).toBeUndefined();
  });
});

describe('parseJsonBody', () => {
  const refusal = (text: string) => {
    try {
      parseJsonBody(text);
    } catch (e) {
      return e instanceof AppError ? { status: e.status, errors: e.errors } : e;
    }
    return undefined;
  };

  it.each<[string, string, string]>([
    ['not JSON', '{"a": ', 'body'],
    ['empty', '  ', 'body'],
    ['__proto__ at the top', '{"__proto__": {"x": 1}}', '__proto__'],
    ['__proto__ nested', '{"a": {"b": [{"__proto__": 1}]}}', 'a.b.0.__proto__'],
    ['__proto__ spelled with escapes', '{"\\u005f\\u005fproto\\u005f\\u005f": 1}', '__proto__'],
    ['constructor.prototype', '{"a": {"constructor": {"prototype": {}}}}', 'a.constructor'],
    ['a NUL in a value', '{"a": "x\\u0000"}', 'a'],
    ['a NUL in a top-level string', '"x\\u0000"', 'body'],
  ])('refuses %s, naming %s', (_what, text, field) => {
    expect(refusal(text)).toMatchObject({ status: 400, errors: [{ field }] });
  });

  it.each<[string, unknown]>([
    ['{"constructor": 1}', { constructor: 1 }],
    ['{"name": "\\u5f20\\u4e09"}', { name: '张三' }],
    ['[1, 2]', [1, 2]],
    ['null', null],
  ])('accepts %s', (text, value) => expect(parseJsonBody(text)).toEqual(value));
});

describe('fieldErrorOf', () => {
  it.each<[string, Parameters<typeof fieldErrorOf>[0], string | undefined, { field: string; message: string }]>([
    ['an unknown property names it', { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'zz' } }, 'body', { field: 'zz', message: '不支持的字段：zz' }],
    ['nested', { keyword: 'additionalProperties', instancePath: '/items/0', params: { additionalProperty: 'zz' } }, 'body', { field: 'items.0.zz', message: '不支持的字段：zz' }],
    ['a maximum names the bound', { keyword: 'maximum', instancePath: '/id', params: { limit: ID_MAX }, parentSchema: { title: '记录ID' } }, 'params', { field: 'id', message: `记录ID不能大于${ID_MAX}` }],
    ['an error on the whole part names the part', { keyword: 'type', instancePath: '', params: {} }, 'querystring', { field: 'querystring', message: '参数格式不正确' }],
  ])('%s', (_what, e, context, expected) => expect(fieldErrorOf(e, context)).toEqual(expected));
});

describe('clientErrorOf', () => {
  it.each<[string, unknown, number, S]>([
    ['a 400 without fields names the request', new AppError(400, '不行'), 400, { code: 400, msg: '不行', errors: [{ field: 'request', message: '不行' }] }],
    ['a database range error', Object.assign(new Error('out of range'), { code: '22003' }), 400, { code: 400, msg: '数值超出范围', errors: [{ field: 'request', message: '数值超出范围' }] }],
    ['a path that does not decode', Object.assign(new Error('bad url'), { code: 'FST_ERR_BAD_URL', statusCode: 400 }), 400, { code: 400, errors: [{ field: 'url' }] }],
    ['a 413', Object.assign(new Error('big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), 413, { code: 413, msg: '请求内容过大' }],
    ['a 404 keeps its message and has no errors', new AppError(404, '记录不存在'), 404, { code: 404, msg: '记录不存在' }],
  ])('%s', (_what, err, status, body) => {
    const out = clientErrorOf(err);
    expect(out?.status).toBe(status);
    expect(out?.body).toMatchObject(body);
    if (status !== 400) expect(out?.body.errors).toBeUndefined();
  });

  it('leaves a server fault to the 500 answer', () => {
    expect(clientErrorOf(new Error('boom'))).toBeUndefined();
  });
});
