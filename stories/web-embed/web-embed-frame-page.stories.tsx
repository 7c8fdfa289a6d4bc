import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import WebEmbedFramePage from '../../src/client/pages/web-embed/web-embed-frame-page.tsx';
import { fail, okData } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** An embedded page opened from its menu entry /web-embed/3 (docs/enterprise.md "网页嵌入"). */
const meta = {
  title: 'WebEmbed/WebEmbedFramePage',
  component: WebEmbedFramePage,
  args: { title: '园区看板' },
  parameters: shell({
    api: () => ({
      'GET /u-basic/web-embed-config/frame/:id': okData({ id: 3, title: '园区看板', url: 'https://park.example.com/board', allowedOrigins: ['https://park.example.com'] }),
    }),
    router: { path: '/web-embed/3' },
  }),
} satisfies Meta<typeof WebEmbedFramePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in a sandboxed frame. */
export const Framed: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('web-embed-frame'));
    await waitFor(() => expect(screen.getByTestId('web-embed-frame')).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin allow-popups allow-downloads'));
  },
};

/** An answer whose URL is not of an allowed origin is not framed. */
export const OriginNotAllowed: Story = {
  parameters: shell({
    api: () => ({
      'GET /u-basic/web-embed-config/frame/:id': okData({ id: 3, title: '外站', url: 'https://evil.example.org/', allowedOrigins: ['https://park.example.com'] }),
    }),
  }),
  play: async () => {
    await shows(() => screen.getByText('该页面不能嵌入'));
    expect(screen.queryByTestId('web-embed-frame')).toBeNull();
  },
};

/** A disabled or unknown page. */
export const NotFound: Story = {
  parameters: shell({ api: () => ({ 'GET /u-basic/web-embed-config/frame/:id': fail('嵌入页面不存在或已停用', 404) }) }),
  play: async () => {
    await shows(() => screen.getByText('嵌入页面不存在或已停用'));
  },
};
