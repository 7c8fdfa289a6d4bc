// A resource placing two form blocks (src/schema/keywords/form-blocks.ts), for the story and the unit test of the
// runtime half: `demo/names` edits the list `people` (its value, its field's rules: at most 3), `demo/count`
// shows, live, how many people the form holds after the field `site`.
import { observer } from '@formily/react';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { FormBlockLookup, FormBlockProps } from '../../src/runtime/form-blocks-context.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

export const BLOCK_FORM: ResourceFile = {
  key: 'block-demo',
  title: '表单块示例',
  endpoint: '/u-basic/block-demo',
  actions: ['list', 'detail', 'create', 'update'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['site'],
    properties: {
      site: { type: 'string', title: '作业地点', maxLength: 20 },
      people: {
        type: 'array',
        title: '作业人',
        maxItems: 3,
        items: { type: 'string', maxLength: 10 },
        'x-block': { key: 'demo/names', props: { addText: '添加作业人' } },
      },
    },
    'x-blocks': [{ key: 'demo/count', title: '人数', after: 'site' }],
  },
  list: { columns: [{ field: 'site' }] },
};

/** Edits a list of names: one input and 添加; each name with 删除. */
function NamesBlock({ value, onChange, props, title }: FormBlockProps) {
  const names = Array.isArray(value) ? (value as string[]) : [];
  const [draft, setDraft] = useState('');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {names.map((n, i) => (
        <Space key={`${n}-${i}`}>
          <Typography.Text>{n}</Typography.Text>
          <Button size="small" danger onClick={() => onChange?.(names.filter((_, j) => j !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Space.Compact>
        <Input aria-label={`${title}姓名`} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button
          onClick={() => {
            if (!draft) return;
            onChange?.([...names, draft]);
            setDraft('');
          }}
        >
          {String(props.addText ?? '添加')}
        </Button>
      </Space.Compact>
    </Space>
  );
}

/** The number of people the form holds, as they are added. */
const CountBlock = observer(function CountBlock({ form }: FormBlockProps) {
  const people = (form.values as { people?: unknown[] }).people ?? [];
  return <Typography.Text data-testid="people-count">共 {people.length} 人</Typography.Text>;
});

/** The demo's registry: what a page provides through FormBlocksContext. */
export const demoBlocks: FormBlockLookup = (key) => (key === 'demo/names' ? NamesBlock : key === 'demo/count' ? CountBlock : null);
