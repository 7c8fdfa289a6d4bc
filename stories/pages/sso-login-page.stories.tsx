import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SsoLoginPage } from '../../src/client/pages/sso-login-page.tsx';
import { fail, ok, PENDING } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';

const SSO = 'POST /user/sysuser/sso/token';

/** /sso-login: the single-sign-on entry. */
const meta = {
  title: 'Pages/SsoLoginPage',
  component: SsoLoginPage,
  parameters: shell({ router: { path: '/sso-login', route: '/sso-login' }, api: { [SSO]: ok('sso-story-token') } }),
} satisfies Meta<typeof SsoLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code: the page says so and offers the login page. */
export const NoCode: Story = {};

/** Exchanging the code. */
export const Exchanging: Story = { parameters: shell({ router: { path: '/sso-login?code=abc' }, api: { [SSO]: PENDING } }) };

/** The code was accepted: on to `redirect`. */
export const Accepted: Story = {
  parameters: shell({ router: { path: '/sso-login?code=abc&redirect=%2Fxjxc%2Frecord' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-location')).toHaveTextContent('/xjxc/record');
  },
};

/** The code was refused: the server's message. */
export const Refused: Story = {
  parameters: shell({ router: { path: '/sso-login?code=expired' }, api: { [SSO]: fail('授权码无效或已过期', 401) } }),
};
