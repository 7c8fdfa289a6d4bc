import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OpinionInput, type OpinionInputProps } from '../../src/client/pages/tszy/opinion-input.tsx';

function Controlled(props: Omit<OpinionInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div style={{ width: 360 }}>
      <OpinionInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

/** The opinion typed with a slot's decision or a coordination (at most 500 characters, its refusal under it). */
const meta = {
  title: 'Tszy/OpinionInput',
  component: Controlled,
  args: { label: '审批意见', placeholder: '审批意见（退回时必填）' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed into. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '审批意见' });
    await userEvent.type(box, '同意，作业前复测可燃气体');
    await expect(box).toHaveValue('同意，作业前复测可燃气体');
  },
};

/** A return without an opinion was refused. */
export const Refused: Story = {
  args: { error: '退回时请填写审批意见' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('退回时请填写审批意见');
  },
};
