import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import configFile from '../../schemas/bindings/user-config.json';
import SettingsPage from '../../src/client/pages/system/settings-page.tsx';
import { PLATFORM_ADMIN, QY_ADMIN } from '../support/fixtures.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { groupsApi } from '../enterprise/groups-fixtures.ts';

/** 系统设置's calls: the configuration items, and the groups cards' calls. */
function api(): MockRoutes {
  return {
    ...groupsApi(),
    'GET /u-basic/resource-schema/user-config': okData({ resource: configFile, hiddenFields: [], warnings: [] }),
    'GET /user/configinfo/list': okData([{ id: 1, type: 'notice', configKey: 'smsSign', configValue: '示例化工', remark: '' }]),
    'GET /user/sysuserdataconfig/getByType': okData(null),
  };
}

/** 系统管理 › 系统设置 (docs/administration.md): for the enterprise administrator also 网页嵌入 and 下属企业. */
const meta = {
  title: 'System/SettingsPage',
  component: SettingsPage,
  args: { title: '系统设置', viewKey: 'system/settings' },
  parameters: shell({ seed: { user: QY_ADMIN }, api, router: { path: '/system/settings' } }),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise administrator: the origins read-only, the sub-enterprises without 解除绑定. */
export const EnterpriseAdmin: Story = {
  play: async () => {
    await shows(() => screen.getByText('smsSign'));
    await userEvent.click(screen.getByRole('tab', { name: '网页嵌入' }));
    await shows(() => screen.getByDisplayValue('https://park.example.com/board'));
    await expect(screen.getByTestId('embed-origins')).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: '下属企业' }));
    await shows(() => screen.getByText('示例化工二厂'));
    await expect(screen.queryByTestId('sub-unbind-1002')).toBeNull();
  },
};

/** The platform administrator: the configuration items only (the cards are on 企业详情). */
export const PlatformAdmin: Story = {
  parameters: shell({ seed: { user: PLATFORM_ADMIN } }),
  play: async () => {
    await shows(() => screen.getByText('smsSign'));
    await expect(screen.queryByRole('tab', { name: '网页嵌入' })).toBeNull();
  },
};
