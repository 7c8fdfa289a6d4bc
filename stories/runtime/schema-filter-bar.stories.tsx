import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SchemaFilterBar } from '../../src/runtime/schema-filter-bar.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER, SAFETY_MANAGER_STALE } from '../support/resource-fixtures.ts';

/** The filter bar of a resource list: one control per list filter, 查询 and 重置. */
const meta = {
  title: 'Runtime/SchemaFilterBar',
  component: SchemaFilterBar,
  args: { resource: SAFETY_MANAGER, onSearch: fn() },
  decorators: [withFakeClient({ resources: [] })],
} satisfies Meta<typeof SchemaFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name (like), certificate end (date range), validity status (enum). Enter searches. */
export const SafetyManager: Story = {
  play: async ({ args }) => {
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), ' 张伟 {Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith({ name: '张伟' }));
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  },
};

/** Hazard sources: text, code, multiple grades, run status, a number range. */
export const HazardSource: Story = {
  args: { resource: HAZARD_SOURCE },
  play: async ({ args }) => {
    await userEvent.type(screen.getByRole('spinbutton', { name: '设计最大量(吨)（最小）' }), '10');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ quantity: '10,' });
  },
};

/** A filter names a removed field: the placeholder shows in its place. */
export const RemovedField: Story = {
  args: { resource: SAFETY_MANAGER_STALE },
  play: async () => {
    await shows(() => screen.getByText('字段 trainingHours 已不存在', { exact: false }));
  },
};

/** Searching: 查询 spins. */
export const Searching: Story = { args: { loading: true } };
