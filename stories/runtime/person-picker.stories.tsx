import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormItem } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field, FormConsumer, FormProvider } from '@formily/react';
import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { PersonPicker } from '../../src/runtime/person-picker.tsx';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';

interface PersonFieldProps {
  /** The stored staff id. */
  value?: number;
  readPretty?: boolean;
}

/** A Formily form with one person field (a custom field of type person) and its value below it. */
function PersonField({ value, readPretty = false }: PersonFieldProps) {
  const form = useMemo(() => createForm({ initialValues: { supervisor: value }, readPretty }), [value, readPretty]);
  return (
    <FormProvider form={form}>
      <div style={{ maxWidth: 360 }}>
        <Field name="supervisor" title="监护人" decorator={[FormItem]} component={[PersonPicker]} />
      </div>
      <FormConsumer>{(f) => <code data-testid="values">{JSON.stringify(f.values)}</code>}</FormConsumer>
    </FormProvider>
  );
}

/** The person picker of resource forms: a staff member by remote name search, stored as the id. */
const meta = {
  title: 'Runtime/PersonPicker',
  component: PersonField,
  args: { value: 12 },
  decorators: [withFakeClient({ resources: [] })],
} satisfies Meta<typeof PersonField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored id shows the person's name. */
export const Chosen: Story = {
  play: async () => {
    await shows(() => screen.getByText('李娜'));
    await expect(currentFakeClient?.calls.find((c) => c.method === 'labels')?.args).toEqual(['person', [12]]);
  },
};

/** Typing a name asks the server after a pause; choosing stores the id. */
export const Search: Story = {
  args: { value: undefined },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), '张');
    await waitFor(() => expect(currentFakeClient?.calls.filter((c) => c.method === 'people').at(-1)?.args).toEqual(['张']));
    // The answer replaced the first page (李娜 is not a 张).
    await waitFor(() => expect(screen.queryByTitle('李娜')).toBeNull());
    // The dropdown lives in the document body and fades in: found, then chosen (as the pager's story does).
    await userEvent.click(await screen.findByTitle('张强'));
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('{"supervisor":16}'));
  },
};

/** Read-pretty (detail-like forms): the name as text. */
export const ReadPretty: Story = {
  args: { value: 15, readPretty: true },
  play: async () => {
    await shows(() => screen.getByText('刘洋'));
  },
};

/** The search failed: the dropdown says so. */
export const SearchFailed: Story = {
  args: { value: undefined },
  decorators: [withFakeClient({ resources: [], failures: { people: { message: '网络异常' } } })],
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), '王');
    await expect(await screen.findByText('网络异常，请重新输入搜索')).toBeInTheDocument();
  },
};
