import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppReleases } from '../src/client/pages/system/app-releases.tsx';
import { shell } from './support/story-parameters.ts';

/** 应用管理's phone version records (issue 24): the newest one's QR code and each record with its download link. */
const meta = {
  title: 'System/AppReleases',
  component: AppReleases,
  args: {
    origin: 'https://aq.example.com',
    fallbackUrl: 'https://aq.example.com/zax/m/',
    releases: [
      { id: 3, version: '202611281200', releasedOn: '2026-11-28', notes: '新增待办提醒', downloadUrl: 'https://dl.example.com/aq-202611281200.apk' },
      { id: 2, version: '202608011000', releasedOn: '2026-08-01', notes: '巡检离线打卡', downloadUrl: '/zax/m/?v=202608011000' },
      { id: 1, version: '202605061429', releasedOn: '2026-05-06', notes: null, downloadUrl: null },
    ],
  },
  parameters: shell({ layout: 'padded' }),
} satisfies Meta<typeof AppReleases>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Releases: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('最新版本 202611281200')).toBeVisible();
    await expect(page.getByLabelText('版本二维码')).toBeVisible();
    await expect(page.getByTestId('app-release-link-3')).toHaveAttribute('href', 'https://dl.example.com/aq-202611281200.apk');
    await expect(page.getByTestId('app-release-link-2')).toHaveAttribute('href', 'https://aq.example.com/zax/m/?v=202608011000');
    await expect(page.getByTestId('app-release-link-1')).toHaveAttribute('href', 'https://aq.example.com/zax/m/');
  },
};

export const Loading: Story = { args: { releases: [], loading: true } };
