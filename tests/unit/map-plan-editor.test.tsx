// @vitest-environment jsdom
// The plan page's body (src/runtime/map/plan-editor.tsx) with the fake map client: no plan yet, an image
// uploaded, two points clicked on it and their plant coordinates typed, the extent previewed, and the save
// sending the file and the two points; a mirrored placement is named and cannot be saved.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MapClientContext } from '../../src/runtime/map/map-client.ts';
import { PlanEditor } from '../../src/runtime/map/plan-editor.tsx';
import { createFakeMapClient } from '../../stories/support/fake-map-client.ts';
import { mountRoot } from './helpers/dom-root.ts';

vi.mock('../../src/runtime/map/plant-map.tsx', () => ({ PlantMap: () => null }));

const dom = mountRoot();

beforeAll(() => {
  // jsdom has no object URLs and lays nothing out: the image is 400 × 300 shown at its own size.
  URL.createObjectURL = () => 'blob:plan';
  URL.revokeObjectURL = () => undefined;
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function uploadAndPlace(points: [number, number, number, number][]) {
  const client = createFakeMapClient({ plan: null, imageSize: [400, 300] });
  await act(async () => dom.root.render(<MapClientContext.Provider value={client}><PlanEditor /></MapClientContext.Provider>));
  await flush();
  expect(dom.host.querySelector('[data-testid="plan-none"]')).not.toBeNull();
  const input = dom.host.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'plan.png', { type: 'image/png' });
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
  await flush();
  const img = dom.host.querySelector<HTMLImageElement>('[data-testid="plan-image"]');
  if (!img) throw new Error('no image');
  Object.defineProperty(img, 'naturalWidth', { value: 400 });
  Object.defineProperty(img, 'naturalHeight', { value: 300 });
  img.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  await act(async () => img.dispatchEvent(new Event('load')));
  for (const [px, py] of points.map((p) => [p[0], p[1]])) {
    await act(async () => img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: px + 0.5, clientY: py + 0.5 })));
  }
  const inputs = [...dom.host.querySelectorAll<HTMLInputElement>('input.ant-input-number-input')];
  expect(inputs).toHaveLength(4);
  const values = points.flatMap((p) => [p[2], p[3]]);
  for (const [i, el] of inputs.entries()) {
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(el, String(values[i]));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  await flush();
  return client;
}

function saveButton(): HTMLButtonElement {
  const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === '保存平面图');
  if (!b) throw new Error('no save button');
  return b;
}

describe('the plan editor', () => {
  it('places an uploaded image by two points, previews the extent and saves the points', async () => {
    const client = await uploadAndPlace([[40, 30, -400, 400], [360, 270, 400, -400]]);
    expect(dom.host.querySelector('[data-testid="plan-point-1"]')?.textContent).toContain('(40, 30)');
    expect(dom.host.querySelector('[data-testid="plan-point-2"]')?.textContent).toContain('(360, 270)');
    expect(dom.host.querySelector('[data-testid="plan-preview"]')?.textContent).toContain('X -500 ~ 500，Y -500 ~ 500');
    await act(async () => saveButton().click());
    await flush();
    const save = client.calls.find((c) => c.method === 'savePlan');
    expect(save?.args[0]).toEqual({ kind: 'image', fileId: 'plan-upload', points: [{ pixel: [40, 30], plant: [-400, 400] }, { pixel: [360, 270], plant: [400, -400] }] });
    expect(dom.host.querySelector('[data-testid="plan-current"]')?.textContent).toContain('X -500 ~ 500');
  });

  it('names a mirrored placement and does not save it', async () => {
    const client = await uploadAndPlace([[40, 30, -400, -400], [360, 270, 400, 400]]);
    expect(dom.host.querySelector('[data-testid="plan-problem"]')?.textContent).toContain('定位点的方向与图片不一致');
    expect(saveButton().disabled).toBe(true);
    expect(client.calls.some((c) => c.method === 'savePlan')).toBe(false);
  });
});
