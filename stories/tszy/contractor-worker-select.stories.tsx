import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ContractorWorkerSelect } from '../../src/client/pages/tszy/contractor-worker-select.tsx';
import { okData } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const WORKERS = [
  { id: 31, name: '陈师傅', certNo: 'T320101198001011234' },
  { id: 32, name: '刘焊工' },
];

/** A 作业人 row's 承包商人员 cell: contractor workers searched by name; choosing one hands it to the row. */
const meta = {
  title: 'Tszy/ContractorWorkerSelect',
  component: ContractorWorkerSelect,
  args: { label: '承包商人员', onPicked: fn(), onChange: fn() },
  parameters: shell({ api: { 'GET /u-basic/contractor-user/list': okData({ rows: WORKERS, total: WORKERS.length }) } }),
} satisfies Meta<typeof ContractorWorkerSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workers listed with their certificate numbers; choosing one calls onPicked with it. */
export const PickWorker: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('combobox', { name: '承包商人员' }));
    await shows(() => screen.getByText('陈师傅（T320101198001011234）'));
    await userEvent.click(screen.getByText('刘焊工'));
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledWith(WORKERS[1]));
  },
};

/** No contractor worker matches. */
export const NoneFound: Story = {
  parameters: shell({ api: { 'GET /u-basic/contractor-user/list': okData({ rows: [], total: 0 }) } }),
  play: async () => {
    await userEvent.click(screen.getByRole('combobox', { name: '承包商人员' }));
    await shows(() => screen.getByText('没有匹配的承包商人员'));
  },
};
