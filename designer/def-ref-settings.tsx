// The settings of a reference field (关联记录) in the definition editor: the resource it points at (grouped:
// the platform's staff and departments, the platform's shared data such as 行政区划, the resources of the
// enterprise's modules; a tree is picked in a tree select), the target's field shown as its label, one record
// or several, what a deletion of the target does (explained; on a permit form only 被引用时不能删除), and which
// target records may be chosen (only enabled ones; fields equal to values). Each shows its problems.
import { Alert, Button, Flex, Form, Input, Radio, Select, Switch, Tag, Typography } from 'antd';
import {
  CUSTOM_REF_ON_DELETE,
  MAX_REF_FILTERS,
  type CustomRefOnDelete,
  type RefFilterCondition,
  type RefTarget,
  type RefTargetGroup,
} from '../src/schema/custom-field-ref.ts';
import { DefItem } from './def-item.tsx';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface DefRefSettingsProps {
  targets: ReadonlyMap<string, RefTarget> | undefined;
  loading: boolean;
  error: string | null;
  /** The target chosen (its label and filter fields are offered). */
  refResource?: string;
  problemsOf: (prop: string) => string[];
  /** What a deletion of the target may do here (all by default; a permit form only restricts). */
  onDeleteChoices?: readonly CustomRefOnDelete[];
}

const GROUPS = [
  { group: 'entity', title: 'designer.ref.groupEntity' },
  { group: 'shared', title: 'designer.ref.groupShared' },
  { group: 'resource', title: 'designer.ref.groupResource' },
] as const satisfies readonly { group: RefTargetGroup; title: string }[];

const ON_DELETE_LABELS = {
  restrict: 'designer.ref.onDelete.restrict',
  clear: 'designer.ref.onDelete.clear',
  cascade: 'designer.ref.onDelete.cascade',
} as const satisfies Record<CustomRefOnDelete, string>;

const ON_DELETE_HELP = {
  restrict: 'designer.ref.onDeleteHelp.restrict',
  clear: 'designer.ref.onDeleteHelp.clear',
  cascade: 'designer.ref.onDeleteHelp.cascade',
} as const satisfies Record<CustomRefOnDelete, string>;

function targetLabel(target: RefTarget): string {
  return t(target.tree ? 'designer.ref.targetTree' : 'designer.titleKey', { title: target.title, key: target.key });
}

/** The target choices in their groups (empty groups left out). */
function targetOptions(list: readonly RefTarget[]) {
  return GROUPS.map(({ group, title }) => ({
    label: t(title),
    options: list.filter((x) => (x.group ?? 'resource') === group).map((x) => ({ label: targetLabel(x), value: x.key })),
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
          aria-label={t('designer.ref.filterField', { n: index + 1 })}
          placeholder={t('designer.ref.field')}
          showSearch
          optionFilterProp="label"
          options={target?.filters?.map((f) => ({ label: f.title, value: f.field })) ?? []}
        />
      </Form.Item>
      <Typography.Text style={{ lineHeight: '32px' }}>{t('designer.ref.equals')}</Typography.Text>
      <Form.Item name={[index, 'value']} style={{ flex: 1, marginBottom: 8 }}>
        {spec?.options ? (
          <Select aria-label={t('designer.ref.filterValue', { n: index + 1 })} placeholder={t('designer.ref.value')} options={spec.options.map((o) => ({ label: o.label, value: o.value }))} />
        ) : (
          <Input aria-label={t('designer.ref.filterValue', { n: index + 1 })} placeholder={t('designer.ref.value')} maxLength={100} />
        )}
      </Form.Item>
      <Button type="link" danger onClick={onRemove} aria-label={t('designer.ref.filterDelete', { n: index + 1 })}>
        {t('designer.delete')}
      </Button>
    </Flex>
  );
}

export function DefRefSettings({ targets, loading, error, refResource, problemsOf, onDeleteChoices = CUSTOM_REF_ON_DELETE }: DefRefSettingsProps) {
  const list = targets ? [...targets.values()] : [];
  const target = refResource ? targets?.get(refResource) : undefined;
  const onDelete = Form.useWatch('refOnDelete') as CustomRefOnDelete | undefined;
  const filterProblems = problemsOf('refFilter');
  const noFilters = target !== undefined && !target.filters?.length;
  return (
    <>
      {error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={error} description={t('designer.ref.checkedOnPublish')} />}
      <DefItem
        name="refResource"
        label={t('designer.ref.target')}
        problems={problemsOf('refResource')}
        extra={
          target?.tree ? (
            <span>
              <Tag color="blue">{t('designer.ref.tree')}</Tag>{t('designer.ref.treeHelp')}
            </span>
          ) : (
            t('designer.ref.targetHelp')
          )
        }
      >
        <Select showSearch loading={loading} placeholder={t('designer.choose')} optionFilterProp="label" options={targetOptions(list)} />
      </DefItem>
      <DefItem name="refLabel" label={t('designer.ref.label')} problems={problemsOf('refLabel')} extra={t('designer.ref.labelHelp')}>
        <Select allowClear placeholder={target ? (target.labels[0]?.title ?? t('designer.ref.name')) : t('designer.ref.chooseTargetFirst')} disabled={!target} options={target?.labels.map((l) => ({ label: t('designer.titleKey', { title: l.title, key: l.field }), value: l.field })) ?? []} />
      </DefItem>
      <DefItem name="refMultiple" label={t('designer.ref.multiple')} valuePropName="checked" problems={problemsOf('refMultiple')}>
        <Switch />
      </DefItem>
      <DefItem name="refOnDelete" label={t('designer.ref.onDelete')} problems={problemsOf('refOnDelete')} extra={t(ON_DELETE_HELP[onDelete ?? 'restrict'])}>
        <Radio.Group options={onDeleteChoices.map((v) => ({ label: t(ON_DELETE_LABELS[v]), value: v }))} />
      </DefItem>
      <DefItem
        name="refEnabledOnly"
        label={t('designer.ref.enabledOnly')}
        valuePropName="checked"
        problems={problemsOf('refEnabledOnly')}
        extra={target && !target.hasStatus ? t('designer.ref.noStatus', { title: target.title }) : t('designer.ref.enabledOnlyHelp')}
      >
        <Switch disabled={target !== undefined && !target.hasStatus} />
      </DefItem>
      <Form.Item
        label={t('designer.ref.filter')}
        validateStatus={filterProblems.length ? 'error' : undefined}
        help={filterProblems.length ? filterProblems.join(t('designer.problemSeparator')) : undefined}
        extra={noFilters ? t('designer.ref.noFilterFields', { title: target.title }) : t('designer.ref.filterHelp')}
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
                {t('designer.ref.filterAdd')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
