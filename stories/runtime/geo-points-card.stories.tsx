// The plan page's geographic reference points and location rule (issue 15 item 5): two rows of plan x/y with
// their longitude and latitude, checked as the server checks them, and the enterprise's largest distance.
import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { GeoPoint } from '../../src/domain/geo-position.ts';
import { GeoPointsCard, PhoneConfigCard } from '../../src/runtime/map/geo-points-card.tsx';
import { MapClientContext, type MapClient, type PhoneConfig } from '../../src/runtime/map/map-client.ts';
import { createFakeMapClient, DEMO_PLAN } from '../support/fake-map-client.ts';

const POINTS: GeoPoint[] = [
  { plant: [0, 0], geo: [118.8, 32.25] },
  { plant: [800, 500], geo: [118.808507, 32.254497] },
];

function Provider({ children }: { children: ReactNode }) {
  const [client] = useState<MapClient>(() => {
    let config: PhoneConfig = { maxDistanceM: 200, refuseTooFar: false };
    return {
      ...createFakeMapClient(),
      saveGeoPoints: async (geoPoints) => ({ ...DEMO_PLAN, geoPoints }),
      phoneConfig: async () => config,
      savePhoneConfig: async (c) => (config = c),
    };
  });
  return <MapClientContext.Provider value={client}>{children}</MapClientContext.Provider>;
}
const withClient: Decorator = (Story) => (
  <Provider>
    <div style={{ padding: 24 }}>
      <Story />
    </div>
  </Provider>
);

const meta = {
  title: 'Runtime/GeoPointsCard',
  component: GeoPointsCard,
  args: { plan: { ...DEMO_PLAN, geoPoints: null }, onSaved: fn() },
  decorators: [withClient],
} satisfies Meta<typeof GeoPointsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: empty rows, 保存参考点 disabled until every coordinate is typed. */
export const NoneYet: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: /保存参考点/ })).toBeDisabled();
  },
};

/** Set: the rows filled, saved again. */
export const Set: Story = {
  args: { plan: { ...DEMO_PLAN, geoPoints: POINTS } },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /保存参考点/ }));
    await expect(args.onSaved).toHaveBeenCalled();
  },
};

/** Two points at the same place: the problem said before saving. */
export const SamePlace: Story = {
  args: { plan: { ...DEMO_PLAN, geoPoints: [POINTS[0], { plant: [800, 500], geo: POINTS[0].geo }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('geo-problem')).toHaveTextContent('不能是同一个位置');
    await expect(screen.getByRole('button', { name: /保存参考点/ })).toBeDisabled();
  },
};

/** The location rule: 200 m, warned only. */
export const LocationRule: StoryObj<typeof PhoneConfigCard> = {
  render: () => <PhoneConfigCard />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByRole('checkbox')).not.toBeChecked();
    await expect(card.getByLabelText('允许的最大距离（米）')).toHaveValue('200');
  },
};
