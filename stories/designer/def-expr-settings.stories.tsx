import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DefExprSettings } from '../../designer/def-expr-settings.tsx';
import { DefItem } from '../../designer/def-item.tsx';
import { shows } from '../support/play-helpers.ts';

const FIELDS = new Map([
  ['startDate', '开始日期'],
  ['endDate', '结束日期'],
]);

/** A computed field's formula and a field's rules, in the definition editor's form. */
const meta = {
  title: 'Designer/DefExprSettings',
  component: DefExprSettings,
  args: {
    computable: true,
    computed: false,
    ruled: true,
    fields: FIELDS,
    problemsOf: (prop: string) => (prop === 'rules.0.assert' ? ['校验条件：字段「begin」不存在'] : []),
  },
  decorators: [
    (Story) => (
      <Form layout="vertical" style={{ maxWidth: 560, padding: 24 }} initialValues={{ rules: [{ assert: 'endDate >= begin', message: '结束日期不能早于开始日期' }] }}>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof DefExprSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule whose condition names a missing field: the message shows at its row; 添加规则 adds a row. */
export const RuleAtItsRow: Story = {
  play: async () => {
    await shows(() => screen.getByText('校验条件：字段「begin」不存在'));
    await userEvent.click(screen.getByRole('button', { name: /添加规则/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '校验条件 2' })).toBeVisible());
  },
};

/** A computed field: its formula with the fields it may name. */
export const Computed: Story = {
  args: { computed: true, ruled: false },
  play: async () => {
    await shows(() => screen.getByText('计算公式'));
    await expect(screen.getByText(/可用字段：开始日期 startDate，结束日期 endDate/)).toBeVisible();
  },
};

/** One item of the editor with its problem (DefItem). */
export const OneItem: Story = {
  render: () => (
    <DefItem name="compute" label="计算公式" problems={['计算公式：第 4 个字符处：表达式不完整']}>
      <input aria-label="计算公式" />
    </DefItem>
  ),
  play: async () => {
    await shows(() => screen.getByText('计算公式：第 4 个字符处：表达式不完整'));
  },
};
