import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DetailPrintDialog } from '../../src/client/components/detail-print-dialog.tsx';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { QUIET, SITE, siteGasRoutes } from '../spjk/site-gas-fixtures.ts';

/**
 * The print preview of a record's paper copy (`detail.print`): the block the file places, found by its key as the
 * detail blocks are (here the gas detectors' block stands in for a sheet), with 关闭 and 打印.
 */
const meta = {
  title: 'Components/DetailPrintDialog',
  component: DetailPrintDialog,
  args: {
    print: { key: 'spjk/site-gas', title: '作业地点气体监测', props: { siteField: 'zuoYeDiDian' } },
    record: { zuoYeDiDian: SITE },
    open: true,
    onClose: fn(),
  },
  parameters: shell({ seed: { user: STAFF }, api: () => siteGasRoutes(QUIET) }),
} satisfies Meta<typeof DetailPrintDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block in the preview, under the hint naming what is printed. */
export const Preview: Story = {
  play: async () => {
    await shows(() => screen.getByText('打印时仅输出下方的作业地点气体监测，A4 纵向。'));
    await shows(() => screen.getByTestId('site-gas-value-GD-103'));
    await expect(screen.getByRole('button', { name: /打\s*印/ })).toBeEnabled();
  },
};

/** A key nobody registered: the preview says so and 打印 is off. */
export const UnknownBlock: Story = {
  args: { print: { key: 'nope/missing', title: '未注册的样式' } },
  play: async () => {
    await shows(() => screen.getByText('不支持的组件 nope/missing'));
    await expect(screen.getByRole('button', { name: /打\s*印/ })).toBeDisabled();
  },
};
