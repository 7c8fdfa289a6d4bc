import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SystemAppPage from '../src/client/pages/system-app-page.tsx';
import { shell } from './support/story-parameters.ts';

/** 应用管理 (system/app, issue 15 item 8): the app's name and version, the phone shell's address and QR code. */
const meta = {
  title: 'Phone/SystemAppPage',
  component: SystemAppPage,
  args: { title: '应用管理', origin: 'https://aq.example.com' },
  parameters: shell({ layout: 'padded' }),
} satisfies Meta<typeof SystemAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('https://aq.example.com/zax/m/')).toBeVisible();
    await expect(page.getByTestId('app-version')).toBeVisible();
    await expect(page.getByLabelText('手机端二维码')).toBeVisible();
  },
};
