import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StaffWorkerSelect } from '../../src/client/pages/tszy/staff-worker-select.tsx';
import { okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const STAFF = [
  { id: 6, name: '刘洋', departmentName: '生产二车间', post: '班长' },
  { id: 5, name: '陈明' },
];

/** A 作业人 row's 本单位人员 cell: the enterprise's staff searched by name; choosing one hands it to the row. */
const meta = {
  title: 'Tszy/StaffWorkerSelect',
  component: StaffWorkerSelect,
  args: { label: '本单位人员', onPicked: fn(), onChange: fn() },
  parameters: shell({ api: { 'POST /user/staffinfo/list': okData({ rows: STAFF, total: STAFF.length }) } }),
} satisfies Meta<typeof StaffWorkerSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff listed with department and post; choosing one calls onPicked with it. */
export const PickStaff: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('combobox', { name: '本单位人员' }));
    await shows(() => screen.getByText('刘洋（生产二车间 · 班长）'));
    await userEvent.click(screen.getByText('陈明'));
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledWith({ id: 5, name: '陈明' }));
  },
};

/** No staff member matches. */
export const NoneFound: Story = {
  parameters: shell({ api: { 'POST /user/staffinfo/list': okData({ rows: [], total: 0 }) } }),
  play: async () => {
    await userEvent.click(screen.getByRole('combobox', { name: '本单位人员' }));
    await shows(() => screen.getByText('没有匹配的人员'));
  },
};
