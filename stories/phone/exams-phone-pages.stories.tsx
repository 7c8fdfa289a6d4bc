import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import MyExamsPhonePage from '../../src/client/phone/modules/jypx/my-exams-phone-page.tsx';
import TakeExamPhonePage from '../../src/client/phone/modules/jypx/take-exam-phone-page.tsx';
import { takeRoutes } from '../jypx/exam-fixtures.ts';
import { STAFF } from '../support/fixtures.ts';
import { fail } from '../support/mock-http.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** 我的考试 and 在线考试 on the phone (/zax/m/x/jypx/exams, /zax/m/x/jypx/take/:id): the desktop's lists and exam, compact. */
const meta = {
  title: 'Phone/ExamPages',
  component: MyExamsPhonePage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: STAFF }, api: takeRoutes, router: { path: '/x/jypx/exams' }, layout: 'centered' }),
} satisfies Meta<typeof MyExamsPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's exams under the page's header (返回, 我的考试). */
export const MyExams: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('特殊作业安全知识考试'));
    await expect(page.getByRole('heading', { name: '我的考试', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const MyExamsFailed: Story = {
  parameters: shell({ api: { 'GET /jypx/take/mine': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('考试列表加载失败'));
  },
};

/** An exam under way on the phone: the timer, the answered count and 交卷. */
export const Taking: Story = {
  render: () => <TakeExamPhonePage />,
  parameters: shell({ router: { path: '/x/jypx/take/41', route: '/x/jypx/take/:id' } }),
  play: async () => {
    await shows(() => screen.getByTestId('exam-timer'));
    await expect(screen.getByText('已答 1 / 4')).toBeVisible();
    await expect(screen.getByRole('button', { name: /交\s*卷/ })).toBeVisible();
  },
};

/** Not an exam's number in the address: says the exam is not there. */
export const TakingNoExam: Story = {
  render: () => <TakeExamPhonePage />,
  parameters: shell({ router: { path: '/x/jypx/take/abc', route: '/x/jypx/take/:id' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('考试不存在或已删除', { selector: '.ant-result-title' })).toBeVisible();
  },
};
