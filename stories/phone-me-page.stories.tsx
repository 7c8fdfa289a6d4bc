import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import MePage from '../src/client/phone/pages/me-page.tsx';
import { QY_ADMIN } from './support/fixtures.ts';
import { shows } from './support/play-helpers.ts';
import { shell } from './support/story-parameters.ts';

/** 我的 (issue 15 item 1): the person, the language, the version, 退出登录. */
const meta = {
  title: 'Phone/MePage',
  component: MePage,
  args: { reload: fn(), loadRoleNames: async () => new Map([['qyUser', '企业管理员']]) },
  decorators: [(Story) => <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>],
  parameters: shell({ seed: { user: QY_ADMIN }, router: { path: '/me' }, layout: 'centered' }),
} satisfies Meta<typeof MePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's name, account and role by its name; 退出登录 asks first. */
export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('企业管理员', { selector: '.zm-row-value' }));
    await expect(page.getByText('qyadmin')).toBeVisible();
    await expect(page.getByTestId('phone-version')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '退出登录' }));
    await shows(() => screen.getByText('确定退出登录吗？', { selector: '.ant-modal-confirm-title' }));
  },
};

/** The language switch shows the page's language (中文); a choice would set the cookie and reload (not clicked here). */
export const Language: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('English'));
    await expect(page.getByText('中文')).toBeVisible();
  },
};
