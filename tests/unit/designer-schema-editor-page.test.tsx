// @vitest-environment jsdom
// The schema editor page (designer/schema-editor-page.tsx) over the in-memory DesignerClient: opens the
// merged file, checks while typing (debounced), saves as the enterprise's overlay with a note, places the
// server's refusal at its lines, offers a reload on 409, downloads, formats, resets, previews, warns
// before leaving with unsaved changes, and lets the platform administrator pick the enterprise.
import '@ant-design/v5-patch-for-react-19';
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignerClientContext } from '../../designer/designer-client.ts';
import SchemaEditorPage, { CHECK_DELAY_MS } from '../../designer/schema-editor-page.tsx';
import { fileJson } from '../../designer/schema-editor-problems.ts';
import { SchemaEditorTenantContext, type TenantChoice } from '../../designer/schema-editor-tenant.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { mergeOverlay } from '../../src/schema/overlay.ts';
import { SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS } from '../../stories/designer/versions-fixtures.ts';
import { createFakeDesignerClient, type FakeDesignerClient } from '../../stories/support/fake-designer-client.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let client: FakeDesignerClient;
let toast: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn>; warning: ReturnType<typeof vi.spyOn> };

beforeEach(() => {
  const quiet = (() => undefined) as never;
  toast = {
    success: vi.spyOn(message, 'success').mockImplementation(quiet),
    error: vi.spyOn(message, 'error').mockImplementation(quiet),
    warning: vi.spyOn(message, 'warning').mockImplementation(quiet),
  };
  client = createFakeDesignerClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE], versions: { [SAFETY_MANAGER_KEY]: SAFETY_MANAGER_VERSIONS } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const OPENED = fileJson(mergeOverlay(SAFETY_MANAGER, SAFETY_MANAGER_VERSIONS[2]).resource);
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

async function settle(ms = 20): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function render(resource: string | null = SAFETY_MANAGER_KEY, tenants: TenantChoice | null = null): Promise<void> {
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={createFakeResourceClient({ resources: [SAFETY_MANAGER] })}>
        <DesignerClientContext.Provider value={client}>
          <SchemaEditorTenantContext.Provider value={tenants}>
            <SchemaEditorPage title="表单设计器" viewKey="designer/schema-editor" resource={resource ?? undefined} />
          </SchemaEditorTenantContext.Provider>
        </DesignerClientContext.Provider>
      </ResourceClientContext.Provider>,
    ),
  );
  await settle(CHECK_DELAY_MS + 50);
  await checked();
}

const textarea = () => dom.host.querySelector<HTMLTextAreaElement>('textarea')!;

function button(text: string, within: ParentNode = document): HTMLButtonElement {
  const b = [...within.querySelectorAll<HTMLButtonElement>('button')].findLast((x) => squash(x.textContent) === text);
  if (!b) throw new Error(`no button ${text}`);
  return b;
}

async function click(el: HTMLElement): Promise<void> {
  await act(async () => el.click());
  await settle();
}

/** Waits for the server's check (the fake compiles the meta-schema validator on its first call: slow in jsdom). */
async function checked(): Promise<void> {
  await vi.waitFor(
    async () => {
      await settle();
      if (dom.host.textContent?.includes('检查中…')) throw new Error('checking');
    },
    { timeout: 5000 },
  );
}

/** Types into the editor and waits for the check. */
async function edit(text: string): Promise<void> {
  const el = textarea();
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle(CHECK_DELAY_MS + 50);
  await checked();
}

const problems = () => [...dom.host.querySelectorAll('[data-testid="json-editor-problems"] li')].map((li) => squash(li.textContent));
const retitled = (title: string) => OPENED.replace('"title": "安全管理人员"', `"title": "${title}"`);

async function saveWithNote(note: string): Promise<void> {
  await click(button('保存为企业配置'));
  const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
  const area = dialog.querySelector<HTMLTextAreaElement>('textarea[aria-label="版本说明"]')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, note);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(button('保存并发布', dialog));
  await settle();
}

