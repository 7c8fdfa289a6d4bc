// The route pages of the phone shell that wrap a screen with the phone's own clients (/new/:resource, /r/:resource/:id),
// the login and the unknown path. The wrappers make the phone's HTTP clients: the API is stubbed (mock-http.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CreatePage from '../../src/client/phone/pages/create-page.tsx';
import PhoneLoginPage from '../../src/client/phone/pages/phone-login-page.tsx';
import PhoneNotFoundPage from '../../src/client/phone/pages/phone-not-found-page.tsx';
import RecordPage from '../../src/client/phone/pages/record-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { noticeRows, WF_NOTICE } from '../support/workflow-fixtures.ts';

/** The notice resource over HTTP: its schema, its records, no action offered, no history. */
const noticeApi = (): MockRoutes => {
  const rows = noticeRows();
  return {
    [`GET /u-basic/resource-schema/${WF_NOTICE.key}`]: okData({ resource: WF_NOTICE, hiddenFields: [], warnings: [] }),
    [`GET ${WF_NOTICE.endpoint}/:id`]: ({ pathParams }) => {
      const row = rows.find((r) => r.id === Number(pathParams.id));
      return row ? okData(row) : fail('记录不存在', 404);
    },
    [`GET ${WF_NOTICE.endpoint}/actions`]: okData([]),
    [`GET ${WF_NOTICE.endpoint}/history`]: okData([]),
    'GET /phone/signature': okData([]),
    'POST /workflow/warnings/read-record': okData(null),
  };
};

const meta = {
  title: 'Phone/RoutePages',
  component: RecordPage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: QY_ADMIN }, api: noticeApi, router: { path: `/r/${WF_NOTICE.key}/1`, route: '/r/:resource/:id' }, layout: 'centered' }),
} satisfies Meta<typeof RecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /r/wf-notice/1: the record read through the phone's client, 编辑 for a writer. */
export const Record: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('关于开展冬季消防检查的通知'));
    await expect(page.getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  },
};

/** /new/wf-notice: the form in one column, 提交. */
export const Create: Story = {
  render: () => <CreatePage />,
  parameters: shell({ router: { path: `/new/${WF_NOTICE.key}`, route: '/new/:resource' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByRole('heading', { name: '新建通知公告' }));
    await expect(page.getByRole('button', { name: /提\s*交/ })).toBeVisible();
  },
};

/** The schema refused (a module not opened): the reason. */
export const CreateRefused: Story = {
  render: () => <CreatePage />,
  parameters: shell({
    api: { [`GET /u-basic/resource-schema/${WF_NOTICE.key}`]: fail('模块未开通', 403) },
    router: { path: `/new/${WF_NOTICE.key}`, route: '/new/:resource' },
  }),
  play: async ({ canvasElement }) => {
    await shows(() => within(canvasElement).getByText('模块未开通'));
  },
};

/** The phone's login: the desktop's form in the phone's frame. */
export const Login: Story = {
  render: () => <PhoneLoginPage />,
  parameters: shell({ seed: { user: null }, router: { path: '/login', route: '/login' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '登录' }));
    await shows(() => page.getByText('请填写登录名'));
  },
};

/** A path no page answers: said so, 待办 goes home. */
export const NotFound: Story = {
  render: () => <PhoneNotFoundPage />,
  parameters: shell({ router: { path: '/nowhere', route: '/nowhere' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: '页面不存在', level: 1 })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '待办' }));
    await expect(await page.findByTestId('story-location')).toHaveTextContent('/');
  },
};
