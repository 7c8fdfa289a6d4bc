import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import RealtimeAlarmPage from '../../src/client/pages/gyaq/realtime-alarm-page.tsx';
import { fail, mockCalls, okData } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { COUNTS, LIVE_ALARMS } from './gyaq-fixtures.ts';

/**
 * 工艺安全报警 › 实时报警: the live alarms (GET /gyaq/alarm/active), 确认 (POST /gyaq/alarm/ack), 搁置 with a required
 * reason (POST /gyaq/alarm/shelve), 解除搁置 (POST /gyaq/alarm/unshelve). The push stream answers 503: the page
 * falls back to 定时刷新.
 */
const meta = {
  title: 'Gyaq/RealtimeAlarmPage',
  component: RealtimeAlarmPage,
  args: { title: '实时报警' },
  parameters: shell({
    seed: { user: STAFF },
    api: () => ({
      'GET /gyaq/alarm/active': okData({ rows: LIVE_ALARMS, counts: COUNTS, at: new Date().toISOString() }),
      'POST /gyaq/alarm/ack': okData({ acknowledged: 1 }),
      'POST /gyaq/alarm/shelve': okData({ id: 1, shelvedUntil: new Date().toISOString() }),
      'POST /gyaq/alarm/unshelve': okData({ id: 4 }),
      'GET /gyaq/alarm/stream': fail('实时推送暂不可用', 503),
    }),
    router: { path: '/gyaq/realtime' },
  }),
} satisfies Meta<typeof RealtimeAlarmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 紧急 first; 确认 sends the alarm's id. */
export const Acknowledge: Story = {
  play: async () => {
    await shows(() => screen.getByText('PIC-1101'));
    await userEvent.click(screen.getByTestId('gyaq-ack-1'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/gyaq/alarm/ack' && JSON.stringify(c.body).includes('[1]'))).toBe(true));
  },
};

/** 搁置 without a reason is stopped in the dialog; nothing is sent. */
export const ShelveNeedsReason: Story = {
  play: async () => {
    await shows(() => screen.getByText('PIC-1101'));
    await userEvent.click(screen.getByTestId('gyaq-shelve-1'));
    await userEvent.click(await screen.findByTestId('gyaq-shelve-ok'));
    await shows(() => screen.getByText('搁置原因必填'));
    await expect(mockCalls.some((c) => c.path === '/gyaq/alarm/shelve')).toBe(false);
  },
};

/** The 已搁置 tab lists the shelved alarm with 解除搁置. */
export const Shelved: Story = {
  play: async () => {
    await shows(() => screen.getByText('PIC-1101'));
    await userEvent.click(screen.getByText('已搁置', { selector: '.ant-segmented-item-label' }));
    await shows(() => screen.getByTestId('gyaq-unshelve-4'));
  },
};

/** The server refuses: the page offers 重试. */
export const Failed: Story = {
  parameters: shell({ seed: { user: STAFF }, api: () => ({ 'GET /gyaq/alarm/active': fail('服务器繁忙', 503), 'GET /gyaq/alarm/stream': fail('实时推送暂不可用', 503) }), router: { path: '/gyaq/realtime' } }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};
