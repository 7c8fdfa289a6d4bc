import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FieldDefEditor } from '../../designer/field-def-editor.tsx';
import { emptyOverlay, takenKeys } from '../../designer/overlay-edits.ts';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { CERT_LEVEL, TRAINING_HOURS } from './designer-fixtures.ts';

/** The form item of a property (its label). */
function itemOf(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no item ${label}`);
  return item;
}

/** A custom field's definition in a drawer: refused with the reason at the property, nothing handed on. */
const meta = {
  title: 'Designer/FieldDefEditor',
  component: FieldDefEditor,
  args: { open: true, initial: null, taken: takenKeys(SAFETY_MANAGER, emptyOverlay()), onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof FieldDefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bad regular expression: 格式校验不是有效的正则表达式 under 格式校验, and 确定 hands nothing on. */
export const InvalidPattern: Story = {
  play: async ({ args }) => {
    const drawer = within(await screen.findByTestId('field-def-editor'));
    await userEvent.type(drawer.getByPlaceholderText('例如 trainingHours'), 'certCode');
    await userEvent.type(drawer.getByPlaceholderText('显示在表单、列表和详情中'), '证书编码');
    await userEvent.type(drawer.getByPlaceholderText('不校验'), '[[A-Z');
    await waitFor(() => expect(within(itemOf('格式校验（正则表达式）')).getByText('格式校验不是有效的正则表达式')).toBeVisible());
    await userEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A key of a built-in field is refused at 字段标识. */
export const KeyCollision: Story = {
  play: async ({ args }) => {
    const drawer = within(await screen.findByTestId('field-def-editor'));
    await userEvent.type(drawer.getByPlaceholderText('例如 trainingHours'), 'mobile');
    await shows(() => within(itemOf('字段标识')).getByText('字段标识「mobile」与已有字段重复'));
    await userEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A number whose minimum is above its maximum: refused at 最小值. */
export const RangeInverted: Story = {
  args: { initial: TRAINING_HOURS },
  play: async ({ args }) => {
    await screen.findByTestId('field-def-editor');
    const min = within(itemOf('最小值')).getByRole('spinbutton');
    await userEvent.clear(min);
    await userEvent.type(min, '300');
    await shows(() => within(itemOf('最小值')).getByText('最小值不能大于最大值'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Options edited in place: a second 初级 is marked at its row; fixed, 确定 hands the definition on. */
export const DuplicateOption: Story = {
  args: { initial: CERT_LEVEL },
  play: async ({ args }) => {
    await screen.findByTestId('field-def-editor');
    const third = screen.getByLabelText('第 3 个选项的名称');
    await userEvent.clear(third);
    await userEvent.type(third, '初级');
    await shows(() => screen.getAllByText('选项名称「初级」重复')[0]);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(third);
    await userEvent.type(third, '高级');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ key: 'certLevel', type: 'select' })));
  },
};

/** The server refused a publish: its message stands at the property. */
export const ServerProblem: Story = {
  args: { initial: TRAINING_HOURS, serverProblems: { maximum: ['最大值不能超过 100（已填写的数据中有更大的值）'] }, typeLocked: true },
  play: async () => {
    await shows(() => within(itemOf('最大值')).getByText('最大值不能超过 100（已填写的数据中有更大的值）'));
  },
};
