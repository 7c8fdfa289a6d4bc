import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteWork, SiteWorks } from '../../src/client/api/permit-api.ts';
import SiteWorksBlock from '../../src/client/pages/tszy/site-works-block.tsx';
import { STAFF, VIEWER } from '../support/fixtures.ts';
import { fail, mockCalls, ok, PENDING } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const RULE = '相距25米处有盲板抽堵作业（作业票HJZA2026113000001，待作业）：盲板抽堵作业点30米内不应同时进行动火作业';
const BLIND: SiteWork = {
  id: 41,
  number: 'HJZA2026113000001',
  kind: 'MANG_BAN',
  kindName: '盲板抽堵作业',
  state: 'APPROVED',
  stateName: '待作业',
  site: '二车间泵房',
  metres: 25,
  plannedStart: '2026-11-30T01:00:00.000Z',
  plannedEnd: '2026-11-30T05:00:00.000Z',
  refused: RULE,
};
const HEIGHT: SiteWork = { ...BLIND, id: 42, number: 'HJZA2026113000002', kind: 'GAO_CHU', kindName: '高处作业', state: 'IN_PROGRESS', stateName: '作业中', metres: null, refused: null };
const CONFIRMED: SiteWorks['coordination'] = {
  status: 'confirmed',
  last: { byName: '王安全', at: '2026-11-30T00:30:00.000Z', numbers: [HEIGHT.number], opinion: '错开作业时间，设置警戒区' },
};
const answer = (dataList: SiteWork[], coordination: SiteWorks['coordination'] = { status: dataList.length ? 'missing' : 'none', last: null }): SiteWorks => ({
  dataList,
  total: dataList.length,
  coordination,
});
const works = (dataList: SiteWork[], coordination?: SiteWorks['coordination']) => ({ 'GET /tszy/zuoYePiao/siteWorks': ok(answer(dataList, coordination)) });

/** Block `tszy/site-works`: the other permits at the same place and time as a permit (GB 30871 4.6, 4.7). */
const meta = {
  title: 'Tszy/SiteWorksBlock',
  component: SiteWorksBlock,
  args: { record: { id: 7, zuoYeLeiXing: 'DONG_HUO' }, props: {}, title: '同时同地作业' },
  parameters: shell({ seed: { user: STAFF }, api: () => works([HEIGHT, BLIND]) }),
} satisfies Meta<typeof SiteWorksBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A forbidden pair is said first, with the rule; each permit links to its detail. */
export const Forbidden: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('site-works-forbidden'));
    await expect(screen.getByTestId('site-works-forbidden')).toHaveTextContent(RULE);
    const rows = screen.getAllByRole('row').slice(1);
    await expect(within(rows[0]).getByRole('link', { name: BLIND.number })).toHaveAttribute('href', '/tszy/detail/41');
    await expect(within(rows[0]).getByText('相距 25 米')).toBeVisible();
    await expect(within(rows[1]).getByText('同一作业地点')).toBeVisible();
    await expect(mockCalls.find((c) => c.path === '/tszy/zuoYePiao/siteWorks')?.query).toEqual({ id: 7 });
  },
};

/** Works at the same place that may go on together: a coordinator is asked for; a writer confirms with a note. */
export const Coordinated: Story = {
  args: { record: { id: 7, zuoYeLeiXing: 'DONG_HUO', zhuangTai: 'DRAFT' } },
  parameters: shell({
    api: () => ({ ...works([HEIGHT]), 'POST /tszy/zuoYePiao/coordinate': ok(answer([HEIGHT], CONFIRMED)) }),
  }),
  play: async () => {
    await shows(() => screen.getByText('计划时间内，同一作业地点或30米范围内有 1 张其他作业票，须指定专人统一协调（GB 30871 4.7）'));
    await expect(screen.queryByTestId('site-works-forbidden')).toBeNull();
    await expect(screen.getByText('尚未确认交叉作业协调：以上作业须由专人统一协调（GB 30871 4.6）')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: '协调说明' }), '错开作业时间，设置警戒区');
    await userEvent.click(screen.getByRole('button', { name: '确认协调' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await shows(() => screen.getByText(/交叉作业已由 王安全 于 .+ 确认统一协调（HJZA2026113000002）/));
    await expect(screen.getByText('协调说明：错开作业时间，设置警戒区')).toBeVisible();
    await expect(mockCalls.find((c) => c.path === '/tszy/zuoYePiao/coordinate')?.body).toEqual({ id: 7, opinion: '错开作业时间，设置警戒区' });
  },
};

/** Confirmed, and seen by a reader: no button. */
export const ConfirmedForReader: Story = {
  args: { record: { id: 7, zuoYeLeiXing: 'DONG_HUO', zhuangTai: 'APPROVED' } },
  parameters: shell({ seed: { user: VIEWER }, api: () => works([HEIGHT], CONFIRMED) }),
  play: async () => {
    await shows(() => screen.getByText(/交叉作业已由 王安全 于 .+ 确认统一协调/));
    await expect(screen.queryByRole('button', { name: '确认协调' })).toBeNull();
  },
};

/** A work came to the site after the confirmation: asked again. */
export const Stale: Story = {
  args: { record: { id: 7, zuoYeLeiXing: 'DONG_HUO', zhuangTai: 'APPROVED' } },
  parameters: shell({ api: () => works([HEIGHT, { ...HEIGHT, id: 43, number: 'HJZA2026113000003' }], { ...CONFIRMED, status: 'stale' }) }),
  play: async () => {
    await shows(() => screen.getByText(/王安全 于 .+ 确认的协调（HJZA2026113000002）之后又有同时同地作业，请重新确认/));
    await expect(screen.getByRole('button', { name: '确认协调' })).toBeEnabled();
  },
};

/** Nothing else at the site. */
export const Alone: Story = {
  parameters: shell({ api: () => works([]) }),
  play: async () => {
    await shows(() => screen.getByTestId('site-works-none'));
  },
};

/** Waiting for the answer. */
export const Loading: Story = {
  parameters: shell({ api: () => ({ 'GET /tszy/zuoYePiao/siteWorks': PENDING }) }),
};

/** The call failed. */
export const Failed: Story = {
  parameters: shell({ api: () => ({ 'GET /tszy/zuoYePiao/siteWorks': fail('服务器错误') }) }),
  play: async () => {
    await shows(() => screen.getByText('同时同地作业加载失败'));
  },
};
