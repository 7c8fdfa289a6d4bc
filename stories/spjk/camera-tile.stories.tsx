import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { CameraTile } from '../../src/client/pages/spjk/camera-tile.tsx';
import SiteCamerasBlock from '../../src/client/pages/spjk/site-cameras-block.tsx';
import { STAFF } from '../support/fixtures.ts';
import { mockCalls } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { cameras, siteCameraRoutes } from './camera-fixtures.ts';

/** One tile of live video: playing, or what stands in the picture's place. */
const meta = {
  title: 'Spjk/CameraTile',
  component: CameraTile,
  args: { camera: null, testId: 'tile', height: 180 },
  parameters: shell({ seed: { user: STAFF }, api: () => ({}) }),
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CameraTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileState = (state: string) => waitFor(() => expect(screen.getByTestId('tile')).toHaveAttribute('data-state', state), { timeout: 15_000 });

/** The test stream playing (hls.js, looping). */
export const Playing: Story = {
  args: { camera: null },
  render: (args) => <CameraTile {...args} camera={cameras()[0]} />,
  play: async () => {
    await tileState('playing');
  },
};

export const Offline: Story = {
  render: (args) => <CameraTile {...args} camera={cameras()[2]} />,
  play: async () => {
    await tileState('offline');
    await expect(screen.getByText('离线')).toBeVisible();
  },
};

export const Fault: Story = {
  render: (args) => <CameraTile {...args} camera={cameras()[4]} />,
  play: async () => {
    await tileState('fault');
  },
};

export const NoAddress: Story = {
  render: (args) => <CameraTile {...args} camera={cameras()[3]} />,
  play: async () => {
    await tileState('no-url');
    await expect(screen.getByText('未配置预览地址')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async () => {
    await tileState('empty');
  },
};

/** Block `spjk/site-cameras` of a 特级 hot work: the cameras covering its site. */
export const SiteCameras: Story = {
  parameters: shell({ api: () => siteCameraRoutes(cameras().slice(0, 1)) }),
  render: () => <SiteCamerasBlock record={{ zuoYeDiDian: '罐区乙醇储罐 V-203', dongHuoJiBie: '特级' }} props={{ siteField: 'zuoYeDiDian', gradeField: 'dongHuoJiBie', requiredGrades: ['特级'] }} title="作业地点视频监控" />,
  play: async () => {
    await shows(() => screen.getByTestId('site-cameras-block'));
    await waitFor(() => expect(screen.getByTestId('site-camera-CAM-101')).toHaveAttribute('data-state', 'playing'), { timeout: 15_000 });
    await expect(mockCalls.find((c) => c.path === '/spjk/camera/site')?.query).toEqual({ site: '罐区乙醇储罐 V-203' });
  },
};

/** A 特级 hot work whose site no camera covers: said as GB 30871 asks. */
export const SiteWithoutCamera: Story = {
  parameters: shell({ api: () => siteCameraRoutes([]) }),
  render: () => <SiteCamerasBlock record={{ zuoYeDiDian: '维修车间', dongHuoJiBie: '特级' }} props={{ siteField: 'zuoYeDiDian', gradeField: 'dongHuoJiBie', requiredGrades: ['特级'] }} title="作业地点视频监控" />,
  play: async () => {
    await shows(() => screen.getByTestId('site-cameras-required'));
    await expect(screen.getByTestId('site-cameras-required')).toHaveTextContent('GB 30871—2022 5.2.11');
  },
};
