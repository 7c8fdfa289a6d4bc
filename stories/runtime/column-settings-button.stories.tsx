import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ColumnSettingsButton } from '../../src/runtime/column-settings-button.tsx';
import { arrangeColumns, moveColumn, toggleColumn, type ArrangedColumn } from '../../src/runtime/column-settings.ts';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const INITIAL = arrangeColumns(SAFETY_MANAGER.list.columns, { order: [], hidden: ['department'] });
const label = (field: string) => SAFETY_MANAGER.form.properties[field]?.title ?? '有效状态';

/** Keeps the arrangement in story state. */
function Stateful() {
  const [cols, setCols] = useState<ArrangedColumn[]>(INITIAL);
  return (
    <div style={{ padding: 24 }}>
      <ColumnSettingsButton
        columns={cols}
        labelOf={label}
        onToggle={(f, v) => setCols((c) => toggleColumn(c, f, v))}
        onMove={(f, d) => setCols((c) => moveColumn(c, f, d))}
        onReset={() => setCols(arrangeColumns(SAFETY_MANAGER.list.columns, { order: [], hidden: [] }))}
      />
      <p data-testid="order">{cols.filter((c) => c.visible).map((c) => label(c.column.field)).join('、')}</p>
    </div>
  );
}

/** The 列设置 popover: show, hide and reorder columns, reset. */
const meta = {
  title: 'Runtime/ColumnSettingsButton',
  component: ColumnSettingsButton,
  render: () => <Stateful />,
  args: { columns: INITIAL, labelOf: label, onToggle: () => undefined, onMove: () => undefined, onReset: () => undefined },
} satisfies Meta<typeof ColumnSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, move 性别 up, show 所属部门 again. */
export const Reorder: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await shows(() => screen.getByTestId('column-settings'));
    await userEvent.click(screen.getByRole('button', { name: '上移 性别' }));
    await waitFor(() => expect(screen.getByTestId('order').textContent?.startsWith('性别、姓名')).toBe(true));
    await userEvent.click(screen.getByRole('checkbox', { name: '所属部门' }));
    await waitFor(() => expect(screen.getByTestId('order').textContent).toContain('所属部门'));
  },
};
