import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { screen, userEvent } from 'storybook/test';
import { AiHelperButton } from '../../src/client/layout/ai-helper-button.tsx';
import { useAiChatStore } from '../../src/client/pages/ai/ai-chat-store.ts';
import { okData } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { OVERDUE_ANSWER } from '../ai/ai-fixtures.ts';

/** The floating AI helper at the bottom right (a float widget of the shell, shown when the menu has the AI page). */
const meta = {
  title: 'Layout/AiHelperButton',
  component: AiHelperButton,
  parameters: shell({ seed: { user: QY_ADMIN }, api: { 'POST /ai/ask': okData(OVERDUE_ANSWER) } }),
  beforeEach: () => {
    useAiChatStore.getState().clear();
  },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', padding: 24 }}>
        <Typography.Text type="secondary">右下角的浮动按钮打开 AI 助手</Typography.Text>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof AiHelperButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On any page: the button. */
export const OnAPage: Story = {};

/** The panel opened, a question asked: the answer with its records as links. */
export const PanelAnswer: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'AI助手' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '本月逾期隐患有几条{Enter}');
    await shows(() => screen.getByRole('link', { name: '循环水泵房地沟积水未清理' }));
  },
};

/** On the AI page itself: no button. */
export const OnTheAiPage: Story = { parameters: shell({ router: { path: '/AiWeb/index' } }) };
