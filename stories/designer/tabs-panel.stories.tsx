import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Typography } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TabsPanel, type TabsPanelProps } from '../../designer/tabs-panel.tsx';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { NO_TABS, WITH_TABS } from './tabs-panel-fixtures.ts';

/** What the overlay's tabs hold, one line per tab in the order stored. */
function summary(o: ResourceOverlay): string {
  return o.tabs
    .map((t) => `${t.title}${t.enabled ? '' : '（停用）'}：${t.fields.map((f) => ((t.disabledFields ?? []).includes(f) ? `${f}（停用）` : f)).join('、') || '无字段'}`)
    .join('\n');
}

/** The panel with the overlay in story state (as the workbench keeps it), and the tabs it holds. */
function Workbench(props: TabsPanelProps) {
  const [overlay, setOverlay] = useState(props.overlay);
  return (
    <div style={{ padding: 24 }}>
      <TabsPanel
        {...props}
        overlay={overlay}
        onChange={(next) => {
          setOverlay(next);
          props.onChange(next);
        }}
      />
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', marginTop: 16 }} data-testid="overlay-tabs">
        {summary(overlay) || '（没有页签）'}
      </Typography.Paragraph>
    </div>
  );
}

/** Comp-tabs of the safety managers: tabs and their fields, drag or 上移/下移 to reorder, pin, enable. */
const meta = {
  title: 'Designer/TabsPanel',
  component: TabsPanel,
  args: { base: SAFETY_MANAGER, overlay: NO_TABS, onChange: fn() },
  render: (args) => <Workbench {...args} />,
} satisfies Meta<typeof TabsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tab yet: add 培训信息 (a taken title is refused), then put 培训学时 and 所属部门 in it. */
export const AddTabAndFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无页签，点击“新增页签”将字段分组显示')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: '新页签名称' });
    await userEvent.type(title, '基本信息');
    await expect(canvas.getByRole('alert')).toHaveTextContent('页签名称「基本信息」已存在');
    await userEvent.clear(title);
    await userEvent.type(title, '培训信息{Enter}');
    await waitFor(() => expect(canvas.getByText('页签「培训信息」的字段')).toBeVisible());
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('combobox', { name: '添加字段' }));
    await userEvent.click(await screen.findByTitle('培训学时（自定义）'));
    await userEvent.click(await screen.findByTitle('所属部门'));
    await userEvent.click(canvas.getByRole('button', { name: '添加字段到页签' }));
    await waitFor(() => expect(canvas.getByTestId('overlay-tabs')).toHaveTextContent('培训信息：trainingHours、department'));
    await expect(canvas.getByTestId('field-row-trainingHours')).toHaveTextContent('自定义');
  },
};

/** Three tabs: 证书附件 switched off, 旧备注 removed (shown in red with 清除), 联系方式 pinned to the end and off. */
export const WithTabs: Story = {
  args: { overlay: WITH_TABS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '启用字段 证书编号' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: '启用字段 证书附件' }));
    await waitFor(() => expect(canvas.getByTestId('overlay-tabs')).toHaveTextContent('证书信息：certNo、certStart、certEnd、attachments'));
    await userEvent.click(canvas.getByRole('button', { name: '培训信息', pressed: false }));
    await expect(canvas.getByTestId('field-row-oldNote')).toHaveTextContent('oldNote 字段已删除');
    await userEvent.click(canvas.getByRole('button', { name: '清除 oldNote' }));
    await shows(() => screen.getByText('页签中将不再显示它的占位'));
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() => expect(canvas.queryByTestId('field-row-oldNote')).toBeNull());
  },
};

/** Reorder with the keyboard: focus a field's handle, Space, ArrowDown, Space. */
export const KeyboardReorder: Story = {
  args: { overlay: WITH_TABS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '拖动字段 证书编号' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('overlay-tabs')).toHaveTextContent('证书信息：certStart、certNo、certEnd'));
  },
};

/** Read-only: the tabs show, nothing can change. */
export const ReadOnly: Story = {
  args: { overlay: WITH_TABS, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: '新页签名称' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '删除页签 证书信息' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: '启用字段 证书附件' })).toBeDisabled();
  },
};
