import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import PlantPlanPage from '../../src/client/pages/plant-plan-page.tsx';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** GET /u-basic/plant-plan: no plan yet (the page offers the upload); the enterprise's position rule (the default). */
function planApi(): MockRoutes {
  return { 'GET /u-basic/plant-plan': () => okData(null), 'GET /phone/config': () => okData({ maxDistanceM: 200, refuseTooFar: false }) };
}

/** 基础数据 › 厂区平面图: the enterprise administrator sets the plan. */
const meta = {
  title: 'Pages/PlantPlanPage',
  component: PlantPlanPage,
  args: { title: '厂区平面图', viewKey: 'basic-security-manage/plant-plan' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: planApi, router: { path: '/basic-security-manage/plant-plan' } }),
} satisfies Meta<typeof PlantPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No plan yet: the upload of an image or a GeoJSON file. */
export const NoPlanYet: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('plan-none')).toBeVisible());
    await expect(screen.getByText('上传平面图图片')).toBeVisible();
  },
};
