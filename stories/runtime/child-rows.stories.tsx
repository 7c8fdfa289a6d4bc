import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChildRowsView } from '../../src/runtime/child-rows-view.tsx';
import { SchemaDetail } from '../../src/runtime/schema-detail.tsx';
import { SchemaForm } from '../../src/runtime/schema-form.tsx';
import { CHECK_ITEM, CHECK_ITEMS_CHILD, CHECK_LIBRARY, CHECK_LIBRARY_CHILDREN, HOT_WORK_LIBRARY } from '../support/children-fixtures.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';

/**
 * The rows of a `children` key (作业检查库 → 检查项): read-only in the detail (ChildRowsView), editable inline
 * in the parent's form (SchemaForm with childSchemas: add, remove, move, drag by the handle).
 */
const meta = {
  title: 'Runtime/ChildRows',
  component: ChildRowsView,
  args: { child: CHECK_ITEMS_CHILD, rows: HOT_WORK_LIBRARY.items },
  decorators: [withFakeClient({ resources: [CHECK_LIBRARY, CHECK_ITEM] })],
} satisfies Meta<typeof ChildRowsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three rows of a library in their order, read-only. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('检查项（3）')).toBeVisible();
    await expect(c.getByText('动火分析合格且在有效期内')).toBeVisible();
  },
};

/** A library without rows. */
export const NoRows: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无检查项')).toBeVisible();
  },
};

/** The whole detail of a library: its sections, then its rows. */
export const InDetail: Story = {
  render: () => <SchemaDetail resource={CHECK_LIBRARY} record={HOT_WORK_LIBRARY} childSchemas={CHECK_LIBRARY_CHILDREN} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('检查库信息')).toBeVisible();
    await expect(c.getByText('灭火器材和监火人已到位')).toBeVisible();
  },
};

const onSubmit = fn(async (_values: Record<string, unknown>) => undefined);

/** 新增 a library with three rows typed inline; 保存 sends them in order. */
export const CreateWithRows: Story = {
  render: () => <SchemaForm resource={CHECK_LIBRARY} childSchemas={CHECK_LIBRARY_CHILDREN} onSubmit={onSubmit} />,
  play: async () => {
    onSubmit.mockClear();
    await userEvent.type(await screen.findByPlaceholderText('请填写检查库名称'), '高处作业检查库');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('高处作业'));
    for (const text of ['安全带高挂低用', '脚手架验收合格', '下方设置警戒区']) {
      await userEvent.click(screen.getByRole('button', { name: /添加检查项/ }));
      const cells = await screen.findAllByPlaceholderText('请填写检查内容');
      await userEvent.type(cells[cells.length - 1], text);
    }
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const items = (onSubmit.mock.calls[0][0] as { items: { content: string }[] }).items;
    await expect(items.map((r) => r.content)).toEqual(['安全带高挂低用', '脚手架验收合格', '下方设置警戒区']);
  },
};

/** 编辑 a library: its rows in the table, each cell the child's field. */
export const EditRows: Story = {
  render: () => <SchemaForm resource={CHECK_LIBRARY} initialValues={HOT_WORK_LIBRARY} childSchemas={CHECK_LIBRARY_CHILDREN} onSubmit={onSubmit} />,
  play: async () => {
    const cells = await screen.findAllByPlaceholderText('请填写检查内容');
    await expect(cells).toHaveLength(3);
    await expect(cells[0]).toHaveValue('动火点周围15m内可燃物已清理');
  },
};

/** The server refused the 2nd row: its message under that cell, and beside the buttons. */
export const RowRefused: Story = {
  render: () => (
    <SchemaForm
      resource={CHECK_LIBRARY}
      initialValues={HOT_WORK_LIBRARY}
      childSchemas={CHECK_LIBRARY_CHILDREN}
      onSubmit={async () => {
        throw { message: '检查项第2行：检查内容重复', status: 400, errors: [{ field: 'items[1].content', message: '检查项第2行：检查内容重复' }] };
      }}
    />
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByTestId('schema-form-failure'));
    await shows(() => screen.getAllByText('检查项第2行：检查内容重复')[0]);
  },
};
