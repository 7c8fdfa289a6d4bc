import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import OverhaulItemPhonePage from '../../src/client/phone/modules/zdjx/overhaul-item-phone-page.tsx';
import { STAFF } from '../support/fixtures.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** The overhaul item 4, to be done, as the page reads it (its references named). */
const itemApi = (): MockRoutes => ({
  'GET /u-basic/overhaul-item/4': okData({
    id: 4,
    content: '更换出料阀，罐体测厚',
    itemState: 'todo',
    planStartDate: '2026-12-20',
    planEndDate: '2026-12-24',
    refLabels: { planId: '液碱储罐专项检修', equipmentId: '液碱储罐', responsible: '赵志强' },
  }),
});

/** An overhaul item's phone page (/zax/m/x/zdjx/item/:id): read by id, then its site step. */
const meta = {
  title: 'Phone/OverhaulItemPage',
  component: OverhaulItemPhonePage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: STAFF }, api: itemApi, router: { path: '/x/zdjx/item/4', route: '/x/zdjx/item/:id' }, layout: 'centered' }),
} satisfies Meta<typeof OverhaulItemPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The item, its state 待施工 and its steps. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('待施工'));
    await shows(() => page.getByRole('button', { name: /确认完成/ }));
  },
};

/** An item that is gone: said so. */
export const Missing: Story = {
  parameters: shell({ api: { 'GET /u-basic/overhaul-item/4': fail('记录不存在', 404) } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('检修项目不存在或已删除'));
  },
};
