import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { HlsVideo, type VideoState } from '../../src/client/pages/spjk/hls-video.tsx';
import { testStreamUrl } from './camera-fixtures.ts';

/** The bare player under the camera tile: it plays an HLS address and says whether the picture plays or failed. */
function WithState({ src }: { src: string }) {
  const [state, setState] = useState<VideoState>('loading');
  return (
    <div style={{ width: 320, height: 180 }}>
      <HlsVideo src={src} onState={setState} label="测试画面" />
      <output data-testid="video-state">{state}</output>
    </div>
  );
}

const meta = {
  title: 'Spjk/HlsVideo',
  component: WithState,
  args: { src: testStreamUrl() },
} satisfies Meta<typeof WithState>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateIs = (state: VideoState) => waitFor(() => expect(screen.getByTestId('video-state')).toHaveTextContent(state), { timeout: 15_000 });

/** The demo test stream, played by hls.js in Chromium. */
export const Playing: Story = {
  play: async () => {
    await stateIs('playing');
  },
};

/** An address that answers something not a playlist: the player says it failed (the tile then shows 视频加载失败). */
export const Failed: Story = {
  render: () => <WithState src={URL.createObjectURL(new Blob(['这不是播放列表'], { type: 'application/vnd.apple.mpegurl' }))} />,
  play: async () => {
    await stateIs('failed');
  },
};
