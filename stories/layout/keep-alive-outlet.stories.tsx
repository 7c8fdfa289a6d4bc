import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { Button, Card, Input, Space } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { KeepAliveOutlet } from '../../src/client/layout/keep-alive-outlet.tsx';
import { shell } from '../support/story-parameters.ts';

function Draft({ title }: { title: string }) {
  const [count, setCount] = useState(0);
  return (
    <Card title={title} size="small">
      <Space>
        <Input placeholder="填写一半的表单" aria-label={`${title}输入框`} />
        <Button onClick={() => setCount((c) => c + 1)}>点击了 {count} 次</Button>
      </Space>
    </Card>
  );
}

/** Two pages under the outlet; `cached` are kept alive (hidden, state intact) when left. */
function Demo({ cached }: { cached: string[] }) {
  return (
    <Space direction="vertical" style={{ padding: 16, width: '100%' }}>
      <Space>
        <NavLink to="/page-a">页面 A</NavLink>
        <NavLink to="/page-b">页面 B</NavLink>
      </Space>
      <Routes>
        <Route element={<KeepAliveOutlet cached={cached} />}>
          <Route path="/page-a" element={<Draft title="页面 A" />} />
          <Route path="/page-b" element={<Draft title="页面 B" />} />
        </Route>
      </Routes>
    </Space>
  );
}

/** The layout's outlet: cached views survive switching tabs; noCache views remount. */
const meta = {
  title: 'Layout/KeepAliveOutlet',
  component: KeepAliveOutlet,
  args: { cached: ['/page-a', '/page-b'] },
  render: (args) => <Demo cached={[...args.cached]} />,
  parameters: shell({ router: { path: '/page-a' } }),
} satisfies Meta<typeof KeepAliveOutlet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both pages cached: type in A, go to B and back, the text is still there. */
export const Cached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The outlet shows the page once its route has rendered: found when it is there, not at once.
    await userEvent.type(await canvas.findByLabelText('页面 A输入框'), '草稿');
    await userEvent.click(canvas.getByRole('link', { name: '页面 B' }));
    await userEvent.click(canvas.getByRole('link', { name: '页面 A' }));
    await expect(await canvas.findByLabelText('页面 A输入框')).toHaveValue('草稿');
  },
};

/** Nothing cached (noCache): leaving a page forgets it. */
export const NotCached: Story = {
  args: { cached: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The outlet shows the page once its route has rendered: found when it is there, not at once.
    await userEvent.type(await canvas.findByLabelText('页面 A输入框'), '草稿');
    await userEvent.click(canvas.getByRole('link', { name: '页面 B' }));
    await userEvent.click(canvas.getByRole('link', { name: '页面 A' }));
    await expect(await canvas.findByLabelText('页面 A输入框')).toHaveValue('');
  },
};
