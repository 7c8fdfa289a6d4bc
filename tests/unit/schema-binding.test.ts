// The `binding` keyword (src/schema/keywords/binding.ts, binding-request.ts): the file check refuses what a
// binding cannot mean (at its pointer), the route check names a path the server does not have, and each
// action builds the request the service expects (method, url, query, body) and reads its answer.
// Table-driven, hostile input included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { bindingRouteProblems, type Binding } from '../../src/schema/keywords/binding.ts';
import {
  BoundAnswerError,
  UnboundActionError,
  createRequest,
  deleteRequests,
  detailRequest,
  listAnswer,
  listRequest,
  recordAnswer,
  updateRequest,
  type BoundRequest,
} from '../../src/schema/keywords/binding-request.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { englishOf } from './helpers/english-of.ts';
import { say } from '../../src/server/http/say.ts';

type Json = Record<string, unknown>;

const STAFF_BINDING: Binding = {
  envelope: 'data',
  id: 'id',
  paging: { page: 'page', size: 'limit' },
  actions: {
    list: { method: 'POST', path: '/user/staffinfo/list', in: 'body', rows: 'rows', total: 'total' },
    detail: { method: 'POST', path: '/user/staffinfo/list', send: { ids: ['$id'] }, record: 'rows.0' },
    create: { method: 'POST', path: '/user/staffinfo/save' },
    update: { method: 'POST', path: '/user/staffinfo/update' },
    delete: { method: 'GET', path: '/user/staffinfo/deleteById', send: { id: '$id' } },
  },
};

function file(over: Json = {}, binding: Json = {}): Json {
  return {
    key: 'user-staff',
    title: '人员',
    endpoint: '/user/staffinfo',
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    binding: { ...STAFF_BINDING, ...binding },
    form: { type: 'object', properties: { name: { type: 'string', title: '姓名', 'x-component': 'Input' } } },
    list: { columns: [{ field: 'name' }] },
    ...over,
  };
}

function problems(json: Json): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

const actionsWith = (over: Json): Json => ({ ...STAFF_BINDING.actions, ...over });

