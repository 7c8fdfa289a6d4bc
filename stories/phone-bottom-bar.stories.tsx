import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../src/client/phone/phone.css';
import { BottomBar } from '../src/client/phone/bottom-bar.tsx';
import { shell } from './support/story-parameters.ts';

/** The phone shell's bottom bar (issue 15 item 1): 待办, 扫码, 上报, 我的; the current one marked. */
const meta = {
  title: 'Phone/BottomBar',
  component: BottomBar,
  args: { active: 'home', waiting: 3 },
  decorators: [(Story) => <div style={{ width: 360, height: 200, position: 'relative', transform: 'translateZ(0)', background: '#f5f5f5' }}>{Story()}</div>],
  parameters: shell({ router: { path: '/' }, layout: 'centered' }),
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On 待办, three items waiting: every button at least 48 px high. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: '主导航' });
    const links = within(bar).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const [i, label] of ['待办', '扫码', '上报', '我的'].entries()) await expect(links[i]).toHaveTextContent(label);
    await expect(within(bar).getByRole('link', { name: /待办/ })).toHaveAttribute('aria-current', 'page');
    for (const l of links) await expect(l.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** On 我的, nothing waiting. */
export const Me: Story = {
  args: { active: 'me', waiting: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  },
};
