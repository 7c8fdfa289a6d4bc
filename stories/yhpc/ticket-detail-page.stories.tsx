import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import TicketDetailPage from '../../src/client/pages/yhpc/ticket-detail-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** 隐患详情 (/yhpc/ticket/:id): opens the ledger with the ticket's detail; a malformed number is refused. */
const meta = {
  title: 'Yhpc/TicketDetailPage',
  component: TicketDetailPage,
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: '/yhpc/ticket/abc', route: '/yhpc/ticket/:id' } }),
} satisfies Meta<typeof TicketDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a ticket number. */
export const BadNumber: Story = {
  play: async () => {
    await shows(() => screen.getByText('隐患编号不正确'));
  },
};
