import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SystemAppPage from '../src/client/pages/system-app-page.tsx';
import { shell } from './support/story-parameters.ts';

/**
 * 应用管理 (system/app, issue 15 item 8; issue 24): the app's name and version, the phone shell's address and QR
 * code, and the phone app's version records with the newest one's QR code.
 */
const RELEASES = [
  { id: 2, version: '202611281200', releasedOn: '2026-11-28', notes: '新增待办提醒', downloadUrl: '/zax/m/?v=202611281200' },
  { id: 1, version: '202605061429', releasedOn: '2026-05-06', notes: '首个手机端版本', downloadUrl: null },
];
const meta = {
  title: 'Phone/SystemAppPage',
  component: SystemAppPage,
  args: { title: '应用管理', origin: 'https://aq.example.com', loadReleases: () => Promise.resolve(RELEASES) },
  parameters: shell({ layout: 'padded' }),
} satisfies Meta<typeof SystemAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('https://aq.example.com/zax/m/')).toBeVisible();
    await expect(page.getByTestId('app-version')).toBeVisible();
    await expect(page.getByLabelText('手机端二维码')).toBeVisible();
    await expect(await page.findByText('最新版本 202611281200', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByLabelText('版本二维码')).toBeVisible();
    await expect(page.getByTestId('app-release-link-2')).toHaveAttribute('href', 'https://aq.example.com/zax/m/?v=202611281200');
    await expect(page.getByTestId('app-release-link-1')).toHaveAttribute('href', 'https://aq.example.com/zax/m/');
  },
};

/** No phone version recorded yet: the list says so and no version QR code is shown. */
export const NoReleases: Story = {
  args: { loadReleases: () => Promise.resolve([]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('暂无手机端版本记录', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(page.queryByLabelText('版本二维码')).toBeNull();
  },
};

/** How often the failing story's releases were asked for: the first read fails, the retry succeeds. */
let attempts = 0;
/** The version records could not be read: the page says so (not an empty list) and 重试 reads them again. */
export const ReleasesFailed: Story = {
  args: { loadReleases: (): Promise<typeof RELEASES> => (++attempts === 1 ? Promise.reject(new Error('服务器繁忙')) : Promise.resolve(RELEASES)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('手机端版本记录加载失败', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(page.queryByText('暂无手机端版本记录')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: /重\s*试/ }));
    await expect(await page.findByText('最新版本 202611281200', undefined, { timeout: 10_000 })).toBeVisible();
  },
};
