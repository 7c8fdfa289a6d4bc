import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { DetailPrintContext, type DetailPrintProps } from '../../src/runtime/detail-print-context.ts';
import { RecordDetailDrawer, RecordFormDrawer } from '../../src/runtime/record-drawers.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import specialEquipmentFile from '../../schemas/resources/special-equipment.json';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { SAFETY_MANAGER, SAFETY_MANAGER_STALE, safetyManagerRows } from '../support/resource-fixtures.ts';

/** A long form (more than 12 fields): a wide drawer and two columns on a wide screen. */
const SPECIAL_EQUIPMENT = specialEquipmentFile as unknown as ResourceFile;

const ROWS = safetyManagerRows(3);

/** The host's print preview, standing in for the client's (which finds the block by its key). */
function PrintPreviewStandIn({ print, record, open }: DetailPrintProps) {
  return open ? <div role="document">{`${print.title}：${String((record as { name?: unknown }).name)}`}</div> : null;
}
const CLIENT = { resources: [SAFETY_MANAGER, SAFETY_MANAGER_STALE, SPECIAL_EQUIPMENT], records: { [SAFETY_MANAGER.key]: ROWS, [SAFETY_MANAGER_STALE.key]: ROWS } };

/** The create/edit drawer of a resource list (SchemaForm). */
const meta = {
  title: 'Runtime/RecordFormDrawer',
  component: RecordFormDrawer,
  args: { resource: SAFETY_MANAGER, target: { mode: 'create' }, onClose: fn(), onSave: fn(async () => undefined) },
  decorators: [withFakeClient(CLIENT)],
} satisfies Meta<typeof RecordFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新增: an empty form. */
export const Create: Story = {
  play: async () => {
    await shows(() => screen.getByText('新增安全管理人员'));
  },
};

/** 新增 of a long form: 960 px wide with two columns when the screen is wide (else one column); the buttons stay at the bottom. */
export const CreateLongForm: Story = {
  args: { resource: SPECIAL_EQUIPMENT },
  play: async () => {
    await shows(() => screen.getByText('新增特种设备'));
    await shows(() => screen.getByTestId('schema-form-footer'));
  },
};

/** 编辑: the record is loaded with the detail call, then the form is filled. */
export const Edit: Story = {
  args: { target: { mode: 'edit', row: ROWS[0] } },
  play: async () => {
    await shows(() => screen.getByText('编辑安全管理人员'));
    await shows(() => screen.getByDisplayValue(ROWS[0].name as string));
  },
};

/** 编辑 while the record loads. */
export const EditLoading: Story = {
  args: { target: { mode: 'edit', row: ROWS[0] } },
  decorators: [withFakeClient({ ...CLIENT, pending: ['detail'] })],
};

/** The record could not be loaded. */
export const EditFails: Story = {
  args: { target: { mode: 'edit', row: ROWS[0] } },
  decorators: [withFakeClient({ ...CLIENT, failures: { detail: { message: '记录不存在', status: 404 } } })],
  play: async () => {
    await shows(() => screen.getByText('记录不存在'));
  },
};

/** The detail drawer (SchemaDetail), with 编辑 for writers. */
export const Detail: StoryObj<typeof RecordDetailDrawer> = {
  render: (args) => <RecordDetailDrawer {...args} />,
  args: { resource: SAFETY_MANAGER, target: { mode: 'detail', row: ROWS[1] }, onClose: fn(), onEdit: fn() },
  play: async () => {
    await shows(() => screen.getByText('安全管理人员详情'));
    await shows(() => screen.getByText(ROWS[1].name as string));
  },
};

/** A file that places a print view (`detail.print`): 打印 in the header opens the dialog the host provides. */
export const DetailPrint: StoryObj<typeof RecordDetailDrawer> = {
  render: (args) => (
    <DetailPrintContext.Provider value={PrintPreviewStandIn}>
      <RecordDetailDrawer {...args} />
    </DetailPrintContext.Provider>
  ),
  args: { resource: { ...SAFETY_MANAGER, detail: { sections: SAFETY_MANAGER.detail?.sections ?? [], print: { key: 'demo/sheet', title: '人员登记表' } } }, target: { mode: 'detail', row: ROWS[1] }, onClose: fn() },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /打\s*印/ }));
    await shows(() => screen.getByText(`人员登记表：${String(ROWS[1].name)}`));
  },
};

/** Detail of a resource whose detail section names a removed field. */
export const DetailRemovedField: StoryObj<typeof RecordDetailDrawer> = {
  render: (args) => <RecordDetailDrawer {...args} />,
  args: { resource: SAFETY_MANAGER_STALE, target: { mode: 'detail', row: ROWS[2] }, onClose: fn() },
  play: async () => {
    await shows(() => screen.getByText('字段 trainingHours 已不存在', { exact: false }));
  },
};
