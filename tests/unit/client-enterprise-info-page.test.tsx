// @vitest-environment jsdom
// The enterprise-information page (src/client/pages/enterprise-info-view.tsx, enterprise-info-page.tsx):
// the single record shown read-only as tabs, 编辑 only for writers, the runtime form with the tabs, the save
// (`saveSingleRecord`), a refusal shown at its field, the empty and failed states, and the page over HTTP.
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/client/api/http.ts';
import EnterpriseInfoPage from '../../src/client/pages/enterprise-info-page.tsx';
import { ENTERPRISE_INFO_KEY, EnterpriseInfoView } from '../../src/client/pages/enterprise-info-view.tsx';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { createFakeResourceClient, type FakeClientOptions } from '../../stories/support/fake-resource-client.ts';
import { ENTERPRISE_INFO, ENTERPRISE_RECORD } from '../../stories/support/enterprise-info-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function render(roles: string[], options: Partial<FakeClientOptions> = {}) {
  const client = createFakeResourceClient({
    resources: [ENTERPRISE_INFO],
    singleRecords: { [ENTERPRISE_INFO_KEY]: ENTERPRISE_RECORD },
    ...options,
  });
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <EnterpriseInfoView roles={roles} title="企业基本信息" />
      </ResourceClientContext.Provider>,
    ),
  );
  await settle();
  await settle();
  return client;
}

const button = (text: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);
/** Whether the form is open (the view has no form element). */
const editing = () => dom.host.querySelector('form') !== null;
const tabs = () => [...dom.host.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent);
const items = () =>
  Object.fromEntries(
    [...dom.host.querySelectorAll('.ant-descriptions-item-label')].map((l) => [l.textContent, l.nextElementSibling?.textContent]),
  );

async function click(b: HTMLElement | undefined) {
  if (!b) throw new Error('no button');
  await act(async () => b.click());
  await settle();
}

