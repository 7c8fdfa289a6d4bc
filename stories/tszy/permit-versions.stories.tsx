import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { PermitEventView } from '../../src/client/api/permit-api.ts';
import { PermitEventList } from '../../src/client/pages/tszy/permit-event-list.tsx';
import { PermitRevisionReason } from '../../src/client/pages/tszy/permit-revision-reason.tsx';
import { PermitRuntimeForm } from '../../src/client/pages/tszy/permit-runtime-form.tsx';
import { mockCalls } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { DRAFT_PERMIT, permitRoutes } from './permit-fixtures.ts';

/** No alterations (GB 30871 4.18): the reason asked for a change of a once-submitted permit, and its history. */
const meta = {
  title: 'Tszy/PermitVersions',
  component: PermitRevisionReason,
  args: { version: 1 },
  parameters: shell({ seed: { user: STAFF }, api: () => permitRoutes() }),
  render: (args) => (
    <Form layout="vertical">
      <PermitRevisionReason {...args} />
    </Form>
  ),
} satisfies Meta<typeof PermitRevisionReason>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason field on its own: what the next version will be. */
export const ReasonField: Story = {
  play: async () => {
    await expect(screen.getByLabelText('修改原因')).toBeVisible();
    await expect(screen.getByText('当前为第1版，保存修改后为第2版')).toBeVisible();
  },
};

/** A revoked permit's form: 保存草稿 without a reason is stopped at the field; with one, it is posted. */
export const FrozenPermitForm: Story = {
  render: () => <PermitRuntimeForm kind="DONG_HUO" initial={{ ...DRAFT_PERMIT, tiJiaoGuo: true, banBen: 1 }} onSaved={fn()} />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /保存草稿/ }));
    // At the field and beside the buttons.
    await shows(() => screen.getAllByText('请填写修改原因')[0]);
    await expect(mockCalls.some((c) => c.path.endsWith('/saveOrUpdate'))).toBe(false);
    await userEvent.type(screen.getByLabelText('修改原因'), '现场勘查后调整');
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/saveOrUpdate')?.body).toMatchObject({ id: 1, xiuGaiYuanYin: '现场勘查后调整' }));
  },
};

const REVISED: PermitEventView[] = [
  { id: 1, action: 'create', byName: '张伟', at: '2026-01-08T01:00:00.000Z', from: null, to: 'DRAFT' },
  { id: 2, action: 'submit', byName: '张伟', at: '2026-01-08T01:10:00.000Z', from: 'DRAFT', to: 'APPROVING' },
  { id: 3, action: 'revoke', byName: '张伟', at: '2026-01-08T01:20:00.000Z', from: 'APPROVING', to: 'DRAFT' },
  {
    id: 4,
    action: 'update',
    byName: '张伟',
    at: '2026-01-08T01:30:00.000Z',
    from: 'DRAFT',
    to: 'DRAFT',
    opinion: '现场勘查后调整',
    detail: {
      version: 2,
      reason: '现场勘查后调整',
      changes: [
        { field: 'zuoYeNeiRong', label: '作业内容', before: '更换法兰', after: '更换法兰及垫片' },
        { field: 'jianHuRen', label: '监护人', before: null, after: '王芳' },
      ],
    },
  },
];

/** The history: the change as 修改（第2版）with its reason and each field old → new. */
export const History: Story = {
  render: () => <PermitEventList events={REVISED} />,
  play: async () => {
    await expect(screen.getByText('修改（第2版）：现场勘查后调整')).toBeVisible();
    await expect(screen.getByText('作业内容：更换法兰 → 更换法兰及垫片')).toBeVisible();
    await expect(screen.getByText('监护人：（空） → 王芳')).toBeVisible();
  },
};
