import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PatrolPhonePage from '../../src/client/phone/modules/xjxc/patrol-phone-page.tsx';
import { STAFF } from '../support/fixtures.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const POINT = {
  id: 5,
  name: '循环水泵巡检点',
  code: 'XJ-A01',
  location: '循环水泵房',
  items: [
    { id: 11, itemType: 'check', content: '有无泄漏', photoRequired: true, onAbnormal: 'none' },
    { id: 12, itemType: 'reading', content: '出口压力', unit: 'MPa', lowerLimit: 0.2, upperLimit: 0.6, physicalMin: 0, physicalMax: 1.6, onAbnormal: 'repair' },
  ],
};

/** The patrol 1 of the scheme 3 (one point, two items), as the page reads it. */
const patrolApi = (): MockRoutes => ({
  'GET /u-basic/patrol-record/1': okData({ id: 1, name: '一号路线日巡检', schemeId: 3, patrolState: 'pending', dueAt: '2026-11-30 23:59:59' }),
  'GET /u-basic/patrol-scheme/3': okData({ id: 3, name: '一号路线', pointIds: [5] }),
  'GET /u-basic/patrol-point/5': okData(POINT),
});

/** A patrol's phone page (/zax/m/x/xjxc/patrol/:id): the record, its route and items read, answered point by point. */
const meta = {
  title: 'Phone/PatrolPage',
  component: PatrolPhonePage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: STAFF }, api: patrolApi, router: { path: '/x/xjxc/patrol/1', route: '/x/xjxc/patrol/:id' }, layout: 'centered' }),
} satisfies Meta<typeof PatrolPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The patrol named in the header, its point and items, 暂存 and 提交巡检. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('heading', { name: '一号路线日巡检', level: 1 }));
    await expect(page.getByText('有无泄漏')).toBeVisible();
    await expect(page.getByText(/出口压力/)).toBeVisible();
    await expect(page.getByRole('button', { name: /提交巡检/ })).toBeVisible();
  },
};

/** A patrol that is gone: said so, no 重试. */
export const Missing: Story = {
  parameters: shell({ api: { 'GET /u-basic/patrol-record/1': fail('记录不存在', 404) } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('巡检任务不存在或已删除'));
  },
};

/** The server failed: the reason and 重试. */
export const Failed: Story = {
  parameters: shell({ api: { 'GET /u-basic/patrol-record/1': fail('服务器繁忙') } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('巡检任务加载失败'));
    await expect(page.getByText('服务器繁忙')).toBeVisible();
  },
};
