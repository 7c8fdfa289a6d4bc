import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PermitEditForm } from '../../src/client/pages/tszy/permit-edit-form.tsx';
import PermitEditPage from '../../src/client/pages/tszy/permit-edit-page.tsx';
import { PermitFieldItem } from '../../src/client/pages/tszy/permit-field-item.tsx';
import { KIND_FIELDS } from '../../src/client/pages/tszy/permit-field-specs.ts';
import { PermitFormLists } from '../../src/client/pages/tszy/permit-form-lists.tsx';
import { mockCalls } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { permitRoutes } from './permit-fixtures.ts';

/** 作业票申请/编辑 (tszy/permit-edit, /tszy/create?kind=&id=). */
const meta = {
  title: 'Tszy/PermitEditPage',
  component: PermitEditPage,
  args: { title: '作业票申请', viewKey: 'tszy/permit-edit' },
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes(), router: { path: '/tszy/create?kind=DONG_HUO&id=1', route: '/tszy/create' } }),
} satisfies Meta<typeof PermitEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hot-work draft with its grade rule; 保存草稿 posts it back with its id. */
export const EditDraft: Story = {
  play: async () => {
    await shows(() => screen.getByText(/申请级别二级/));
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/saveOrUpdate')?.body).toMatchObject({ id: 1, dongHuoJiBie: '二级' }));
  },
};

/** A new height permit: the required height is checked before any call. */
export const NewHeightPermit: Story = {
  parameters: shell({ router: { path: '/tszy/create?kind=GAO_CHU', route: '/tszy/create' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保存草稿/ }));
    await shows(() => screen.getByText('请填写作业高度（米）'));
    await expect(mockCalls.some((c) => c.path.endsWith('/saveOrUpdate'))).toBe(false);
  },
};

/** The form alone, for a lifting permit; 提交 saves then submits. */
export const LiftingForm: Story = {
  render: () => <PermitEditForm kind="DIAO_ZHUANG" onSubmitted={fn()} />,
  play: async () => {
    await shows(() => screen.getByText('吊装作业信息'));
    await expect(screen.getByLabelText('吊物质量（吨）')).toBeVisible();
  },
};

/** The lists (作业人, 关联作业, 安全措施) and one field of each type. */
export const ListsAndFields: Story = {
  render: () => (
    <Form layout="vertical" initialValues={{ zuoYeRen: [{ xingMing: '刘强', zhengShuHao: 'T3201-0001' }] }}>
      {KIND_FIELDS.DONG_HUO.map((s) => (
        <PermitFieldItem key={s.name} spec={s} />
      ))}
      <PermitFormLists kind="DONG_HUO" />
    </Form>
  ),
  play: async () => {
    await expect(screen.getByDisplayValue('刘强')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /添加安全措施/ }));
    await shows(() => screen.getByPlaceholderText('安全措施'));
  },
};