describe('binding: the file check', () => {
  it.each<[string, Json, Json, RegExp | null]>([
    ['the staff binding', {}, {}, null],
    ['an unpaged tree list without total', {}, { paging: undefined, actions: actionsWith({ list: { method: 'GET', path: '/user/departmentinfo/list', rows: '' } }) }, null],
    ['a detail picked out of rows', {}, { actions: actionsWith({ detail: { method: 'GET', path: '/user/sysmenu/list', rows: '', pickById: true } }) }, null],
    ['a path parameter :id', {}, { actions: actionsWith({ detail: { method: 'GET', path: '/user/thing/:id', in: 'path' } }) }, null],
    ['an unknown envelope', {}, { envelope: 'payload' }, /^\/binding\/envelope: /],
    ['an unknown method', {}, { actions: actionsWith({ create: { method: 'PATCH', path: '/user/staffinfo/save' } }) }, /^\/binding\/actions\/create\/method: /],
    ['a path without a leading slash', {}, { actions: actionsWith({ create: { method: 'POST', path: 'user/staffinfo/save' } }) }, /^\/binding\/actions\/create\/path: /],
    ['a path with a query string', {}, { actions: actionsWith({ create: { method: 'POST', path: '/user/staffinfo/save?x=1' } }) }, /^\/binding\/actions\/create\/path: /],
    ['an unknown path parameter', {}, { actions: actionsWith({ detail: { method: 'GET', path: '/user/thing/:key' } }) }, /^\/binding\/actions\/detail\/path: /],
    ['an unknown bound action', {}, { actions: actionsWith({ export: { method: 'POST', path: '/user/staffinfo/export' } }) }, /^\/binding\/actions\/export: unknown property/],
    ['an action without a binding', {}, { actions: { list: STAFF_BINDING.actions.list } }, /^\/actions\/1: action 'detail' needs binding.actions.detail/],
    ['an action a binding cannot name', { actions: ['list', 'detail', 'create', 'update', 'delete', 'enable'] }, {}, /^\/actions\/5: action 'enable' cannot be bound/],
    ['the spreadsheet actions, served by the engine over the service store', { actions: ['list', 'detail', 'create', 'update', 'delete', 'import', 'export', 'template'], import: { columns: ['name'] } }, {}, null],
    ['a bound action not declared', { actions: ['list'] }, {}, /^\/binding\/actions\/detail: bound action 'detail' is not in actions/],
    ['a list without rows', {}, { actions: actionsWith({ list: { method: 'POST', path: '/user/staffinfo/list', total: 'total' } }) }, /^\/binding\/actions\/list\/rows: /],
    ['a paged list without total', {}, { actions: actionsWith({ list: { method: 'POST', path: '/user/staffinfo/list', rows: 'rows' } }) }, /^\/binding\/actions\/list\/total: /],
    ['a GET with a body', {}, { actions: actionsWith({ delete: { method: 'GET', path: '/user/staffinfo/deleteById', in: 'body', send: { id: '$id' } } }) }, /^\/binding\/actions\/delete\/in: a GET request has no body/],
    ['path parameters without :id', {}, { actions: actionsWith({ detail: { method: 'GET', path: '/user/thing', in: 'path' } }) }, /^\/binding\/actions\/detail\/in: /],
    ['an update with its values in the path', {}, { actions: actionsWith({ update: { method: 'PUT', path: '/user/thing/:id', in: 'path' } }) }, /^\/binding\/actions\/update\/in: 'update' sends values/],
    ['a delete that sends no id', {}, { actions: actionsWith({ delete: { method: 'GET', path: '/user/staffinfo/deleteById' } }) }, /^\/binding\/actions\/delete: 'delete' must send the id/],
    ['a create answering rows', {}, { actions: actionsWith({ create: { method: 'POST', path: '/user/staffinfo/save', rows: 'rows' } }) }, /^\/binding\/actions\/create\/rows: /],
    ['pickById on an update', {}, { actions: actionsWith({ update: { method: 'POST', path: '/user/x', rows: '', pickById: true } }) }, /^\/binding\/actions\/update\/pickById: /],
    ['pickById without rows', {}, { actions: actionsWith({ detail: { method: 'GET', path: '/user/x', pickById: true } }) }, /^\/binding\/actions\/detail\/rows: /],
    ['a dotted path with a blank segment', {}, { actions: actionsWith({ detail: { ...STAFF_BINDING.actions.detail, record: 'rows..0' } }) }, /^\/binding\/actions\/detail\/record: /],
    ['an id field that is no field', {}, { id: 'staffNo' }, /^\/binding\/id: /],
    ['a tree over a bound service', { tree: { parent: 'name' } }, {}, /^\/tree: 'tree' needs the generic records/],
    ['a /user endpoint without a binding', { binding: undefined }, {}, /^\/endpoint: an endpoint of the \/user service needs a binding/],
    ['an endpoint of an unknown service', { endpoint: '/evil/staff' }, {}, /^\/endpoint: /],
  ])('%s', (_name, over, binding, expected) => {
    const json = file(over, binding);
    if ('binding' in over && over.binding === undefined) delete json.binding;
    const found = problems(json);
    if (expected === null) expect(found).toEqual([]);
    else expect(found.some((p) => expected.test(p)), found.join('\n')).toBe(true);
  });

  it('every file of schemas/bindings passes', () => {
    for (const key of ['user-staff', 'user-department', 'user-role', 'user-menu']) {
      const json = JSON.parse(readFileSync(`schemas/bindings/${key}.json`, 'utf8')) as Json;
      expect(problems(json), key).toEqual([]);
    }
  });
});

