import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SignaturePad } from '../../src/runtime/phone/signature-pad.tsx';
import { shows } from '../support/play-helpers.ts';

/** The signature pad of the phone (issue 15): draw, 清除, 确认签名; empty or a few dots are refused. */
const meta = {
  title: 'Runtime/Phone/SignaturePad',
  component: SignaturePad,
  args: { onConfirm: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

function canvas(): HTMLCanvasElement {
  const c = document.querySelector<HTMLCanvasElement>('[data-testid="signature-pad"] canvas');
  if (!c) throw new Error('no pad');
  return c;
}

/** Draws a stroke across the pad, in page coordinates relative to its box. */
function draw(c: HTMLCanvasElement, from: [number, number], to: [number, number]) {
  const r = c.getBoundingClientRect();
  const at = (x: number, y: number) => ({ clientX: r.left + x * r.width, clientY: r.top + y * r.height, pointerId: 1, bubbles: true });
  c.dispatchEvent(new PointerEvent('pointerdown', at(...from)));
  for (let i = 1; i <= 15; i++) c.dispatchEvent(new PointerEvent('pointermove', at(from[0] + ((to[0] - from[0]) * i) / 15, from[1] + ((to[1] - from[1]) * i) / 15)));
  c.dispatchEvent(new PointerEvent('pointerup', at(...to)));
}

/** A name drawn and confirmed: the PNG and the strokes are handed over. */
export const Signed: Story = {
  play: async ({ args }) => {
    const c = canvas();
    draw(c, [0.1, 0.3], [0.8, 0.35]);
    draw(c, [0.4, 0.1], [0.45, 0.9]);
    await userEvent.click(screen.getByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ image: expect.stringMatching(/^data:image\/png/) })));
  },
};

/** Confirming an empty pad says so and hands nothing over. */
export const Empty: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '确认签名' }));
    await shows(() => screen.getByText('请先在框内签名'));
    expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
