import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import PermitEditPage from '../../src/client/pages/tszy/permit-edit-page.tsx';
import { PermitDetailFields } from '../../src/client/pages/tszy/permit-detail-fields.tsx';
import { PermitPrintView } from '../../src/client/pages/tszy/permit-print-view.tsx';
import type { CustomFieldAnswer } from '../../src/client/api/permit-api.ts';
import { fail, mockCalls, ok } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { APPROVING_PERMIT, customizedForm, detailOf, DRAFT_PERMIT, HOT_WORK_CUSTOM, HOT_WORK_SLOTS, permitRoutes, permitSchemaAnswer, tailoredFile } from './permit-fixtures.ts';

/** The enterprise's custom fields of 动火 (issue 16 item 3) on the edit form, the detail and the Annex A sheet. */
const meta = {
  title: 'Tszy/PermitCustomFields',
  component: PermitEditPage,
  args: { title: '作业票申请', viewKey: 'tszy/permit-edit' },
  parameters: shell({
    seed: { user: STAFF },
    api: () =>
      permitRoutes({
        overrides: {
          'GET /u-basic/resource-schema/:key': ({ pathParams }) => permitSchemaAnswer(pathParams.key, HOT_WORK_CUSTOM),
          'GET /tszy/zuoYePiao/detail': ok(detailOf({ ...DRAFT_PERMIT, hanJiBianHao: 'HJ-01', fangHuoDengJi: 'A' })),
        },
      }),
    router: { path: '/tszy/create?kind=DONG_HUO&id=1', route: '/tszy/create' },
  }),
} satisfies Meta<typeof PermitEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = () => mockCalls.find((c) => c.path === '/tszy/dongHuo/saveOrUpdate')?.body;

/** A draft with the enterprise's two fields filled: the form shows them among its own, 保存草稿 posts them back. */
export const EditWithCustomFields: Story = {
  play: async () => {
    await shows(() => screen.getByDisplayValue('HJ-01'));
    await expect(screen.getByText('防火等级')).toBeVisible();
    await expect(screen.getByText('甲级')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(saved()).toMatchObject({ id: 1, hanJiBianHao: 'HJ-01', fangHuoDengJi: 'A' }));
  },
};

/** The required 焊机编号 left empty: the form names it and sends nothing. */
export const RequiredCustomFieldMissing: Story = {
  parameters: shell({
    api: () => permitRoutes({ overrides: { 'GET /u-basic/resource-schema/:key': ({ pathParams }) => permitSchemaAnswer(pathParams.key, HOT_WORK_CUSTOM) } }),
  }),
  play: async () => {
    await shows(() => screen.getByPlaceholderText('请填写焊机编号'));
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    // At the field and beside the buttons.
    await shows(() => screen.getAllByText('请填写焊机编号')[0]);
    await expect(saved()).toBeUndefined();
  },
};

/** The enterprise's fields cannot be loaded: a warning, the Annex A fields stay editable. */
export const CustomFieldsNotLoaded: Story = {
  parameters: shell({
    api: () => permitRoutes({ overrides: { 'GET /u-basic/resource-schema/:key': fail('服务暂不可用', 503) } }),
  }),
  play: async () => {
    await shows(() => screen.getByText('本企业的自定义字段加载失败'));
    await expect(screen.getByText(/申请级别二级/)).toBeVisible();
  },
};

const VALUES: CustomFieldAnswer[] = [
  { key: 'hanJiBianHao', title: '焊机编号', value: 'HJ-01', display: 'HJ-01', component: 'Input' },
  { key: 'fangHuoDengJi', title: '防火等级', value: 'A', display: '甲级', component: 'Select' },
  { key: 'jianChaRen', title: '检查人', value: 6, display: '刘洋', component: 'PersonPicker' },
];

/** The fields of the three answers: 焊机编号 and 防火等级 (the API test's two), 检查人 (a person). */
const CUSTOM = {
  properties: {
    ...HOT_WORK_CUSTOM.properties,
    jianChaRen: { type: 'integer', title: '检查人', 'x-decorator': 'FormItem', 'x-component': 'PersonPicker' },
  },
} as const;
const CUSTOMIZED = { ...APPROVING_PERMIT, hanJiBianHao: 'HJ-01', fangHuoDengJi: 'A', jianChaRen: 6, ziDingYiZiDuan: VALUES };

/** The detail's 其他信息, on the runtime's detail: each field's title and its value (a person by the server's name of it). */
export const DetailValues: Story = {
  render: () => <PermitDetailFields permit={CUSTOMIZED} file={tailoredFile('DONG_HUO', CUSTOM)} />,
  play: async () => {
    await expect(screen.getByText('其他信息')).toBeVisible();
    await expect(screen.getByText('防火等级')).toBeVisible();
    await expect(screen.getByText('甲级')).toBeVisible();
    await expect(screen.getByText('刘洋')).toBeVisible();
  },
};

/** The Annex A sheet prints them two a row after the kind's own rows. */
export const Printed: Story = {
  render: () => <PermitPrintView permit={CUSTOMIZED} resource={customizedForm('DONG_HUO', CUSTOM)} hiddenFields={[]} slots={HOT_WORK_SLOTS} />,
  play: async () => {
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-custom-field'));
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('焊机编号HJ-01防火等级甲级');
    await expect(rows[1]).toHaveTextContent('检查人刘洋');
  },
};
