// @vitest-environment jsdom
// SignaturePad's stroke handling (issue 15 item 3): pointer strokes become points in the canvas's own pixels
// (CSS position × device pixel ratio), a held pointer adds nothing, empty or a few dots are refused with the
// domain check before anything is handed over, 清除 starts again; and the pure arithmetic of pad-strokes.ts.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad, type SignatureResult } from '../../src/runtime/phone/signature-pad.tsx';
import { extendStroke, padPoint } from '../../src/runtime/phone/pad-strokes.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, width: 300, height: 180, right: 310, bottom: 200, x: 10, y: 20, toJSON: () => ({}) });
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

function render(onConfirm: (r: SignatureResult) => void) {
  act(() => dom.root.render(<SignaturePad onConfirm={onConfirm} />));
  return dom.host.querySelector('canvas') as HTMLCanvasElement;
}

function pointer(canvas: HTMLCanvasElement, type: string, x: number, y: number, pointerId = 1) {
  act(() => {
    canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId, bubbles: true }));
  });
}

/** A stroke from (x0, y0) to (x1, y1) in page coordinates, in `n` moves. */
function drag(canvas: HTMLCanvasElement, x0: number, y0: number, x1: number, y1: number, n = 12) {
  pointer(canvas, 'pointerdown', x0, y0);
  for (let i = 1; i <= n; i++) pointer(canvas, 'pointermove', x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * i) / n);
  pointer(canvas, 'pointerup', x1, y1);
}

const button = (name: string) => [...dom.host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name) as HTMLButtonElement;
const click = async (name: string) => act(async () => button(name).click());

describe('SignaturePad', () => {
  it('sizes the canvas in device pixels and hands over the strokes in them', async () => {
    const got: SignatureResult[] = [];
    const canvas = render((r) => void got.push(r));
    expect([canvas.width, canvas.height]).toEqual([600, 360]);
    drag(canvas, 30, 60, 250, 70);
    drag(canvas, 120, 30, 130, 180);
    await click('确认签名');
    expect(got).toHaveLength(1);
    expect(got[0].image).toMatch(/^data:image\/png;base64,/);
    expect(got[0].strokes).toHaveLength(2);
    expect(got[0].strokes[0][0]).toEqual([40, 80]);
    expect(got[0].strokes[0].at(-1)).toEqual([480, 100]);
    expect(dom.host.querySelector('[data-testid="signature-problem"]')).toBeNull();
  });

  it('refuses an empty pad and a few dots before handing anything over', async () => {
    const onConfirm = vi.fn();
    const canvas = render(onConfirm);
    await click('确认签名');
    expect(dom.host.querySelector('[data-testid="signature-problem"]')?.textContent).toContain('请先在框内签名');
    for (const [x, y] of [[50, 50], [150, 100], [250, 150]]) {
      pointer(canvas, 'pointerdown', x, y);
      pointer(canvas, 'pointerup', x, y);
    }
    await click('确认签名');
    expect(dom.host.querySelector('[data-testid="signature-problem"]')?.textContent).toContain('签名过小或只有几个点');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores moves of a pointer that is not drawing, and 清除 starts again', async () => {
    const onConfirm = vi.fn();
    const canvas = render(onConfirm);
    pointer(canvas, 'pointermove', 100, 100);
    expect(canvas.dataset.strokes).toBe('0');
    drag(canvas, 30, 60, 250, 70);
    expect(canvas.dataset.strokes).toBe('1');
    await click('清除');
    expect(canvas.dataset.strokes).toBe('0');
    await click('确认签名');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('pad arithmetic', () => {
  const g = { left: 10, top: 20, cssWidth: 300, cssHeight: 150, width: 600, height: 300 };
  it('scales a page position to canvas pixels and keeps it on the pad', () => {
    expect(padPoint(10, 20, g)).toEqual([0, 0]);
    expect(padPoint(160, 95, g)).toEqual([300, 150]);
    expect(padPoint(400, -5, g)).toEqual([600, 0]);
    expect(padPoint(10.04, 20, g)).toEqual([0.1, 0]);
  });
  it('adds a point only when it moved', () => {
    expect(extendStroke([[0, 0]], [0.5, 0.5])).toEqual([[0, 0]]);
    expect(extendStroke([[0, 0]], [3, 4])).toEqual([[0, 0], [3, 4]]);
    expect(extendStroke([], [1, 1])).toEqual([[1, 1]]);
  });
});
