import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import FourColorPage from '../../src/client/pages/fxfjgk/four-color-page.tsx';
import { fail, okData } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const square = (x: number, y: number) => ({ type: 'Polygon', coordinates: [[[x, y], [x + 100, y], [x + 100, y + 100], [x, y + 100], [x, y]]] });

/** 风险分级 › 四色分布图: the areas coloured by the highest level inside them (here without a plan: the table and legend). */
const meta = {
  title: 'Fxfjgk/FourColorPage',
  component: FourColorPage,
  args: { title: '四色分布图', viewKey: 'fxfjgk/v1/four-color-map' },
  parameters: shell({
    seed: { user: QY_ADMIN },
    api: () => ({
      'GET /fxfjgk/four-color': okData([
        { id: 1, name: '生产装置一区', level: 'major', colour: '#FF0000', units: 3, geometry: square(0, 0) },
        { id: 2, name: '储罐区', level: 'general', colour: '#FFFF00', units: 1, geometry: square(200, 0) },
        { id: 3, name: '办公区', level: null, colour: null, units: 0, geometry: square(400, 0) },
      ]),
      'GET /u-basic/plant-plan': okData(null),
      'GET /u-basic/map/layers': okData([]),
    }),
    router: { path: '/fxfjgk/four-color' },
  }),
} satisfies Meta<typeof FourColorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  play: async () => {
    await shows(() => screen.getByText('生产装置一区'));
    await expect(screen.getByTestId('four-color-legend-major')).toHaveTextContent('重大风险：1 个区域');
    await expect(screen.getByText('未评级')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: shell({ api: { 'GET /fxfjgk/four-color': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};
