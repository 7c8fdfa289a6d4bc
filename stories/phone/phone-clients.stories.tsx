// The runtime's clients of the phone shell (PhoneClients) and the tree pickers of a schema (PhoneRefTrees), each
// around the screen that uses it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormItem } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { RecordScreen } from '../../src/client/phone/pages/record-page.tsx';
import { PhoneClients, PhoneRefTrees, type PhoneSchema } from '../../src/client/phone/phone-clients.tsx';
import { refPickKind } from '../../src/schema/keywords/ref-fields.ts';
import { RefPicker } from '../../src/runtime/ref-picker.tsx';
import { TreeClientContext, type TreeNode } from '../../src/runtime/tree-client.ts';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';
import { createFakeSiteClient } from '../support/fake-site-client.tsx';
import { createFakeTreeClient } from '../support/fake-tree-client.ts';
import { createFakeWorkflowClient } from '../support/fake-workflow-client.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { noticeRows, WF_NOTICE } from '../support/workflow-fixtures.ts';

/** A notice's phone screen over the fake clients PhoneClients is given (the phone's HTTP clients otherwise). */
function NoticeWithClients({ id }: { id: number }) {
  const [clients] = useState(() => {
    const records = createFakeResourceClient({ resources: [WF_NOTICE], records: { [WF_NOTICE.key]: noticeRows() } });
    return { records, workflow: createFakeWorkflowClient({ records, resources: [WF_NOTICE] }), site: createFakeSiteClient() };
  });
  return (
    <PhoneClients resource={clients.records} workflow={clients.workflow} site={clients.site}>
      <RecordScreen resourceKey={WF_NOTICE.key} id={id} />
    </PhoneClients>
  );
}

/** The platform's areas (行政区划), a tree. */
const AREAS: readonly TreeNode[] = [
  { id: 1, parentId: null, label: '江苏省', sortOrder: 1, status: 1 },
  { id: 2, parentId: 1, label: '苏州市', sortOrder: 2, status: 1 },
  { id: 3, parentId: 2, label: '常熟市', sortOrder: 3, status: 1 },
];

/** The notice schema as answered, its `areaId` reference picking from the areas' tree. */
const SCHEMA: PhoneSchema = { answer: { resource: WF_NOTICE, hiddenFields: [], warnings: [], refTrees: { areaId: { resource: 'admin-area' } } }, hiddenFields: [] };

/** A reference field of the notice under PhoneRefTrees: the picker offers the tree. */
function AreaField() {
  const form = useMemo(() => createForm(), []);
  const trees = useMemo(() => createFakeTreeClient({ 'admin-area': AREAS }), []);
  return (
    <TreeClientContext.Provider value={trees}>
      <PhoneRefTrees schema={SCHEMA}>
        <FormProvider form={form}>
          <div className="zm-pad">
            <Field name="areaId" title="所属区域" decorator={[FormItem]} component={[RefPicker, { kind: refPickKind(WF_NOTICE.key, 'areaId') }]} />
          </div>
        </FormProvider>
      </PhoneRefTrees>
    </TreeClientContext.Provider>
  );
}

const meta = {
  title: 'Phone/Clients',
  component: NoticeWithClients,
  args: { id: 1 },
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: `/r/${WF_NOTICE.key}/1` }, layout: 'centered' }),
} satisfies Meta<typeof NoticeWithClients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record read through the clients given to PhoneClients. */
export const Clients: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('关于开展冬季消防检查的通知'));
    await shows(() => page.getByRole('button', { name: /发\s*布/ }));
  },
};

/** A reference to a tree: the picker under PhoneRefTrees offers the areas' tree. */
export const RefTrees: Story = {
  render: () => <AreaField />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await shows(() => screen.getByTitle('江苏省'));
    await expect(screen.getByTitle('江苏省').closest('.ant-select-tree-treenode')).not.toBeNull();
  },
};
