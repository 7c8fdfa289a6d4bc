import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import PermitListPage from '../../src/client/pages/tszy/permit-list-page.tsx';
import { PermitKindChooser } from '../../src/client/pages/tszy/permit-kind-chooser.tsx';
import { PermitRowActions } from '../../src/client/pages/tszy/permit-row-actions.tsx';
import { fail, mockCalls } from '../support/mock-http.ts';
import { STAFF, VIEWER } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { DRAFT_PERMIT, permitRoutes } from './permit-fixtures.ts';

/** 作业票列表 (tszy/permit-list) over the stubbed permit API. */
const meta = {
  title: 'Tszy/PermitListPage',
  component: PermitListPage,
  args: { title: '作业票列表', viewKey: 'tszy/permit-list' },
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes(), router: { path: '/tszy/list', route: '/tszy/list' } }),
} satisfies Meta<typeof PermitListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A writer: the rows with their state tags; the 高处 tab asks for that kind. */
export const Staff: Story = {
  play: async () => {
    await shows(() => screen.getByText('HJZA0000000000002'));
    await userEvent.click(screen.getByRole('tab', { name: '高处' }));
    await waitFor(() => expect(mockCalls.filter((c) => c.path === '/tszy/zuoYePiao/list').at(-1)?.query).toMatchObject({ zuoYeLeiXing: 'GAO_CHU' }));
    // The tab's columns are its file's (no 作业类型 column on a kind's tab).
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '作业类型' })).toBeNull());
  },
};

/** 新增作业票: the kind chooser, then the form of that kind. */
export const NewPermit: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /新增作业票/ }));
    await userEvent.click(await screen.findByRole('button', { name: '动火作业' }));
    await shows(() => screen.getByTestId('story-location'));
    await expect(screen.getByTestId('story-location')).toHaveTextContent('/tszy/create?kind=DONG_HUO');
  },
};

/** A reader: the server lists no action for them; only 详情, and no 新增作业票. */
export const Reader: Story = {
  parameters: shell({ seed: { user: VIEWER }, api: () => permitRoutes({ as: 'reader' }) }),
  play: async () => {
    await shows(() => screen.getByText('HJZA0000000000001'));
    await expect(screen.queryByRole('button', { name: /新增作业票/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await expect(screen.getAllByRole('button', { name: /详\s*情/ })).toHaveLength(3);
  },
};

/** The list failed: 重试. */
export const Failed: Story = {
  parameters: shell({ api: () => permitRoutes({ overrides: { 'GET /tszy/zuoYePiao/list': fail('服务器繁忙') } }) }),
  play: async () => {
    await shows(() => screen.getByText('作业票列表加载失败'));
  },
};

/** The row actions of a draft: 删除 asks first. */
export const DraftRowActions: Story = {
  render: () => <PermitRowActions permit={DRAFT_PERMIT} onOpen={fn()} onEdit={fn()} onChanged={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /删\s*除/ }));
    await shows(() => screen.getByText(/确定删除作业票 HJZA0000000000001/));
    await expect(mockCalls.some((c) => c.path === '/tszy/zuoYePiao/remove')).toBe(false);
  },
};

/** The kind chooser on its own. */
export const KindChooser: Story = {
  render: () => <PermitKindChooser open onChoose={fn()} onCancel={fn()} />,
  play: async () => {
    await shows(() => screen.getByRole('group', { name: '作业类型' }));
    await expect(within(screen.getByRole('group', { name: '作业类型' })).getAllByRole('button')).toHaveLength(10);
  },
};
