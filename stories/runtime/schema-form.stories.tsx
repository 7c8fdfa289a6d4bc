import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormColumnsGrid } from '../../src/runtime/form-columns-grid.tsx';
import { SchemaForm } from '../../src/runtime/schema-form.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER, hazardRows, safetyManagerRows } from '../support/resource-fixtures.ts';

const MANAGER = safetyManagerRows(1)[0];

/** The safety managers with the designer's tabs: a custom field, and a tab naming a removed one. */
const TABBED: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'safety-manager-tabs',
  form: {
    ...SAFETY_MANAGER.form,
    properties: {
      ...SAFETY_MANAGER.form.properties,
      trainingDate: { type: 'string', format: 'date', title: '最近培训日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
    },
  },
  layout: {
    tabs: [
      { key: 'cert', title: '证书信息', fields: ['certNo', 'certStart', 'certEnd', 'voided', 'attachments'] },
      { key: 'training', title: '培训信息', fields: ['trainingDate', 'trainingHours'] },
    ],
  },
};

/** The create/edit form of a resource: Formily over the resource file, the server's rules on every field. */
const meta = {
  title: 'Runtime/SchemaForm',
  component: SchemaForm,
  args: { resource: SAFETY_MANAGER, onSubmit: fn(async () => undefined), onCancel: fn() },
  decorators: [
    withFakeClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE, TABBED] }),
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新增: empty; 保存 shows the first missing field and a message under each. */
export const Create: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getAllByText('请填写姓名')[0]);
    await shows(() => screen.getByText('请填写手机号'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 编辑: the record filled in; Enter in a field saves the form properties (no system fields). */
export const Edit: Story = {
  args: { initialValues: MANAGER },
  play: async ({ args }) => {
    const name = await screen.findByDisplayValue(MANAGER.name as string);
    await userEvent.type(name, '{enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [payload] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [Record<string, unknown>];
    await expect(payload.name).toBe(MANAGER.name);
    await expect(payload).not.toHaveProperty('id');
    await expect(payload).not.toHaveProperty('createdAt');
  },
};

/** A mobile number typed wrong: the server's message, as the user types. */
export const InvalidValue: Story = {
  args: { initialValues: MANAGER },
  play: async () => {
    const mobile = await screen.findByDisplayValue(MANAGER.mobile as string);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await shows(() => screen.getByText('手机号码格式不正确'));
  },
};

/** Tabs from the designer: 基本信息 first, a placeholder for the removed field 培训学时. */
export const Tabs: Story = {
  args: { resource: TABBED, layout: 'horizontal' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: '培训信息' }));
    await shows(() => screen.getByText(/字段 trainingHours 已不存在/));
  },
};

/** The save was refused with per-field errors: each under its field, the first as a message. */
export const ServerErrors: Story = {
  args: {
    initialValues: MANAGER,
    onSubmit: fn(async () => {
      throw { message: '提交的数据有误', status: 400, errors: [{ field: 'idCard', message: '身份证号已登记' }] };
    }),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getAllByText('身份证号已登记')[0]);
  },
};

/** Saving takes a while: the button shows loading. */
export const Saving: Story = {
  args: { initialValues: MANAGER, onSubmit: fn(() => new Promise<void>(() => undefined)), submitText: '提交' },
  play: async () => {
    const button = await screen.findByRole('button', { name: /提\s*交/ });
    await userEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
  },
};

/** A reaction: 停用原因 shows only for a stopped or cancelled hazard source. */
export const Reactions: Story = {
  args: { resource: HAZARD_SOURCE, initialValues: hazardRows(3)[2] },
  play: async () => {
    await shows(() => screen.getByText('停用原因'));
  },
};

/** Fields hidden for this screen are neither shown nor sent. */
export const HiddenFields: Story = {
  args: { hiddenFields: ['department', 'voided', 'attachments'] },
  play: async () => {
    await screen.findByText('姓名');
    await expect(screen.queryByText('所属部门')).toBeNull();
  },
};

/** A failed submit: no toast; the first field in error is focused and its message shown beside the buttons. */
export const FirstErrorFocused: Story = {
  args: { initialValues: { ...MANAGER, name: '   ' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByRole('alert'));
    await expect(screen.getByRole('alert').textContent).toBe('请填写姓名');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('请填写姓名')));
  },
};

/** An end date before its start: refused at the end field, as the server would. */
export const EndBeforeStart: Story = {
  args: { initialValues: { ...MANAGER, certStart: '2026-06-01', certEnd: '2026-05-31' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getAllByText('证书有效期至不能早于证书有效期起')[0]);
  },
};

/** A negative quantity stays as typed and is refused with the server's message (no silent clamping). */
export const NegativeNumber: Story = {
  args: { resource: HAZARD_SOURCE },
  play: async () => {
    const quantity = await screen.findByPlaceholderText('请填写设计最大量(吨)');
    await userEvent.type(quantity, '-5');
    await userEvent.tab();
    await shows(() => screen.getByText('设计最大量(吨)不能小于0'));
    await expect((quantity as HTMLInputElement).value).toBe('-5');
  },
};

/** Two columns (a long form in a wide drawer): 证书附件 spans both. */
export const TwoColumns: Story = {
  args: { columns: 2, initialValues: MANAGER },
  decorators: [
    (Story) => (
      <div style={{ width: 912 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await screen.findByText('证书附件');
    await expect(document.querySelectorAll('.form-columns-grid').length).toBe(1);
    // The upload spans both columns; 姓名 and the next field share a row.
    const item = (label: string) => screen.getByText(label).closest('.ant-formily-item') as HTMLElement;
    const grid = document.querySelector('.form-columns-grid') as HTMLElement;
    await expect(item('证书附件').getBoundingClientRect().width).toBeGreaterThan(grid.getBoundingClientRect().width * 0.9);
  },
};

/** The grid of a two-column form by itself: narrow items two a row, an item of gridSpan 2 on a row of its own. */
export const ColumnsGrid: StoryObj<typeof FormColumnsGrid> = {
  render: () => (
    <div style={{ width: 600 }}>
      <FormColumnsGrid>
        <div data-testid="a">甲</div>
        <div data-testid="b">乙</div>
        <div data-testid="wide" data-grid-span="2">
          丙（跨两列）
        </div>
      </FormColumnsGrid>
    </div>
  ),
  play: async () => {
    const box = (id: string) => screen.getByTestId(id).getBoundingClientRect();
    await expect(box('a').top).toBe(box('b').top);
    await expect(box('wide').top).toBeGreaterThan(box('a').top);
    await expect(box('wide').width).toBeGreaterThan(box('a').width * 1.9);
  },
};
