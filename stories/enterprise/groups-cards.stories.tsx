import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { BasicStatsCard } from '../../src/client/pages/enterprise/basic-stats-card.tsx';
import { ParkAccountCard } from '../../src/client/pages/enterprise/park-account-card.tsx';
import { SubEnterpriseCard } from '../../src/client/pages/enterprise/sub-enterprise-card.tsx';
import { WebEmbedCard } from '../../src/client/pages/enterprise/web-embed-card.tsx';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { fail, mockCalls, type MockRoutes } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { groupsApi } from './groups-fixtures.ts';

/** The cards of 企业详情 for groups, web embedding and park login (docs/enterprise.md), every call stubbed. */
function Cards() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <SubEnterpriseCard qyId={1001} qymc="示例化工有限公司" parentName={null} />
      <BasicStatsCard qyId={1001} />
      <WebEmbedCard qyId={1001} />
      <ParkAccountCard qyId={1001} />
    </div>
  );
}

const meta = {
  title: 'Enterprise/GroupsCards',
  component: Cards,
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: groupsApi, router: { path: '/enterprise/detail/1001', route: '/enterprise/detail/:id' } }),
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sub-enterprise, the statistics, the embedded page and the park account; 解除绑定 asks first. */
export const AllCards: Story = {
  play: async () => {
    await shows(() => screen.getByText('示例化工二厂'));
    await shows(() => screen.getByText('合计 9 条'));
    await shows(() => screen.getByDisplayValue('https://park.example.com/board'));
    await shows(() => screen.getByText('已设置（留空不修改）'));
    await userEvent.click(screen.getByTestId('sub-unbind-1002'));
    await shows(() => screen.getByText(/确定解除“示例化工二厂”与“示例化工有限公司”的绑定/));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/u-basic/sub-qy/unbind')).toBe(true));
  },
};

/** A URL refused by the server: the row it names is marked. */
function refusedApi(): MockRoutes {
  return {
    ...groupsApi(),
    'PUT /u-basic/web-embed-config': {
      status: 400,
      body: { code: 400, msg: '第 1 个嵌入页面的地址必须以 http:// 或 https:// 开头', errors: [{ field: 'items[0].url', message: '第 1 个嵌入页面的地址必须以 http:// 或 https:// 开头' }] },
    },
  };
}

export const EmbedRefused: Story = {
  parameters: shell({ api: refusedApi }),
  play: async () => {
    await shows(() => screen.getByDisplayValue('https://park.example.com/board'));
    await userEvent.click(screen.getByTestId('embed-save'));
    await waitFor(() => expect(screen.getAllByText('第 1 个嵌入页面的地址必须以 http:// 或 https:// 开头').length).toBeGreaterThan(0));
  },
};

/** A park that does not answer in time: 测试园区登录 shows the server's reason. */
export const ParkTimeout: Story = {
  parameters: shell({
    api: () => ({ ...groupsApi(), 'POST /u-basic/sys-user/login-by-park': fail('园区平台登录超时：10 秒内没有应答，请稍后重试', 504) }),
  }),
  play: async () => {
    await shows(() => screen.getByText('已设置（留空不修改）'));
    await userEvent.click(screen.getByTestId('park-test'));
    await shows(() => screen.getByTestId('park-result'));
    await waitFor(() => expect(screen.getByTestId('park-result')).toHaveTextContent('园区平台登录超时'));
  },
};
