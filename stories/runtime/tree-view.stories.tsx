import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormItem } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field, FormConsumer, FormProvider } from '@formily/react';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { ResourceTreePane } from '../../src/runtime/resource-tree-pane.tsx';
import { TreeClientContext, type TreeNode } from '../../src/runtime/tree-client.ts';
import { TreeLabel, TreePicker, TreeSelectField } from '../../src/runtime/tree-picker.tsx';
import { TreeView } from '../../src/runtime/tree-view.tsx';
import { createFakeTreeClient, SAMPLE_TREE, type FakeTreeClient } from '../support/fake-tree-client.ts';
import { shows } from '../support/play-helpers.ts';

let current: FakeTreeClient | null = null;

interface TreeStoryProps {
  canMove?: boolean;
  nodes?: readonly TreeNode[];
  /** What the story shows: the view, a picker in a form, a label, or the pane beside a table. */
  show?: 'view' | 'picker' | 'label' | 'pane';
  value?: number;
}

const CATEGORY = {
  key: 'category',
  title: '分类管理',
  endpoint: '/u-basic/category',
  actions: ['list', 'update'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: { type: 'object', properties: { name: { type: 'string', title: '名称' }, parentId: { type: 'integer', title: '上级分类', 'x-ref': { resource: 'category' } } } },
  list: { columns: [{ field: 'name' }], filters: [{ field: 'parentId', op: 'under' }] },
  tree: { parent: 'parentId', label: 'name' },
} satisfies ResourceFile;

function PickerForm({ value }: { value?: number }) {
  const form = useMemo(() => createForm({ initialValues: { parentId: value } }), [value]);
  return (
    <FormProvider form={form}>
      <div style={{ maxWidth: 360 }}>
        <Field name="parentId" title="上级分类" decorator={[FormItem]} component={[TreePicker, { resource: 'category' }]} />
      </div>
      <FormConsumer>{(f) => <code data-testid="values">{JSON.stringify(f.values)}</code>}</FormConsumer>
    </FormProvider>
  );
}

function TreeStory({ canMove = true, nodes = SAMPLE_TREE, show = 'view', value }: TreeStoryProps) {
  const client = useMemo(() => (current = createFakeTreeClient({ category: nodes })), [nodes]);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <TreeClientContext.Provider value={client}>
      <div style={{ maxWidth: show === 'pane' ? 900 : 360 }}>
        {show === 'view' && <TreeView resourceKey="category" title="分类管理" canMove={canMove} selectedId={selected} onSelect={setSelected} height={400} />}
        {show === 'picker' && <PickerForm value={value} />}
        {show === 'label' && (
          <>
            <TreeLabel resource="category" value={value} /> / <TreeSelectField resource="category" value={value} readOnly />
          </>
        )}
        {show === 'pane' && (
          <ResourceTreePane resource={CATEGORY} canMove={canMove} selectedId={selected} version={0} onSelect={setSelected} onMoved={() => undefined}>
            <div data-testid="table">表格：{selected === null ? '全部' : `节点 ${selected} 的下级`}</div>
          </ResourceTreePane>
        )}
      </div>
    </TreeClientContext.Provider>
  );
}

/** The tree view of a tree resource: expand, search (matches highlighted, ancestors opened), drag to move. */
const meta = {
  title: 'Runtime/TreeView',
  component: TreeStory,
  args: { canMove: true, show: 'view' },
} satisfies Meta<typeof TreeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The roots open on their first level. */
export const Tree: Story = {
  play: async () => {
    await shows(() => screen.getByText('动设备'));
    await expect(screen.queryByText('机泵')).toBeNull();
  },
};

/** A search highlights the match and opens its ancestors; the other branches are left out. */
export const Search: Story = {
  play: async () => {
    await shows(() => screen.getByText('设备设施'));
    await userEvent.type(screen.getByLabelText('搜索树节点'), '压缩{Enter}');
    await waitFor(() => expect(document.querySelector('mark.tree-view-match')?.textContent).toBe('压缩'));
    await expect(screen.queryByText('危险化学品')).toBeNull();
  },
};

/** Without write access the nodes cannot be dragged. */
export const ReadOnly: Story = { args: { canMove: false }, play: async () => {
  await shows(() => screen.getByText('设备设施'));
  await expect(document.querySelector('.ant-tree-treenode-draggable')).toBeNull();
} };

/** A stored cycle and a lost parent: every node still shows, as a root. */
export const BrokenData: Story = {
  args: {
    nodes: [
      { id: 1, parentId: 2, label: '环A', sortOrder: 1 },
      { id: 2, parentId: 1, label: '环B', sortOrder: 2 },
      { id: 3, parentId: 99, label: '上级已删除', sortOrder: 3 },
    ],
  },
  play: async () => {
    await shows(() => screen.getByText('上级已删除'));
    await shows(() => screen.getByText('环A'));
  },
};

/** The tree picker of a reference to a tree resource: the stored id shows its label; choosing stores the id. */
export const Picker: Story = {
  args: { show: 'picker', value: 6 },
  play: async () => {
    await shows(() => screen.getByTitle('机泵'));
    await expect(current?.nodes('category').length).toBe(SAMPLE_TREE.length);
  },
};

/** Read-only label of a node (table cells, details). */
export const Label: Story = { args: { show: 'label', value: 9 }, play: async () => {
  await shows(() => screen.getAllByText('易燃液体')[0]);
} };

/** The pane of a tree resource's screen: the tree beside the table; a click selects the node. */
export const Pane: Story = {
  args: { show: 'pane' },
  play: async () => {
    await userEvent.click(await screen.findByText('危险化学品'));
    await waitFor(() => expect(screen.getByTestId('table')).toHaveTextContent('节点 8 的下级'));
  },
};