describe('SchemaEditorPage', () => {
  it('asks for a resource first, then opens the merged file with its version', async () => {
    await render(null);
    expect(dom.host.textContent).toContain('请选择要编辑的资源');
    expect(button('保存为企业配置').disabled).toBe(true);
    await act(async () => dom.host.querySelector('.ant-select-selector')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    const option = await vi.waitFor(() => {
      const o = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((x) => x.textContent === '安全管理人员（safety-manager）');
      if (!o) throw new Error('no option');
      return o;
    });
    await click(option);
    await settle();
    expect(textarea().value).toBe(OPENED);
    expect(dom.host.textContent).toContain('当前版本 3');
    expect(dom.host.textContent).toContain('没有发现问题');
    expect(button('保存为企业配置').disabled).toBe(true);
  });

  it('checks as one types: a syntax error at its line, nothing to preview or save', async () => {
    await render();
    await edit(OPENED.replace('"title": "安全管理人员",', '"title": "安全管理人员"'));
    const line = OPENED.split('\n').findIndex((l) => l.includes('"title": "安全管理人员"')) + 2;
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^语法第${line}行，第3列缺少逗号`))]);
    expect(dom.host.querySelector(`[data-line="${line}"]`)?.getAttribute('data-problem')).toBe('true');
    expect(button('预览').disabled).toBe(true);
    expect(button('保存为企业配置').disabled).toBe(true);
    expect(dom.host.textContent).toContain('未保存');
  });

  it('checks the meta-schema (the server\'s check call), at the member', async () => {
    await render();
    await edit(OPENED.replace('"type": "object"', '"type": "objekt"'));
    expect(problems().some((p) => p.startsWith('校验') && p.includes('/form/type'))).toBe(true);
  });

  it('saves a clean edit with a note as a new version and reopens the file', async () => {
    await render();
    await edit(retitled('安全管理人员台账'));
    expect(button('保存为企业配置').disabled).toBe(false);
    await saveWithNote('改标题');
    const call = client.calls.find((c) => c.method === 'saveSchemaFile');
    expect(call?.args[0]).toBe(SAFETY_MANAGER_KEY);
    expect(call?.args[1]).toMatchObject({ baseVersion: 3, note: '改标题', file: { title: '安全管理人员台账' } });
    expect(toast.success).toHaveBeenCalledWith('已保存为企业配置，版本 4');
    expect(dom.host.textContent).toContain('当前版本 4');
    expect(dom.host.textContent).not.toContain('未保存');
    expect(textarea().value).toContain('"title": "安全管理人员台账"');
  });

  it("puts the server's refusal at its lines until the text changes", async () => {
    await render();
    client.setFailure('saveSchemaFile', { message: 'module 由平台决定', status: 400, errors: [{ field: '/module', message: 'module 由平台决定' }] });
    await edit(retitled('台账'));
    await saveWithNote('');
    const line = OPENED.split('\n').findIndex((l) => l.startsWith('  "module"')) + 1;
    expect(problems()).toEqual([`服务器第${line}行，第3列/modulemodule由平台决定`]);
    expect(toast.error).toHaveBeenCalledWith('保存被拒绝：module 由平台决定（问题已标在对应的行）');
    await edit(retitled('台账2'));
    expect(problems()).toEqual([]);
  });

  it('offers a reload when another administrator published meanwhile (409)', async () => {
    await render();
    client.publishElsewhere(SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS[0]);
    await edit(retitled('台账'));
    await saveWithNote('');
    const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
    expect(dialog.textContent).toContain('其他管理员已发布了新版本');
    await click(button('重新加载', dialog));
    await settle();
    expect(dom.host.textContent).toContain('当前版本 4');
    expect(textarea().value).toBe(fileJson(mergeOverlay(SAFETY_MANAGER, SAFETY_MANAGER_VERSIONS[0]).resource));
  });

  it('formats, resets after a confirmation, and downloads <key>.json pretty-printed', async () => {
    await render();
    await edit('{"a":[1,2]}');
    await click(button('格式化'));
    expect(textarea().value).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}\n');

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let name = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    await edit('{"b":true}');
    await click(button('下载JSON'));
    expect(name).toBe('safety-manager.json');
    expect(await blobs[0].text()).toBe('{\n  "b": true\n}\n');

    await click(button('重置'));
    await click(button('重置', document.querySelector('.ant-modal-confirm')!));
    expect(textarea().value).toBe(OPENED);
  });

  it('previews the edited file with the runtime form', async () => {
    await render();
    await edit(OPENED.replace('"title": "姓名"', '"title": "人员姓名"'));
    await click(button('预览'));
    const drawer = document.querySelector('.ant-drawer')!;
    expect(drawer.textContent).toContain('预览：安全管理人员');
    expect(drawer.querySelector('form')?.textContent).toContain('人员姓名');
  }, 20_000);

  it('warns before leaving the page with unsaved changes only', async () => {
    await render();
    const leave = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await edit(retitled('台账'));
    expect(leave()).toBe(true);
  });

  it('lets the platform administrator act for an enterprise', async () => {
    const other = createFakeDesignerClient({ resources: [HAZARD_SOURCE] });
    const clientFor = vi.fn((id: number | null) => (id === 7 ? other : client));
    await render(null, { clientFor });
    expect(clientFor).toHaveBeenLastCalledWith(null);
    // Before an enterprise is chosen: 请选择企业, and nothing asked of the platform's own (it has no resources).
    expect(dom.host.querySelector('[data-testid="choose-tenant"]')?.textContent).toContain('请选择企业');
    expect(client.calls).toEqual([]);
    const input = dom.host.querySelector<HTMLInputElement>('input[aria-label="企业ID"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '7');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(clientFor).not.toHaveBeenCalledWith(7);
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await settle();
    expect(clientFor).toHaveBeenLastCalledWith(7);
    expect(other.calls.map((c) => c.method)).toContain('resources');
    expect(dom.host.querySelector('[data-testid="choose-tenant"]')).toBeNull();
    expect(client.calls).toEqual([]);
  });

  it('opens the resource of the link only once the platform administrator has chosen an enterprise', async () => {
    const other = createFakeDesignerClient({ resources: [SAFETY_MANAGER] });
    await render(SAFETY_MANAGER_KEY, { clientFor: (id) => (id === 7 ? other : client) });
    expect(dom.host.textContent).toContain('请选择企业');
    expect(client.calls).toEqual([]);
    expect(other.calls).toEqual([]);
  });
});
