import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from '../../src/client/pages/not-found-page.tsx';
import { shell } from '../support/story-parameters.ts';

/** /404: where unknown paths go. */
const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: shell({ router: { path: '/404', route: '/404' } }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 返回首页 goes to /. */
export const BackHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/');
  },
};
