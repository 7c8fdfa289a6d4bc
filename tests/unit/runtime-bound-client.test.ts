// The runtime half of the `binding` keyword (src/runtime/bound-client.ts): over a bound file the client sends
// the binding's requests (recorded here by a fake `send`) and shapes the answers as the runtime's list,
// detail and save answers; every other resource goes to the generic client unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOUND_RECORD_GONE, withBindings } from '../../src/runtime/bound-client.ts';
import type { BoundRequest } from '../../src/schema/keywords/binding-request.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { loadResource } from './helpers/load-resource.ts';
import { english } from '../../src/domain/i18n/english.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';

function bound(key: string): ResourceFile {
  const r = checkResourceFile(JSON.parse(readFileSync(`schemas/bindings/${key}.json`, 'utf8')));
  if (!r.ok) throw new Error(`${key}: ${r.errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}`);
  return r.resource;
}

const staff = bound('user-staff');
const departments = bound('user-department');

/** A client whose `send` answers `reply(request)` and records every request. */
function clientWith(reply: (req: BoundRequest) => unknown) {
  const sent: BoundRequest[] = [];
  const generic = loadResource('hazard-source');
  const base = createFakeResourceClient({ resources: [generic], records: { 'hazard-source': [{ id: 1, name: '罐区' }] } });
  const client = withBindings(base, async (req) => {
    sent.push(req);
    return reply(req);
  });
  return { client, sent, base, generic };
}

const TREE = [
  { id: 1, parentId: null, name: '公司', children: [{ id: 2, parentId: 1, name: '一车间', children: [] }] },
  { id: 3, parentId: null, name: '外协', children: [] },
];

describe('the bound client', () => {
  it('lists staff with the service paging and answers rows and total', async () => {
    const { client, sent } = clientWith(() => ({ code: 0, data: { rows: [{ id: 5, name: '张三' }], total: 41 } }));
    const a = await client.list(staff, { page: 3, limit: 20, name: '张' });
    expect(sent).toEqual([{ method: 'POST', url: '/user/staffinfo/list', data: { name: '张', page: 3, limit: 20 } }]);
    expect(a).toEqual({ rows: [{ id: 5, name: '张三' }], total: 41, totalExact: true, page: 3, limit: 20 });
  });

  it('cuts the asked page out of an unpaged answer (the tree roots)', async () => {
    const { client } = clientWith(() => ({ code: 0, data: TREE }));
    const first = await client.list(departments, { page: 1, limit: 1 });
    expect(first.rows.map((r) => r.id)).toEqual([1]);
    // A leaf loses its empty children list (antd would show it an expand button).
    expect(first.rows[0].children).toEqual([{ id: 2, parentId: 1, name: '一车间' }]);
    expect(first.total).toBe(2);
    const second = await client.list(departments, { page: 2, limit: 1 });
    expect(second.rows).toEqual([{ id: 3, parentId: null, name: '外协' }]);
  });

  it('opens a department out of the flat list, and says when it is gone', async () => {
    const flat = [TREE[0], TREE[0].children[0], TREE[1]].map(({ children: _c, ...d }) => d);
    const { client, sent } = clientWith(() => ({ code: 0, data: flat }));
    expect(await client.detail(departments, 2)).toEqual({ id: 2, parentId: 1, name: '一车间' });
    expect(sent[0]).toEqual({ method: 'GET', url: '/user/departmentinfo/list', params: { flat: true } });
    await expect(client.detail(departments, 99)).rejects.toEqual({ message: BOUND_RECORD_GONE, status: 404 });
  });

  it('creates and updates through save and update, answering the saved record', async () => {
    const { client, sent } = clientWith((req) => ({ code: 0, data: { id: 8, ...(req.data ?? {}) } }));
    expect(await client.create(staff, { name: '李四' })).toEqual({ id: 8, name: '李四' });
    expect(await client.update(staff, { id: 8, name: '李四四' })).toEqual({ id: 8, name: '李四四' });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /user/staffinfo/save', 'POST /user/staffinfo/update']);
  });

  it('deletes one id per deleteById call and stops at the first refusal', async () => {
    const refusal = { message: '人员不存在', status: 404 };
    const { client, sent } = clientWith((req) => {
      if (req.params?.id === 2) throw refusal;
      return { code: 0, data: null };
    });
    expect(await client.remove(staff, [1])).toBe(1);
    await expect(client.remove(staff, [2, 3])).rejects.toBe(refusal);
    expect(sent.map((r) => r.params)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('answers a wrong answer as a refusal in the page\'s language', async () => {
    const { client } = clientWith(() => ({ code: 0, data: { rows: '不是列表' } }));
    await expect(client.list(staff, { page: 1, limit: 20 })).rejects.toEqual({ message: expect.stringMatching(/^服务的应答与绑定不符：列表 data.rows 不是数组/) });
    setPageLanguage('en', english);
    try {
      await expect(client.list(staff, { page: 1, limit: 20 })).rejects.toEqual({ message: expect.stringMatching(/^The service's answer does not match the binding: the list data.rows is not an array/) });
    } finally {
      setPageLanguage('zh', null);
    }
  });

  it('leaves a generic resource to the generic client', async () => {
    const { client, sent, base, generic } = clientWith(() => {
      throw new Error('a generic resource must not be sent through the binding');
    });
    const a = await client.list(generic, { page: 1, limit: 20 });
    expect(a.rows.map((r) => r.id)).toEqual([1]);
    expect(sent).toEqual([]);
    expect(base.calls.map((c) => c.method)).toEqual(['list']);
  });
});
