import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PermitPhonePage from '../../src/client/phone/modules/tszy/permit-phone-page.tsx';
import { permitRoutes } from '../tszy/permit-fixtures.ts';
import { fakeGeolocation } from '../support/fake-geolocation.ts';
import { APPROVER, STAFF } from '../support/fixtures.ts';
import { okData } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** A permit's phone page (/zax/m/x/tszy/permit/:id): loaded as the desktop loads it, shown in one column. */
const meta = {
  title: 'Phone/PermitPage',
  component: PermitPhonePage,
  beforeEach: fakeGeolocation,
  decorators: [phoneFrame],
  parameters: shell({
    seed: { user: APPROVER },
    // The position read at the site goes up through the phone (phoneSend): 8 m from the work position.
    api: () => permitRoutes({ canAudit: true, overrides: { 'POST /phone/position': okData({ id: 5, distanceM: 8, limitM: 200, tooFar: false }) } }),
    router: { path: '/x/tszy/permit/2', route: '/x/tszy/permit/:id' },
    layout: 'centered',
  }),
} satisfies Meta<typeof PermitPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver of the current slot: the permit's number in the header, the slot to sign at the site. */
export const Approver: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('heading', { name: 'HJZA0000000000002', level: 1 }));
    await shows(() => page.getByText('现场签字审批'));
    await shows(() => page.getByText('距现场约8米'));
    await expect(page.getByRole('button', { name: /同\s*意/ })).toBeVisible();
  },
};

/** The submitter reads it: no signing panel. */
export const Submitter: Story = {
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes({ canAudit: false }) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('heading', { name: 'HJZA0000000000002', level: 1 }));
    await expect(page.queryByText('现场签字审批')).toBeNull();
  },
};

/** A permit that is not there. */
export const Missing: Story = {
  parameters: shell({ router: { path: '/x/tszy/permit/99', route: '/x/tszy/permit/:id' } }),
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByText('作业票不存在', { selector: '.ant-result-title' }));
  },
};
