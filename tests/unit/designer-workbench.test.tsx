// @vitest-environment jsdom
// The designer workbench (designer/designer-workbench.tsx) over the in-memory DesignerClient: edits of the
// draft with undo/redo (buttons and keys), the live preview following the draft, the draft saved after a
// pause and restored when the page opens again, publishing a new version, a publish refused because
// someone published meanwhile (409), and a draft with problems that cannot be published.
import '@ant-design/v5-patch-for-react-19';
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignerClientContext } from '../../designer/designer-client.ts';
import DesignerWorkbench from '../../designer/designer-workbench.tsx';
import { addField, emptyOverlay } from '../../designer/overlay-edits.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { createFakeDesignerClient, type FakeDesignerClient, type FakeDesignerOptions } from '../../stories/support/fake-designer-client.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const KEY = SAFETY_MANAGER.key;
const V1: ResourceOverlay = addField(emptyOverlay(), { key: 'trainingHours', type: 'number', title: '培训学时', minimum: 0 });
let fake: FakeDesignerClient;

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');
const text = () => squash(document.body.textContent);

async function settle(ms = 20): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await settle(20);
  }
  throw new Error(`not found: ${what}`);
}

function button(label: string, within: ParentNode = document): HTMLButtonElement | undefined {
  return [...within.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === label || b.getAttribute('aria-label') === label);
}

async function click(label: string, within?: ParentNode): Promise<void> {
  const b = await until(() => button(label, within), `button ${label}`);
  await act(async () => b.click());
  await settle();
}

async function key(k: string, mods: { shift?: boolean } = {}): Promise<void> {
  await act(async () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey: true, shiftKey: mods.shift ?? false, bubbles: true }));
  });
  await settle();
}

/** The status cell of a custom field's row. */
function statusOf(field: string): string {
  const row = [...document.querySelectorAll('[data-testid="field-list-panel"] tbody tr')].find((tr) => tr.textContent?.includes(field));
  return squash(row?.querySelectorAll('td')[6]?.textContent);
}

const previewText = () => squash(document.querySelector('[data-testid="live-preview"]')?.textContent);

async function open(options: Partial<FakeDesignerOptions> = {}): Promise<void> {
  fake = createFakeDesignerClient({ resources: [SAFETY_MANAGER], versions: { [KEY]: [V1] }, ...options });
  const resources = createFakeResourceClient({ resources: [SAFETY_MANAGER] });
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={resources}>
        <DesignerClientContext.Provider value={fake}>
          <DesignerWorkbench title="自定义字段" viewKey="designer/custom-field" resource={KEY} autosaveMs={30} />
        </DesignerClientContext.Provider>
      </ResourceClientContext.Provider>,
    ),
  );
  await until(() => statusOf('trainingHours'), 'the field list');
}

describe('DesignerWorkbench', { timeout: 20_000 }, () => {
  it('undoes and redoes edits of the draft with the buttons and the keys, the preview following', async () => {
    await open();
    expect(statusOf('trainingHours')).toBe('启用');
    expect(previewText()).toContain('培训学时');
    expect(button('撤销')?.disabled).toBe(true);
    expect(text()).not.toContain('草稿未发布');

    await click('停用');
    expect(statusOf('trainingHours')).toBe('停用');
    expect(previewText()).not.toContain('培训学时');
    expect(text()).toContain('草稿未发布');

    await click('撤销');
    expect(statusOf('trainingHours')).toBe('启用');
    expect(button('重做')?.disabled).toBe(false);
    await click('重做');
    expect(statusOf('trainingHours')).toBe('停用');

    await key('z');
    expect(statusOf('trainingHours')).toBe('启用');
    await key('y');
    expect(statusOf('trainingHours')).toBe('停用');
    await key('z');
    await key('Z', { shift: true });
    expect(statusOf('trainingHours')).toBe('停用');
  });

  it('shows the draft as a list and as a detail too', async () => {
    await open();
    const label = (name: string) =>
      [...document.querySelectorAll<HTMLLabelElement>('[data-testid="live-preview"] label.ant-segmented-item')].find((l) => squash(l.textContent) === name);
    await act(async () => label('列表')?.click());
    await until(() => previewText().includes('预览：列表的列'), 'the list preview');
    const headers = [...document.querySelectorAll('[data-testid="live-preview"] thead th')].map((th) => squash(th.textContent));
    expect(headers).toContain('培训学时');
    await act(async () => label('详情')?.click());
    await until(() => document.querySelector('[data-testid="live-preview"] [data-testid="schema-detail"]'), 'the detail preview');
    expect(previewText()).toContain('培训学时');
  });

  it('saves the draft after a pause and restores it when the page opens again', async () => {
    await open();
    await click('置顶');
    await until(() => fake.draftOf(KEY)?.fields[0].pinned === 'top', 'the saved draft');
    expect(fake.calls.filter((c) => c.method === 'saveDraft')).toHaveLength(1);
    await until(() => text().includes('草稿已保存'), 'the save state');

    // Opened again: the stored draft, still unpublished.
    const stored = fake.draftOf(KEY);
    await act(async () => dom.root.render(<div />));
    await open({ drafts: { [KEY]: { overlay: stored ?? emptyOverlay() } } });
    expect(statusOf('trainingHours')).toBe('启用置顶');
    expect(text()).toContain('草稿未发布');
  });

  it('publishes the draft as a new version', async () => {
    await open();
    await click('停用');
    await click('发布');
    const note = await until(() => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="版本说明"]'), 'the note');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(note, '停用培训学时');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click('发布', document.querySelector('.ant-modal') ?? undefined);
    await until(() => text().includes('当前版本v2'), 'version 2');
    expect(fake.current(KEY).fields[0].enabled).toBe(false);
    const published = fake.calls.find((c) => c.method === 'publish');
    expect(published?.args[1]).toMatchObject({ baseVersion: 1, note: '停用培训学时' });
    expect(fake.draftOf(KEY)).toBeNull();
    expect(text()).not.toContain('草稿未发布');
  });

  it('says when someone else published meanwhile and offers to reload', async () => {
    await open();
    await click('停用');
    fake.publishElsewhere(KEY, emptyOverlay());
    await click('发布');
    await click('发布', document.querySelector('.ant-modal') ?? undefined);
    await until(() => text().includes('其他管理员已发布了新版本'), 'the conflict');
    expect(fake.current(KEY)).toEqual(emptyOverlay());
    await click('重新加载');
    await until(() => text().includes('草稿基于版本v1，其他管理员已发布了版本v2'), 'the stale draft');
    await click('基于新版本继续');
    await until(() => !text().includes('草稿基于版本v1'), 'the rebased draft');
    expect(fake.draftOf(KEY)).not.toBeNull();
  });

  it('lists the problems of a draft and does not publish it', async () => {
    const bad: ResourceOverlay = { ...V1, fields: [{ ...V1.fields[0], def: { key: 'trainingHours', type: 'number', title: '培训学时', minimum: 9, maximum: 1 } }] };
    await open({ drafts: { [KEY]: { overlay: bad } } });
    expect(text()).toContain('需修改');
    await click('发布');
    await until(() => text().includes('草稿有1处问题'), 'the problems');
    expect(text()).toContain('最小值不能大于最大值');
    const publish = button('发布', document.querySelector('.ant-modal') ?? document);
    expect(publish?.disabled).toBe(true);
    expect(fake.calls.some((c) => c.method === 'publish')).toBe(false);
  });
});
