import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import ShutdownPhonePage from '../../src/client/phone/modules/zdjx/shutdown-phone-page.tsx';
import { STAFF } from '../support/fixtures.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const SHUTDOWN = { id: 7, name: '聚合装置年度停车检修', stopState: 'planned', planId: 2, equipmentIds: [101, 102], planStopTime: '2026-12-01 08:00:00' };

/** The shutdown 7 with its plan and two devices, in `stopState` (the isolation ticked when stopped). */
function shutdownApi(stopState = 'planned'): MockRoutes {
  const stopped = stopState !== 'planned';
  return {
    'GET /u-basic/device-stop/7': okData({ ...SHUTDOWN, stopState, ...(stopped ? { energyIsolated: true, lockedOut: true, purged: true, actualStopTime: '2026-12-01 08:20:00' } : {}) }),
    'GET /u-basic/overhaul-plan/2': okData({ id: 2, name: '2026年聚合装置大修计划' }),
    'GET /u-basic/production-equipment/101': okData({ id: 101, name: '1号聚合釜' }),
    'GET /u-basic/production-equipment/102': okData({ id: 102, name: '循环水泵P-201' }),
  };
}

/** 停车确认 on the phone (/zax/m/x/zdjx/stop/:id): the shutdown, its plan and devices, the isolation confirmed item by item. */
const meta = {
  title: 'Phone/ShutdownPage',
  component: ShutdownPhonePage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: STAFF }, api: () => shutdownApi(), router: { path: '/x/zdjx/stop/7', route: '/x/zdjx/stop/:id' }, layout: 'centered' }),
} satisfies Meta<typeof ShutdownPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting to stop: 确认隔离并停车 only once the three checks are ticked, then asked first, naming the confirmer. */
export const Isolation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('聚合装置年度停车检修'));
    await expect(page.getByText('检修计划：2026年聚合装置大修计划')).toBeVisible();
    await expect(page.getByText('循环水泵P-201')).toBeVisible();
    await expect(page.getByText('请逐项确认隔离措施后再停车')).toBeVisible();
    const stop = page.getByRole('button', { name: '确认隔离并停车' });
    await expect(stop).toBeDisabled();
    for (const box of page.getAllByRole('checkbox')) await userEvent.click(box);
    await expect(stop).toBeEnabled();
    await userEvent.click(stop);
    await shows(() => screen.getByText('确认以上隔离措施已在现场落实，并由张伟作为隔离确认人停车？'));
  },
};

/** Stopped already: the isolation shown as confirmed, no checks left. */
export const Stopped: Story = {
  parameters: shell({ api: () => shutdownApi('stopped') }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('隔离措施已确认'));
    await expect(page.getByText('停车检修中')).toBeVisible();
    await expect(page.queryByRole('checkbox')).toBeNull();
  },
};

/** A shutdown that is gone. */
export const Missing: Story = {
  parameters: shell({ api: { 'GET /u-basic/device-stop/7': fail('记录不存在', 404) } }),
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByText('停车检修不存在或已删除'));
  },
};
