import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import MessageConfigPage from '../../src/client/pages/message-config-page.tsx';
import { MessageConfigView } from '../../src/client/pages/message-config-view.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { MESSAGE_CONFIG } from '../support/message-config-fixtures.ts';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/** GET and PUT /workflow/message-config (docs/workflow-notify.md). */
function configApi(): MockRoutes {
  let version = MESSAGE_CONFIG.version;
  return {
    'GET /workflow/message-config': () => okData({ ...MESSAGE_CONFIG, version }),
    'PUT /workflow/message-config': () => okData({ version: ++version }),
  };
}

/** 通用设置 › 消息提醒配置: the enterprise administrator chooses recipients, SMS, reminders and quiet hours. */
const meta = {
  title: 'Pages/MessageConfigPage',
  component: MessageConfigPage,
  args: { title: '消息提醒配置', viewKey: 'tysz/message-config' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: configApi, router: { path: '/tysz/message' } }),
} satisfies Meta<typeof MessageConfigPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kinds grouped by module with the file's defaults; turning SMS on for 下发整改's sibling and saving. */
export const ChooseAndSave: Story = {
  play: async () => {
    await shows(() => screen.getByText('隐患整改单 · 提交验收'));
    await expect(screen.getByText('记录的验收人、责任部门中的车间主任')).toBeVisible();
    await expect(screen.getByText('基础数据')).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: '提交验收的短信' }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(mockCalls.find((c) => c.method === 'PUT' && c.path === '/workflow/message-config')?.body).toEqual({
        version: 3,
        quietHours: { start: '22:00', end: '07:00' },
        kinds: {
          'hidden-danger:submit': { roles: ['safetyDept'], sms: true },
          'hidden-danger:deadline:dueDate': { remindBeforeHours: 48, sms: true },
        },
      }),
    );
    await shows(() => screen.getByText('已保存'));
  },
};

/** A bad time of the quiet hours is refused in the browser, at once, with the server's words. */
export const BadQuietHours: Story = {
  play: async () => {
    await shows(() => screen.getByLabelText('开始'));
    const start = screen.getByLabelText('开始');
    await userEvent.clear(start);
    await userEvent.type(start, '7点');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByText('免打扰开始时间应为 HH:mm'));
    await expect(mockCalls.some((c) => c.method === 'PUT')).toBe(false);
  },
};

/** The view alone, read-only (a read-only user): nothing to save. */
export const ReadOnlyView: Story = {
  render: () => (
    <ResourceClientContext.Provider value={createFakeResourceClient({ resources: [] })}>
      <MessageConfigView title="消息提醒配置" initial={MESSAGE_CONFIG} readOnly onSave={async () => 0} />
    </ResourceClientContext.Provider>
  ),
  play: async () => {
    await shows(() => screen.getByText('隐患整改单 · 下发整改'));
    await expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  },
};
