// @vitest-environment jsdom
// The designer's HTTP client (src/client/api/designer-client-http.ts): every call of docs/designer.md goes
// to its route with its body, the envelope is unwrapped, `tenantId` rides along as a query value, and
// refusals reject silently with message, status and field errors (a ClientFailure).
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignerClient } from '../../designer/designer-client.ts';
import { createHttpDesignerClient, httpDesignerClient, httpTenantChoice } from '../../src/client/api/designer-client-http.ts';
import { http } from '../../src/client/api/http.ts';
import { lookupView } from '../../src/client/router/view-registry.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';

interface Seen {
  method: string;
  url: string;
  data: unknown;
}

let seen: Seen[];
let answer: (config: InternalAxiosRequestConfig) => Partial<AxiosResponse>;
const original = http.defaults.adapter;

const adapter: AxiosAdapter = async (config) => {
  seen.push({
    method: (config.method ?? 'get').toUpperCase(),
    url: decodeURIComponent(http.getUri(config)),
    data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
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
  answer = () => ({ data: { code: 0, msg: 'ok', data: { version: 3 } } });
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

const OV: ResourceOverlay = { fields: [], tabs: [] };
const DEF = { key: 'code', type: 'text' as const, title: '编码' };
const U = '/zax-cloud/u-basic';

/** Each call, and the method, URL and body it must send. */
const CALLS: [string, (c: DesignerClient) => Promise<unknown>, string, string, unknown][] = [
  ['resources', (c) => c.resources('人员'), 'GET', `${U}/designer/resources?title=人员`, undefined],
  ['overlay', (c) => c.overlay('safety-manager'), 'GET', `${U}/designer/overlay/safety-manager`, undefined],
  ['saveDraft', (c) => c.saveDraft('safety-manager', OV, 2), 'PUT', `${U}/designer/draft/safety-manager`, { overlay: OV, baseVersion: 2 }],
  ['discardDraft', (c) => c.discardDraft('safety-manager'), 'DELETE', `${U}/designer/draft/safety-manager`, undefined],
  ['preview', (c) => c.preview('safety-manager', OV), 'POST', `${U}/designer/preview/safety-manager`, { overlay: OV }],
  ['publish', (c) => c.publish('safety-manager', { overlay: OV, baseVersion: 2, note: '说明' }), 'POST', `${U}/designer/publish/safety-manager`, { overlay: OV, baseVersion: 2, note: '说明' }],
  ['versions', (c) => c.versions('safety-manager', 2, 10), 'GET', `${U}/designer/versions/safety-manager?page=2&limit=10`, undefined],
  ['version', (c) => c.version('safety-manager', 4), 'GET', `${U}/designer/version/safety-manager/4`, undefined],
  ['diff', (c) => c.diff('safety-manager', 0, 3), 'GET', `${U}/designer/diff/safety-manager?from=0&to=3`, undefined],
  ['rollback', (c) => c.rollback('safety-manager', 1, 3), 'POST', `${U}/designer/rollback/safety-manager`, { version: 1, baseVersion: 3 }],
  ['schemaFile', (c) => c.schemaFile('safety-manager'), 'GET', `${U}/designer/schema/safety-manager`, undefined],
  ['refTargets', (c) => c.refTargets(), 'GET', `${U}/designer/ref-targets`, undefined],
  ['checkSchemaFile', (c) => c.checkSchemaFile('safety-manager', { a: 1 }), 'POST', `${U}/designer/schema/safety-manager/check`, { file: { a: 1 } }],
  ['saveSchemaFile', (c) => c.saveSchemaFile('safety-manager', { file: { a: 1 }, baseVersion: 3 }), 'PUT', `${U}/designer/schema/safety-manager`, { file: { a: 1 }, baseVersion: 3 }],
  ['customFields', (c) => c.customFields({ resourceKey: 'sm', removed: true, status: 1 }), 'GET', `${U}/custom-field/list?resourceKey=sm&page=1&limit=100&status=1&removed=true`, undefined],
  ['createCustomField', (c) => c.createCustomField('sm', { ...DEF, tabKey: 't1' }), 'POST', `${U}/custom-field`, { resourceKey: 'sm', ...DEF, tabKey: 't1' }],
  ['updateCustomField', (c) => c.updateCustomField('sm', DEF), 'PUT', `${U}/custom-field`, { resourceKey: 'sm', ...DEF }],
  ['removeCustomFields', (c) => c.removeCustomFields('sm', ['a', 'b']), 'DELETE', `${U}/custom-field?resourceKey=sm&keys=a,b`, undefined],
  ['restoreCustomFields', (c) => c.restoreCustomFields('sm', ['a']), 'POST', `${U}/custom-field/restore`, { resourceKey: 'sm', keys: ['a'] }],
  ['pinCustomField top', (c) => c.pinCustomField('sm', 'a', 'top'), 'POST', `${U}/custom-field/topping`, { resourceKey: 'sm', key: 'a' }],
  ['pinCustomField end', (c) => c.pinCustomField('sm', 'a', 'end'), 'POST', `${U}/custom-field/ending`, { resourceKey: 'sm', key: 'a' }],
  ['sortCustomFields', (c) => c.sortCustomFields('sm', ['b', 'a']), 'POST', `${U}/custom-field/sort`, { resourceKey: 'sm', keys: ['b', 'a'] }],
  ['switchCustomFields', (c) => c.switchCustomFields('sm', 'disable', ['a']), 'POST', `${U}/custom-field/disable`, { resourceKey: 'sm', keys: ['a'] }],
  ['compTabs', (c) => c.compTabs('sm'), 'GET', `${U}/comp-tab/list?resourceKey=sm`, undefined],
  ['createCompTab', (c) => c.createCompTab('sm', '培训'), 'POST', `${U}/comp-tab`, { resourceKey: 'sm', title: '培训' }],
  ['updateCompTab', (c) => c.updateCompTab('sm', 't1', '培训2'), 'PUT', `${U}/comp-tab`, { resourceKey: 'sm', key: 't1', title: '培训2' }],
  ['removeCompTabs', (c) => c.removeCompTabs('sm', ['t1', 't2']), 'DELETE', `${U}/comp-tab?resourceKey=sm&keys=t1,t2`, undefined],
  ['pinCompTab', (c) => c.pinCompTab('sm', 't1', 'top'), 'POST', `${U}/comp-tab/topping`, { resourceKey: 'sm', key: 't1' }],
  ['sortCompTabs', (c) => c.sortCompTabs('sm', ['t2']), 'POST', `${U}/comp-tab/sort`, { resourceKey: 'sm', keys: ['t2'] }],
  ['switchCompTabs', (c) => c.switchCompTabs('sm', 'enable', ['t1']), 'POST', `${U}/comp-tab/enable`, { resourceKey: 'sm', keys: ['t1'] }],
  ['compTabFields', (c) => c.compTabFields('sm', 't1'), 'GET', `${U}/comp-tab-field/list?resourceKey=sm&tabKey=t1`, undefined],
  ['addCompTabFields', (c) => c.addCompTabFields('sm', 't1', ['a']), 'POST', `${U}/comp-tab-field`, { resourceKey: 'sm', tabKey: 't1', fields: ['a'] }],
  ['removeCompTabFields', (c) => c.removeCompTabFields('sm', 't1', ['a', 'b']), 'DELETE', `${U}/comp-tab-field?resourceKey=sm&tabKey=t1&fields=a,b`, undefined],
  ['pinCompTabField', (c) => c.pinCompTabField('sm', 't1', 'a', 'end'), 'POST', `${U}/comp-tab-field/ending`, { resourceKey: 'sm', tabKey: 't1', field: 'a' }],
  ['sortCompTabFields', (c) => c.sortCompTabFields('sm', 't1', ['b']), 'POST', `${U}/comp-tab-field/sort`, { resourceKey: 'sm', tabKey: 't1', fields: ['b'] }],
  ['switchCompTabFields', (c) => c.switchCompTabFields('sm', 't1', 'disable', ['a']), 'POST', `${U}/comp-tab-field/disable`, { resourceKey: 'sm', tabKey: 't1', fields: ['a'] }],
  ['compFields', (c) => c.compFields('sm'), 'GET', `${U}/comp-field/list?resourceKey=sm`, undefined],
  ['saveCompFields', (c) => c.saveCompFields('sm', [DEF]), 'POST', `${U}/comp-field/saveBatch`, { resourceKey: 'sm', fields: [DEF] }],
  ['compFieldValues', (c) => c.compFieldValues('enterprise-info'), 'GET', `${U}/comp-field/values?resourceKey=enterprise-info`, undefined],
  ['saveCompFieldValues', (c) => c.saveCompFieldValues('sm', { a: 1 }, 7), 'POST', `${U}/comp-field/saveBatchValue`, { resourceKey: 'sm', recordId: 7, values: { a: 1 } }],
];

describe('httpDesignerClient', () => {
  it.each(CALLS)('%s', async (_name, call, method, url, body) => {
    await call(httpDesignerClient);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ method, url, data: body });
  });

  it('covers every method of the interface', () => {
    const covered = new Set(CALLS.map(([name]) => name.split(' ')[0]));
    expect(Object.keys(httpDesignerClient).filter((m) => !covered.has(m))).toEqual([]);
  });

  it('answers the payload of the envelope', async () => {
    answer = () => ({ data: { code: 0, msg: 'ok', data: { rows: [{ key: 'safety-manager' }], total: 1 } } });
    expect(await httpDesignerClient.resources()).toEqual({ rows: [{ key: 'safety-manager' }], total: 1 });
    expect(seen[0].url).toBe(`${U}/designer/resources`);
  });

  it('sends tenantId with every call of a client made for an enterprise', async () => {
    const client = createHttpDesignerClient({ tenantId: 2001 });
    await client.overlay('safety-manager');
    await client.publish('safety-manager', { overlay: OV, baseVersion: 0 });
    await client.removeCustomFields('sm', ['a']);
    expect(seen.map((s) => s.url)).toEqual([
      `${U}/designer/overlay/safety-manager?tenantId=2001`,
      `${U}/designer/publish/safety-manager?tenantId=2001`,
      `${U}/custom-field?resourceKey=sm&keys=a&tenantId=2001`,
    ]);
  });

  it('gives the platform administrator one client per enterprise', async () => {
    expect(httpTenantChoice.clientFor(null)).toBe(httpDesignerClient);
    const a = httpTenantChoice.clientFor(7);
    expect(httpTenantChoice.clientFor(7)).toBe(a);
    await a.resources();
    expect(seen[0].url).toBe(`${U}/designer/resources?tenantId=7`);
  });

  it.each([
    [400, { code: 400, msg: '格式校验不是有效的正则表达式', errors: [{ field: 'fields.code.pattern', message: '格式校验不是有效的正则表达式' }] }],
    [409, { code: 409, msg: '其他管理员已发布了新版本', errors: [] }],
  ])('rejects a %i silently with message, status and errors', async (status, body) => {
    const toast = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
    answer = () => ({ status, data: body });
    const refusal = await httpDesignerClient.publish('safety-manager', { overlay: OV, baseVersion: 1 }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ message: body.msg, status, errors: body.errors });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('designer views', () => {
  it('open the workbench for designer/custom-field and designer/comp-tab, and the schema editor, with the HTTP clients', async () => {
    const fields = lookupView('designer/custom-field');
    const tabs = lookupView('designer/comp-tab');
    const editor = lookupView('designer/schema-editor');
    if (fields.kind !== 'page' || tabs.kind !== 'page' || editor.kind !== 'page') throw new Error('not pages');
    const [a, b, c] = await Promise.all([fields.load(), tabs.load(), editor.load()]);
    expect(a.default.name).toBe('DesignerView');
    // One wrapper per page: both menu keys open the same component.
    expect(b.default).toBe(a.default);
    expect(c.default.name).toBe('DesignerView');
    expect(c.default).not.toBe(a.default);
  }, 30_000);
});
