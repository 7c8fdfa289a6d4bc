import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicPage } from '../../src/client/pages/public-page.tsx';
import { shell } from '../support/story-parameters.ts';

/** /public/*: pages shared without login (none published yet). */
const meta = {
  title: 'Pages/PublicPage',
  component: PublicPage,
  parameters: shell({ router: { path: '/public/report/2025', route: '/public/*' } }),
} satisfies Meta<typeof PublicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named public page. */
export const NamedPage: Story = {};

/** /public/ itself. */
export const Index: Story = { parameters: shell({ router: { path: '/public/' } }) };
