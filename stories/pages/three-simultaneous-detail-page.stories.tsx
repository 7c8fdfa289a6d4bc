import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import ThreeSimultaneousDetailPage, { PROJECT_RESOURCE, STAGE_RESOURCES } from '../../src/client/pages/stsgl/three-simultaneous-detail-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import projectFile from '../../schemas/modules/stsgl/resources/three-simultaneous.json';
import preFile from '../../schemas/modules/stsgl/resources/pre-evaluation.json';
import designFile from '../../schemas/modules/stsgl/resources/design-stage.json';
import constructionFile from '../../schemas/modules/stsgl/resources/construction-stage.json';
import pilotFile from '../../schemas/modules/stsgl/resources/pilot-production.json';
import acceptanceFile from '../../schemas/modules/stsgl/resources/acceptance-stage.json';

const FILES = [projectFile, preFile, designFile, constructionFile, pilotFile, acceptanceFile] as unknown as ResourceFile[];
const PROJECT = { id: 7, projectName: '乙烯扩建项目', projectCode: 'P-2026-07', projectType: 'expansion', currentStage: 'design', planStartDate: '2026-03-01' };
const STAGE_ROWS: Record<string, Record<string, unknown>[]> = {
  'pre-evaluation': [{ id: 1, projectCode: 'P-2026-07', projectName: '乙烯扩建项目', evaluationOrg: '某安全评价有限公司', reportDate: '2026-02-10', reviewConclusion: 'passed' }],
  'design-stage': [{ id: 2, projectCode: 'P-2026-07', projectName: '乙烯扩建项目', designUnit: '某设计院', designDate: '2026-05-20' }],
};

/** The project, its stages' lists by project number, and their (empty) workflow calls. */
function stsglApi(): MockRoutes {
  const routes: MockRoutes = {
    [`GET /u-basic/${PROJECT_RESOURCE}/7`]: okData(PROJECT),
  };
  for (const f of FILES) {
    routes[`GET /u-basic/resource-schema/${f.key}`] = okData({ resource: f, hiddenFields: [], warnings: [] });
  }
  for (const key of STAGE_RESOURCES) {
    const rows = STAGE_ROWS[key] ?? [];
    routes[`GET /u-basic/${key}/list`] = okData({ rows, total: rows.length, totalExact: true, page: 1, limit: 20 });
  }
  return routes;
}

/** 三同时管理 › 三同时详情 (/stsgl/detail/:id). */
const meta = {
  title: 'Pages/ThreeSimultaneousDetailPage',
  component: ThreeSimultaneousDetailPage,
  args: { title: '三同时详情', viewKey: 'stsgl/detail' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: stsglApi, router: { path: '/stsgl/detail/7', route: '/stsgl/detail/:id' } }),
} satisfies Meta<typeof ThreeSimultaneousDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Project: Story = {
  play: async () => {
    await shows(() => screen.getAllByText('乙烯扩建项目')[0]);
    await shows(() => screen.getByText('竣工验收'));
  },
};
