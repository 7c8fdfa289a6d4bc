import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ExamTaking } from '../../src/client/pages/jypx/exam-taking.tsx';
import MyExamsPage, { MyExamsList } from '../../src/client/pages/jypx/my-exams-page.tsx';
import { takeApi } from '../../src/client/pages/jypx/take-api.ts';
import TakeExamPage from '../../src/client/pages/jypx/take-exam-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { takeRoutes } from './exam-fixtures.ts';

/** 教育培训 › 我的考试 and 在线考试: the person's exams, an exam being taken (timer, saved answers, 交卷), its result. */
const meta = {
  title: 'Jypx/TakePages',
  component: MyExamsPage,
  args: { title: '我的考试', viewKey: 'jypx/my-exam' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: takeRoutes, router: { path: '/jypx/my-exam' } }),
} satisfies Meta<typeof MyExamsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two exams: one to start, one passed (查看成绩). */
export const MyExams: Story = {
  play: async () => {
    await shows(() => screen.getByText('特殊作业安全知识考试'));
    await expect(screen.getByText('已通过')).toBeVisible();
    await expect(screen.getByRole('button', { name: /开始考试/ })).toBeVisible();
  },
};

/** The compact list of the phone. */
export const MyExamsCompact: Story = {
  render: () => <MyExamsList compact go={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByText('危险化学品安全考试'));
  },
};

/** The list could not be loaded: 重试. */
export const MyExamsFailed: Story = {
  parameters: shell({ api: { 'GET /jypx/take/mine': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('考试列表加载失败'));
  },
};

/** An exam under way: the timer, the answered count, 交卷. */
export const Taking: Story = {
  parameters: shell({ router: { path: '/jypx/take/41', route: '/jypx/take/:id' } }),
  render: () => <TakeExamPage />,
  play: async () => {
    await shows(() => screen.getByTestId('exam-timer'));
    await expect(screen.getByText('已答 1 / 4')).toBeVisible();
    await expect(screen.getByRole('button', { name: /交\s*卷/ })).toBeVisible();
  },
};

/** A submitted attempt's result (`?attempt=`). */
export const TakenResult: Story = {
  render: () => <ExamTaking api={takeApi} examId={41} attemptId={501} onBack={() => undefined} onAgain={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByTestId('exam-score'));
    await expect(screen.getByText('考试通过')).toBeVisible();
  },
};

/** The start refused (the attempts used): the server's message and 返回我的考试. */
export const StartRefused: Story = {
  parameters: shell({ api: { 'POST /jypx/take/start': fail('本次考试最多可考3次，您的考试次数已用完', 409) } }),
  render: () => <ExamTaking api={takeApi} examId={41} onBack={() => undefined} onAgain={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByText('本次考试最多可考3次，您的考试次数已用完'));
  },
};
