// The custom fields of the draft in a table (标识, 名称, 类型, 必填, 列表显示, 状态) with 新增字段, 编辑, 停用/启用,
// 置顶/置底/取消固定, 删除 (hidden, values kept, restorable) and 恢复 (a filter shows the removed ones), and
// 上移/下移 within the pin group. Controlled: every edit is one `onChange(next)` with a new overlay.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { CustomFieldDef } from '../src/schema/custom-field.ts';
import { fieldTypeLabel } from './field-type-label.ts';
import { fieldContext } from '../src/schema/field-context.ts';
import type { OverlayField, ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import type { CustomRefOnDelete } from '../src/schema/custom-field-ref.ts';
import { permitKindOfKey } from '../src/schema/permit-form.ts';
import { fieldsWithProblems, problemsOfField, type DraftProblem } from './draft-problems.ts';
import { FieldDefEditor } from './field-def-editor.tsx';
import { addField, defOf, moveField, orderedFields, pinField, removeField, restoreField, setFieldEnabled, takenKeys, updateField } from './overlay-edits.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface FieldListPanelProps {
  base: ResourceFile;
  overlay: ResourceOverlay;
  onChange: (next: ResourceOverlay) => void;
  /** Problems of the draft (found here or by the server), with `fields.<key>.<prop>` paths. */
  problems?: readonly DraftProblem[];
  /** Fields of the published version: their type cannot change. */
  publishedKeys?: ReadonlySet<string>;
  readOnly?: boolean;
}

/** A permit is kept as written (GB 30871 4.18): its references only restrict the deletion of what they name. */
const PERMIT_REF_ON_DELETE: readonly CustomRefOnDelete[] = ['restrict'];

export const REMOVE_CONFIRM: string = designerZh['designer.fields.removeConfirm'];

interface Row {
  field: OverlayField;
  /** Position in the display order of every custom field (removed ones included). */
  index: number;
  /** Display index of the visible row above / below in the same pin group, or -1. */
  up: number;
  down: number;
}

function statusTag(f: OverlayField) {
  if (f.removed) return <Tag color="red">{t('designer.fields.removed')}</Tag>;
  return f.enabled ? <Tag color="green">{t('designer.enabled')}</Tag> : <Tag>{t('designer.disabled')}</Tag>;
}

