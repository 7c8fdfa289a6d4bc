import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LazySitePicker } from '../../src/runtime/map/lazy-map.tsx';
import type { MapGeometry } from '../../src/runtime/map/map-client.ts';
import { SitePicker } from '../../src/runtime/map/site-picker.tsx';
import { DEMO_FEATURES } from '../support/fake-map-client.ts';
import { withFakeMap } from '../support/fake-map-provider.tsx';

type Show = 'empty' | 'point' | 'area-read-only' | 'lazy';

const POINT: MapGeometry = { type: 'Point', coordinates: [120, 80] };
const HOT_AREA = DEMO_FEATURES['work-sites'][0].geometry;

/** The picker with its value printed under it for the play functions. */
function SiteStory({ show }: { show: Show }) {
  const [value, setValue] = useState<MapGeometry | null>(show === 'point' ? POINT : show === 'area-read-only' ? HOT_AREA : null);
  const said = <p data-testid="site-value">{JSON.stringify(value)}</p>;
  if (show === 'area-read-only') return <SitePicker value={value} readOnly title="作业位置" />;
  if (show === 'lazy') return (
    <>
      <LazySitePicker title="作业位置" value={value} onChange={setValue} />
      {said}
    </>
  );
  return (
    <>
      <SitePicker title="作业位置" value={value} onChange={setValue} />
      {said}
    </>
  );
}

/** A permit's work site (作业位置, issue 16 item 6): a point, an area of the plant map or a polygon drawn on the plan. */
const meta = {
  title: 'Runtime/SitePicker',
  component: SiteStory,
  args: { show: 'empty' },
  decorators: [withFakeMap()],
} satisfies Meta<typeof SiteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three ways; choosing an area gives the site the area's polygon. */
export const ChooseAnArea: Story = {
  play: async () => {
    const picker = await screen.findByTestId('site-picker');
    await expect(picker).toHaveAttribute('data-way', 'point');
    await expect(within(picker).getByText('点选作业点')).toBeVisible();
    await expect(within(picker).getByText('绘制作业范围')).toBeVisible();
    await userEvent.click(within(picker).getByText('选择区域'));
    await userEvent.click(await screen.findByRole('combobox', { name: '选择区域' }));
    await userEvent.click(await screen.findByTitle('动火作业区'));
    await waitFor(() => expect(screen.getByTestId('site-value')).toHaveTextContent(JSON.stringify(HOT_AREA)));
    await expect(screen.getByTestId('site-picker')).toHaveAttribute('data-way', 'area');
  },
};

/** A point placed before: switching to drawing clears it (a site is one shape). */
export const FromAPoint: Story = {
  args: { show: 'point' },
  play: async () => {
    const picker = await screen.findByTestId('site-picker');
    await expect(await within(picker).findByText('坐标：120, 80')).toBeVisible();
    await userEvent.click(within(picker).getByText('绘制作业范围'));
    await waitFor(() => expect(screen.getByTestId('site-value')).toHaveTextContent('null'));
    await expect(screen.getByTestId('site-picker')).toHaveAttribute('data-way', 'polygon');
  },
};

/** Read-only (the detail): the area's name over its shape. */
export const AreaReadOnly: Story = {
  args: { show: 'area-read-only' },
  play: async () => {
    await expect(await screen.findByText('区域：动火作业区')).toBeVisible();
    await expect(screen.queryByText('选择区域')).toBeNull();
  },
};

/** The picker as forms load it. */
export const Lazy: Story = {
  args: { show: 'lazy' },
  play: async () => {
    await expect(await screen.findByTestId('site-picker')).toBeVisible();
  },
};
