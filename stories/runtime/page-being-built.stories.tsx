import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shows } from '../support/play-helpers.ts';
import { PageBeingBuilt } from '../../src/runtime/page-being-built.tsx';

/** The screen of a menu entry whose view or resource file does not exist yet. */
const meta = {
  title: 'Runtime/PageBeingBuilt',
  component: PageBeingBuilt,
  args: { name: '作业计划', group: '特殊作业', target: '视图：tszy/work-plan' },
} satisfies Meta<typeof PageBeingBuilt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 「作业计划 正在建设中」 naming the module; the view key is not shown. */
export const Default: Story = {
  play: async () => {
    await shows(() => screen.getByText('作业计划 正在建设中'));
    await shows(() => screen.getByText('「特殊作业」模块的这一页面暂不可用，敬请期待。'));
    await expect(screen.queryByText(/视图：/)).toBeNull();
  },
};

/** Without a known module (a resource file that does not exist). */
export const WithoutModule: Story = {
  args: { name: '视频监控', group: undefined, target: '资源：camera' },
  play: async () => {
    await shows(() => screen.getByText('视频监控 正在建设中'));
    await expect(screen.queryByText(/资源：/)).toBeNull();
  },
};
