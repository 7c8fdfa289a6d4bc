import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnauthorizedPage } from '../../src/client/pages/unauthorized-page.tsx';
import { shell } from '../support/story-parameters.ts';

/** /401: the user may not open the page. */
const meta = {
  title: 'Pages/UnauthorizedPage',
  component: UnauthorizedPage,
  parameters: shell({ router: { path: '/401', route: '/401' } }),
} satisfies Meta<typeof UnauthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
