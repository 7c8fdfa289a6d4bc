import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import SiteGasBlock from '../../src/client/pages/spjk/site-gas-block.tsx';
import { STAFF } from '../support/fixtures.ts';
import { mockCalls } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { IN_ALARM, QUIET, SITE, siteGasRoutes } from './site-gas-fixtures.ts';

/** Block `spjk/site-gas`: the gas detectors of a permit's work site (hot work, confined space). */
const meta = {
  title: 'Spjk/SiteGasBlock',
  component: SiteGasBlock,
  args: { record: { zuoYeDiDian: SITE }, props: { siteField: 'zuoYeDiDian' }, title: '作业地点气体监测' },
  parameters: shell({ seed: { user: STAFF }, api: () => siteGasRoutes(IN_ALARM) }),
} satisfies Meta<typeof SiteGasBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A detector in alarm: shown first, and said to hold the start of the work. */
export const InAlarm: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('site-gas-alarm'));
    await expect(screen.getByTestId('site-gas-alarm')).toHaveTextContent('报警解除前不能开始作业');
    await expect(screen.getByTestId('site-gas-alarm')).toHaveTextContent('GD-103');
    const rows = screen.getAllByRole('row').slice(1);
    await expect(within(rows[0]).getByText('高报')).toBeVisible();
    await expect(mockCalls.find((c) => c.path === '/spjk/gas/site')?.query).toEqual({ site: SITE });
  },
};

/** Every detector normal: the site is monitored continuously. */
export const Quiet: Story = {
  parameters: shell({ api: () => siteGasRoutes(QUIET) }),
  play: async () => {
    await shows(() => screen.getByText(`作业地点「${SITE}」由以下 2 台气体检测器连续监测，读数实时更新`));
    await expect(screen.getByTestId('site-gas-value-GD-104')).toHaveTextContent('20.9 %VOL');
    await expect(screen.queryByTestId('site-gas-alarm')).toBeNull();
  },
};

/** No detector at the site. */
export const NoDetector: Story = {
  parameters: shell({ api: () => siteGasRoutes([]) }),
  play: async () => {
    await shows(() => screen.getByTestId('site-gas-none'));
  },
};

/** A record without a work site asks nothing. */
export const NoSite: Story = {
  args: { record: {} },
  play: async () => {
    await shows(() => screen.getByText('未填写作业地点'));
    await expect(mockCalls.some((c) => c.path === '/spjk/gas/site')).toBe(false);
  },
};
