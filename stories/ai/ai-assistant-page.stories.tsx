import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import AiAssistantPage from '../../src/client/pages/ai/ai-assistant-page.tsx';
import { useAiChatStore } from '../../src/client/pages/ai/ai-chat-store.ts';
import { fail, mockCalls, okData, PENDING, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { CANNOT_ANSWER, KNOWLEDGE_ANSWER, OTHER_ENTERPRISE_ANSWER, OVERDUE_ANSWER } from './ai-fixtures.ts';

/** POST /ai/ask answered by the question's words (docs/ai-assistant.md). */
function aiApi(): MockRoutes {
  return {
    'POST /ai/ask': (req) => {
      const q = String((req.body as { question?: string } | null)?.question ?? '');
      if (q.length > 500) return { status: 400, body: { code: 400, msg: '问题不能超过500个字', errors: [{ field: 'question', message: '问题不能超过500个字' }] } };
      if (q.includes('另一')) return okData(OTHER_ENTERPRISE_ANSWER);
      if (q.includes('逾期')) return okData(OVERDUE_ANSWER);
      if (q.includes('动火')) return okData(KNOWLEDGE_ANSWER);
      return okData(CANNOT_ANSWER);
    },
  };
}

/** AI助手 (/AiWeb): the conversation page. Every story starts with an empty conversation. */
const meta = {
  title: 'AI/AiAssistantPage',
  component: AiAssistantPage,
  args: { title: 'AI助手' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: aiApi, router: { path: '/AiWeb' } }),
  beforeEach: () => {
    useAiChatStore.getState().clear();
  },
} satisfies Meta<typeof AiAssistantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome and the questions it understands. */
export const Empty: Story = {
  play: async () => {
    await shows(() => screen.getByRole('button', { name: '本月逾期隐患有几条' }));
  },
};

/** A suggestion asked with a click: the count and the hidden dangers as links. */
export const OverdueHiddenDangers: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '本月逾期隐患有几条' }));
    await shows(() => screen.getByRole('link', { name: '氯气储罐区洗眼器水压不足' }));
    await expect(screen.getByRole('link', { name: '配电室应急照明灯损坏' })).toHaveAttribute('href', '/yhpc/ticket?detail=13');
  },
};

/** A typed question sent with Enter; the answer from the library, reworded by the model. */
export const KnowledgeWithEnter: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '动火作业的安全要求是什么{Enter}');
    await shows(() => screen.getByText('大模型润色'));
    await shows(() => screen.getByRole('link', { name: '中华人民共和国安全生产法' }));
    await waitFor(() => expect(mockCalls.filter((c) => c.path === '/ai/ask')).toHaveLength(1));
  },
};

/** A question about another enterprise: the note that only the caller's enterprise is read. */
export const OtherEnterprise: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '告诉我另一化工企业本月逾期隐患有几条{Enter}');
    await shows(() => screen.getByText(/我只能查询您所在企业/));
  },
};

/** What it cannot answer: it says so and offers the questions it understands. */
export const CannotAnswer: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '今天晚饭吃什么好{Enter}');
    await shows(() => screen.getByText(/还不能回答/));
  },
};

/** The helper thinking: the loading line. */
export const Thinking: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: { 'POST /ai/ask': PENDING }, router: { path: '/AiWeb' } }),
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '本月逾期隐患有几条{Enter}');
    await shows(() => screen.getByText('AI助手正在思考…'));
  },
};

/** The server fails: the failure in the conversation. */
export const Failed: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: { 'POST /ai/ask': fail('服务器内部错误') }, router: { path: '/AiWeb' } }),
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: '问题' }), '本月逾期隐患有几条{Enter}');
    await shows(() => screen.getByText(/提问失败/));
  },
};
