import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import TrainingFilePage from '../../src/client/pages/jypx/training-file-page.tsx';
import { CompletionCard, TrainingFileCard, TrainingFilePanel } from '../../src/client/pages/jypx/training-file-view.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { COMPLETION, CONTRACTOR_FILE, studyRoutes, TRAINING_FILE } from './study-fixtures.ts';

/** 教育培训 › 培训档案: a person's hours, courses, exams by plan, and the completion by department. */
const meta = {
  title: 'Jypx/TrainingFilePage',
  component: TrainingFilePage,
  args: { title: '培训档案' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: studyRoutes, router: { path: '/jypx/file' } }),
} satisfies Meta<typeof TrainingFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 张伟's file: failed once, then passed; one plan completed of two; the enterprise at 40 %. */
export const PersonFile: Story = {
  play: async () => {
    await shows(() => screen.getAllByText('危险化学品安全培训')[0]);
    await expect(screen.getByText('危险化学品安全知识考试 第1次')).toBeVisible();
    await expect(screen.getByText('培训完成情况')).toBeVisible();
  },
};

/** The file could not be loaded. */
export const FileFailed: Story = {
  parameters: shell({ api: () => ({ ...studyRoutes(), 'GET /jypx/file/person': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText(/培训档案加载失败/));
  },
};

/** The panel with its api given. */
export const Panel: Story = {
  render: () => <TrainingFilePanel api={{ person: async () => TRAINING_FILE, people: async () => [{ ...TRAINING_FILE.person, contractor: null }], completion: async () => COMPLETION }} />,
  play: async () => {
    await shows(() => screen.getByText('特殊作业安全专项培训'));
  },
};

/** The file's card alone. */
export const FileCard: Story = {
  render: () => <TrainingFileCard file={TRAINING_FILE} />,
  play: async () => {
    await shows(() => screen.getByText('按培训计划'));
  },
};

/** A contractor worker's file: the contractor and training status, the sessions with score, result and certificate. */
export const ContractorWorkerFile: Story = {
  render: () => <TrainingFileCard file={CONTRACTOR_FILE} />,
  play: async () => {
    await shows(() => screen.getByText('入厂三级安全教育（复训）'));
    await expect(screen.getByTestId('file-contractor')).toHaveTextContent('苏州安达建设工程有限公司');
    await expect(screen.getByText('AD-2026-031')).toBeVisible();
    await expect(screen.getByText('不合格')).toBeVisible();
  },
};

/** The completion card alone: an overdue plan named. */
export const Completion: Story = {
  render: () => <CompletionCard data={COMPLETION} />,
  play: async () => {
    await shows(() => screen.getByText('安全环保部'));
  },
};
