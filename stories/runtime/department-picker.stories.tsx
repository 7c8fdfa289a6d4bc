import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormItem } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field, FormConsumer, FormProvider } from '@formily/react';
import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DepartmentPicker } from '../../src/runtime/department-picker.tsx';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';

interface DepartmentFieldProps {
  /** The stored department id. */
  value?: number;
  readPretty?: boolean;
}

/** A Formily form with one department field (a custom field of type department) and its value below it. */
function DepartmentField({ value, readPretty = false }: DepartmentFieldProps) {
  const form = useMemo(() => createForm({ initialValues: { ownerDept: value }, readPretty }), [value, readPretty]);
  return (
    <FormProvider form={form}>
      <div style={{ maxWidth: 360 }}>
        <Field name="ownerDept" title="归属部门" decorator={[FormItem]} component={[DepartmentPicker]} />
      </div>
      <FormConsumer>{(f) => <code data-testid="values">{JSON.stringify(f.values)}</code>}</FormConsumer>
    </FormProvider>
  );
}

/** The department picker of resource forms: a department by remote name search, stored as the id. */
const meta = {
  title: 'Runtime/DepartmentPicker',
  component: DepartmentField,
  args: { value: 3 },
  decorators: [withFakeClient({ resources: [] })],
} satisfies Meta<typeof DepartmentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored id shows the department's name. */
export const Chosen: Story = {
  play: async () => {
    await shows(() => screen.getByText('一车间'));
  },
};

/** Typing searches the departments; each choice shows its parent; choosing stores the id. */
export const Search: Story = {
  args: { value: undefined },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), '车间');
    await waitFor(() => expect(currentFakeClient?.calls.filter((c) => c.method === 'departments').at(-1)?.args).toEqual(['车间']));
    // The answer replaced the full list (安环部 is not a 车间).
    await waitFor(() => expect(screen.queryByTitle('安环部')).toBeNull());
    // The dropdown lives in the document body and fades in: found, then chosen (as the pager's story does).
    const option = await screen.findByTitle('一车间');
    await expect(option).toHaveTextContent('生产部');
    await userEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('{"ownerDept":3}'));
  },
};

/** Read-pretty: the name as text; an id that no longer exists says so. */
export const ReadPretty: Story = {
  args: { value: 99, readPretty: true },
  play: async () => {
    await shows(() => screen.getByText('未知部门(99)'));
  },
};