async function typeInto(placeholder: string, value: string) {
  const el = dom.host.querySelector<HTMLInputElement>(`[placeholder="${placeholder}"]`);
  if (!el) throw new Error(`no input ${placeholder}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('EnterpriseInfoView', () => {
  it('uses a sample record the server accepts', () => {
    expect(compileRecordValidator(ENTERPRISE_INFO)(ENTERPRISE_RECORD)).toEqual({ valid: true, errors: [] });
  });

  it('shows the record read-only, one tab per section, and 编辑 to a writer', async () => {
    const client = await render(['qyUser']);
    expect(client.calls.map((c) => c.method).sort()).toEqual(['schema', 'singleRecord']);
    expect(tabs()).toEqual(['基本信息', '安全管理', '证照信息', '生产经营']);
    const shown = items();
    expect(shown['企业名称']).toBe('华东精细化工有限公司');
    expect(shown['行业类别']).toBe('危险化学品生产');
    expect(shown['成立日期']).toBe('2008-06-18');
    expect(dom.host.textContent).toContain('最后更新：');
    expect(button('编辑')).toBeDefined();
  });

  it('offers no 编辑 to readers', async () => {
    await render(['readonlyUser']);
    expect(items()['企业名称']).toBe('华东精细化工有限公司');
    expect(button('编辑')).toBeUndefined();
  });

  it('says when nothing was filled in yet: a writer may start, a reader is sent to the administrator', async () => {
    await render(['qyStaff'], { singleRecords: {} });
    expect(dom.host.textContent).toContain('尚未填写企业基本信息');
    expect(dom.host.textContent).toContain('请联系企业管理员填写');
    await render(['qyUser'], { singleRecords: {} });
    await click(button('填写企业信息'));
    expect(editing()).toBe(true);
  });

  it('edits in the form with the tabs and saves the enterprise record', async () => {
    const client = await render(['qyUser']);
    await click(button('编辑'));
    expect(tabs()).toEqual(['基本信息', '安全管理', '证照信息', '生产经营']);
    await typeInto('请填写企业名称', '华东新材料化工有限公司');
    await click(button('保存'));
    await settle();
    const saves = client.calls.filter((c) => c.method === 'saveSingleRecord');
    expect(saves).toHaveLength(1);
    expect(saves[0].args[0]).toBe('enterprise-info');
    expect(saves[0].args[1]).toMatchObject({ enterpriseName: '华东新材料化工有限公司', creditCode: ENTERPRISE_RECORD.creditCode });
    expect(message.success).toHaveBeenCalledWith('保存成功');
    expect(editing()).toBe(false);
    expect(items()['企业名称']).toBe('华东新材料化工有限公司');
    expect(client.single('enterprise-info')?.enterpriseName).toBe('华东新材料化工有限公司');
  });

  it('shows a refusal of the save at its field and stays in the form', async () => {
    const refusal = { message: '统一社会信用代码已被其他企业使用', status: 400, errors: [{ field: 'creditCode', message: '统一社会信用代码已被其他企业使用' }] };
    await render(['qyUser'], { failures: { saveSingleRecord: refusal } });
    await click(button('编辑'));
    await click(button('保存'));
    await settle();
    const help = [...dom.host.querySelectorAll('.ant-formily-item-error-help')].map((e) => e.textContent);
    expect(help).toEqual(['统一社会信用代码已被其他企业使用']);
    // Beside the form's buttons, not in a toast.
    expect(message.error).not.toHaveBeenCalled();
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe('统一社会信用代码已被其他企业使用');
    expect(editing()).toBe(true);
  });

  it('cancels an edit back to the view', async () => {
    await render(['qyUser']);
    await click(button('编辑'));
    await click(button('取消'));
    expect(editing()).toBe(false);
    expect(items()['企业名称']).toBe('华东精细化工有限公司');
  });

  it('shows a refused or failed load, with 重试 for the latter', async () => {
    await render(['qyUser'], { failures: { schema: { message: '无权查看企业基本信息', status: 403 } } });
    expect(dom.host.textContent).toContain('无权查看企业基本信息');
    const client = await render(['qyUser'], { failures: { singleRecord: { message: '服务器繁忙', status: 500 } } });
    expect(dom.host.textContent).toContain('企业基本信息加载失败');
    await click(button('重试'));
    expect(client.calls.filter((c) => c.method === 'singleRecord')).toHaveLength(2);
  });
});

describe('EnterpriseInfoPage over HTTP', () => {
  const original = http.defaults.adapter;
  let seen: string[];

  beforeEach(() => {
    seen = [];
    const adapter: AxiosAdapter = async (config) => {
      const url = decodeURIComponent(http.getUri(config));
      seen.push(`${(config.method ?? 'get').toUpperCase()} ${url}`);
      const data = url.includes('/resource-schema/')
        ? { code: 0, msg: 'ok', data: { resource: ENTERPRISE_INFO, hiddenFields: [], warnings: [], canDesign: true, version: 0, removedFields: [] } }
        : { code: 0, msg: 'ok', data: ENTERPRISE_RECORD };
      return { status: 200, statusText: 'OK', headers: new AxiosHeaders(), config, data } as AxiosResponse;
    };
    http.defaults.adapter = adapter;
  });
  afterEach(() => {
    http.defaults.adapter = original;
    useSessionStore.setState({ roles: [], isView: false });
  });

  async function renderPage() {
    await act(async () => dom.root.render(<EnterpriseInfoPage title="企业基本信息" viewKey="basic-security-manage/enterprise-info" />));
    await settle();
    await settle();
  }

  it('loads the schema and the enterprise record, with 编辑 for the enterprise administrator', async () => {
    useSessionStore.setState({ roles: ['qyUser'], isView: false });
    await renderPage();
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /zax-cloud/u-basic/resource-schema/enterprise-info',
        'GET /zax-cloud/u-basic/comp-field/values?resourceKey=enterprise-info',
      ]),
    );
    expect(items()['统一社会信用代码']).toBe(ENTERPRISE_RECORD.creditCode);
    expect(button('编辑')).toBeDefined();
  });

  it('offers no 编辑 in view-only mode', async () => {
    useSessionStore.setState({ roles: ['qyUser'], isView: true });
    await renderPage();
    expect(items()['企业名称']).toBe('华东精细化工有限公司');
    expect(button('编辑')).toBeUndefined();
  });
});
