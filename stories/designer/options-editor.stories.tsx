import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { OptionsEditor, type OptionsEditorProps } from '../../designer/options-editor.tsx';
import { shows } from '../support/play-helpers.ts';

/** The editor with its options in story state, as a Form.Item keeps them. */
function Controlled(props: OptionsEditorProps) {
  const [value, setValue] = useState(props.value ?? []);
  return (
    <div style={{ maxWidth: 520, padding: 24 }}>
      <OptionsEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="option-row"]')];

/** The options of a choice field, edited in place. */
const meta = {
  title: 'Designer/OptionsEditor',
  component: OptionsEditor,
  args: {
    value: [
      { label: '初级', value: 'junior' },
      { label: '高级', value: 'senior' },
      { label: '初级', value: 'junior' },
    ],
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OptionsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name and value used twice: both rows marked; deleting one clears the marks. */
export const Duplicates: Story = {
  play: async () => {
    await shows(() => screen.getAllByText('选项名称「初级」重复；选项值「junior」重复')[0]);
    await expect(rows().map((r) => r.hasAttribute('data-invalid'))).toEqual([true, false, true]);
    await userEvent.click(screen.getByRole('button', { name: '删除第 3 个选项' }));
    await waitFor(() => expect(document.querySelectorAll('[data-invalid]')).toHaveLength(0));
  },
};

/** 添加选项 appends a row with the next free value; 上移 moves it up. */
export const AddAndMove: Story = {
  args: { value: [{ label: '初级', value: '1' }] },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /添加选项/ }));
    await userEvent.type(screen.getByLabelText('第 2 个选项的名称'), '高级');
    await userEvent.click(screen.getByRole('button', { name: '上移第 2 个选项' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('第 1 个选项的名称').value).toBe('高级'));
    await expect(screen.getByLabelText<HTMLInputElement>('第 1 个选项的值').value).toBe('2');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** No options yet. */
export const Empty: Story = {
  args: { value: [], status: 'error' },
  play: async () => {
    await shows(() => screen.getByText('暂无选项，请点击“添加选项”'));
  },
};
