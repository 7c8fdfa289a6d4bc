import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import WorkforcePage from '../../src/client/pages/zbgl/workforce-page.tsx';
import { dateOfDay, localDay } from '../../src/domain/schedule-calendar.ts';
import { addDays, datesBetween, emptySlots, mondayOf, type BoardEntry } from '../../src/domain/zbgl-board.ts';
import { DEFAULT_SHIFTS } from '../../src/domain/zbgl-roster.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

const monday = mondayOf(dateOfDay(localDay(new Date())))!;
const PEOPLE = [
  { id: 11, name: '李安全', departmentName: '安环部', post: '安全员' },
  { id: 12, name: '张伟', departmentName: '生产一车间', post: '操作工' },
  { id: 13, name: '王建国', departmentName: '生产部', post: '值班长' },
];
const ENTRIES: BoardEntry[] = [
  { id: 1, staffId: 13, staffName: '王建国', dutyDate: monday, shift: 'day', dutyRole: 'leader' },
  { id: 2, staffId: 12, staffName: '张伟', dutyDate: monday, shift: 'day', dutyRole: 'member' },
  { id: 3, staffId: 11, staffName: '李安全', dutyDate: monday, shift: 'night', dutyRole: 'leader' },
];

/** The board of any week asked for (this week's three entries), the staff list and the roster writes. */
function rosterApi(entries: BoardEntry[]): () => MockRoutes {
  return () => ({
    'GET /u-basic/duty-roster/board': (req) => {
      const from = String(req.query.from);
      const dates = datesBetween(from, addDays(from, 6)!);
      const week = entries.filter((e) => dates.includes(e.dutyDate));
      return okData({ shifts: DEFAULT_SHIFTS, dates, entries: week, empty: emptySlots(week, DEFAULT_SHIFTS, dates) });
    },
    'POST /user/staffinfo/list': () => okData({ rows: PEOPLE, total: PEOPLE.length }),
    'POST /u-basic/duty-roster': (req) => okData(req.body),
    'DELETE /u-basic/duty-roster/:id': () => okData(null),
    'POST /u-basic/duty-roster/copy-week': () => okData({ copied: entries.length, skipped: 0 }),
  });
}

/** 值班管理 › 排班管理: the week on the enterprise's shifts, people dragged in from the list. */
const meta = {
  title: 'Pages/WorkforcePage',
  component: WorkforcePage,
  args: { title: '排班管理', viewKey: 'zbgl/workforce' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: rosterApi(ENTRIES), router: { path: '/zbgl/workforce' } }),
} satisfies Meta<typeof WorkforcePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This week: Monday's two shifts staffed (★ the leaders), the other twelve marked 无人值班 and counted. */
export const ThisWeek: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByTestId(`roster-slot-${monday}-day`)).toHaveTextContent('★王建国'));
    await expect(screen.getByTestId('roster-empty-warning')).toHaveTextContent('本周有 12 个班次无人值班');
    await waitFor(() => expect(screen.getByTestId('roster-person-12')).toBeVisible());
    await expect(screen.getByRole('button', { name: '复制本周到下周' })).toBeVisible();
  },
};

/** Nobody rostered yet: every shift is marked. */
export const EmptyWeek: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: rosterApi([]) }),
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('roster-empty-warning')).toHaveTextContent('本周有 14 个班次无人值班'));
  },
};

/** A reader sees the week without the drag, the copy or the role switch. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: VIEWER }, api: rosterApi(ENTRIES) }),
  play: async () => {
    await waitFor(() => expect(screen.getByText('只读：您没有排班权限')).toBeVisible());
    await expect(screen.queryByRole('button', { name: '复制本周到下周' })).toBeNull();
  },
};

/** Removing someone asks first: the × of 张伟 opens the one confirmation, 确定 takes him out of the shift. */
export const RemoveAsksFirst: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByTestId(`roster-slot-${monday}-day`)).toHaveTextContent('张伟'));
    await expect(document.querySelectorAll('.ant-popover')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '移出张伟' }));
    const confirm = await screen.findByRole('tooltip');
    await expect(confirm).toHaveTextContent(`将张伟移出${monday}`);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('已移出张伟', { selector: '.ant-message *' });
  },
};
