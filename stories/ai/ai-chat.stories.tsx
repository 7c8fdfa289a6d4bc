import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { AiChat } from '../../src/client/pages/ai/ai-chat.tsx';
import { useAiChatStore } from '../../src/client/pages/ai/ai-chat-store.ts';
import { okData } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { OVERDUE_ANSWER } from './ai-fixtures.ts';

/** The conversation alone, at the floating panel's size (compact) and at the page's. */
const meta = {
  title: 'AI/AiChat',
  component: AiChat,
  parameters: shell({ seed: { user: QY_ADMIN }, api: { 'POST /ai/ask': okData(OVERDUE_ANSWER) } }),
  beforeEach: () => {
    useAiChatStore.getState().clear();
  },
  decorators: [(Story) => <div style={{ width: 400, height: 520, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
} satisfies Meta<typeof AiChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's size, with its suggestions (the asking flow is played on AI/AiAssistantPage). */
export const Compact: Story = {
  args: { compact: true },
  play: async () => {
    await screen.findByRole('button', { name: '本月逾期隐患有几条' });
  },
};

/** The page's size, empty. */
export const Page: Story = {};
