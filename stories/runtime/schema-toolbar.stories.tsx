import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SchemaToolbar } from '../../src/runtime/schema-toolbar.tsx';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, HAZARD_SOURCE_ALL_ACTIONS, SAFETY_MANAGER } from '../support/resource-fixtures.ts';

/** The toolbar of a resource list: each button only when the resource declares its action. */
const meta = {
  title: 'Runtime/SchemaToolbar',
  component: SchemaToolbar,
  args: {
    resource: SAFETY_MANAGER,
    canWrite: true,
    selectedCount: 0,
    params: { name: '张' },
    onCreate: fn(),
    onBatchDelete: fn(),
    onBatchSwitch: fn(),
    onImported: fn(),
  },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE, HAZARD_SOURCE_ALL_ACTIONS] })],
} satisfies Meta<typeof SchemaToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 安全管理人员: 新增, 批量删除 (nothing selected), 导入, 导出 with the filters, 下载模板. */
export const SafetyManager: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: /批量删除/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() =>
      expect(currentFakeClient?.calls.find((c) => c.method === 'download')?.args).toEqual([SAFETY_MANAGER.key, 'export', { name: '张' }]),
    );
  },
};

/** Three rows selected. */
export const Selected: Story = {
  args: { selectedCount: 3 },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /批量删除（3）/ }));
    await expect(args.onBatchDelete).toHaveBeenCalled();
  },
};

/** A reader: only 导出 and 下载模板. */
export const Reader: Story = {
  args: { canWrite: false },
  play: async () => {
    await expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    await expect(screen.getByRole('button', { name: /导出/ })).toBeVisible();
  },
};

/** Hazard sources: no import, no template. */
export const ExportOnly: Story = { args: { resource: HAZARD_SOURCE } };

/** Every action, with batch 启用/禁用. */
export const AllActions: Story = { args: { resource: HAZARD_SOURCE_ALL_ACTIONS, selectedCount: 2 } };

/** 导入 opens the dialog with the template link and the drop zone. */
export const ImportDialogOpen: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /导入/ }));
    await shows(() => screen.getByText('点击或拖拽 Excel 文件到此区域上传'));
  },
};

/** 导出 refused by the server: the message shows. */
export const ExportFails: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], failures: { download: { message: '导出数据过多，请缩小查询范围', status: 400 } } })],
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /导出/ }));
    await shows(() => screen.getByText('导出数据过多，请缩小查询范围'));
  },
};
