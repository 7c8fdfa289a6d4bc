import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import RiskWarningPage from '../../src/client/pages/tszy/risk-warning-page.tsx';
import { notificationApi, notificationLoadFails } from '../support/api-stubs.ts';
import { ok } from '../support/mock-http.ts';
import { QY_ADMIN, STAFF, WARNINGS } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** 风险预警 (tszy/risk-warning): the caller's warnings with filters, marked read one by one, selected or all. */
const meta = {
  title: 'Tszy/RiskWarningPage',
  component: RiskWarningPage,
  args: { title: '风险预警', viewKey: 'tszy/risk-warning' },
  parameters: shell({ seed: { user: STAFF, unread: 4 }, api: notificationApi(WARNINGS), router: { path: '/tszy/risk-warning' } }),
} satisfies Meta<typeof RiskWarningPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's warnings, unread first; one marked read from its row. */
export const MarkOneRead: Story = {
  play: async () => {
    const first = WARNINGS[0].risk;
    await userEvent.click(await screen.findByRole('button', { name: `标为已读 ${first}` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `标为已读 ${first}` })).toBeNull());
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  parameters: shell({ seed: { unread: 0 }, api: notificationApi([]) }),
  play: async () => {
    await shows(() => screen.getByText('暂无消息'));
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  parameters: shell({ api: notificationLoadFails }),
  play: async () => {
    await expect((await screen.findAllByText('获取数据失败')).length).toBeGreaterThan(0);
  },
};

/** The enterprise's administrator without a staff record: the enterprise's warnings, view only. */
export const Enterprise: Story = {
  parameters: shell({
    seed: { user: QY_ADMIN, unread: 0 },
    api: () => ({ 'GET /tszy/riskWarning/list': ok({ dataList: WARNINGS, total: WARNINGS.length }), 'GET /tszy/zuoYePiao/appIndexCount': ok({ riskUnreadCount: 0 }) }),
  }),
  play: async () => {
    await shows(() => screen.getByText('企业全部预警只供查看，已读状态由接收人本人标记。'));
    await shows(() => screen.getByText(WARNINGS[0].risk));
  },
};
