import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { AiHelperButton } from '../../src/client/layout/ai-helper-button.tsx';
import { shell } from '../support/story-parameters.ts';

/** The floating AI assistant button at the bottom right (shown when the menu has the AI page). */
const meta = {
  title: 'Layout/AiHelperButton',
  component: AiHelperButton,
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', padding: 24 }}>
        <Typography.Text type="secondary">右下角的浮动按钮打开 AI 助手页面</Typography.Text>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof AiHelperButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On any page: the button. */
export const OnAPage: Story = {};

/** On the AI page itself: no button. */
export const OnTheAiPage: Story = { parameters: shell({ router: { path: '/AiWeb/index' } }) };
