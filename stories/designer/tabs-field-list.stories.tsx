import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DndContext } from '@dnd-kit/core';
import { Typography } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TabsFieldList, type TabsFieldListProps } from '../../designer/tabs-field-list.tsx';
import { fieldCatalog } from '../../designer/tabs-field-catalog.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { WITH_TABS } from './tabs-panel-fixtures.ts';

/** The list with the overlay in story state, inside the DndContext the panel gives it; the tabs' fields below. */
function Stateful(props: TabsFieldListProps) {
  const [overlay, setOverlay] = useState(props.overlay);
  const tab = overlay.tabs.find((t) => t.key === props.tab.key) ?? props.tab;
  return (
    <div style={{ padding: 24, maxWidth: 760 }}>
      <DndContext>
        <TabsFieldList {...props} tab={tab} overlay={overlay} catalog={fieldCatalog(SAFETY_MANAGER, overlay)} apply={(change) => setOverlay(change(overlay))} />
      </DndContext>
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', marginTop: 16 }} data-testid="tab-fields">
        {overlay.tabs.map((t) => `${t.title}：${t.fields.join('、')}${t.disabledFields?.length ? `；停用 ${t.disabledFields.join('、')}` : ''}`).join('\n')}
      </Typography.Paragraph>
    </div>
  );
}

/** The fields of 证书信息: order, switch off, move to another tab, take out of the tab. */
const meta = {
  title: 'Designer/TabsFieldList',
  component: TabsFieldList,
  args: { tab: WITH_TABS.tabs[0], overlay: WITH_TABS, catalog: fieldCatalog(SAFETY_MANAGER, WITH_TABS), apply: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TabsFieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 证书有效期至 up, 证书附件 on again, 证书编号 stays on (required), 证书有效期起 to 培训信息, 证书附件 out. */
export const EditFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = () => canvas.getByTestId('tab-fields');
    await expect(canvas.getByRole('switch', { name: '启用字段 证书编号' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '上移字段 证书有效期至' }));
    await waitFor(() => expect(fields()).toHaveTextContent('证书信息：certNo、certEnd、certStart、attachments；停用 attachments'));
    await userEvent.click(canvas.getByRole('switch', { name: '启用字段 证书附件' }));
    await waitFor(() => expect(fields()).not.toHaveTextContent('停用 attachments'));
    await userEvent.click(canvas.getByRole('button', { name: '移到页签 证书有效期起' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '培训信息' }));
    await waitFor(() => expect(fields()).toHaveTextContent('培训信息：trainingHours、oldNote、certStart'));
    await userEvent.click(canvas.getByRole('button', { name: '移出页签 证书附件' }));
    await waitFor(() => expect(fields()).toHaveTextContent('证书信息：certNo、certEnd'));
  },
};

/** A tab holding a removed field: shown in red with 清除. */
export const MissingField: Story = {
  args: { tab: WITH_TABS.tabs[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('oldNote 字段已删除')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清除 oldNote' })).toBeEnabled();
  },
};
