import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { PickSelect, type PickSelectProps, type PickValue } from '../../src/runtime/pick-select.tsx';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';

/** PickSelect holding its own value (as a Formily field would). */
function Controlled(props: Omit<PickSelectProps, 'value' | 'onChange'> & { initial?: PickValue }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<PickValue>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <PickSelect {...rest} value={value} onChange={setValue} />
    </div>
  );
}

/** The remote-search select behind PersonPicker and DepartmentPicker. */
const meta = {
  title: 'Runtime/PickSelect',
  component: Controlled,
  args: { kind: 'person', initial: 11 },
  decorators: [withFakeClient({ resources: [] })],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person, named from the labels call. */
export const Person: Story = {
  play: async () => {
    await shows(() => screen.getByText('张伟'));
  },
};

/** Several people (multiple mode): one labels call names them all. */
export const Multiple: Story = {
  args: { multiple: true, initial: [11, 13, 14] },
  play: async () => {
    await shows(() => screen.getByText('王磊'));
    await shows(() => screen.getByText('赵敏'));
    await waitFor(() =>
      expect(currentFakeClient?.calls.filter((c) => c.method === 'labels').map((c) => c.args)).toEqual([['person', [11, 13, 14]]]),
    );
  },
};

/** Disabled, with a department. */
export const DisabledDepartment: Story = {
  args: { kind: 'department', initial: 4, disabled: true },
  play: async () => {
    await shows(() => screen.getByText('设备部'));
  },
};
