// @vitest-environment jsdom
// The HTTP ResourceClient's picker, placeholder and single-record calls (src/client/api/resource-client-http.ts,
// pick-options-http.ts): the URLs, parameters and bodies they send and how they read the answers.
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../src/client/api/http.ts';
import { httpResourceClient as client } from '../../src/client/api/resource-client-http.ts';

interface Seen {
  method: string;
  url: string;
  data: unknown;
}

let seen: Seen[];
let answer: (config: InternalAxiosRequestConfig, body: Record<string, unknown> | null) => unknown;
const original = http.defaults.adapter;

const adapter: AxiosAdapter = async (config) => {
  const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : null;
  seen.push({ method: (config.method ?? 'get').toUpperCase(), url: decodeURIComponent(http.getUri(config)), data: body });
  const data = { code: 0, msg: 'ok', data: answer(config, body) };
  return { status: 200, statusText: 'OK', headers: new AxiosHeaders(), config, data } as AxiosResponse;
};

beforeEach(() => {
  seen = [];
  answer = () => null;
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = original;
});

const staff = (id: number, name: string, departmentName: string | null = '安环部', post: string | null = '安全员') => ({
  id,
  name,
  departmentName,
  post,
  mobile: null,
  status: 1,
});

const DEPARTMENTS = [
  { id: 1, parentId: null, name: '生产部', leader: null, phone: null, sort: 0 },
  { id: 2, parentId: 1, name: '一车间', leader: null, phone: null, sort: 0 },
  { id: 3, parentId: 2, name: '一车间甲班', leader: null, phone: null, sort: 0 },
  { id: 4, parentId: null, name: '安环部', leader: null, phone: null, sort: 1 },
];

describe('people', () => {
  it('searches the staff list by name and says who each one is', async () => {
    answer = () => ({ rows: [staff(11, '张伟'), staff(16, '张强', null, null)], total: 2 });
    expect(await client.people(' 张 ')).toEqual([
      { id: 11, name: '张伟', extra: '安环部 · 安全员' },
      { id: 16, name: '张强' },
    ]);
    expect(seen).toEqual([{ method: 'POST', url: '/zax-cloud/user/staffinfo/list', data: { name: '张', page: 1, limit: 50 } }]);
  });

  it('asks for the first page without a name when nothing was typed', async () => {
    answer = () => ({ rows: [], total: 0 });
    expect(await client.people('')).toEqual([]);
    expect(seen[0].data).toEqual({ page: 1, limit: 50 });
  });
});

describe('departments', () => {
  it('answers matching departments with their parent path', async () => {
    answer = () => DEPARTMENTS;
    expect(await client.departments('甲班')).toEqual([{ id: 3, name: '一车间甲班', extra: '生产部 / 一车间' }]);
    expect(seen).toEqual([{ method: 'GET', url: '/zax-cloud/user/departmentinfo/list?flat=true', data: null }]);
    expect((await client.departments('')).map((d) => d.name)).toEqual(['生产部', '一车间', '一车间甲班', '安环部']);
  });
});

describe('labels', () => {
  it('names departments from the flat list, leaving unknown ids out', async () => {
    answer = () => DEPARTMENTS;
    expect(await client.labels('department', [4, 2, 99])).toEqual([
      { id: 2, name: '一车间', extra: '生产部' },
      { id: 4, name: '安环部' },
    ]);
  });

  it('asks the staff list for the ids and stops when the server filtered them', async () => {
    answer = () => ({ rows: [staff(12, '李娜')], total: 1 });
    expect(await client.labels('person', [12, 404])).toEqual([{ id: 12, name: '李娜', extra: '安环部 · 安全员' }]);
    expect(seen).toEqual([{ method: 'POST', url: '/zax-cloud/user/staffinfo/list', data: { ids: [12, 404], page: 1, limit: 100 } }]);
  });

  it('reads page after page when the server answers every staff member, until all ids are found', async () => {
    const everyone = Array.from({ length: 250 }, (_, i) => staff(i + 1, `员工${i + 1}`));
    answer = (_c, body) => {
      const page = Number(body?.page ?? 1);
      return { rows: everyone.slice((page - 1) * 100, page * 100), total: everyone.length };
    };
    expect((await client.labels('person', [5, 150])).map((o) => o.name)).toEqual(['员工5', '员工150']);
    expect(seen.map((s) => (s.data as { page: number }).page)).toEqual([1, 2]);
    seen = [];
    expect(await client.labels('person', [999])).toEqual([]);
    expect(seen.map((s) => (s.data as { page: number }).page)).toEqual([1, 2, 3]);
  });

  it('asks nothing for no ids', async () => {
    expect(await client.labels('person', [])).toEqual([]);
    expect(seen).toEqual([]);
  });
});

describe('placeholders and the single record', () => {
  it('clears a missing field from its tab', async () => {
    await client.clearMissingField('enterprise-info', 'safety', 'oldField');
    expect(seen).toEqual([
      {
        method: 'DELETE',
        url: '/zax-cloud/u-basic/comp-tab-field?resourceKey=enterprise-info&tabKey=safety&fields=oldField',
        data: null,
      },
    ]);
  });

  it('reads the enterprise record, null when there is none yet', async () => {
    answer = () => ({ id: 3, enterpriseName: '华东精细化工有限公司' });
    expect(await client.singleRecord('enterprise-info')).toEqual({ id: 3, enterpriseName: '华东精细化工有限公司' });
    expect(seen[0].url).toBe('/zax-cloud/u-basic/comp-field/values?resourceKey=enterprise-info');
    answer = () => null;
    expect(await client.singleRecord('enterprise-info')).toBeNull();
    answer = () => ({});
    expect(await client.singleRecord('enterprise-info')).toBeNull();
  });

  it('saves the values of the enterprise record', async () => {
    answer = (_c, body) => ({ id: 3, ...(body?.values as object) });
    const saved = await client.saveSingleRecord('enterprise-info', { enterpriseName: '新名称' });
    expect(saved).toEqual({ id: 3, enterpriseName: '新名称' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/zax-cloud/u-basic/comp-field/saveBatchValue',
        data: { resourceKey: 'enterprise-info', values: { enterpriseName: '新名称' } },
      },
    ]);
  });
});
