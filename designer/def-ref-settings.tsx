// The settings of a reference field (关联记录) in the definition editor: the resource it points at (the
// enterprise's readable resources and the platform's staff and departments), the target's field shown as its
// label, one record or several, and what a deletion of the target does. Each shows its problems.
import { Alert, Radio, Select, Switch } from 'antd';
import { CUSTOM_REF_ON_DELETE, REF_ON_DELETE_LABELS, type RefTarget } from '../src/schema/custom-field-ref.ts';
import { DefItem } from './def-item.tsx';

export interface DefRefSettingsProps {
  targets: ReadonlyMap<string, RefTarget> | undefined;
  loading: boolean;
  error: string | null;
  /** The target chosen (its label fields are offered). */
  refResource?: string;
  problemsOf: (prop: string) => string[];
}

export function DefRefSettings({ targets, loading, error, refResource, problemsOf }: DefRefSettingsProps) {
  const list = targets ? [...targets.values()] : [];
  const target = refResource ? targets?.get(refResource) : undefined;
  return (
    <>
      {error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={error} description="发布时由服务器检查关联的资源" />}
      <DefItem name="refResource" label="关联的资源" problems={problemsOf('refResource')} extra="本企业已开通模块中的资源，以及人员、部门">
        <Select
          showSearch
          loading={loading}
          placeholder="请选择"
          optionFilterProp="label"
          options={list.map((t) => ({ label: `${t.title}（${t.key}）`, value: t.key }))}
        />
      </DefItem>
      <DefItem name="refLabel" label="显示的字段" problems={problemsOf('refLabel')} extra="列表、详情和选择框中显示被关联记录的哪个字段；不选时显示名称">
        <Select allowClear placeholder={target ? (target.labels[0]?.title ?? '名称') : '先选择关联的资源'} disabled={!target} options={target?.labels.map((l) => ({ label: `${l.title}（${l.field}）`, value: l.field })) ?? []} />
      </DefItem>
      <DefItem name="refMultiple" label="可关联多条记录" valuePropName="checked" problems={problemsOf('refMultiple')}>
        <Switch />
      </DefItem>
      <DefItem name="refOnDelete" label="被关联的记录删除时" problems={problemsOf('refOnDelete')}>
        <Radio.Group options={CUSTOM_REF_ON_DELETE.map((v) => ({ label: REF_ON_DELETE_LABELS[v], value: v }))} />
      </DefItem>
    </>
  );
}
