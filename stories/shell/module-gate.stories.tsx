import type { Meta, StoryObj } from '@storybook/react-vite';
import { Result } from 'antd';
import { ModuleGate } from '../../src/client/shell/module-gate.tsx';
import { ok, okData } from '../support/mock-http.ts';
import { PLATFORM_ADMIN, QY_ADMIN, QY_ADMIN_2001, VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The main area's gate (issue 3 item 8): the apply-for-use form on a module the enterprise has not enabled. */
const meta = {
  title: 'Shell/ModuleGate',
  component: ModuleGate,
  args: { children: <Result status="success" title="作业票列表" subTitle="模块已开通：这里是页面内容" /> },
  parameters: shell({
    seed: { user: QY_ADMIN_2001 },
    router: { path: '/tszy/list' },
    api: { 'GET /user/qyxx/sendSmsToTelphone/:mobile': ok(null), 'POST /user/applyinfo/save': okData({ id: 1 }) },
  }),
} satisfies Meta<typeof ModuleGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enterprise 2001 on /tszy/list: 特殊作业 is not enabled, the apply form shows. */
export const ModuleNotEnabled: Story = {};

/** Enterprise 1001 has the module: the page itself. */
export const ModuleEnabled: Story = { parameters: shell({ seed: { user: QY_ADMIN } }) };

/** Board pages are never gated. */
export const BoardPage: Story = { parameters: shell({ router: { path: '/tszy/screen/1' } }) };

/** The platform admin is never asked to apply. */
export const PlatformAdmin: Story = { parameters: shell({ seed: { user: PLATFORM_ADMIN } }) };

/** Nor are read-only users. */
export const ReadOnlyUser: Story = {
  parameters: shell({ seed: { user: { ...VIEWER, qyxx: QY_ADMIN_2001.qyxx } } }),
};