export function FieldListPanel({ base, overlay, onChange, problems = [], publishedKeys, readOnly }: FieldListPanelProps) {
  const [showRemoved, setShowRemoved] = useState(false);
  const [editing, setEditing] = useState<{ key: string | null } | null>(null);
  const removedCount = overlay.fields.filter((f) => f.removed).length;
  const faulty = useMemo(() => fieldsWithProblems(problems), [problems]);

  const rows = useMemo<Row[]>(() => {
    const all = orderedFields(overlay).map((field, index) => ({ field, index }));
    const shown = all.filter((r) => showRemoved || !r.field.removed);
    return shown.map((r, i) => {
      const same = (other: (typeof shown)[number] | undefined) => (other && other.field.pinned === r.field.pinned ? other.index : -1);
      return { ...r, up: same(shown[i - 1]), down: same(shown[i + 1]) };
    });
  }, [overlay, showRemoved]);

  const editedField = editing?.key ? overlay.fields.find((f) => f.key === editing.key) : undefined;
  const initial = editedField ? defOf(editedField) : null;
  const taken = useMemo(() => takenKeys(base, overlay), [base, overlay]);
  const fields = useMemo(() => fieldContext(base, overlay).fields ?? new Map<string, string>(), [base, overlay]);
  const submit = (def: CustomFieldDef) => {
    onChange(editing?.key ? updateField(overlay, editing.key, def) : addField(overlay, def));
    setEditing(null);
  };

  const columns: ColumnsType<Row> = [
    {
      title: t('designer.fields.order'),
      key: 'order',
      width: 92,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" aria-label={t('designer.moveUpOf', { name: r.field.key })} icon={<ArrowUpOutlined />} disabled={readOnly || r.up < 0} onClick={() => onChange(moveField(overlay, r.index, r.up))} />
          <Button
            size="small"
            aria-label={t('designer.moveDownOf', { name: r.field.key })}
            icon={<ArrowDownOutlined />}
            disabled={readOnly || r.down < 0}
            onClick={() => onChange(moveField(overlay, r.index, r.down))}
          />
        </Space>
      ),
    },
    { title: t('designer.fields.key'), key: 'key', render: (_, r) => <Typography.Text code>{r.field.key}</Typography.Text> },
    {
      title: t('designer.ref.name'),
      key: 'title',
      render: (_, r) => (
        <Space size={4}>
          <span>{r.field.schema.title ?? r.field.key}</span>
          {faulty.has(r.field.key) && (
            <Tooltip title={Object.values(problemsOfField(problems, r.field.key)).flat().join(t('designer.problemSeparator'))}>
              <Tag color="error">{t('designer.fields.needsChange')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('designer.fields.type'), key: 'type', render: (_, r) => (r.field.def ? fieldTypeLabel(r.field.def.type) : t('designer.fields.formDesigner')) },
    { title: t('designer.field.required'), key: 'required', width: 64, render: (_, r) => (r.field.required ? t('designer.yes') : t('designer.no')) },
    { title: t('designer.field.inList'), key: 'inList', width: 84, render: (_, r) => (r.field.inList === false ? t('designer.no') : t('designer.yes')) },
    {
      title: t('designer.fields.status'),
      key: 'status',
      width: 120,
      render: (_, r) => (
        <Space size={0}>
          {statusTag(r.field)}
          {r.field.pinned && <Tag color="blue">{r.field.pinned === 'top' ? t('designer.pinTop') : t('designer.pinEnd')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('designer.fields.actions'),
      key: 'actions',
      // Kept in view when the panel is narrower than the table (the preview takes half the page).
      fixed: 'right',
      render: (_, r) => {
        const f = r.field;
        if (f.removed) {
          return (
            <Button type="link" size="small" disabled={readOnly} onClick={() => onChange(restoreField(overlay, f.key))}>
              {t('designer.fields.restore')}
            </Button>
          );
        }
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" disabled={readOnly || !f.def} onClick={() => setEditing({ key: f.key })}>
              {t('designer.edit')}
            </Button>
            <Button type="link" size="small" disabled={readOnly} onClick={() => onChange(setFieldEnabled(overlay, f.key, !f.enabled))}>
              {f.enabled ? t('designer.disable') : t('designer.enable')}
            </Button>
            {f.pinned !== 'top' && (
              <Button type="link" size="small" disabled={readOnly} onClick={() => onChange(pinField(overlay, f.key, 'top'))}>
                {t('designer.pinTop')}
              </Button>
            )}
            {f.pinned !== 'end' && (
              <Button type="link" size="small" disabled={readOnly} onClick={() => onChange(pinField(overlay, f.key, 'end'))}>
                {t('designer.pinEnd')}
              </Button>
            )}
            {f.pinned && (
              <Button type="link" size="small" disabled={readOnly} onClick={() => onChange(pinField(overlay, f.key, 'none'))}>
                {t('designer.unpin')}
              </Button>
            )}
            <Popconfirm title={t('designer.fields.removeTitle', { title: f.schema.title ?? f.key })} description={t('designer.fields.removeConfirm')} okText={t('designer.delete')} cancelText={t('designer.cancel')} onConfirm={() => onChange(removeField(overlay, f.key))}>
              <Button type="link" size="small" danger disabled={readOnly}>
                {t('designer.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="field-list-panel">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setEditing({ key: null })}>
          {t('designer.field.createTitle')}
        </Button>
        <Checkbox checked={showRemoved} onChange={(e) => setShowRemoved(e.target.checked)}>
          {removedCount > 0 ? t('designer.fields.showRemovedCount', { count: removedCount }) : t('designer.fields.showRemoved')}
        </Checkbox>
      </Flex>
      <Table<Row>
        size="small"
        rowKey={(r) => r.field.key}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ style: r.field.removed ? { opacity: 0.55 } : undefined })}
        locale={{ emptyText: showRemoved ? t('designer.fields.none') : t('designer.fields.noneAdd') }}
      />
      <FieldDefEditor
        open={editing !== null}
        initial={initial}
        taken={taken}
        fields={fields}
        typeLocked={editing?.key ? (publishedKeys?.has(editing.key) ?? false) : false}
        serverProblems={editing?.key ? problemsOfField(problems, editing.key) : undefined}
        refOnDeleteChoices={permitKindOfKey(base.key) ? PERMIT_REF_ON_DELETE : undefined}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
