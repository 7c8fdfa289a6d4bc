import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CourseStudy, StudyProgressLine } from '../../src/client/pages/jypx/course-study.tsx';
import MyCoursesPage, { MyCoursesList } from '../../src/client/pages/jypx/my-courses-page.tsx';
import StudyPage from '../../src/client/pages/jypx/study-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { MY_COURSES, STUDIED, studyRoutes } from './study-fixtures.ts';

/** 教育培训 › 我的课程 and 课程学习: the person's courses with their progress, and a course studied in the page. */
const meta = {
  title: 'Jypx/StudyPages',
  component: MyCoursesPage,
  args: { title: '我的课程' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: studyRoutes, router: { path: '/jypx/my-course' } }),
} satisfies Meta<typeof MyCoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two courses: one under way (学习), one completed (再次学习). */
export const MyCourses: Story = {
  play: async () => {
    await shows(() => screen.getByText('动火作业安全要点'));
    await expect(screen.getByRole('button', { name: '学习' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '再次学习' })).toBeVisible();
  },
};

/** The list alone: 学习 opens the course's study page. */
export const CoursesList: Story = {
  render: () => <MyCoursesList api={{ mine: async () => MY_COURSES }} go={fn()} />,
  play: async () => {
    await shows(() => screen.getByText('受限空间作业安全'));
  },
};

/** The list could not be loaded. */
export const CoursesFailed: Story = {
  parameters: shell({ api: { 'GET /jypx/study/mine': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('课程列表加载失败'));
  },
};

/** 课程学习 by its address: a course without video counts while the page is open; 返回我的课程. */
export const Study: Story = {
  parameters: shell({ router: { path: '/jypx/study/8', route: '/jypx/study/:id' } }),
  render: () => <StudyPage />,
  play: async () => {
    await shows(() => screen.getByTestId('study-progress'));
    await expect(screen.getByText('暂无课件文档')).toBeVisible();
    await expect(screen.getByRole('button', { name: '返回我的课程' })).toBeVisible();
  },
};

/** The course view with its api given: 返回我的课程 calls back. */
export const StudyWithApi: Story = {
  render: () => {
    const onBack = fn();
    return (
      <CourseStudy
        api={{ mine: async () => MY_COURSES, open: async () => STUDIED, beat: async () => ({ progress: STUDIED.progress, counted: 0, completedNow: false }) }}
        courseId={8}
        onBack={onBack}
      />
    );
  },
  play: async () => {
    await shows(() => screen.getByText('受限空间作业安全'));
    await userEvent.click(screen.getByRole('button', { name: '返回我的课程' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '返回我的课程' })).toBeVisible());
  },
};

/** The progress line of a completed course. */
export const ProgressCompleted: Story = {
  render: () => <StudyProgressLine progress={{ seconds: 2700, required: 2700, percent: 100, completed: true }} />,
  play: async () => {
    await shows(() => screen.getByText('已完成'));
  },
};
