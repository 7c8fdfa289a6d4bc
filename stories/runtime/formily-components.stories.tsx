import type { Meta, StoryObj } from '@storybook/react-vite';
import { createForm } from '@formily/core';
import { FormProvider, type ISchema } from '@formily/react';
import { useMemo } from 'react';
import { screen } from 'storybook/test';
import {
  DatePicker,
  FORMILY_COMPONENT_MAP,
  ResourceFormTab,
  ResourceSchemaField,
  UnknownComponent,
} from '../../src/runtime/formily-components.tsx';
import { toFormilySchema } from '../../src/schema/compile-formily.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { shows } from '../support/play-helpers.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

/** One field of every kind the component map renders, in two tabs, with a removed and an unknown one. */
const EVERY_KIND: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'every-kind',
  form: {
    type: 'object',
    required: ['text'],
    properties: {
      text: { type: 'string', title: '文本', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      memo: { type: 'string', title: '多行文本', maxLength: 200, 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' },
      amount: { type: 'number', title: '数量', minimum: 0, 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
      grade: {
        type: 'string',
        title: '等级',
        enum: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
      gender: {
        type: 'string',
        title: '性别',
        enum: [{ label: '男', value: 'male' }, { label: '女', value: 'female' }],
        'x-decorator': 'FormItem',
        'x-component': 'Radio.Group',
      },
      roles: {
        type: 'array',
        title: '对象',
        items: { type: 'string' },
        enum: [{ label: '企业管理员', value: 'qyUser' }, { label: '企业员工', value: 'qyStaff' }],
        'x-decorator': 'FormItem',
        'x-component': 'Checkbox.Group',
      },
      active: { type: 'boolean', title: '启用', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
      day: { type: 'string', format: 'date', title: '日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      at: { type: 'string', format: 'date-time', title: '时间', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      files: { type: 'array', title: '附件', items: { type: 'string' }, 'x-decorator': 'FormItem', 'x-component': 'Upload' },
      spot: { type: 'string', title: '位置', 'x-decorator': 'FormItem', 'x-component': 'MapPicker' },
    },
  },
  layout: { tabs: [{ key: 'more', title: '更多', fields: ['day', 'at', 'files', 'spot', 'removedField'] }] },
};

function EveryKind() {
  const form = useMemo(() => createForm({ initialValues: { day: 'not-a-date', files: ['41'] } }), []);
  return (
    <FormProvider form={form}>
      <ResourceSchemaField schema={toFormilySchema(EVERY_KIND) as ISchema} />
    </FormProvider>
  );
}

/** The component map of resource forms (ResourceSchemaField). */
const meta = {
  title: 'Runtime/FormilyComponents',
  component: EveryKind,
  decorators: [withFakeClient({ resources: [EVERY_KIND] })],
} satisfies Meta<typeof EveryKind>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of field, in FormTab panes; a stored value that is not a date leaves the picker empty. */
export const EveryComponent: Story = {
  play: async () => {
    await shows(() => screen.getByText('多行文本'));
    await shows(() => screen.getByRole('tab', { name: '更多' }));
  },
};

/** An x-component the runtime does not provide. */
export const Unknown: StoryObj<typeof UnknownComponent> = {
  render: () => <UnknownComponent componentName="MapPicker" />,
  play: async () => {
    await shows(() => screen.getByText(/不支持的组件 MapPicker/));
  },
};

/** The date picker outside a form, with a value that is not a date. */
export const SafeDatePicker: StoryObj<typeof DatePicker> = {
  render: () => (
    <FormProvider form={createForm()}>
      <DatePicker value="2026-02-30x" />
    </FormProvider>
  ),
};

/** The names of the map (what x-component may name). */
export const ComponentNames: Story = {
  render: () => (
    <ul>
      {Object.keys(FORMILY_COMPONENT_MAP).map((n) => (
        <li key={n}>{n === 'FormTab' ? `${n} (${ResourceFormTab.name})` : n}</li>
      ))}
    </ul>
  ),
};
