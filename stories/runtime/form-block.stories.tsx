import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormBlock } from '../../src/runtime/form-block.tsx';
import { FormBlocksContext } from '../../src/runtime/form-blocks-context.ts';
import { SchemaForm } from '../../src/runtime/schema-form.tsx';
import { BLOCK_FORM, demoBlocks } from '../support/form-block-fixtures.tsx';
import { shows } from '../support/play-helpers.ts';

/**
 * Form blocks (`x-block` on a property, `form.x-blocks`): SchemaForm renders the block registered under the key the
 * file names (`FormBlock`), handing it the field's value and the form; the field's own rules still validate.
 */
const meta = {
  title: 'Runtime/FormBlock',
  component: SchemaForm,
  subcomponents: { FormBlock },
  args: { resource: BLOCK_FORM, onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <FormBlocksContext.Provider value={demoBlocks}>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </FormBlocksContext.Provider>
    ),
  ],
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list block writes the field; the count block follows it live; 保存 sends the list. */
export const EditsTheField: Story = {
  play: async ({ args }) => {
    // Formily's labels are not tied to their inputs: the input is found in the label's form item.
    const site = (await screen.findByText('作业地点')).closest('.ant-formily-item')?.querySelector('input');
    if (!site) throw new Error('作业地点 has no input');
    await userEvent.type(site, '一车间');
    await userEvent.type(screen.getByLabelText('作业人姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: '添加作业人' }));
    await shows(() => screen.getByText('共 1 人'));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ site: '一车间', people: ['张三'] }));
  },
};

/** The field's rule (at most 3) holds for what the block writes. */
export const FieldRulesHold: Story = {
  args: { initialValues: { site: '一车间', people: ['甲', '乙', '丙', '丁'] } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getAllByText('作业人不能超过3项')[0]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No registry (or an unknown key): the unknown-component notice where the block would be. */
export const NoRegistry: Story = {
  decorators: [(Story) => <FormBlocksContext.Provider value={null}>{Story()}</FormBlocksContext.Provider>],
};
