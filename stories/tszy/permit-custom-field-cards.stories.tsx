import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent } from 'storybook/test';
import { PermitCustomFieldCards } from '../../src/client/pages/tszy/permit-custom-field-cards.tsx';
import { PermitCustomFieldItem } from '../../src/client/pages/tszy/permit-custom-field-item.tsx';
import type { CustomFieldsLoad, PermitCustomField } from '../../src/client/pages/tszy/use-permit-custom-fields.ts';
import { shows } from '../support/play-helpers.ts';
import { HOT_WORK_CUSTOM } from './permit-fixtures.ts';

const [WELDER, FIRE] = Object.entries(HOT_WORK_CUSTOM.properties).map(([name, schema]) => ({ name, schema }));
const FIELDS: PermitCustomField[] = [
  { ...WELDER, required: true, tab: null },
  { ...FIRE, required: false, tab: '动火补充信息' },
];

/** The cards inside the antd form they belong to (the hand-built edit form). */
function InForm({ load }: { load: CustomFieldsLoad }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      <PermitCustomFieldCards kind="DONG_HUO" load={load} />
    </Form>
  );
}

/** The enterprise's custom fields of a permit kind on the hand-built edit form (issue 16 item 3): a card per tab. */
const meta = {
  title: 'Tszy/PermitCustomFieldCards',
  component: InForm,
  args: { load: { status: 'ready', fields: FIELDS } },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field in no tab under 其他信息, the other under its tab's title. */
export const ByTab: Story = {
  play: async () => {
    await shows(() => screen.getByText('其他信息'));
    await expect(screen.getByText('动火补充信息')).toBeVisible();
    await expect(screen.getByText('焊机编号')).toBeVisible();
    await expect(screen.getByText('防火等级')).toBeVisible();
  },
};

/** They cannot be loaded: a warning, nothing else. */
export const LoadFailed: Story = {
  args: { load: { status: 'failed', reason: '服务暂不可用' } },
  play: async () => {
    await shows(() => screen.getByText('本企业的自定义字段加载失败'));
    await expect(screen.getByText('服务暂不可用')).toBeVisible();
  },
};

/** One required field alone: its rule names it when the form is checked empty. */
export const RequiredItem: Story = {
  render: () => {
    function One() {
      const [form] = Form.useForm();
      return (
        <Form form={form} layout="vertical">
          <PermitCustomFieldItem field={FIELDS[0]} resourceKey="permit-dong-huo" />
          <button type="button" onClick={() => void form.validateFields().catch(() => undefined)}>
            检查
          </button>
        </Form>
      );
    }
    return <One />;
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '检查' }));
    await shows(() => screen.getByText('请填写焊机编号'));
  },
};
