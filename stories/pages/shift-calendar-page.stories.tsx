import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import ShiftCalendarPage from '../../src/client/pages/shift-calendar-page.tsx';
import { okData, type MockAnswer, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

const CALENDAR = {
  shifts: [
    { key: 'day', name: '白班', start: '08:00', end: '20:00' },
    { key: 'night', name: '夜班', start: '20:00', end: '08:00' },
  ],
  teams: ['甲', '乙', '丙'],
  rotation: { anchorDate: '2026-11-24', pattern: [['甲', '乙'], ['丙', '甲'], ['乙', '丙']] },
};

/** GET/PUT /workflow/shifts: a set calendar; a PUT is refused with a field's message when `refuse` is given. */
function shiftsApi(calendar: unknown, refuse?: { field: string; message: string }): () => MockRoutes {
  return () => ({
    'GET /workflow/shifts': () => okData(calendar),
    'PUT /workflow/shifts': (req): MockAnswer =>
      refuse ? { status: 400, body: { code: 400, msg: refuse.message, errors: [refuse] } } : okData(req.body),
  });
}

/** 通用设置 › 班次日历: the enterprise's shifts, teams and rotation, with the next 14 days' duty. */
const meta = {
  title: 'Pages/ShiftCalendarPage',
  component: ShiftCalendarPage,
  args: { title: '班次日历', viewKey: 'tysz/shift-calendar' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: shiftsApi(CALENDAR), router: { path: '/tysz/shift-calendar' } }),
} satisfies Meta<typeof ShiftCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day shift and a night shift crossing midnight, three teams rotating over three days. */
export const TwoShiftsThreeTeams: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('shift-calendar')).toBeVisible());
    await expect(screen.getByText('跨零点')).toBeVisible();
    await expect(screen.getByText('未来 14 天值班')).toBeVisible();
  },
};

/** No calendar yet: the administrator starts with an empty one. */
export const NotSetYet: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: shiftsApi(null) }),
  play: async () => {
    await waitFor(() => expect(screen.getByText('尚未设置班次日历，请添加班次与班组。')).toBeVisible());
  },
};

/** The server refuses overlapping shifts: its message, naming the field, shows above the form. */
export const Refused: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: shiftsApi(CALENDAR, { field: 'shifts[1].start', message: 'shifts[1].start：班次时间与“白班”重叠' }) }),
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('shift-calendar')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('shift-problems')).toHaveTextContent('班次时间与“白班”重叠'));
  },
};

/** A reader sees the calendar without the editing buttons. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: VIEWER }, api: shiftsApi(CALENDAR) }),
  play: async () => {
    await waitFor(() => expect(screen.getByText('仅企业管理员可修改班次日历。')).toBeVisible());
    await expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  },
};
