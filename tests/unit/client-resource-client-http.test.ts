// @vitest-environment jsdom
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../../src/client/api/http.ts';
import { fileNameOf, httpResourceClient as client } from '../../src/client/api/resource-client-http.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const RESOURCE = {
  key: 'safety-manager',
  title: '安全管理人员',
  endpoint: '/u-basic/company-safety-manager',
} as ResourceFile;

interface Seen {
  method: string;
  url: string;
  data: unknown;
  responseType?: string;
}

let seen: Seen[];
let answer: (config: InternalAxiosRequestConfig) => Partial<AxiosResponse>;
const original = http.defaults.adapter;

const adapter: AxiosAdapter = async (config) => {
  seen.push({
    method: (config.method ?? 'get').toUpperCase(),
    url: decodeURIComponent(http.getUri(config)),
    data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    responseType: config.responseType,
  });
  const a = answer(config);
  const res = { status: 200, statusText: 'OK', headers: new AxiosHeaders(), config, data: null, ...a } as AxiosResponse;
  if (res.status >= 400 && config.validateStatus && !config.validateStatus(res.status)) {
    throw Object.assign(new Error('refused'), { isAxiosError: true, config, response: res });
  }
  return res;
};

beforeEach(() => {
  seen = [];
  answer = () => ({ data: { code: 0, msg: 'ok', data: null } });
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('fileNameOf', () => {
  it.each([
    [`attachment; filename="safety-manager-export.xlsx"; filename*=UTF-8''%E5%AE%89%E5%85%A8.xlsx`, '安全.xlsx'],
    [`attachment; filename="plain.xlsx"`, 'plain.xlsx'],
    ['attachment; filename=bare.xlsx', 'bare.xlsx'],
    [`attachment; filename*=utf-8''a%2Fb.xlsx`, 'a_b.xlsx'],
    [`attachment; filename*=UTF-8''%E0%A4%A.xlsx; filename="fallback.xlsx"`, 'fallback.xlsx'],
    ['attachment', '默认.xlsx'],
    [null, '默认.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header, '默认.xlsx')).toBe(name);
  });
});

describe('httpResourceClient', () => {
  it('lists with the filters as query keys, `in` values repeated', async () => {
    answer = () => ({ data: { code: 0, msg: 'ok', data: { rows: [], total: 0, totalExact: true, page: 2, limit: 10 } } });
    const list = await client.list(RESOURCE, { name: '张', level: ['1', '2'], certEnd: '2026-01-01,', page: 2, limit: 10 });
    expect(list.page).toBe(2);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/zax-cloud/u-basic/company-safety-manager/list?name=张&level=1&level=2&certEnd=2026-01-01,&page=2&limit=10');
  });

  it('sends the writes to the routes of docs/resource-api.md', async () => {
    answer = (c) => ({ data: { code: 0, msg: 'ok', data: c.method === 'delete' ? { deleted: 2 } : { id: 7 } } });
    await client.schema('safety-manager');
    await client.detail(RESOURCE, 7);
    await client.create(RESOURCE, { name: 'a' });
    await client.update(RESOURCE, { id: 7, name: 'b' });
    expect(await client.remove(RESOURCE, [1, 2])).toBe(2);
    await client.switch(RESOURCE, 'topping', [5]);
    await client.switch(RESOURCE, 'disable', [5, 6]);
    await client.sort(RESOURCE, [3, 1]);
    expect(seen.map((s) => [s.method, s.url, s.data ?? null])).toEqual([
      ['GET', '/zax-cloud/u-basic/resource-schema/safety-manager', null],
      ['GET', '/zax-cloud/u-basic/company-safety-manager/7', null],
      ['POST', '/zax-cloud/u-basic/company-safety-manager', { name: 'a' }],
      ['PUT', '/zax-cloud/u-basic/company-safety-manager', { id: 7, name: 'b' }],
      ['DELETE', '/zax-cloud/u-basic/company-safety-manager', { ids: [1, 2] }],
      ['POST', '/zax-cloud/u-basic/company-safety-manager/topping', { id: 5 }],
      ['POST', '/zax-cloud/u-basic/company-safety-manager/disable', { ids: [5, 6] }],
      ['POST', '/zax-cloud/u-basic/company-safety-manager/sort', { ids: [3, 1] }],
    ]);
  });

  it('reads and saves the per-user config', async () => {
    answer = (c) => ({ data: { code: 0, msg: 'ok', data: c.method === 'get' ? { order: ['a'] } : null } });
    expect(await client.loadUserConfig('table-columns:safety-manager')).toEqual({ order: ['a'] });
    await client.saveUserConfig('table-columns:safety-manager', { hidden: ['b'] });
    expect(seen.map((s) => [s.method, s.url, s.data ?? null])).toEqual([
      ['GET', '/zax-cloud/user/sysuserdataconfig/getByType?type=table-columns:safety-manager', null],
      ['POST', '/zax-cloud/user/sysuserdataconfig/save', { type: 'table-columns:safety-manager', value: { hidden: ['b'] } }],
    ]);
    answer = () => ({ data: { code: 0, msg: 'ok', data: null } });
    expect(await client.loadUserConfig('x')).toBeNull();
  });

  it('reads the enterprise configuration the computed fields need, by type', async () => {
    answer = () => ({ data: { code: 0, msg: 'ok', data: [{ configKey: 'major', configValue: '100' }, { configKey: 'large', configValue: null }] } });
    expect(await client.ruleConfig?.(['lecBands'])).toEqual({ lecBands: { major: '100', large: '' } });
    expect(seen.map((s) => [s.method, s.url])).toEqual([['GET', '/zax-cloud/user/configinfo/list?type=lecBands']]);
  });

  it('uploads multipart to the file or image route and asks file info by ids', async () => {
    answer = (c) => ({ data: { code: 0, msg: 'ok', data: c.url?.includes('info') ? [{ id: '1' }] : { id: '9' } } });
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    await client.upload(file, 'document');
    await client.upload(file, 'image');
    await client.importFile(RESOURCE, file);
    expect(await client.fileInfo([])).toEqual([]);
    expect(await client.fileInfo(['1', '2'])).toEqual([{ id: '1' }]);
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/zax-cloud/asset/file/upload'],
      ['POST', '/zax-cloud/asset/image/upload'],
      ['POST', '/zax-cloud/u-basic/company-safety-manager/import'],
      ['GET', '/zax-cloud/asset/file/info?ids=1,2'],
    ]);
    expect(seen[0].data).toBeInstanceOf(FormData);
    expect((seen[0].data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses with an ApiError carrying the status and field errors (a ClientFailure)', async () => {
    answer = () => ({ status: 400, data: { code: 400, msg: '姓名不能为空', errors: [{ field: 'name', message: '姓名不能为空' }] } });
    const e = await client.create(RESOURCE, {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: '姓名不能为空', status: 400, errors: [{ field: 'name', message: '姓名不能为空' }] });
  });

  it('saves an export as a blob named by content-disposition, with the filters', async () => {
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    answer = () => ({
      data: new Blob(['xlsx']),
      headers: new AxiosHeaders({
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="e.xlsx"; filename*=UTF-8''%E5%AE%89%E5%85%A8%E7%AE%A1%E7%90%86%E4%BA%BA%E5%91%98.xlsx`,
      }),
    });
    await client.download(RESOURCE, 'export', { name: '张' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/zax-cloud/u-basic/company-safety-manager/export?name=张', responseType: 'blob' });
    expect(clicks).toEqual(['安全管理人员.xlsx']);
    expect(created).toHaveBeenCalledOnce();
  });

  it('reads a refused download as the JSON envelope', async () => {
    answer = () => ({
      status: 403,
      data: new Blob([JSON.stringify({ code: 403, msg: '模块未开通' })], { type: 'application/json' }),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    });
    const e = await client.download(RESOURCE, 'template').catch((x: unknown) => x);
    expect(seen[0].url).toBe('/zax-cloud/u-basic/company-safety-manager/template/download');
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: '模块未开通', status: 403 });
  });
});

describe('httpResourceClient over a bound file', () => {
  const BOUND = {
    key: 'user-staff',
    title: '人员',
    endpoint: '/user/staffinfo',
    binding: {
      envelope: 'data',
      paging: { page: 'page', size: 'limit' },
      actions: {
        list: { method: 'POST', path: '/user/staffinfo/list', in: 'body', rows: 'rows', total: 'total' },
        delete: { method: 'GET', path: '/user/staffinfo/deleteById', send: { id: '$id' } },
      },
    },
  } as unknown as ResourceFile;

  it('sends the binding request and reads the answer through its envelope', async () => {
    answer = () => ({ data: { code: 0, msg: 'ok', data: { rows: [{ id: 3, name: '张伟' }], total: 21 } } });
    const a = await client.list(BOUND, { page: 2, limit: 10, name: '张' });
    expect(seen).toEqual([{ method: 'POST', url: '/zax-cloud/user/staffinfo/list', data: { name: '张', page: 2, limit: 10 }, responseType: undefined }]);
    expect(a).toEqual({ rows: [{ id: 3, name: '张伟' }], total: 21, totalExact: true, page: 2, limit: 10 });
  });

  it('puts query parameters in the url and refuses with the service message', async () => {
    answer = () => ({ status: 404, data: { code: 404, msg: '人员不存在' } });
    await expect(client.remove(BOUND, [9])).rejects.toMatchObject({ message: '人员不存在', status: 404 });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /zax-cloud/user/staffinfo/deleteById?id=9']);
  });
});