describe('binding: the check against the server routes', () => {
  const resource = checkResourceFile(file());
  if (!resource.ok) throw new Error('fixture');
  const routes = [
    { method: 'POST', url: '/zax-cloud/user/staffinfo/list' },
    { method: 'POST', url: '/zax-cloud/user/staffinfo/save' },
    { method: 'POST', url: '/zax-cloud/user/staffinfo/update' },
    { method: 'GET', url: '/zax-cloud/user/staffinfo/deleteById' },
    { method: 'GET', url: '/zax-cloud/user/thing/:key' },
  ];

  it('finds every bound path among the routes', () => {
    expect(bindingRouteProblems(resource.resource, routes, '/zax-cloud')).toEqual([]);
  });

  it.each<[string, ReturnType<typeof file>, string]>([
    ['an unknown path', file({}, { actions: actionsWith({ create: { method: 'POST', path: '/user/staffinfo/add' } }) }), '/binding/actions/create/path'],
    ['a known path with another method', file({}, { actions: actionsWith({ delete: { method: 'POST', path: '/user/staffinfo/deleteById', send: { id: '$id' } } }) }), '/binding/actions/delete/path'],
    ['a path under another prefix', file({}, { actions: actionsWith({ update: { method: 'POST', path: '/staffinfo/update' } }) }), '/binding/actions/update/path'],
  ])('names %s at its pointer', (_name, json, pointer) => {
    const r = checkResourceFile(json);
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join());
    const found = bindingRouteProblems(r.resource, routes, '/zax-cloud');
    expect(found.map((p) => p.pointer)).toEqual([pointer]);
    expect(found[0].message.id).toBe('schema.check.binding.noRoute');
    expect(say('en', found[0].message)).toMatch(/^no route (GET|POST) \/\S+ on the server$/);
    expect(say('zh', found[0].message)).toMatch(/^服务器上没有路由 (GET|POST) \/\S+$/);
  });

  it('matches a path parameter whatever the route calls it', () => {
    const r = checkResourceFile(file({ actions: ['list', 'detail'] }, { actions: { list: STAFF_BINDING.actions.list, detail: { method: 'GET', path: '/user/thing/:id', in: 'path' } } }));
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join());
    expect(bindingRouteProblems(r.resource, routes, '/zax-cloud')).toEqual([]);
  });

  it('has nothing to say about a file without a binding', () => {
    expect(bindingRouteProblems({ ...(resource.resource as ResourceFile), binding: undefined }, [], '/zax-cloud')).toEqual([]);
  });
});

