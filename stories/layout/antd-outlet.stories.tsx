import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AntdOutlet } from '../../src/client/layout/antd-outlet.tsx';
import { shell } from '../support/story-parameters.ts';

/** AntdOutlet as the app places it: a layout route around the routes that use antd. */
function Routed() {
  return (
    <Routes>
      <Route element={<AntdOutlet />}>
        <Route
          path="*"
          element={
            <Space>
              <Button type="primary">主要按钮</Button>
              <Button>次要按钮</Button>
            </Space>
          }
        />
      </Route>
    </Routes>
  );
}

/** antd's configuration around every route but the login page (which loads no antd). */
const meta = {
  title: 'Layout/AntdOutlet',
  component: Routed,
  parameters: shell({ layout: 'padded', router: { path: '/dashboard' } }),
} satisfies Meta<typeof Routed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The child route renders inside the configuration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '主要按钮' })).toBeVisible();
  },
};
