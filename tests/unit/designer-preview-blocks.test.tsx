// @vitest-environment jsdom
// The designer's live preview of a permit form file (designer/live-preview.tsx) shows the blocks the file places, the
// components the permit form uses: the view registry wraps the designer's pages with the client's block lookup
// (withHttpDesignerClient, src/client/api/designer-client-http.ts), and a permit block outside a permit form shows a
// new permit of its file's kind (src/client/pages/tszy/permit-block-standalone.tsx). Nothing is saved.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from 'antd';
import { LivePreview } from '../../designer/live-preview.tsx';
import { emptyOverlay } from '../../designer/overlay-edits.ts';
import { withHttpDesignerClient } from '../../src/client/api/designer-client-http.ts';
import { PERMIT_FORMS } from '../../src/client/pages/tszy/permit-forms.ts';
import type { ViewProps } from '../../src/client/router/view-registry.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

const OVERLAY = emptyOverlay();

/** The file previewed as the designer's pages are shown: wrapped by the view registry's designerView. */
async function preview(base: ResourceFile): Promise<void> {
  const Page = (_: ViewProps) => <LivePreview base={base} overlay={OVERLAY} />;
  const View = withHttpDesignerClient(Page);
  await act(async () => dom.root.render(<View title="表单设计" viewKey="designer/schema-editor" />));
}

/** Waits (at most 10 s: the blocks load lazily) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await act(async () => new Promise((r) => setTimeout(r, 50)));
  if (!check()) throw new Error(`never saw ${what}: ${text()}`);
}

const box = () => dom.host.querySelector('[data-testid="live-preview"]');
const text = () => box()?.textContent?.replace(/\s+/g, '') ?? '';
const buttons = () => [...(box()?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.replace(/\s/g, '') ?? '');

describe('the live preview of a permit form file', { timeout: 20_000 }, () => {
  it('renders the blocks the file places, as a new permit of the file’s kind', async () => {
    await preview(PERMIT_FORMS.DONG_HUO);
    await until(() => buttons().includes('添加作业人'), 'the workers block');
    // The grade block, live, in its "new permit" state (nothing saved: no decided grade).
    await until(() => box()?.querySelector('[data-testid="permit-grade-preview"]') !== null, 'the grade block');
    expect(box()?.querySelector('[data-testid="permit-grade-preview"]')?.textContent).toContain('填写后显示作业级别及其依据');
    expect(box()?.querySelector('[data-testid="permit-grade"]')).toBeNull();
    // Every block the file places is a real one: no unknown-component notice.
    const placed = [...(box()?.querySelectorAll('[data-form-block]') ?? [])].map((e) => e.getAttribute('data-form-block'));
    expect(placed).toEqual(expect.arrayContaining(['tszy/permit-workers', 'tszy/permit-measures', 'tszy/permit-grade', 'tszy/permit-notices']));
    expect(box()?.querySelectorAll('[data-unknown-component]')).toHaveLength(0);
    expect(text()).not.toContain('不支持的组件');
    // The form rendered (the preview's boundary did not catch a failure). A block's own call to the API (the measure
    // templates) fails here without a server, as it may: the preview runs signed in against the real one.
    expect(text()).not.toContain('预览无法显示');
  });

  it('says so when a permit block is placed on a file of no permit kind, rather than failing the form', async () => {
    const file = PERMIT_FORMS.GAO_CHU;
    await preview({ ...file, key: 'not-a-permit' });
    await until(() => text().includes('这是作业票的表单块，只能放在作业票的表单文件中'), 'the notice');
    expect(text()).not.toContain('预览无法显示');
    expect(box()?.querySelectorAll('[data-unknown-component]')).toHaveLength(0);
  });
});
