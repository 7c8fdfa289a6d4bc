import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { TagsView } from '../../src/client/layout/tags-view.tsx';
import type { VisitedView } from '../../src/client/layout/visited-views.ts';
import { SAMPLE_TABS } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const MANY_TABS: VisitedView[] = [
  ...SAMPLE_TABS,
  ...['设备台账', '维修报修', '检修计划', '实时定位', '实时视频', '风险点', '培训计划', '数据字典', '应急预案', '承包商信息'].map(
    (title, i) => ({ path: `/page-${i}`, fullPath: `/page-${i}`, title }),
  ),
];

/** The visited-page tabs (issue 3 item 5): pinned workbench, close, context menu. */
const meta = {
  title: 'Layout/TagsView',
  component: TagsView,
  decorators: [(Story) => <div style={{ background: '#fff' }}>{Story()}</div>],
  parameters: shell({ seed: { tabs: SAMPLE_TABS }, router: { path: '/tszy/plan' } }),
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five tabs, 作业计划 open; the pinned 工作台 has no close button. */
export const SeveralTabs: Story = {};

/** Only the pinned workbench. */
export const OnlyAffix: Story = { parameters: shell({ seed: { tabs: SAMPLE_TABS.slice(0, 1) }, router: { path: '/dashboard' } }) };

/** More tabs than fit: the bar scrolls to the open one. */
export const ManyTabs: Story = { parameters: shell({ seed: { tabs: MANY_TABS }, router: { path: '/page-9' } }) };

/** A right click opens the context menu: 刷新, 关闭, 关闭其他, 关闭所有. */
export const ContextMenu: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: '作业计划' });
    const box = tab.getBoundingClientRect();
    // The menu opens where the pointer is: right-click the middle of the tab.
    const coords = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    await userEvent.pointer({ keys: '[MouseRight]', target: tab, coords });
    await shows(() => screen.getByText('关闭其他'));
  },
};
