import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, waitFor, within } from 'storybook/test';
import { DefTypeSettings } from '../../designer/def-type-settings.tsx';
import { shows } from '../support/play-helpers.ts';

/** The settings of one custom field type, inside the definition editor's form. */
const meta = {
  title: 'Designer/DefTypeSettings',
  component: DefTypeSettings,
  args: { type: 'number', options: [], problemsOf: (prop: string) => (prop === 'minimum' ? ['最小值不能大于最大值'] : []), showEmpty: false },
  decorators: [
    (Story) => (
      <Form layout="vertical" style={{ maxWidth: 480, padding: 24 }} initialValues={{ minimum: 10, maximum: 1, options: [{ label: '初级', value: 'junior' }] }}>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof DefTypeSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A number: range, precision and default; a problem shows at its property. */
export const NumberSettings: Story = {
  play: async () => {
    await shows(() => screen.getByText('最小值不能大于最大值'));
    await expect(screen.getByText('小数位数')).toBeVisible();
    await expect(screen.getByText('默认值')).toBeVisible();
  },
};

/** A single-line text: length, pattern and its message. */
export const TextSettings: Story = {
  args: { type: 'text', problemsOf: () => [] },
  play: async () => {
    await shows(() => screen.getByText('格式校验（正则表达式）'));
    await expect(screen.getByText('不符合格式时的提示')).toBeVisible();
  },
};

/** A multiple choice: the options editor, the default among the options. */
export const ChoiceSettings: Story = {
  args: { type: 'multiselect', options: [{ label: '初级', value: 'junior' }], problemsOf: () => [] },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('options-editor')).toBeVisible());
    await expect(within(screen.getByTestId('options-editor')).getByDisplayValue('初级')).toBeVisible();
  },
};

/** A person picker has no settings of its own: only the rules every field may carry. */
export const NoSettings: Story = {
  args: { type: 'person', problemsOf: () => [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ant-form-item')).toHaveLength(1);
    await expect(screen.getByText('校验规则')).toBeVisible();
  },
};

/** A number may be computed: the switch, and (switched on) the formula instead of the default. */
export const ComputedNumber: Story = {
  args: { type: 'number', computed: true, fields: new Map([['L', '可能性'], ['E', '频繁程度']]), problemsOf: (prop: string) => (prop === 'compute' ? ['计算公式：字段「X」不存在'] : []) },
  play: async () => {
    await shows(() => screen.getByText('计算公式：字段「X」不存在'));
    await expect(screen.queryByText('默认值')).toBeNull();
    await expect(screen.getByText(/可用字段：可能性 L，频繁程度 E/)).toBeVisible();
  },
};
