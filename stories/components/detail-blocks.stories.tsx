import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { DetailBlocks } from '../../src/client/components/detail-blocks.tsx';
import { PlacedBlock } from '../../src/client/components/placed-block.tsx';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { QUIET, SITE, siteGasRoutes } from '../spjk/site-gas-fixtures.ts';

/** The blocks a resource file places in its detail (`detail.blocks`): a registered one, and a key nobody registered. */
const meta = {
  title: 'Components/DetailBlocks',
  component: DetailBlocks,
  args: {
    record: { zuoYeDiDian: SITE },
    blocks: [
      { key: 'spjk/site-gas', title: '作业地点气体监测', 'x-title-en': 'Gas detectors at the work site', props: { siteField: 'zuoYeDiDian' } },
      { key: 'nope/missing', title: '未注册的区块' },
    ],
  },
  parameters: shell({ seed: { user: STAFF }, api: () => siteGasRoutes(QUIET) }),
} satisfies Meta<typeof DetailBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each block in its card with the file's title; the unknown key says so instead of failing. */
export const Placed: Story = {
  play: async () => {
    await shows(() => screen.getByText('作业地点气体监测'));
    await shows(() => screen.getByTestId('site-gas-value-GD-103'));
    await expect(screen.getByText('不支持的组件 nope/missing')).toBeVisible();
  },
};

/** A file that places no block: nothing is drawn. */
export const NoBlocks: Story = {
  args: { blocks: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-detail-block]')).toBeNull();
  },
};

/** One placed block by itself (PlacedBlock, which DetailBlocks and the print preview share): no card around it. */
export const OneBlock: Story = {
  render: () => <PlacedBlock block={{ key: 'spjk/site-gas', title: '作业地点气体监测', props: { siteField: 'zuoYeDiDian' } }} record={{ zuoYeDiDian: SITE }} title="作业地点气体监测" />,
  play: async ({ canvasElement }) => {
    await shows(() => screen.getByTestId('site-gas-value-GD-103'));
    await expect(canvasElement.querySelector('.ant-card')).toBeNull();
  },
};
