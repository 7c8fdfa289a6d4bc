import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ContractorWorkerSelect } from '../../src/client/pages/tszy/contractor-worker-select.tsx';
import { ok } from '../support/mock-http.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const WORKERS = [
  { id: 31, name: '陈师傅', certNo: 'T320101198001011234', refusal: null },
  { id: 32, name: '刘焊工', certNo: null, refusal: null },
  { id: 33, name: '郑焊工', certNo: null, refusal: '郑焊工所属承包商“苏州暂停准入检修有限公司”已暂停准入，不能列入作业票' },
];

/**
 * A 作业人 row's 承包商人员 cell: contractor workers searched by name; choosing one hands it to the row. A worker who may
 * not be named (here: the contractor suspended) is offered disabled with the reason.
 */
const meta = {
  title: 'Tszy/ContractorWorkerSelect',
  component: ContractorWorkerSelect,
  args: { label: '承包商人员', onPicked: fn(), onChange: fn() },
  parameters: shell({ api: { 'GET /tszy/contractorWorkers': ok({ dataList: WORKERS }) } }),
} satisfies Meta<typeof ContractorWorkerSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workers listed with their certificate numbers; choosing one calls onPicked with it. */
export const PickWorker: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('combobox', { name: '承包商人员' }));
    await shows(() => screen.getByText('陈师傅（T320101198001011234）'));
    await userEvent.click(screen.getByText('刘焊工'));
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledWith({ id: 32, name: '刘焊工' }));
  },
};

/** A worker of a suspended contractor: shown with the reason, disabled; clicking it picks nothing. */
export const RefusedWorker: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('combobox', { name: '承包商人员' }));
    const option = await screen.findByTitle(WORKERS[2].refusal ?? '');
    await expect(option).toHaveClass('ant-select-item-option-disabled');
    await expect(option).toHaveTextContent('郑焊工（郑焊工所属承包商“苏州暂停准入检修有限公司”已暂停准入，不能列入作业票）');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onPicked).not.toHaveBeenCalled();
  },
};

/** No contractor worker matches. */
export const NoneFound: Story = {
  parameters: shell({ api: { 'GET /tszy/contractorWorkers': ok({ dataList: [] }) } }),
  play: async () => {
    await userEvent.click(screen.getByRole('combobox', { name: '承包商人员' }));
    await shows(() => screen.getByText('没有匹配的承包商人员'));
  },
};
