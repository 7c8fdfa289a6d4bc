import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import AlarmHistoryPage from '../../src/client/pages/gyaq/alarm-history-page.tsx';
import { mockCalls, okData } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { LIVE_ALARMS } from './gyaq-fixtures.ts';

/** 工艺安全报警 › 历史报警: GET /gyaq/alarm/history with the filters, paged. */
const meta = {
  title: 'Gyaq/AlarmHistoryPage',
  component: AlarmHistoryPage,
  args: { title: '历史报警' },
  parameters: shell({
    seed: { user: STAFF },
    api: () => ({
      'GET /gyaq/alarm/history': (req) => {
        const rows = LIVE_ALARMS.filter((a) => !req.query.tag || a.tag.toLowerCase().includes(String(req.query.tag).toLowerCase()));
        return okData({ rows, total: rows.length });
      },
    }),
    router: { path: '/gyaq/history' },
  }),
} satisfies Meta<typeof AlarmHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag filter is sent with the search. */
export const FilterByTag: Story = {
  play: async () => {
    await shows(() => screen.getByText('PIC-1101'));
    await userEvent.type(screen.getByTestId('gyaq-history-tag'), 'LI-13');
    await userEvent.click(screen.getByTestId('gyaq-history-search'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/gyaq/alarm/history' && c.query.tag === 'LI-13')).toBe(true));
    await shows(() => screen.getByText('LI-1301'));
  },
};
