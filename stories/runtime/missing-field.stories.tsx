import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { shows } from '../support/play-helpers.ts';
import { MissingField } from '../../src/runtime/missing-field.tsx';

/** The placeholder of a name that no longer resolves to a field (a removed custom field). */
const meta = {
  title: 'Runtime/MissingField',
  component: MissingField,
  args: { name: 'trainingHours' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof MissingField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 字段 trainingHours 已不存在. */
export const Default: Story = {
  play: async () => {
    await shows(() => screen.getByText(/字段 trainingHours 已不存在/));
  },
};
