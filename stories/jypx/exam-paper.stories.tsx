import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ExamPaper, ExamResult, QuestionCard } from '../../src/client/pages/jypx/exam-paper.tsx';
import { shows } from '../support/play-helpers.ts';
import { ATTEMPT, RESULT } from './exam-fixtures.ts';

/** 教育培训 › the parts of an exam paper: a question of each type, the paper one at a time, the result. */
const meta = {
  title: 'Jypx/ExamPaper',
  component: ExamPaper,
  args: { attempt: ATTEMPT, given: ATTEMPT.answers, onAnswer: fn() },
} satisfies Meta<typeof ExamPaper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All four questions at once, the single choice answered. */
export const AllQuestions: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText(/动火分析与动火作业开始的间隔/));
    await expect(screen.getByLabelText('A. 动火安全作业票')).toBeChecked();
    screen.getByText('错').click();
    await expect(args.onAnswer).toHaveBeenCalledWith(13, false);
  },
};

/** One question at a time, with 上一题/下一题. */
export const OneByOne: Story = {
  args: { attempt: { ...ATTEMPT, oneByOne: true } },
  play: async () => {
    await shows(() => screen.getByText(/在生产区域内动火/));
    await expect(screen.queryByText(/进入受限空间作业前/)).toBeNull();
  },
};

/** A fill-in-blank question on its own. */
export const BlankQuestion: Story = {
  render: () => <QuestionCard question={ATTEMPT.questions[3]!} index={3} value={['３０']} onChange={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByDisplayValue('３０'));
  },
};

/** The result: passed, the wrong answer with the right one and its explanation. */
export const Result: Story = {
  render: () => <ExamResult attempt={RESULT} onAgain={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByText('得分 75 / 100（及格分 60）'));
    await expect(screen.getByText('正确答案：错')).toBeVisible();
    await expect(screen.getByText('解析：监护人在作业期间不得离开现场。')).toBeVisible();
  },
};
