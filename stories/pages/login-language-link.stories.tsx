import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginLanguageLink } from '../../src/client/pages/login-language-link.tsx';

/** The login page's language link: names the other language (English while the page is Chinese). */
const meta = {
  title: 'Pages/LoginLanguageLink',
  component: LoginLanguageLink,
  args: { reload: fn() },
  decorators: [(Story) => <div style={{ position: 'relative', width: 360, height: 48, border: '1px solid #f0f0f0' }}>{Story()}</div>],
} satisfies Meta<typeof LoginLanguageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link, as on the login card's head. */
export const Default: Story = {};
