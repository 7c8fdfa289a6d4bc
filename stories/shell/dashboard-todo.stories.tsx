import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { permitApi } from '../../src/client/api/permit-api.ts';
import { DashboardTodo } from '../../src/client/shell/dashboard-todo.tsx';
import { APPROVER } from '../support/fixtures.ts';
import { mockCalls } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { TODO_ITEMS, todoApi, todoFails, todoLoading } from '../support/todo-fixtures.ts';

/** The workbench's card of waiting work (issue 11 item 10): here the permits awaiting the person's approval. */
const meta = {
  title: 'Shell/DashboardTodo',
  component: DashboardTodo,
  args: { title: '待我审批的作业票', load: permitApi.todo, emptyText: '暂无待审批的作业票' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: shell({ seed: { user: APPROVER }, api: todoApi(TODO_ITEMS.slice(0, 3)), layout: 'padded' }),
} satisfies Meta<typeof DashboardTodo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three permits: number, kind and grade, the slot, site and applicant, waiting since; each opens its detail. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shows(() => card.getByRole('link', { name: '动火作业票 HJZA0000000000002' }));
    await expect(card.getByRole('link', { name: '动火作业票 HJZA0000000000002' })).toHaveAttribute('href', '/tszy/detail/2');
    await expect(card.getByText('3小时前')).toBeVisible();
  },
};

/** Seven waiting: five per page, the second page asked of the server. */
export const Paged: Story = {
  parameters: shell({ api: todoApi(TODO_ITEMS) }),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shows(() => card.getByText('共 7 条'));
    await userEvent.click(card.getByTitle('2'));
    await waitFor(() => expect(mockCalls.at(-1)?.query).toMatchObject({ pageIndex: 2, pageSize: 5 }));
    await shows(() => card.getByRole('link', { name: '高处作业票 HJZA0000000000008' }));
  },
};

/** Nothing waits for the person. */
export const Empty: Story = {
  parameters: shell({ api: todoApi([]) }),
  play: async () => {
    await shows(() => screen.getByText('暂无待审批的作业票'));
  },
};

/** The call failed: 获取数据失败 and 重试. */
export const LoadError: Story = {
  parameters: shell({ api: todoFails }),
  play: async () => {
    await shows(() => screen.getByText('获取数据失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

/** Waiting for the call. */
export const Loading: Story = { parameters: shell({ api: todoLoading }) };
