import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { screen } from 'storybook/test';
import { FieldValue } from '../../src/runtime/field-value.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { shows } from '../support/play-helpers.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { HAZARD_SOURCE, SAFETY_MANAGER, hazardRows, safetyManagerRows } from '../support/resource-fixtures.ts';

const FILES = [fileMeta('41', '安全生产许可证.pdf', 'document'), fileMeta('42', '现场照片.png', 'image')];
const MANAGER = { ...safetyManagerRows(1)[0], attachments: ['41', '42'], validityStatus: 'EXPIRED' };
const HAZARD = hazardRows(3)[2];

/** THE renderer of a value in table cells and the detail view. */
const meta = {
  title: 'Runtime/FieldValue',
  component: FieldValue,
  args: { resource: HAZARD_SOURCE, name: 'level', value: '1' },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER, HAZARD_SOURCE], files: FILES })],
} satisfies Meta<typeof FieldValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enum value: its label in a tag of the option's colour. */
export const EnumTag: Story = {
  play: async () => {
    await shows(() => screen.getByText('一级'));
  },
};

/** The derived validity status. */
export const Validity: Story = {
  args: { resource: SAFETY_MANAGER, name: 'validityStatus', value: 'EFFECTIVE' },
  play: async () => {
    await shows(() => screen.getByText('有效'));
  },
};

/** A boolean: 是 / 否. */
export const Boolean: Story = {
  args: { resource: SAFETY_MANAGER, name: 'voided', value: true },
  play: async () => {
    await shows(() => screen.getByText('是'));
  },
};

/** A file field: the files by name, images as thumbnails. */
export const Files: Story = {
  args: { resource: SAFETY_MANAGER, name: 'attachments', value: ['41', '42'] },
  play: async () => {
    await shows(() => screen.getByText('安全生产许可证.pdf'));
    await shows(() => screen.getByAltText('现场照片.png'));
  },
};

/** Nothing: -. */
export const Empty: Story = {
  args: { resource: SAFETY_MANAGER, name: 'department', value: null },
  play: async () => {
    await shows(() => screen.getByText('-'));
  },
};

/** A name that is no longer a field. */
export const Missing: Story = {
  args: { resource: SAFETY_MANAGER, name: 'trainingHours', value: 12 },
  play: async () => {
    await shows(() => screen.getByText(/字段 trainingHours 已不存在/));
  },
};

/** Every field of a safety manager and a hazard source, as the detail and table show them. */
export const AllKinds: Story = {
  render: () => (
    <>
      {[
        { resource: SAFETY_MANAGER, record: MANAGER as Record<string, unknown>, extra: ['validityStatus', 'status', 'createdAt'] },
        { resource: HAZARD_SOURCE, record: HAZARD as Record<string, unknown>, extra: ['status', 'updatedAt'] },
      ].map(({ resource, record, extra }) => (
        <Descriptions
          key={resource.key}
          title={resource.title}
          bordered
          size="small"
          column={2}
          style={{ marginBottom: 24 }}
          items={[...Object.keys(resource.form.properties), ...extra].map((name) => ({
            key: name,
            label: resource.form.properties[name]?.title ?? name,
            children: <FieldValue resource={resource} name={name} value={record[name]} />,
          }))}
        />
      ))}
    </>
  ),
  play: async () => {
    await shows(() => screen.getByText('已过期'));
    await shows(() => screen.getByText('停用'));
  },
};
