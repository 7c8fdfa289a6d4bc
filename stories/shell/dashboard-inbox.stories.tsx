import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DashboardInbox } from '../../src/client/shell/dashboard-inbox.tsx';
import { APPROVER } from '../support/fixtures.ts';
import { INBOX_ITEMS, inboxApi, inboxFails, inboxLoading } from '../support/inbox-fixtures.ts';
import { mockCalls } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** The workbench's 待办 card (issue 14 item 7): what waits for the person across modules, a tab per module. */
const meta = {
  title: 'Shell/DashboardInbox',
  component: DashboardInbox,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: shell({ seed: { user: APPROVER }, api: inboxApi(INBOX_ITEMS), layout: 'padded' }),
} satisfies Meta<typeof DashboardInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven items of four modules: the tabs count them; each title opens its record; due and overdue tags. */
export const AcrossModules: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shows(() => card.getByRole('link', { name: '今日白班值班记录' }));
    await expect(card.getByRole('tab', { name: '全部 7' })).toBeVisible();
    await expect(card.getByRole('tab', { name: '三同时管理 2' })).toBeVisible();
    await expect(card.getByRole('link', { name: '一号扩建项目' })).toHaveAttribute('href', '/stsgl/list?detail=1');
    await expect(card.getByText('已逾期')).toBeVisible();
  },
};

/** A module's tab asks the server for that module only. */
export const OneModule: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(await card.findByRole('tab', { name: '特殊作业 2' }));
    await waitFor(() => expect(mockCalls.at(-1)?.query).toMatchObject({ module: 'tszy', pageIndex: 1 }));
    await shows(() => card.getByRole('link', { name: '高处作业票 HJZA0000000000004' }));
  },
};

/** Nothing waits for the person. */
export const Empty: Story = {
  parameters: shell({ api: inboxApi([]) }),
  play: async () => {
    await shows(() => screen.getByText('暂无待办事项'));
  },
};

/** The call failed: 获取数据失败 and 重试. */
export const LoadError: Story = {
  parameters: shell({ api: inboxFails }),
  play: async () => {
    await shows(() => screen.getByText('获取数据失败'));
  },
};

/** Waiting for the call. */
export const Loading: Story = { parameters: shell({ api: inboxLoading }) };
