import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { shows } from '../support/play-helpers.ts';
import { PageBeingBuilt } from '../../src/runtime/page-being-built.tsx';

/** The screen of a menu entry whose view or resource file does not exist yet. */
const meta = {
  title: 'Runtime/PageBeingBuilt',
  component: PageBeingBuilt,
  args: { name: '隐患排查', target: '资源：hidden-danger' },
} satisfies Meta<typeof PageBeingBuilt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 「隐患排查」模块页面正在建设中 with the resource it points at. */
export const Default: Story = {
  play: async () => {
    await shows(() => screen.getByText(/「隐患排查」模块页面正在建设中/));
    await shows(() => screen.getByText('资源：hidden-danger'));
  },
};
