import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import EnterpriseInfoPage from '../../src/client/pages/enterprise-info-page.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { fileMeta } from '../support/fake-resource-client.ts';
import { ENTERPRISE_INFO, ENTERPRISE_RECORD } from '../support/enterprise-info-fixtures.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** The calls of the page as the server answers them (docs/designer.md: comp-field/values, saveBatchValue). */
function enterpriseInfoApi(): MockRoutes {
  let record: Record<string, unknown> = { ...ENTERPRISE_RECORD };
  return {
    'GET /u-basic/resource-schema/enterprise-info': okData({
      resource: ENTERPRISE_INFO,
      hiddenFields: [],
      warnings: [],
      canDesign: true,
      version: 0,
      removedFields: [],
    }),
    'GET /u-basic/comp-field/values': okData(record),
    'POST /u-basic/comp-field/saveBatchValue': ({ body }) => {
      record = { ...record, ...(body as { values: Record<string, unknown> }).values };
      return okData(record, '保存成功');
    },
    'GET /asset/file/info': okData([fileMeta('61', '危险化学品安全生产许可证.pdf', 'document')]),
  };
}

/** The menu entry basic-security-manage/enterprise-info over the HTTP ResourceClient. */
const meta = {
  title: 'Pages/EnterpriseInfoPage',
  component: EnterpriseInfoPage,
  args: { title: '企业基本信息', viewKey: 'basic-security-manage/enterprise-info' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: enterpriseInfoApi, router: { path: '/basic-security-manage/enterprise-info' } }),
} satisfies Meta<typeof EnterpriseInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise administrator: the record and 编辑; saving posts saveBatchValue. */
export const EnterpriseAdmin: Story = {
  play: async () => {
    await shows(() => screen.getByText('华东精细化工有限公司'));
    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(mockCalls.find((c) => c.path === '/u-basic/comp-field/saveBatchValue')?.body).toMatchObject({ resourceKey: 'enterprise-info' }),
    );
  },
};

/** A read-only user: the record, no 编辑. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async () => {
    await shows(() => screen.getByText('华东精细化工有限公司'));
    await expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  },
};

/** The server failed: 重试. */
export const LoadFailed: Story = {
  // The page asks for the schema and the record together; the schema call fails.
  parameters: shell({ api: { 'GET /u-basic/resource-schema/enterprise-info': fail('服务器繁忙'), 'GET /u-basic/comp-field/values': okData(null) } }),
  play: async () => {
    await shows(() => screen.getByText('企业基本信息加载失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
