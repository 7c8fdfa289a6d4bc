import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import {
  HAZARD_SOURCE_ALL_ACTIONS,
  SAFETY_MANAGER,
  SAFETY_MANAGER_STALE,
  hazardRows,
  safetyManagerRows,
} from '../support/resource-fixtures.ts';

const RESOURCES = [SAFETY_MANAGER, SAFETY_MANAGER_STALE, HAZARD_SOURCE_ALL_ACTIONS];
const RECORDS = {
  [SAFETY_MANAGER.key]: safetyManagerRows(26),
  [SAFETY_MANAGER_STALE.key]: safetyManagerRows(4),
  [HAZARD_SOURCE_ALL_ACTIONS.key]: hazardRows(12),
};
/** The newest record: first in the default order (updatedAt descending). */
const FIRST = RECORDS[SAFETY_MANAGER.key].at(-1)?.name as string;

/** A whole resource screen from its schema: filter bar, toolbar, table, pager, drawers. */
const meta = {
  title: 'Runtime/SchemaPage',
  component: SchemaPage,
  args: { resourceKey: SAFETY_MANAGER.key, roles: ['qyUser'] },
  decorators: [withFakeClient({ resources: RESOURCES, records: RECORDS })],
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 安全管理人员 for an enterprise admin: 26 records over two pages, every write button. */
export const List: Story = {
  play: async () => {
    await shows(() => screen.getByText('共 26 条'));
    await shows(() => screen.getByRole('button', { name: /新增/ }));
    await expect(screen.getByRole('button', { name: /导入/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: /导出/ })).toBeVisible();
  },
};

/** Searching by name narrows the list; 重置 brings everything back. */
export const Search: Story = {
  play: async () => {
    await shows(() => screen.getByText('共 26 条'));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), `${FIRST}{Enter}`);
    await waitFor(() => expect(screen.queryByText('共 26 条')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await shows(() => screen.getByText('共 26 条'));
  },
};

/** No records yet. */
export const Empty: Story = {
  decorators: [withFakeClient({ resources: RESOURCES, records: {} })],
  args: { resourceKey: HAZARD_SOURCE_ALL_ACTIONS.key },
  play: async () => {
    await shows(() => screen.getByText('共 0 条'));
    await expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  },
};

/** Waiting for the schema (the provider wired by hand, as the app's ResourcePage does with the HTTP client). */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <ResourceClientContext.Provider value={createFakeResourceClient({ resources: RESOURCES, pending: ['schema'] })}>
        <Story />
      </ResourceClientContext.Provider>
    ),
  ],
  play: async () => {
    await shows(() => screen.getByTestId('schema-page-loading'));
  },
};

/** The schema has loaded, the list has not. */
export const LoadingList: Story = {
  decorators: [withFakeClient({ resources: RESOURCES, pending: ['list'] })],
};

/** A read-only user: no 新增, 批量删除, 导入 or row 编辑/删除; 导出 and 详情 stay. */
export const ReadOnlyUser: Story = {
  args: { roles: ['readonlyUser'] },
  play: async () => {
    await shows(() => screen.getAllByText(FIRST)[0]);
    await expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: /^编辑 / })).toBeNull();
    await expect(screen.getAllByRole('button', { name: /^详情 / }).length).toBeGreaterThan(0);
    await expect(screen.getByRole('button', { name: /导出/ })).toBeVisible();
  },
};

/** The enterprise has not enabled the module: 403 模块未开通. */
export const ModuleNotEnabled: Story = {
  decorators: [withFakeClient({ resources: RESOURCES, failures: { schema: { message: '模块未开通', status: 403 } } })],
  play: async () => {
    await shows(() => screen.getByText('模块未开通'));
  },
};

/** A menu entry whose resource file does not exist yet. */
export const NotBuiltYet: Story = {
  args: { resourceKey: 'camera', title: '视频监控' },
  play: async () => {
    await shows(() => screen.getByText('视频监控 正在建设中'));
  },
};

/** An import where one row fails: counts, the failed row and 下载失败明细. */
export const ImportWithFailures: Story = {
  play: async () => {
    await shows(() => screen.getAllByText(FIRST)[0]);
    await userEvent.click(screen.getByRole('button', { name: /导入/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['xlsx'], '安全管理人员.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(input, file);
    await shows(() => within(dialog).getByText('共 3 条，成功 2 条，失败 1 条'));
    await expect(within(dialog).getByText('手机号格式不正确；证书有效期至不能为空')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /下载失败明细/ })).toBeVisible();
  },
};

/** 新增 opens the form in a drawer. */
export const CreateDrawer: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /新增/ }));
    await shows(() => screen.getByText('新增安全管理人员'));
  },
};

/** Two rows selected, 批量删除 asks to confirm. */
export const BatchDeleteConfirm: Story = {
  play: async () => {
    await shows(() => screen.getAllByText(FIRST)[0]);
    const boxes = screen.getAllByRole('checkbox').filter((b) => !b.closest('thead'));
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await shows(() => screen.getByText('确定删除选中的 2 条记录吗？'));
  },
};

/** 重大危险源 with every action: switches and ordering in the rows, batch 启用/禁用. */
export const AllActions: Story = {
  args: { resourceKey: HAZARD_SOURCE_ALL_ACTIONS.key },
  play: async () => {
    await shows(() => screen.getByText('共 12 条'));
    await expect(screen.getAllByRole('button', { name: /^置顶 / }).length).toBeGreaterThan(0);
    await expect(screen.getByRole('button', { name: /批量启用/ })).toBeDisabled();
  },
};

/** A column, a filter and a detail section name a removed field: placeholders, no crash. */
export const RemovedField: Story = {
  args: { resourceKey: SAFETY_MANAGER_STALE.key },
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-missing-field="trainingHours"]').length).toBeGreaterThanOrEqual(2));
  },
};
