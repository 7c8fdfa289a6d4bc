import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import PermitEditPage from '../../src/client/pages/tszy/permit-edit-page.tsx';
import { PermitRuntimeForm } from '../../src/client/pages/tszy/permit-runtime-form.tsx';
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

/** The form alone, for a lifting permit (the kind's file on the runtime): its own fields with the common ones. */
export const LiftingForm: Story = {
  render: () => <PermitRuntimeForm kind="DIAO_ZHUANG" onSubmitted={fn()} />,
  play: async () => {
    await shows(() => screen.getByPlaceholderText(/^请填写吊物质量/));
    await expect(screen.getByPlaceholderText('请填写作业地点')).toBeVisible();
  },
};
