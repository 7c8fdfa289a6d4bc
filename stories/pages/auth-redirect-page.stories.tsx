import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthRedirectPage } from '../../src/client/pages/auth-redirect-page.tsx';
import { fail, PENDING } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';

const SSO = 'POST /user/sysuser/sso/token';

/** /auth-redirect: completes a login handed over as a token or a single-sign-on code. */
const meta = {
  title: 'Pages/AuthRedirectPage',
  component: AuthRedirectPage,
  parameters: shell({ router: { path: '/auth-redirect', route: '/auth-redirect' } }),
} satisfies Meta<typeof AuthRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither token nor code: an error and the way back to the login page. */
export const MissingCredentials: Story = {};

/** A token: stored, then on to `redirect`. */
export const WithToken: Story = {
  parameters: shell({ router: { path: '/auth-redirect?token=abc123&redirect=%2Ftszy%2Flist' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-location')).toHaveTextContent('/tszy/list');
  },
};

/** A code being exchanged. */
export const ExchangingCode: Story = {
  parameters: shell({ router: { path: '/auth-redirect?code=xyz' }, api: { [SSO]: PENDING } }),
};

/** A code the server refused: its message. */
export const CodeRefused: Story = {
  parameters: shell({ router: { path: '/auth-redirect?code=expired' }, api: { [SSO]: fail('授权码无效或已过期', 401) } }),
};
