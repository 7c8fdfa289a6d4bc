import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SiteCoordination } from '../../src/client/pages/tszy/site-coordination.tsx';
import { shows } from '../support/play-helpers.ts';

const LAST = { byName: '王安全', at: '2026-11-30T00:30:00.000Z', numbers: ['HJZA2026113000002'], opinion: null };

/** The coordination of simultaneous work on a permit's detail (GB 30871 4.6), under the block tszy/site-works. */
const meta = {
  title: 'Tszy/SiteCoordination',
  component: SiteCoordination,
  args: { coordination: { status: 'missing', last: null }, onConfirm: fn(async () => undefined) },
} satisfies Meta<typeof SiteCoordination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Missing: confirmed with 确认协调, asked once more, without a note. */
export const Missing: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('尚未确认交叉作业协调：以上作业须由专人统一协调（GB 30871 4.6）'));
    await userEvent.click(screen.getByRole('button', { name: '确认协调' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(undefined));
  },
};

/** Confirmed, seen by a reader (no action offered). */
export const Confirmed: Story = {
  args: { coordination: { status: 'confirmed', last: { ...LAST, opinion: '错开作业时间' } }, onConfirm: undefined },
  play: async () => {
    await shows(() => screen.getByText(/交叉作业已由 王安全 于 .+ 确认统一协调（HJZA2026113000002）/));
    await expect(screen.getByText('协调说明：错开作业时间')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '确认协调' })).toBeNull();
  },
};

/** Nothing at the site: nothing shown. */
export const NothingToCoordinate: Story = {
  args: { coordination: { status: 'none', last: null } },
  play: async () => {
    await expect(screen.queryByTestId('site-coordination')).toBeNull();
  },
};
