import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import WorkActivityPage from '../../src/client/pages/tszy/work-activity-page.tsx';
import type { Activity } from '../../src/client/api/activity-api.ts';
import { fail, ok, PENDING } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { permitRoutes } from './permit-fixtures.ts';

const base = { tiJiaoRen: null, shenHe: null, createdAt: '2026-11-28 09:00:00', fuZeRen: '王强', huoDongNeiRong: '', kaiShiShiJian: '2026-11-28 08:00:00', jieShuShiJian: '2026-11-28 18:00:00' };
const ACTIVITIES: Activity[] = [
  { ...base, id: 1, huoDongMingCheng: '乙醇储罐检修', zuoYeDiDian: '罐区', sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['DONG_HUO'], zuoYePiaoIds: [3], zuoYePiao: [{ id: 3, zuoYeBianHao: 'HJZA0000000000003', zuoYeLeiXing: 'DONG_HUO', zuoYeLeiXingMingCheng: '动火', zhuangTai: 'APPROVING', zhuangTaiMingCheng: '审批中' }], zhuangTai: 'DRAFT', zhuangTaiMingCheng: '草稿' },
  { ...base, id: 2, huoDongMingCheng: '管廊巡检', zuoYeDiDian: '二车间管廊', sheJiTeShuZuoYe: false, teShuZuoYeLeiXing: [], zuoYePiaoIds: [], zuoYePiao: [], zhuangTai: 'SUBMITTED', zhuangTaiMingCheng: '待审核' },
];

const routes = (list = ok({ dataList: ACTIVITIES, total: ACTIVITIES.length })) => () => ({
  ...permitRoutes(),
  'GET /tszy/zuo-ye-piao/list': list,
  'POST /tszy/zuo-ye-piao/create': ({ body }: { body: unknown }) => ok({ ...ACTIVITIES[1], ...(body as object), id: 9, zhuangTai: 'DRAFT' }),
  'POST /tszy/zuo-ye-piao/submit': ok(ACTIVITIES[0]),
  'POST /tszy/zuo-ye-piao/audit': ok(ACTIVITIES[1]),
});

/** 作业活动 (tszy/work-activity): the activities, their form and their submit / audit. */
const meta = {
  title: 'Tszy/WorkActivityPage',
  component: WorkActivityPage,
  args: { title: '作业活动', viewKey: 'tszy/work-activity' },
  parameters: shell({ seed: { user: STAFF }, api: routes(), router: { path: '/tszy/activity' } }),
} satisfies Meta<typeof WorkActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft with its permit and one awaiting audit. */
export const List: Story = {
  play: async () => {
    await shows(() => screen.getByText('乙醇储罐检修'));
    await shows(() => screen.getByText('HJZA0000000000003'));
    await expect(screen.getByRole('button', { name: '审核 管廊巡检' })).toBeVisible();
  },
};

/** The form: involving special work shows the kinds and the permits. */
export const CreateForm: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '新增作业活动' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('switch'));
    await shows(() => dialog.getByText('涉及的特殊作业'));
  },
};

/** An audit without an opinion cannot return. */
export const AuditNeedsOpinion: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '审核 管廊巡检' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /退\s*回/ }));
    await shows(() => dialog.getByText('退回时须填写审核意见'));
  },
};

/** Nothing yet. */
export const Empty: Story = { parameters: shell({ api: routes(ok({ dataList: [], total: 0 })) }), play: async () => shows(() => screen.getByText('暂无作业活动')) };

/** The list failed. */
export const LoadError: Story = { parameters: shell({ api: routes(fail('服务器繁忙')) }), play: async () => shows(() => screen.getByText('服务器繁忙')) };

/** Waiting for the list. */
export const Loading: Story = { parameters: shell({ api: routes(PENDING) }) };
