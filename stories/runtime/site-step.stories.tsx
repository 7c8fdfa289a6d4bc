import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SiteStep } from '../../src/runtime/phone/site-step.tsx';
import { shows } from '../support/play-helpers.ts';
import { withFakeSite } from '../support/fake-site-client.tsx';

/** Replaces the browser's geolocation for a story by a fixed position; answers the cleanup. */
function fakeGeolocation(): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 31.2304, longitude: 121.4737, accuracy: 8 }, timestamp: Date.now() } as GeolocationPosition),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
  };
}

/** What a workflow action asks on site (issue 15), in its dialog: the position with its distance, the signature pad. */
const meta = {
  title: 'Runtime/Phone/SiteStep',
  component: SiteStep,
  args: { offer: { signature: 'required' }, resource: 'acceptance-stage', recordId: 7, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 16 }}><Story /></div>],
  beforeEach: fakeGeolocation,
} satisfies Meta<typeof SiteStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required signature: the pad, and the step is not ready until it is signed. */
export const SignatureRequired: Story = {
  decorators: [withFakeSite()],
  play: async ({ args }) => {
    await shows(() => screen.getByText('此操作需要本人现场手写签名'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ signatureId: undefined, positionId: undefined, ready: false }));
  },
};

/** The position read and sent: its distance from the site. */
export const NearTheSite: Story = {
  args: { offer: { signature: 'optional', location: 'required' } },
  decorators: [withFakeSite({ position: { distanceM: 35.4, limitM: 200, tooFar: false } })],
  play: async ({ args }) => {
    await shows(() => screen.getByText('距现场约35米'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ ready: true })));
  },
};

/** Too far from the site: warned (and recorded; refused only where the enterprise says so). */
export const TooFar: Story = {
  args: { offer: { location: 'required' } },
  decorators: [withFakeSite({ position: { distanceM: 812, limitM: 200, tooFar: true } })],
  play: async () => {
    await shows(() => screen.getByText('距现场约812米，超出允许的200米'));
  },
};
