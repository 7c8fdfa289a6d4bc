import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import MajorDangerPage from '../../src/client/pages/yhpc/major-danger-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { hiddenDangerApi } from './hidden-danger-fixtures.ts';

/** 隐患排查 › 重大隐患: the 重大 hidden dangers, 挂牌督办 and how far the 治理方案 covers the 五落实. */
const meta = {
  title: 'Yhpc/MajorDangerPage',
  component: MajorDangerPage,
  args: { title: '重大隐患', viewKey: 'yhpc/special-danger' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: hiddenDangerApi, router: { path: '/yhpc/special-danger' } }),
} satisfies Meta<typeof MajorDangerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two major dangers: one with the full plan (5 / 5), one without (未制定). */
export const MajorDangers: Story = {
  play: async () => {
    await shows(() => screen.getByText('储罐区消防喷淋管道锈蚀'));
    await expect(screen.getByText('5 / 5')).toBeVisible();
    await expect(screen.getByText('未制定')).toBeVisible();
  },
};

/** The list could not be loaded: 重试. */
export const LoadFailed: Story = {
  parameters: shell({ api: { 'GET /u-basic/hidden-danger/list': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('统计数据加载失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
