import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import CameraPage from '../../src/client/pages/spjk/camera-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { cameraListRoutes, cameras } from './camera-fixtures.ts';

/** 视频监控 › 实时视频 (docs/video.md): the cameras by area on the left, a grid of 1, 4 or 9 tiles. */
const meta = {
  title: 'Spjk/CameraPage',
  component: CameraPage,
  args: { title: '实时视频', viewKey: 'spjk/camera' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: () => cameraListRoutes(cameras()), router: { path: '/spjk/camera' } }),
} satisfies Meta<typeof CameraPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tiles: the two cameras that can play, then the one offline and the one without an address (in the list's order). */
export const FourTiles: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('camera-grid'));
    await userEvent.click(screen.getByText('4 画面'));
    await waitFor(() => expect(screen.getByTestId('camera-grid')).toHaveAttribute('data-layout', '4'));
    await waitFor(() => expect(screen.getByTestId('camera-tile-0')).toHaveAttribute('data-state', 'playing'), { timeout: 15_000 });
    const states = ['camera-tile-2', 'camera-tile-3'].map((id) => screen.getByTestId(id).getAttribute('data-state'));
    await expect(states).toEqual(['offline', 'no-url']);
    await expect(within(screen.getByTestId('camera-list')).getByText('未分区域')).toBeVisible();
  },
};

/** The search narrows the list; a click puts a camera in the selected tile. */
export const SearchAndChoose: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('camera-list'));
    await userEvent.type(screen.getByPlaceholderText('摄像头名称、编码或位置'), '大门');
    await waitFor(() => expect(within(screen.getByTestId('camera-list')).queryByTestId('camera-item-CAM-101')).toBeNull());
    await userEvent.click(screen.getByTestId('camera-item-CAM-104'));
    await waitFor(() => expect(screen.getByTestId('camera-tile-0')).toHaveAttribute('data-state', 'no-url'));
    await expect(screen.getByText('未配置预览地址')).toBeVisible();
  },
};

/** An enterprise without cameras. */
export const NoCamera: Story = {
  parameters: shell({ api: () => cameraListRoutes([]) }),
  play: async () => {
    await shows(() => screen.getByTestId('camera-empty'));
    await expect(screen.getByText('暂无摄像头，请先在「摄像头管理」中登记')).toBeVisible();
  },
};
