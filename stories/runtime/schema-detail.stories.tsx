import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { FieldViewsContext, type FieldViewProps } from '../../src/runtime/field-views-context.ts';
import { SchemaDetail } from '../../src/runtime/schema-detail.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { shows } from '../support/play-helpers.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { ENTERPRISE_INFO, ENTERPRISE_RECORD } from '../support/enterprise-info-fixtures.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER, SAFETY_MANAGER_STALE, hazardRows, safetyManagerRows } from '../support/resource-fixtures.ts';

const FILES = [fileMeta('41', '安全生产许可证.pdf', 'document'), fileMeta('42', '证书照片.png', 'image')];
const MANAGER = { ...safetyManagerRows(2)[1], attachments: ['41', '42'], validityStatus: 'EFFECTIVE' };

/** The safety managers with a designer tab holding a custom field. */
const TABBED: ResourceFile = {
  ...SAFETY_MANAGER,
  form: {
    ...SAFETY_MANAGER.form,
    properties: { ...SAFETY_MANAGER.form.properties, trainingDate: { type: 'string', format: 'date', title: '最近培训日期' } },
  },
  layout: { tabs: [{ key: 'training', title: '培训信息', fields: ['trainingDate'] }] },
};

/** The detail view of a record: a Descriptions per section, values through FieldValue. */
const meta = {
  title: 'Runtime/SchemaDetail',
  component: SchemaDetail,
  args: { resource: SAFETY_MANAGER, record: MANAGER },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE, ENTERPRISE_INFO], files: FILES })],
} satisfies Meta<typeof SchemaDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections of the file, with the validity status and the attachments. */
export const Sections: Story = {
  play: async () => {
    await shows(() => screen.getByText('证书信息'));
    await shows(() => screen.getByText('安全生产许可证.pdf'));
  },
};

/** A hazard source: enum tags, chemicals, system times. */
export const HazardSource: Story = {
  args: { resource: HAZARD_SOURCE, record: hazardRows(4)[2] },
  play: async () => {
    await shows(() => screen.getByText('管理信息'));
  },
};

/** A section names a field that was removed: the placeholder, not a crash. */
export const MissingField: Story = {
  args: { resource: SAFETY_MANAGER_STALE },
  play: async () => {
    await shows(() => screen.getByText(/字段 trainingHours 已不存在/));
  },
};

/** A designer tab adds its own section. */
export const WithTab: Story = {
  args: { resource: TABBED, record: { ...MANAGER, trainingDate: '2026-03-01' } },
  play: async () => {
    await shows(() => screen.getByText('培训信息'));
    await shows(() => screen.getByText('2026-03-01'));
  },
};

/** No sections declared: one 基本信息 of every field. */
export const NoSections: Story = {
  args: { resource: { ...HAZARD_SOURCE, detail: undefined }, record: hazardRows(1)[0] },
};

/** The tabs as tabs (the enterprise-information page): 基本信息 first, three columns on wide screens. */
export const AsTabs: Story = {
  args: { resource: ENTERPRISE_INFO, record: ENTERPRISE_RECORD, layout: 'tabs', column: { xs: 1, md: 2, xl: 3 } },
  play: async () => {
    await shows(() => screen.getByText('华东精细化工有限公司'));
    await userEvent.click(screen.getByRole('tab', { name: '证照信息' }));
    await shows(() => screen.getByText('2027-02-28'));
  },
};

/** The safety managers with a list a form block edits: their trainings. */
const WITH_TRAININGS: ResourceFile = {
  ...SAFETY_MANAGER,
  form: {
    ...SAFETY_MANAGER.form,
    properties: {
      ...SAFETY_MANAGER.form.properties,
      trainings: { type: 'array', title: '培训记录', items: { type: 'object', properties: { course: { type: 'string', title: '课程' } } }, 'x-block': { key: 'demo/trainings' } },
    },
  },
};

/** The block's read-only half, as a module registers it (`fieldViews`). */
function TrainingsView({ value }: FieldViewProps) {
  const rows = Array.isArray(value) ? (value as { course: string }[]) : [];
  return (
    <ol style={{ margin: 0 }}>
      {rows.map((r) => (
        <li key={r.course}>{r.course}</li>
      ))}
    </ol>
  );
}

/** A field a form block edits, shown by its registered view on a whole row (FieldViewsContext). */
export const FieldView: Story = {
  args: { resource: WITH_TRAININGS, record: { ...MANAGER, trainings: [{ course: '危险化学品安全管理' }, { course: '特殊作业监护' }] } },
  decorators: [
    (Story) => (
      <FieldViewsContext.Provider value={(key) => (key === 'demo/trainings' ? TrainingsView : null)}>
        <Story />
      </FieldViewsContext.Provider>
    ),
  ],
  play: async () => {
    await shows(() => screen.getByText('培训记录'));
    await shows(() => screen.getByText('特殊作业监护'));
  },
};
