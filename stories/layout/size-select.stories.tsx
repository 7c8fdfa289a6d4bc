import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { SizeSelect } from '../../src/client/layout/size-select.tsx';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The navbar's UI size switcher (default, medium, small, mini; default small). */
const meta = {
  title: 'Layout/SizeSelect',
  component: SizeSelect,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof SizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button. */
export const Closed: Story = {};

/** Opened: the four sizes, the current one (小型) selected. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '布局大小' }));
    await shows(() => screen.getByText('迷你'));
  },
};

/** Opened while the size is 中等. */
export const MediumSelected: Story = {
  parameters: shell({ seed: { size: 'medium' } }),
  play: Opened.play,
};
