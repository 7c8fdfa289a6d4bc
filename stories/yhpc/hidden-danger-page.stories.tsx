import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import HiddenDangerPage from '../../src/client/pages/yhpc/hidden-danger-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { hiddenDangerApi } from './hidden-danger-fixtures.ts';

/** 隐患排查 › 隐患台账: the hidden-danger resource's page under the menu entry's title. */
const meta = {
  title: 'Yhpc/HiddenDangerPage',
  component: HiddenDangerPage,
  args: { title: '隐患台账', viewKey: 'yhpc/ticket' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: hiddenDangerApi, router: { path: '/yhpc/ticket' } }),
} satisfies Meta<typeof HiddenDangerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ledger: Story = {
  play: async () => {
    await shows(() => screen.getByText('储罐区消防喷淋管道锈蚀'));
  },
};
