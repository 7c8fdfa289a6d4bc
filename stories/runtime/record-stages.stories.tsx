import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { RecordLink } from '../../src/runtime/record-link.tsx';
import { RecordStages } from '../../src/runtime/workflow/record-stages.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { withFakeWorkflow } from '../support/fake-workflow-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { WF_RECTIFY } from '../support/workflow-fixtures.ts';

const PROJECT: ResourceFile = {
  key: 'story-project', title: '三同时项目', module: null, endpoint: '/u-basic/story-project', actions: ['list', 'detail'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: { type: 'object', properties: { projectName: { type: 'string', title: '项目名称' }, projectCode: { type: 'string', title: '项目编号' } } },
  list: { columns: [{ field: 'projectName', link: '/stsgl/detail/{id}' }, { field: 'projectCode' }] },
};
const stage = (key: string, title: string): ResourceFile => ({
  ...WF_RECTIFY, key, title,
  form: { ...WF_RECTIFY.form, properties: { ...WF_RECTIFY.form.properties, projectCode: { type: 'string', title: '项目编号' } } },
  list: { columns: [{ field: 'name' }, { field: 'deadline' }, { field: 'finishDate' }], filters: [{ field: 'projectCode', op: 'eq' }] },
});
const PRE = stage('story-pre', '预评价');
const DESIGN = stage('story-design', '设计审查');
/** Records that refer to the project by its id. */
const LINKED: ResourceFile = {
  ...WF_RECTIFY, key: 'story-linked', title: '维修工单',
  form: { ...WF_RECTIFY.form, properties: { ...WF_RECTIFY.form.properties, projectId: { type: 'integer', title: '项目' } } },
  list: { columns: [{ field: 'name' }, { field: 'deadline' }], filters: [{ field: 'projectId', op: 'eq' }] },
};

/** 三同时详情's body: the project, then each stage with its records, states, dates, actions and history. */
const meta = {
  title: 'Runtime/Workflow/RecordStages',
  component: RecordStages,
  args: { resourceKey: PROJECT.key, id: 7, stageKeys: [PRE.key, DESIGN.key], linkField: 'projectCode' },
  decorators: [
    withFakeWorkflow({
      client: {
        resources: [PROJECT, PRE, DESIGN, LINKED],
        records: {
          [PROJECT.key]: [{ id: 7, projectName: '乙烯扩建项目', projectCode: 'P-7' }],
          [PRE.key]: [{ id: 1, name: '预评价报告', state: 'closed', deadline: '2026-10-01', finishDate: '2026-09-20', projectCode: 'P-7' }],
          [LINKED.key]: [{ id: 3, name: '换热器泄漏维修', state: 'todo', deadline: '2026-12-05', projectId: 7 }, { id: 4, name: '别的项目的维修', state: 'todo', projectId: 8 }],
          [DESIGN.key]: [{ id: 2, name: '安全设施设计专篇', state: 'todo', deadline: '2026-12-01', projectCode: 'P-7' }],
        },
      },
    }),
  ],
} satisfies Meta<typeof RecordStages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Project: Story = {
  play: async () => {
    await shows(() => screen.getByText('乙烯扩建项目', { selector: '.ant-card-head-title' }));
    await shows(() => screen.getByText('待整改'));
  },
};

/** A project whose design stage has not started. */
export const StageNotStarted: Story = { args: { stageKeys: [PRE.key, DESIGN.key, 'story-missing'] } };

/** A record with the records that refer to it by its id (设备详情: its repairs), its own workflow shown. */
export const LinkedById: Story = {
  args: { stageKeys: [], links: [{ resource: LINKED.key, field: 'projectId', fields: ['name', 'deadline'] }], stagesTitle: '关联记录', workflow: true },
  play: async () => {
    await shows(() => screen.getByText('关联记录'));
    await shows(() => screen.getByText('换热器泄漏维修'));
  },
};

/** A list cell linking to the record's page (a column's `link`). */
export const Link: Story = { render: () => <RecordLink to="/stsgl/detail/{id}" id={7}>乙烯扩建项目</RecordLink> };
