// @vitest-environment jsdom
// MissingField (src/runtime/missing-field.tsx): the placeholder of a removed field; 清除 for designers where
// a tab holds the name (confirmed, calls clearMissingField with the tab, then the screen reloads), the
// plain placeholder with 请联系管理员 for everyone else; in the form's tab panes and the detail's tab sections.
import { message } from 'antd';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissingField, MissingFieldScope, type MissingFieldScopeValue } from '../../src/runtime/missing-field.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaDetail } from '../../src/runtime/schema-detail.tsx';
import { SchemaForm } from '../../src/runtime/schema-form.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { SAFETY_MANAGER, safetyManagerRows } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tab of the enterprise's overlay still names trainingHours, a custom field that was removed. */
const TABBED: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'safety-manager-tabbed',
  layout: { tabs: [{ key: 'training', title: '培训信息', fields: ['certNo', 'trainingHours'] }] },
};

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function render(node: ReactNode, scope: Partial<MissingFieldScopeValue> | null, client?: FakeResourceClient) {
  const c = client ?? createFakeResourceClient({ resources: [TABBED] });
  const onCleared = vi.fn();
  const inner = scope ? (
    <MissingFieldScope resourceKey={TABBED.key} tabs={TABBED.layout?.tabs ?? []} canDesign={false} onCleared={onCleared} {...scope}>
      {node}
    </MissingFieldScope>
  ) : (
    node
  );
  await act(async () => dom.root.render(<ResourceClientContext.Provider value={c}>{inner}</ResourceClientContext.Provider>));
  return { client: c, onCleared };
}

const clearButton = () => dom.host.querySelector<HTMLButtonElement>('button[aria-label="清除字段 trainingHours"]');

async function confirmClear() {
  const button = clearButton();
  if (!button) throw new Error('no 清除');
  await act(async () => button.click());
  const ok = await vi.waitFor(() => {
    const found = [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm .ant-btn-dangerous')].find((b) => squash(b.textContent) === '清除');
    if (!found) throw new Error('no confirmation');
    return found;
  });
  await act(async () => ok.click());
  await settle();
}

describe('MissingField', () => {
  it('tells those who may not design to ask an administrator', async () => {
    await render(<MissingField name="trainingHours" clearable />, null);
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在，请联系管理员');
    expect(clearButton()).toBeNull();
    await render(<MissingField name="trainingHours" clearable />, { canDesign: false });
    expect(dom.host.textContent).toContain('请联系管理员');
    expect(clearButton()).toBeNull();
  });

  it('offers 清除 to a designer only where a tab holds the name', async () => {
    await render(<MissingField name="trainingHours" />, { canDesign: true });
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在');
    expect(dom.host.textContent).not.toContain('请联系管理员');
    expect(clearButton()).toBeNull();
    await render(<MissingField name="gone" clearable />, { canDesign: true });
    expect(dom.host.querySelector('button')).toBeNull();
    await render(<MissingField name="trainingHours" clearable />, { canDesign: true });
    expect(clearButton()).not.toBeNull();
  });

  it('clears the name from its tab after confirmation, then lets the screen reload', async () => {
    const { client, onCleared } = await render(<MissingField name="trainingHours" clearable />, { canDesign: true });
    await confirmClear();
    expect(client.calls.filter((c) => c.method === 'clearMissingField').map((c) => c.args)).toEqual([
      ['safety-manager-tabbed', 'training', 'trainingHours'],
    ]);
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(message.success).toHaveBeenCalledWith('已从页签中清除字段 trainingHours');
  });

  it('says so when clearing fails and does not reload', async () => {
    const failing = createFakeResourceClient({ resources: [TABBED], failures: { clearMissingField: { message: '无权操作', status: 403 } } });
    const { onCleared } = await render(<MissingField name="trainingHours" clearable tabKey="training" />, { canDesign: true }, failing);
    await confirmClear();
    expect(message.error).toHaveBeenCalledWith('无权操作');
    expect(onCleared).not.toHaveBeenCalled();
  });

  it('offers 清除 in the form tab pane that names the removed field', async () => {
    await render(<SchemaForm resource={TABBED} onSubmit={async () => undefined} />, { canDesign: true });
    expect(clearButton()).not.toBeNull();
  });

  it('offers 清除 in the detail section of the tab, not in a section of the file', async () => {
    const record = safetyManagerRows(1)[0];
    await render(<SchemaDetail resource={TABBED} record={record} />, { canDesign: true });
    expect(clearButton()).not.toBeNull();
    const fileSection: ResourceFile = { ...SAFETY_MANAGER, detail: { sections: [{ title: '培训', fields: ['trainingHours'] }] } };
    await render(<SchemaDetail resource={fileSection} record={record} />, { canDesign: true, tabs: [] });
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在');
    expect(clearButton()).toBeNull();
  });
});
