import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DndContext } from '@dnd-kit/core';
import { Typography } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TabsTabList, type TabsTabListProps } from '../../designer/tabs-tab-list.tsx';
import { displayTabs } from '../../src/schema/tab-edits.ts';
import { shows } from '../support/play-helpers.ts';
import { NO_TABS, WITH_TABS } from './tabs-panel-fixtures.ts';

/** The list with the overlay and the selection in story state, inside the DndContext the panel gives it. */
function Stateful(props: TabsTabListProps) {
  const [overlay, setOverlay] = useState(props.overlay);
  const [selected, setSelected] = useState(props.selectedKey);
  return (
    <div style={{ padding: 24, maxWidth: 520 }}>
      <DndContext>
        <TabsTabList {...props} overlay={overlay} selectedKey={selected} onSelect={setSelected} apply={(change) => setOverlay(change(overlay))} />
      </DndContext>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }} data-testid="tab-order">
        {displayTabs(overlay).map((t) => `${t.title}${t.pinned ? `(${t.pinned === 'top' ? '置顶' : '置底'})` : ''}${t.enabled ? '' : '(停用)'}`).join('、') || '（没有页签）'}
      </Typography.Paragraph>
    </div>
  );
}

/** The comp-tabs as a sortable list: select, rename, 上移/下移, pin, enable, delete. */
const meta = {
  title: 'Designer/TabsTabList',
  component: TabsTabList,
  args: { overlay: WITH_TABS, selectedKey: 'cert', onSelect: fn(), apply: fn(), reservedTitles: ['基本信息'] },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TabsTabList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Move 培训信息 up, pin it to the end, switch 证书信息 off, delete 联系方式 after confirming. */
export const EditTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = () => canvas.getByTestId('tab-order');
    await expect(order()).toHaveTextContent('证书信息、培训信息、联系方式(置底)(停用)');
    await userEvent.click(canvas.getByRole('button', { name: '上移页签 培训信息' }));
    await waitFor(() => expect(order()).toHaveTextContent('培训信息、证书信息、联系方式(置底)(停用)'));
    await userEvent.click(canvas.getByRole('button', { name: '固定页签 培训信息' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '置底' }));
    await waitFor(() => expect(order()).toHaveTextContent('证书信息、联系方式(置底)(停用)、培训信息(置底)'));
    await userEvent.click(canvas.getByRole('switch', { name: '启用页签 证书信息' }));
    await waitFor(() => expect(order()).toHaveTextContent('证书信息(停用)'));
    await userEvent.click(canvas.getByRole('button', { name: '删除页签 联系方式' }));
    await shows(() => screen.getByText('页签中的字段将回到基本信息'));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(order()).toHaveTextContent('证书信息(停用)、培训信息(置底)'));
  },
};

/** No tab: the empty state. */
export const Empty: Story = {
  args: { overlay: NO_TABS, selectedKey: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无页签，点击“新增页签”将字段分组显示')).toBeVisible();
  },
};
