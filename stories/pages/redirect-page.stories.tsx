import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RedirectPage } from '../../src/client/pages/redirect-page.tsx';
import { shell } from '../support/story-parameters.ts';

/** /redirect/*: the tabs' refresh helper goes on to the rest of the path, query kept. */
const meta = {
  title: 'Pages/RedirectPage',
  component: RedirectPage,
  parameters: shell({ router: { path: '/redirect/tszy/plan?id=3', route: '/redirect/*' } }),
} satisfies Meta<typeof RedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /redirect/tszy/plan?id=3 lands on /tszy/plan?id=3. */
export const GoesOn: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-location')).toHaveTextContent('/tszy/plan?id=3');
  },
};
