import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { GasAnalysisForm } from '../../src/client/pages/tszy/gas-analysis-form.tsx';
import { GasAnalysisTable } from '../../src/client/pages/tszy/gas-analysis-table.tsx';
import { shows } from '../support/play-helpers.ts';
import { ANALYSES } from './permit-fixtures.ts';

/** The gas analyses of a permit with the server's pass/fail badges. */
const meta = {
  title: 'Tszy/GasAnalysisTable',
  component: GasAnalysisTable,
  args: { analyses: ANALYSES, canAdd: true, onAdd: fn(async () => undefined) },
} satisfies Meta<typeof GasAnalysisTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failing and a passing record; 新增分析 opens the form. */
export const Records: Story = {
  play: async () => {
    await expect(screen.getByLabelText(/^不合格：/)).toBeVisible();
    await expect(screen.getByLabelText(/^合格：/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /新增分析/ }));
    await shows(() => screen.getByText('新增气体分析'));
  },
};

/** No record yet, for a reader. */
export const Empty: Story = {
  args: { analyses: [], canAdd: false },
  play: async () => {
    await expect(screen.getByText('暂无气体分析记录')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /新增分析/ })).toBeNull();
  },
};

/** The form alone: the gas name is required. */
export const Form: Story = {
  render: () => <GasAnalysisForm open onCancel={fn()} onSave={fn(async () => undefined)} />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByText('请填写气体名称'));
  },
};
