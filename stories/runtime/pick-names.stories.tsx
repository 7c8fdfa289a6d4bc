import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { PickNames } from '../../src/runtime/pick-names.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';

/** The names of stored person or department ids (list cells, details, read-pretty pickers). */
const meta = {
  title: 'Runtime/PickNames',
  component: PickNames,
  args: { kind: 'person', value: [11, 12] },
  decorators: [withFakeClient({ resources: [] })],
} satisfies Meta<typeof PickNames>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two people, joined. */
export const People: Story = {
  play: async () => {
    await shows(() => screen.getByText('张伟、李娜'));
  },
};

/** A department. */
export const Department: Story = {
  args: { kind: 'department', value: 5 },
  play: async () => {
    await shows(() => screen.getByText('储运部'));
  },
};

/** An id that no longer exists. */
export const Unknown: Story = {
  args: { value: 99 },
  play: async () => {
    await shows(() => screen.getByText('未知人员(99)'));
  },
};

/** Nothing stored. */
export const Empty: Story = {
  args: { value: null },
  play: async () => {
    await shows(() => screen.getByText('-'));
  },
};
