// @vitest-environment jsdom
// The 消息提醒配置 page (src/client/pages/message-config-view.tsx, message-config-page.tsx; issue 14 item 4):
// kinds grouped by module with the file's default recipients in words; the bell fixed on; choosing SMS and
// reminder hours and saving sends only what differs from the defaults; a bad time of the quiet hours is
// refused in the browser with the server's words and nothing is sent; a refusal of the server is shown; a
// read-only user cannot save; the page loads over HTTP and saves with PUT.
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/client/api/http.ts';
import { markRecordWarningsRead, type MessageConfigSave } from '../../src/client/api/message-config-api.ts';
import MessageConfigPage from '../../src/client/pages/message-config-page.tsx';
import { MessageConfigView, describeWho } from '../../src/client/pages/message-config-view.tsx';
import { lookupView } from '../../src/client/router/view-registry.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { MESSAGE_CONFIG } from '../../stories/support/message-config-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');
const button = (label: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === label);
const byLabel = <T extends HTMLElement>(label: string) => dom.host.querySelector<T>(`[aria-label="${label}"]`);

async function click(el: HTMLElement | null | undefined) {
  if (!el) throw new Error('nothing to click');
  await act(async () => el.click());
  await settle();
}

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function renderView(onSave: (s: MessageConfigSave) => Promise<number>, readOnly = false) {
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={createFakeResourceClient({ resources: [] })}>
        <MessageConfigView title="消息提醒配置" initial={MESSAGE_CONFIG} onSave={onSave} readOnly={readOnly} />
      </ResourceClientContext.Provider>,
    ),
  );
  await settle();
}

describe('MessageConfigView', () => {
  it("groups the kinds by module and shows the file's recipients in words", async () => {
    await renderView(async () => 4);
    const groups = [...dom.host.querySelectorAll('.ant-card-type-inner .ant-card-head-title')].map((e) => e.textContent);
    expect(groups).toEqual(['免打扰时段', '隐患排查', '基础数据']);
    expect(dom.host.textContent).toContain('隐患整改单 · 提交验收');
    expect(dom.host.textContent).toContain('记录的验收人、责任部门中的车间主任');
    expect(dom.host.textContent).toContain('角色：企业管理员');
    // The bell is always on and cannot be turned off.
    const bell = byLabel<HTMLButtonElement>('下发整改的站内提醒')!;
    expect(bell.getAttribute('aria-checked')).toBe('true');
    expect(bell.disabled).toBe(true);
    // SMS: the file's urgent default, or the enterprise's choice.
    expect(byLabel('下发整改的短信')!.getAttribute('aria-checked')).toBe('true');
    expect(byLabel('提交验收的短信')!.getAttribute('aria-checked')).toBe('false');
    // Only deadlines take reminder hours.
    expect(byLabel('整改期限的提前提醒小时数')).not.toBeNull();
    expect(byLabel('下发整改的提前提醒小时数')).toBeNull();
  });

  it('saves what differs from the defaults, with the version', async () => {
    const onSave = vi.fn(async () => 4);
    await renderView(onSave);
    await click(byLabel('下发整改的短信'));
    await click(byLabel('提交验收的短信'));
    await click(button('保存'));
    expect(onSave).toHaveBeenCalledWith({
      version: 3,
      quietHours: { start: '22:00', end: '07:00' },
      kinds: {
        'hidden-danger:assign': { sms: false },
        'hidden-danger:submit': { roles: ['safetyDept'], sms: true },
        'hidden-danger:deadline:dueDate': { remindBeforeHours: 48, sms: true },
      },
    });
    expect(dom.host.textContent).toContain('已保存');
    // The next save carries the new version.
    await click(button('保存'));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('refuses a bad time of the quiet hours in the browser and sends nothing', async () => {
    const onSave = vi.fn(async () => 4);
    await renderView(onSave);
    await type(byLabel<HTMLInputElement>('开始')!, '7点');
    await click(button('保存'));
    expect(onSave).not.toHaveBeenCalled();
    expect(dom.host.textContent).toContain('免打扰开始时间应为 HH:mm');
  });

  it('turning the quiet hours off saves null; a refusal of the server is shown', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('消息提醒配置已被他人修改，请刷新后再保存');
    });
    await renderView(onSave);
    await click(byLabel('启用免打扰'));
    await click(button('保存'));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ quietHours: null }));
    expect(dom.host.textContent).toContain('消息提醒配置已被他人修改，请刷新后再保存');
  });

  it('read-only: no save button, nothing editable', async () => {
    await renderView(async () => 4, true);
    expect(button('保存')).toBeUndefined();
    expect((byLabel<HTMLButtonElement>('提交验收的短信')!).disabled).toBe(true);
  });

  it('describes every kind of recipient', () => {
    const row = { fieldTitles: { a: '整改人', d: '部门' } };
    const name = (c: string) => (c === 'x' ? '角色X' : c);
    expect(describeWho([{ role: 'x' }, { field: 'a' }, { field: 'creator' }, { department: 'd', role: 'x' }, { department: 5, role: 'y' }, { slot: 'leader' }], row, name)).toBe(
      '角色：角色X、记录的整改人、记录的创建人、部门中的角色X、5中的y、审批岗位：leader',
    );
    expect(describeWho([], row, name)).toBe('可办理的人员');
  });
});

describe('MessageConfigPage over HTTP', () => {
  const original = http.defaults.adapter;
  let seen: { method: string; url: string; body: unknown }[];
  beforeEach(() => {
    seen = [];
    const adapter: AxiosAdapter = async (config) => {
      const url = decodeURIComponent(http.getUri(config));
      const method = (config.method ?? 'get').toUpperCase();
      seen.push({ method, url, body: config.data ? JSON.parse(String(config.data)) : undefined });
      const data =
        method === 'PUT' ? { code: 0, msg: 'ok', data: { version: 4 } } : method === 'POST' ? { code: 0, msg: 'ok', data: { updated: 2 } } : { code: 0, msg: 'ok', data: MESSAGE_CONFIG };
      return { status: 200, statusText: 'OK', headers: new AxiosHeaders(), config, data } as AxiosResponse;
    };
    http.defaults.adapter = adapter;
    useSessionStore.setState({ roles: ['qyUser'] });
  });
  afterEach(() => {
    http.defaults.adapter = original;
    useSessionStore.setState({ roles: [] });
  });

  it('is the view of tysz/message-config; loads and saves with PUT', async () => {
    expect(lookupView('tysz/message-config').kind).toBe('page');
    await act(async () => dom.root.render(<MessageConfigPage title="消息提醒配置" viewKey="tysz/message-config" />));
    await settle();
    await settle();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([expect.stringMatching(/^GET .*\/workflow\/message-config$/)]);
    await click(button('保存'));
    const put = seen.find((s) => s.method === 'PUT');
    expect(put?.url).toMatch(/\/workflow\/message-config$/);
    expect(put?.body).toMatchObject({ version: 3 });
  });

  it("marks a record's warnings read (the detail's call)", async () => {
    expect(await markRecordWarningsRead('hidden-danger', 7)).toBe(2);
    expect(seen).toEqual([{ method: 'POST', url: expect.stringMatching(/\/workflow\/warnings\/read-record$/), body: { resource: 'hidden-danger', id: 7 } }]);
  });
});
