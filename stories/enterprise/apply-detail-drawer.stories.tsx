import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ApplyDetailDrawer } from '../../src/client/pages/enterprise/apply-detail-drawer.tsx';
import { fail, okData, PENDING } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { APPLY_RECORD, APPLY_STEPS } from './enterprise-fixtures.ts';

/** 入驻申请详情: one application (GET /enterprise/apply/:id) and the history of its review (GET /enterprise/apply/history). */
const meta = {
  title: 'Enterprise/ApplyDetailDrawer',
  component: ApplyDetailDrawer,
  args: { id: 7, onClose: fn() },
  parameters: shell({
    seed: { user: PLATFORM_ADMIN },
    api: () => ({ 'GET /enterprise/apply/7': okData(APPLY_RECORD), 'GET /enterprise/apply/history': okData(APPLY_STEPS) }),
  }),
} satisfies Meta<typeof ApplyDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The application and who reviewed it, when, with which opinion. */
export const WithHistory: Story = {
  play: async () => {
    await shows(() => screen.getAllByTestId('apply-step')[1]);
    await expect(screen.getAllByTestId('apply-step').map((el) => el.textContent)).toEqual([expect.stringContaining('创建 周强'), expect.stringContaining('驳回 平台管理员')]);
    await shows(() => screen.getByText('意见：资料不全'));
  },
};

/** Waiting for the answer. */
export const Loading: Story = {
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: () => ({ 'GET /enterprise/apply/7': PENDING, 'GET /enterprise/apply/history': PENDING }) }),
};

/** An application that is gone (deleted, or the link is stale). */
export const Missing: Story = {
  parameters: shell({
    seed: { user: PLATFORM_ADMIN },
    api: () => ({ 'GET /enterprise/apply/7': fail('入驻申请不存在或已删除', 404), 'GET /enterprise/apply/history': fail('入驻申请不存在或已删除', 404) }),
  }),
  play: async () => {
    await shows(() => screen.getByTestId('apply-detail-missing'));
  },
};

/** Closed: nothing is asked. */
export const Closed: Story = {
  args: { id: null },
};
