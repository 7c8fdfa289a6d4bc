import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from '../../src/client/layout/language-switch.tsx';
import { shows } from '../support/play-helpers.ts';

/** The navbar's language switch (中文 / English): a choice sets the `language` cookie and reloads the page. */
const meta = {
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  args: { reload: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button. */
export const Closed: Story = {};

/** Opened: the two languages, the page's (中文) selected. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '语言' }));
    await shows(() => screen.getByText('English'));
  },
};
