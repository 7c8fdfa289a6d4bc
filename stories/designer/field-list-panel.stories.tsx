import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FieldListPanel, REMOVE_CONFIRM, type FieldListPanelProps } from '../../designer/field-list-panel.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { PUBLISHED } from './designer-fixtures.ts';

/** The panel with the overlay in story state, as the workbench keeps it. */
function Panel(props: FieldListPanelProps) {
  const [overlay, setOverlay] = useState(props.overlay);
  return (
    <FieldListPanel
      {...props}
      overlay={overlay}
      onChange={(next) => {
        setOverlay(next);
        props.onChange(next);
      }}
    />
  );
}

function rowOf(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = [...screen.getByTestId('field-list-panel').querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent?.includes(title));
    if (!row) throw new Error(`no row ${title}`);
    return row;
  });
}

/** The open confirmation. */
function popconfirm(): Promise<HTMLElement> {
  return waitFor(() => {
    const pop = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!pop) throw new Error('no confirmation');
    return pop;
  });
}

/** The draft's custom fields: 新增, 编辑, 停用/启用, 置顶/置底, 删除 (restorable), 上移/下移. */
const meta = {
  title: 'Designer/FieldListPanel',
  component: FieldListPanel,
  args: { base: SAFETY_MANAGER, overlay: PUBLISHED, onChange: fn(), publishedKeys: new Set(PUBLISHED.fields.map((f) => f.key)) },
  render: (args) => <Panel {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 删除 asks first (values are kept); the field leaves the list; 显示已删除 shows it with 恢复. */
export const RemoveAndRestore: Story = {
  play: async ({ args }) => {
    const row = await rowOf('培训学时');
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await shows(() => screen.getByText(REMOVE_CONFIRM));
    await userEvent.click(within(await popconfirm()).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('trainingHours')).toBeNull());
    await userEvent.click(screen.getByRole('checkbox', { name: /显示已删除/ }));
    const removed = await rowOf('培训学时');
    await expect(within(removed).getByText('已删除')).toBeVisible();
    await userEvent.click(within(removed).getByRole('button', { name: /恢\s*复/ }));
    await waitFor(() => expect(within(removed).getByText('启用')).toBeVisible());
  },
};

/** 上移 puts 备注 above 培训学时; 置顶 pins it next to 证书等级. */
export const Reorder: Story = {
  play: async ({ args }) => {
    await rowOf('备注');
    await userEvent.click(screen.getByRole('button', { name: '上移 remark' }));
    await waitFor(() => {
      const keys = [...screen.getByTestId('field-list-panel').querySelectorAll('tbody tr code')].map((c) => c.textContent);
      expect(keys).toEqual(['certLevel', 'remark', 'trainingHours']);
    });
    await expect(screen.getByRole('button', { name: '上移 remark' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** 编辑 opens the definition; a published field's type is fixed. */
export const EditField: Story = {
  play: async () => {
    const row = await rowOf('证书等级');
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    await shows(() => screen.getByText('编辑字段「证书等级」'));
    await shows(() => screen.getByText('字段已发布，类型不能修改（已填写的数据会失效）'));
    await expect(screen.getByDisplayValue('certLevel')).toBeDisabled();
  },
};

/** No custom fields yet. */
export const Empty: Story = {
  args: { overlay: { fields: [], tabs: [] } },
  play: async () => {
    await shows(() => screen.getByText('暂无自定义字段，点击“新增字段”添加'));
  },
};
