// @vitest-environment jsdom
// The workflow action dialog of an offer that asks for a signature (issue 15): the pad shows above the form,
// acting before signing is stopped in the form, and once signed (SiteClient.sign) the action carries the
// signature's id.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { SiteClientContext } from '../../src/runtime/phone/site-client.ts';
import { WorkflowActionDialog } from '../../src/runtime/workflow/workflow-action-dialog.tsx';
import { WorkflowClientContext, type WorkflowClient, type WorkflowOffer } from '../../src/runtime/workflow/workflow-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { createFakeSiteClient } from '../../stories/support/fake-site-client.tsx';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 180, right: 300, bottom: 180, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => vi.restoreAllMocks());

const settle = (ms = 30) => act(() => new Promise((r) => setTimeout(r, ms)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
const button = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === label);

async function click(el: Element | undefined): Promise<void> {
  if (!el) throw new Error('no such button');
  await act(async () => (el as HTMLElement).click());
  await settle();
}

function draw(canvas: HTMLCanvasElement, x0: number, y0: number, x1: number, y1: number) {
  const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, bubbles: true });
  act(() => {
    canvas.dispatchEvent(new PointerEvent('pointerdown', at(x0, y0)));
    for (let i = 1; i <= 12; i++) canvas.dispatchEvent(new PointerEvent('pointermove', at(x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12)));
    canvas.dispatchEvent(new PointerEvent('pointerup', at(x1, y1)));
  });
}

const OFFER: WorkflowOffer = { action: 'approve', label: '审核通过', kind: 'transition', opinion: 'optional', require: [], editable: [], signature: 'required' };

describe('an action that asks for a signature', () => {
  it('shows the pad, stops acting until signed, then acts with the signature id', async () => {
    const acted = vi.fn(async () => ({ id: 7 }));
    const workflow = { act: acted } as unknown as WorkflowClient;
    const site = createFakeSiteClient();
    const resource = SAFETY_MANAGER as ResourceFile;
    act(() =>
      dom.root.render(
        <WorkflowClientContext.Provider value={workflow}>
          <SiteClientContext.Provider value={site}>
            <WorkflowActionDialog resource={resource} record={{ id: 7 }} offer={OFFER} onClose={() => undefined} onDone={() => undefined} />
          </SiteClientContext.Provider>
        </WorkflowClientContext.Provider>,
      ),
    );
    await settle();
    expect(squash(document.body.textContent)).toContain('此操作需要本人现场手写签名');

    await click(button('审核通过'));
    await settle(60);
    expect(acted).not.toHaveBeenCalled();
    expect(squash(document.body.textContent)).toContain('请先签名并确认');

    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="signature-pad"] canvas') as HTMLCanvasElement;
    draw(canvas, 20, 40, 260, 60);
    draw(canvas, 120, 10, 130, 170);
    await click(button('确认签名'));
    await settle(60);
    expect(site.signed).toHaveLength(1);
    expect(site.signed[0]).toMatchObject({ resource: resource.key, recordId: 7 });
    expect(document.querySelector('[data-testid="site-signed"]')).not.toBeNull();

    await click(button('审核通过'));
    await settle(60);
    expect(acted).toHaveBeenCalledWith(resource, 'approve', expect.objectContaining({ id: 7, signatureId: site.signed[0].id }));
  });
});