describe('binding: the requests of each action', () => {
  const dept: Binding = {
    envelope: 'data',
    actions: {
      list: { method: 'GET', path: '/user/departmentinfo/list', rows: '' },
      detail: { method: 'GET', path: '/user/departmentinfo/list', send: { flat: true }, rows: '', pickById: true },
      delete: { method: 'GET', path: '/user/departmentinfo/deleteById', send: { id: '$id' } },
    },
  };
  const generic: Binding = {
    envelope: 'entity',
    id: 'uuid',
    paging: { page: 'pageIndex', size: 'pageSize' },
    actions: {
      list: { method: 'GET', path: '/tszy/thing/list', rows: 'dataList', total: 'total' },
      detail: { method: 'GET', path: '/tszy/thing/:id', in: 'path' },
      update: { method: 'PUT', path: '/tszy/thing/:id', in: 'body' },
      delete: { method: 'DELETE', path: '/tszy/thing', in: 'body', send: { ids: '$ids' } },
    },
  };

  it.each<[string, () => BoundRequest | BoundRequest[], BoundRequest | BoundRequest[]]>([
    ['staff list: paging and filters in the body', () => listRequest(STAFF_BINDING, { page: 2, limit: 10, name: '张', mobile: '' }), { method: 'POST', url: '/user/staffinfo/list', data: { name: '张', page: 2, limit: 10 } }],
    ['staff detail: the id in a list of ids', () => detailRequest(STAFF_BINDING, 7), { method: 'POST', url: '/user/staffinfo/list', data: { ids: [7] } }],
    ['staff create: the values as the body', () => createRequest(STAFF_BINDING, { name: '李四', mobile: '13800000000' }), { method: 'POST', url: '/user/staffinfo/save', data: { name: '李四', mobile: '13800000000' } }],
    ['staff update: the id under the id field', () => updateRequest(STAFF_BINDING, { id: 7, name: '李四', post: null }), { method: 'POST', url: '/user/staffinfo/update', data: { name: '李四', post: null, id: 7 } }],
    ['staff delete: deleteById?id= once per id', () => deleteRequests(STAFF_BINDING, [7, 8]), [
      { method: 'GET', url: '/user/staffinfo/deleteById', params: { id: 7 } },
      { method: 'GET', url: '/user/staffinfo/deleteById', params: { id: 8 } },
    ]],
    ['department list: unpaged, the search in the query', () => listRequest(dept, { page: 3, limit: 20, name: '车间' }), { method: 'GET', url: '/user/departmentinfo/list', params: { name: '车间' } }],
    ['department list without a search: no query at all', () => listRequest(dept, { page: 1, limit: 20 }), { method: 'GET', url: '/user/departmentinfo/list' }],
    ['department detail: the flat list', () => detailRequest(dept, 3), { method: 'GET', url: '/user/departmentinfo/list', params: { flat: true } }],
    ['other paging names in the query', () => listRequest(generic, { page: 1, limit: 50, state: ['a', 'b'] }), { method: 'GET', url: '/tszy/thing/list', params: { state: ['a', 'b'], pageIndex: 1, pageSize: 50 } }],
    ['the id in the path', () => detailRequest(generic, 42), { method: 'GET', url: '/tszy/thing/42' }],
    ['an update with the id in the path and under its own name', () => updateRequest(generic, { id: 5, name: 'x' }), { method: 'PUT', url: '/tszy/thing/5', data: { name: 'x', uuid: 5 } }],
    ['a delete of every id at once', () => deleteRequests(generic, [1, 2, 3]), [{ method: 'DELETE', url: '/tszy/thing', data: { ids: [1, 2, 3] } }]],
  ])('%s', (_name, build, expected) => {
    expect(build()).toEqual(expected);
  });

  it('refuses an action the binding does not name', () => {
    expect(() => createRequest(dept, { name: 'x' })).toThrow(UnboundActionError);
  });

  it.each<[string, Binding, unknown, { rows: unknown[]; total: number } | RegExp]>([
    ['rows and total under data', STAFF_BINDING, { code: 0, data: { rows: [{ id: 1 }], total: 31 } }, { rows: [{ id: 1 }], total: 31 }],
    ['a tree as the payload: the total is its roots', dept, { code: 0, data: [{ id: 1, children: [{ id: 2 }] }] }, { rows: [{ id: 1, children: [{ id: 2 }] }], total: 1 }],
    ['entity.dataList', generic, { code: 0, entity: { dataList: [], total: 0 } }, { rows: [], total: 0 }],
    ['rows that are not an array', STAFF_BINDING, { code: 0, data: { rows: null, total: 0 } }, /不是数组/],
    ['the other envelope', STAFF_BINDING, { code: 0, entity: { rows: [], total: 0 } }, /不是数组/],
    ['a total that is not a number', STAFF_BINDING, { code: 0, data: { rows: [], total: 'many' } }, /不是数字/],
  ])('list answer: %s', (_name, b, body, expected) => {
    if (expected instanceof RegExp) expect(() => listAnswer(b, body)).toThrow(expected);
    else expect(listAnswer(b, body)).toEqual(expected);
  });

  it('a failing answer is a BoundAnswerError', () => {
    expect(() => listAnswer(STAFF_BINDING, null)).toThrow(BoundAnswerError);
  });

  it.each<[string, Binding, 'detail' | 'create' | 'update', unknown, number | undefined, unknown]>([
    ['the first row of a list', STAFF_BINDING, 'detail', { data: { rows: [{ id: 7, name: '李四' }], total: 1 } }, 7, { id: 7, name: '李四' }],
    ['no row: null', STAFF_BINDING, 'detail', { data: { rows: [], total: 0 } }, 7, null],
    ['the payload itself', STAFF_BINDING, 'create', { data: { id: 9, name: '王五' } }, undefined, { id: 9, name: '王五' }],
    ['a null payload', STAFF_BINDING, 'update', { data: null }, undefined, null],
    ['a node deep in a tree', dept, 'detail', { data: [{ id: 1, children: [{ id: 2, children: [{ id: 3, name: '班组' }] }] }] }, 3, { id: 3, name: '班组' }],
    ['an id the tree does not hold', dept, 'detail', { data: [{ id: 1, children: [] }] }, 4, null],
    ['an id given as text by the service', dept, 'detail', { data: [{ id: '5', name: 'x' }] }, 5, { id: '5', name: 'x' }],
  ])('record answer: %s', (_name, b, action, body, id, expected) => {
    expect(recordAnswer(b, action, body, id)).toEqual(expected);
  });
});
