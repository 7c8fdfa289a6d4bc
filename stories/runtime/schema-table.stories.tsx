import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SchemaTable, type TableSort } from '../../src/runtime/schema-table.tsx';
import { columnSettingsType } from '../../src/runtime/column-settings.ts';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import {
  HAZARD_SOURCE,
  HAZARD_SOURCE_ALL_ACTIONS,
  SAFETY_MANAGER,
  SAFETY_MANAGER_STALE,
  hazardRows,
  safetyManagerRows,
} from '../support/resource-fixtures.ts';

const ROWS = safetyManagerRows(8);

/** Keeps selection and sort in story state, as SchemaPage does. */
function Stateful(props: Parameters<typeof SchemaTable>[0]) {
  const [selected, setSelected] = useState<number[]>([]);
  const [sort, setSort] = useState<TableSort | null>(null);
  return <SchemaTable {...props} selectedIds={selected} onSelectionChange={setSelected} sort={sort} onSortChange={setSort} />;
}

/** The table of a resource list: columns from the file, FieldValue cells, sort, selection, row actions, column settings. */
const meta = {
  title: 'Runtime/SchemaTable',
  component: SchemaTable,
  render: (args) => <Stateful {...args} />,
  args: { resource: SAFETY_MANAGER, rows: ROWS, canWrite: true, onAction: fn() },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE] })],
} satisfies Meta<typeof SchemaTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Safety managers for a writer: selection, 详情/编辑/删除. */
export const Writer: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText(ROWS[0].name as string));
    await userEvent.click(screen.getAllByRole('button', { name: /^详情 / })[0]);
    await expect(args.onAction).toHaveBeenCalledWith('detail', expect.objectContaining({ id: ROWS[0].id }));
  },
};

/** A reader: 详情 only, no selection. */
export const Reader: Story = {
  args: { canWrite: false },
  play: async () => {
    await shows(() => screen.getByText(ROWS[0].name as string));
    await expect(screen.queryByRole('button', { name: /^删除 / })).toBeNull();
    await expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** Deleting a row asks first. */
export const DeleteConfirm: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getAllByRole('button', { name: /^删除 / })[0]);
    await shows(() => screen.getByText('确定删除该条记录吗？'));
    await userEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: ROWS[0].id })));
  },
};

/** Hazard sources with switches and ordering: 启用 or 禁用 by status, 置顶, 置底. */
export const Switches: Story = {
  args: { resource: HAZARD_SOURCE_ALL_ACTIONS, rows: hazardRows(6) },
  decorators: [withFakeClient({ resources: [HAZARD_SOURCE_ALL_ACTIONS] })],
  play: async () => {
    await shows(() => screen.getByRole('button', { name: '启用 5' }));
    await expect(screen.getByRole('button', { name: '禁用 1' })).toBeVisible();
  },
};

/** Hiding a column in the settings saves it for the user. */
export const ColumnSettings: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '手机号' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '手机号' })).toBeNull());
    await waitFor(() =>
      expect(currentFakeClient?.userConfigs.get(columnSettingsType(SAFETY_MANAGER.key))).toMatchObject({ hidden: ['mobile'] }),
    );
  },
};

/** Settings stored earlier: 证书有效期至 first, 性别 hidden. */
export const StoredSettings: Story = {
  decorators: [
    withFakeClient({
      resources: [SAFETY_MANAGER],
      userConfig: { [columnSettingsType(SAFETY_MANAGER.key)]: { order: ['certEnd', 'name'], hidden: ['gender'] } },
    }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '性别' })).toBeNull());
  },
};

/** A column names a removed field: its header is the placeholder. */
export const RemovedField: Story = {
  args: { resource: SAFETY_MANAGER_STALE, rows: ROWS.slice(0, 3) },
  play: async () => {
    // The header (and antd's hidden measure row) show the placeholder.
    await shows(() => screen.getAllByText('字段 trainingHours 已不存在', { exact: false })[0]);
  },
};

/** Loading rows. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** No rows. */
export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await shows(() => screen.getAllByText('暂无数据')[0]);
  },
};

/** Shared records: a platform row (shared: true) is tagged 平台 and offers only 详情 to an enterprise user; its own rows stay editable. */
export const SharedRows: Story = {
  args: {
    resource: { ...SAFETY_MANAGER, shared: 'platform+own' },
    rows: ROWS.slice(0, 3).map((r, i) => ({ ...r, shared: i === 0 })),
  },
  play: async () => {
    await shows(() => screen.getByText('平台'));
    await expect(screen.getAllByText('平台')).toHaveLength(1);
    await expect(screen.queryByRole('button', { name: `编辑 ${String(ROWS[0].id)}` })).toBeNull();
    await expect(screen.queryByRole('button', { name: `删除 ${String(ROWS[0].id)}` })).toBeNull();
    await expect(screen.getByRole('button', { name: `详情 ${String(ROWS[0].id)}` })).toBeVisible();
    await expect(screen.getByRole('button', { name: `编辑 ${String(ROWS[1].id)}` })).toBeVisible();
  },
};

/** The platform's writer sees the same rows with every action. */
export const SharedRowsPlatformWriter: Story = {
  args: { ...SharedRows.args, platformWriter: true },
  play: async () => {
    await shows(() => screen.getByText('平台'));
    await expect(screen.getByRole('button', { name: `编辑 ${String(ROWS[0].id)}` })).toBeVisible();
  },
};
