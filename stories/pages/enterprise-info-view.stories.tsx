import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { EnterpriseInfoView } from '../../src/client/pages/enterprise-info-view.tsx';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { ENTERPRISE_INFO, ENTERPRISE_INFO_STALE, ENTERPRISE_RECORD } from '../support/enterprise-info-fixtures.ts';
import { shows } from '../support/play-helpers.ts';

const KEY = ENTERPRISE_INFO.key;
const FILES = [fileMeta('61', '危险化学品安全生产许可证.pdf', 'document')];

/** The enterprise's basic information: read-only tabs, 编辑 in the runtime form, saved in one call. */
const meta = {
  title: 'Pages/EnterpriseInfoView',
  component: EnterpriseInfoView,
  args: { roles: ['qyUser'], title: '企业基本信息' },
  decorators: [withFakeClient({ resources: [ENTERPRISE_INFO], singleRecords: { [KEY]: ENTERPRISE_RECORD }, files: FILES })],
} satisfies Meta<typeof EnterpriseInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record in tabs: 基本信息, 安全管理, 证照信息, 生产经营. */
export const View: Story = {
  play: async () => {
    await shows(() => screen.getByText('华东精细化工有限公司'));
    await userEvent.click(screen.getByRole('tab', { name: '安全管理' }));
    await shows(() => screen.getByText('安全环保部'));
    await expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  },
};

/** 编辑, change the name, 保存: one saveSingleRecord call, back to the view with the new name. */
export const EditAndSave: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const name = await screen.findByDisplayValue('华东精细化工有限公司');
    await userEvent.clear(name);
    await userEvent.type(name, '华东新材料化工有限公司');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByText('华东新材料化工有限公司'));
    await waitFor(() =>
      expect(currentFakeClient?.calls.find((c) => c.method === 'saveSingleRecord')?.args[1]).toMatchObject({ enterpriseName: '华东新材料化工有限公司' }),
    );
  },
};

/** The server refused the save: the message under 统一社会信用代码, the form stays open. */
export const SaveRefused: Story = {
  decorators: [
    withFakeClient({
      resources: [ENTERPRISE_INFO],
      singleRecords: { [KEY]: ENTERPRISE_RECORD },
      failures: {
        saveSingleRecord: {
          message: '统一社会信用代码已被其他企业使用',
          status: 400,
          errors: [{ field: 'creditCode', message: '统一社会信用代码已被其他企业使用' }],
        },
      },
    }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getAllByText('统一社会信用代码已被其他企业使用')[0]);
    await expect(screen.getByRole('button', { name: /保\s*存/ })).toBeVisible();
  },
};

/** A read-only user: no 编辑. */
export const ReadOnly: Story = {
  args: { roles: ['readonlyUser'] },
  play: async () => {
    await shows(() => screen.getByText('华东精细化工有限公司'));
    await expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  },
};

/** Nothing filled in yet: the administrator may start. */
export const NotFilledIn: Story = {
  decorators: [withFakeClient({ resources: [ENTERPRISE_INFO] })],
  play: async () => {
    await shows(() => screen.getByText('尚未填写企业基本信息'));
    await userEvent.click(screen.getByRole('button', { name: '填写企业信息' }));
    await shows(() => screen.getByRole('button', { name: /保\s*存/ }));
  },
};

/** A designer's tab still names a removed custom field: 清除 takes it out and the schema reloads. */
export const RemovedFieldForDesigner: Story = {
  decorators: [
    withFakeClient({ resources: [ENTERPRISE_INFO_STALE], singleRecords: { [KEY]: ENTERPRISE_RECORD }, canDesign: true }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: '应急管理' }));
    await userEvent.click(await screen.findByRole('button', { name: '清除字段 emergencyPlanNo' }));
    await userEvent.click(await screen.findByRole('button', { name: /^清\s*除$/ }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: '应急管理' })).toBeNull());
    await expect(currentFakeClient?.calls.filter((c) => c.method === 'schema')).toHaveLength(2);
  },
};

/** Loading. */
export const Loading: Story = {
  decorators: [withFakeClient({ resources: [ENTERPRISE_INFO], pending: ['singleRecord'] })],
  play: async () => {
    await shows(() => screen.getByTestId('enterprise-info-loading'));
  },
};
