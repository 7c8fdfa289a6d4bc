// The settings of a reference field (关联记录) in the definition editor: the resource it points at (grouped:
// the platform's staff and departments, the platform's shared data such as 行政区划, the resources of the
// enterprise's modules; a tree is picked in a tree select), the target's field shown as its label, one record
// or several, what a deletion of the target does (explained), and which target records may be chosen (only
// enabled ones; fields equal to values). Each shows its problems.
import { Alert, Button, Flex, Form, Input, Radio, Select, Switch, Tag, Typography } from 'antd';
import {
  CUSTOM_REF_ON_DELETE,
  MAX_REF_FILTERS,
  REF_ON_DELETE_HELP,
  REF_ON_DELETE_LABELS,
  type CustomRefOnDelete,
  type RefFilterCondition,
  type RefTarget,
  type RefTargetGroup,
} from '../src/schema/custom-field-ref.ts';
import { DefItem } from './def-item.tsx';

export interface DefRefSettingsProps {
  targets: ReadonlyMap<string, RefTarget> | undefined;
  loading: boolean;
  error: string | null;
  /** The target chosen (its label and filter fields are offered). */
  refResource?: string;
  problemsOf: (prop: string) => string[];
}

const GROUPS: readonly { group: RefTargetGroup; title: string }[] = [
  { group: 'entity', title: '平台人员与部门' },
  { group: 'shared', title: '平台共享数据' },
  { group: 'resource', title: '本企业的资源' },
];

function targetLabel(t: RefTarget): string {
  return `${t.title}（${t.key}）${t.tree ? ' · 树形' : ''}`;
}

/** The target choices in their groups (empty groups left out). */
function targetOptions(list: readonly RefTarget[]) {
  return GROUPS.map(({ group, title }) => ({
    label: title,
    options: list.filter((t) => (t.group ?? 'resource') === group).map((t) => ({ label: targetLabel(t), value: t.key })),
  })).filter((g) => g.options.length > 0);
}

/** One condition: the target's field, and its value (a choice when the field has options). */
function FilterRow({ index, target, onRemove }: { index: number; target: RefTarget | undefined; onRemove: () => void }) {
  const field = Form.useWatch(['refFilter', index, 'field']) as string | undefined;
  const spec = target?.filters?.find((f) => f.field === field);
  return (
    <Flex gap={8} align="start" data-testid={`ref-filter-${index}`}>
      <Form.Item name={[index, 'field']} style={{ flex: 1, marginBottom: 8 }}>
        <Select
          aria-label={`第 ${index + 1} 条筛选条件的字段`}
          placeholder="字段"
          showSearch
          optionFilterProp="label"
          options={target?.filters?.map((f) => ({ label: f.title, value: f.field })) ?? []}
        />
      </Form.Item>
      <Typography.Text style={{ lineHeight: '32px' }}>等于</Typography.Text>
      <Form.Item name={[index, 'value']} style={{ flex: 1, marginBottom: 8 }}>
        {spec?.options ? (
          <Select aria-label={`第 ${index + 1} 条筛选条件的值`} placeholder="值" options={spec.options.map((o) => ({ label: o.label, value: o.value }))} />
        ) : (
          <Input aria-label={`第 ${index + 1} 条筛选条件的值`} placeholder="值" maxLength={100} />
        )}
      </Form.Item>
      <Button type="link" danger onClick={onRemove} aria-label={`删除第 ${index + 1} 条筛选条件`}>
        删除
      </Button>
    </Flex>
  );
}

export function DefRefSettings({ targets, loading, error, refResource, problemsOf }: DefRefSettingsProps) {
  const list = targets ? [...targets.values()] : [];
  const target = refResource ? targets?.get(refResource) : undefined;
  const onDelete = Form.useWatch('refOnDelete') as CustomRefOnDelete | undefined;
  const filterProblems = problemsOf('refFilter');
  const noFilters = target !== undefined && !target.filters?.length;
  return (
    <>
      {error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={error} description="发布时由服务器检查关联的资源" />}
      <DefItem
        name="refResource"
        label="关联的资源"
        problems={problemsOf('refResource')}
        extra={
          target?.tree ? (
            <span>
              <Tag color="blue">树形</Tag>在表单中以树形选择框选择
            </span>
          ) : (
            '本企业已开通模块中的资源、平台共享数据（如行政区划），以及人员、部门'
          )
        }
      >
        <Select showSearch loading={loading} placeholder="请选择" optionFilterProp="label" options={targetOptions(list)} />
      </DefItem>
      <DefItem name="refLabel" label="显示的字段" problems={problemsOf('refLabel')} extra="列表、详情和选择框中显示被关联记录的哪个字段；不选时显示名称">
        <Select allowClear placeholder={target ? (target.labels[0]?.title ?? '名称') : '先选择关联的资源'} disabled={!target} options={target?.labels.map((l) => ({ label: `${l.title}（${l.field}）`, value: l.field })) ?? []} />
      </DefItem>
      <DefItem name="refMultiple" label="可关联多条记录" valuePropName="checked" problems={problemsOf('refMultiple')}>
        <Switch />
      </DefItem>
      <DefItem name="refOnDelete" label="被关联的记录删除时" problems={problemsOf('refOnDelete')} extra={REF_ON_DELETE_HELP[onDelete ?? 'restrict']}>
        <Radio.Group options={CUSTOM_REF_ON_DELETE.map((v) => ({ label: REF_ON_DELETE_LABELS[v], value: v }))} />
      </DefItem>
      <DefItem
        name="refEnabledOnly"
        label="只选启用的记录"
        valuePropName="checked"
        problems={problemsOf('refEnabledOnly')}
        extra={target && !target.hasStatus ? `「${target.title}」没有启用状态` : '选择框只列出启用的记录；保存时停用的记录被拒绝'}
      >
        <Switch disabled={target !== undefined && !target.hasStatus} />
      </DefItem>
      <Form.Item
        label="筛选条件"
        validateStatus={filterProblems.length ? 'error' : undefined}
        help={filterProblems.length ? filterProblems.join('；') : undefined}
        extra={noFilters ? `「${target.title}」没有可筛选的字段` : '只能选择这些字段都等于所填值的记录（例如 级别 等于 县级）；保存时不符合的记录被拒绝'}
      >
        <Form.List name="refFilter">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <FilterRow key={row.key} index={row.name} target={target} onRemove={() => remove(row.name)} />
              ))}
              <Button
                type="dashed"
                onClick={() => add({ field: undefined, value: '' } satisfies Partial<RefFilterCondition>)}
                disabled={!target || noFilters || rows.length >= MAX_REF_FILTERS}
                block
              >
                添加筛选条件
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
