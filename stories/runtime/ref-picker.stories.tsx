import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormItem } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field, FormConsumer, FormProvider } from '@formily/react';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { RefChoice, RefPicker } from '../../src/runtime/ref-picker.tsx';
import { RefTreesContext, refTreesByKind } from '../../src/runtime/ref-trees-context.ts';
import { TreeClientContext, type TreeNode } from '../../src/runtime/tree-client.ts';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { createFakeTreeClient } from '../support/fake-tree-client.ts';
import { shows } from '../support/play-helpers.ts';

const KIND = 'ref:inspection-task.equipmentId';
const EQUIPMENT = [
  { id: 101, name: '1号反应釜' },
  { id: 102, name: '2号反应釜' },
  { id: 103, name: '液氯储罐' },
];

/** The platform's areas (行政区划), a tree; 太仓市 is switched off. */
const AREAS: readonly TreeNode[] = [
  { id: 1, parentId: null, label: '江苏省', sortOrder: 1, status: 1 },
  { id: 2, parentId: 1, label: '苏州市', sortOrder: 2, status: 1 },
  { id: 3, parentId: 2, label: '常熟市', sortOrder: 3, status: 1 },
  { id: 4, parentId: 2, label: '太仓市', sortOrder: 4, status: 0 },
  { id: 5, parentId: null, label: '浙江省', sortOrder: 5, status: 1 },
];

interface RefFieldProps {
  /** The stored id (or ids with `multiple`). */
  value?: number | number[];
  /** The record's `refLabels`, as the detail answers them. */
  refLabels?: Record<string, unknown>;
  multiple?: boolean;
  readPretty?: boolean;
  /** The target is a tree (the screen's schema answer says so): the field picks in a tree select, `enabledOnly` with the filter status 1. */
  tree?: 'plain' | 'enabledOnly';
}

/** A Formily form with one reference field (x-ref to an equipment resource) and its value below it. */
function RefField({ value, refLabels, multiple = false, readPretty = false, tree }: RefFieldProps) {
  const form = useMemo(
    () => createForm({ initialValues: { equipmentId: value, ...(refLabels ? { refLabels } : {}) }, readPretty }),
    [value, refLabels, readPretty],
  );
  const trees = useMemo(
    () => (tree ? refTreesByKind('inspection-task', { equipmentId: { resource: 'admin-area', ...(tree === 'enabledOnly' ? { filter: { status: 1 } } : {}) } }) : new Map()),
    [tree],
  );
  const treeClient = useMemo(() => createFakeTreeClient({ 'admin-area': AREAS }), []);
  return (
    <TreeClientContext.Provider value={treeClient}>
    <RefTreesContext.Provider value={trees}>
    <FormProvider form={form}>
      <div style={{ maxWidth: 360 }}>
        <Field name="equipmentId" title="设备" decorator={[FormItem]} component={[RefPicker, { kind: KIND, multiple }]} />
      </div>
      <FormConsumer>{(f) => <code data-testid="values">{JSON.stringify(f.values.equipmentId ?? null)}</code>}</FormConsumer>
    </FormProvider>
    </RefTreesContext.Provider>
    </TreeClientContext.Provider>
  );
}

/** The reference picker of resource forms (x-ref): a record of the field's target by remote label search, stored as the id. */
const meta = {
  title: 'Runtime/RefPicker',
  component: RefField,
  args: { value: 102 },
  decorators: [withFakeClient({ resources: [], refTargets: { [KIND]: EQUIPMENT } })],
} satisfies Meta<typeof RefField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored id without labels in the record: the label is asked once, by the field. */
export const Chosen: Story = {
  play: async () => {
    await shows(() => screen.getByText('2号反应釜'));
    await expect(currentFakeClient?.calls.find((c) => c.method === 'labels')?.args).toEqual([KIND, [102]]);
  },
};

/** The record carries `refLabels`: the label shows without asking the server. */
export const LabelledByRecord: Story = {
  args: { value: 103, refLabels: { equipmentId: '液氯储罐' } },
  play: async () => {
    await shows(() => screen.getByText('液氯储罐'));
    await expect(currentFakeClient?.calls.filter((c) => c.method === 'labels')).toEqual([]);
  },
};

/** Typing part of a label searches the target; choosing stores the id. */
export const Search: Story = {
  args: { value: undefined },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), '储罐');
    await waitFor(() => expect(currentFakeClient?.calls.filter((c) => c.method === 'refOptions').at(-1)?.args).toEqual([KIND, '储罐']));
    await userEvent.click(await screen.findByTitle('液氯储罐'));
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('103'));
  },
};

/** An array field holds several ids. */
export const Multiple: Story = {
  args: { value: [101, 103], multiple: true, refLabels: { equipmentId: ['1号反应釜', '液氯储罐'] } },
  play: async () => {
    await shows(() => screen.getByText('1号反应釜'));
    await shows(() => screen.getByText('液氯储罐'));
  },
};

/** Read-pretty: the labels as text. */
export const ReadPretty: Story = {
  args: { value: [101, 102], multiple: true, readPretty: true, refLabels: { equipmentId: ['1号反应釜', '2号反应釜'] } },
  play: async () => {
    await shows(() => screen.getByText('1号反应釜、2号反应釜'));
  },
};

/** A reference to a tree (行政区划): a tree select of the target's tree; searching and choosing a node stores its id. */
export const TreeTarget: Story = {
  args: { value: undefined, tree: 'plain' },
  play: async () => {
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), '常熟');
    await userEvent.click(await screen.findByTitle('常熟市'));
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('3'));
    await expect(currentFakeClient?.calls.filter((c) => c.method === 'refOptions')).toEqual([]);
  },
};

/** A stored node shows its label from the tree; with the filter 启用 the switched-off county cannot be chosen. */
export const TreeFiltered: Story = {
  args: { value: 3, tree: 'enabledOnly' },
  play: async () => {
    await shows(() => screen.getByTitle('常熟市'));
    await userEvent.click(screen.getByRole('combobox'));
    const off = await screen.findByTitle('太仓市');
    await expect(off.closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-disabled');
    await expect((await screen.findAllByTitle('常熟市')).some((el) => el.closest('.ant-select-tree-treenode-disabled'))).toBe(false);
    await expect(screen.getByTestId('values')).toHaveTextContent('3');
  },
};

/** RefChoice alone, outside a form, as the filter bar uses it for a reference filter: choosing sets the filter's id. */
function FilterChoice() {
  const [value, setValue] = useState<number | number[] | undefined>(undefined);
  return (
    <div style={{ maxWidth: 360 }}>
      <RefChoice kind={KIND} value={value} onChange={setValue} placeholder="设备" allowClear />
      <code data-testid="values">{JSON.stringify(value ?? null)}</code>
    </div>
  );
}

/** The filter bar's select of a reference filter (RefChoice): the remote search, the chosen id. */
export const FilterBarChoice: Story = {
  render: () => <FilterChoice />,
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), '反应釜');
    await userEvent.click(await screen.findByTitle('1号反应釜'));
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('101'));
  },
};
