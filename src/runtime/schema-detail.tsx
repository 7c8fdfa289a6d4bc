// The detail view of a record: antd Descriptions per `detail.sections` (system fields allowed), then a
// section per layout tab for its fields no section shows, then 其他信息 with the remaining form fields
// (custom fields added later). Every value goes through FieldValue; a name that no longer resolves shows
// the MissingField placeholder.
import { Descriptions, Empty, Flex } from 'antd';
import type { DescriptionsProps } from 'antd';
import { fieldTitle, resolveField, type DetailSection, type ResourceFile } from '../schema/resource-types.ts';
import { FieldValue } from './field-value.tsx';

export interface SchemaDetailProps {
  resource: ResourceFile;
  record: Record<string, unknown>;
  hiddenFields?: string[];
}

export const DEFAULT_SECTION_TITLE = '基本信息';
export const OTHER_SECTION_TITLE = '其他信息';

/** The sections shown for `resource`, hidden fields left out, empty sections dropped. */
export function detailSections(resource: ResourceFile, hiddenFields: readonly string[] = []): DetailSection[] {
  const hidden = new Set(hiddenFields);
  const declared = resource.detail?.sections ?? [];
  const tabs = resource.layout?.tabs ?? [];
  const shown = new Set(declared.flatMap((s) => s.fields));
  const sections: DetailSection[] = declared.map((s) => ({ title: s.title, fields: [...s.fields] }));
  const tabSections: DetailSection[] = tabs.map((t) => {
    const fields = t.fields.filter((f) => !shown.has(f));
    fields.forEach((f) => shown.add(f));
    return { title: t.title, fields };
  });
  const rest = Object.keys(resource.form.properties).filter((f) => !shown.has(f));
  if (declared.length === 0 && tabs.length === 0) sections.push({ title: DEFAULT_SECTION_TITLE, fields: rest });
  else if (tabs.length > 0 && declared.length === 0) sections.push({ title: DEFAULT_SECTION_TITLE, fields: rest }, ...tabSections);
  else sections.push(...tabSections, { title: OTHER_SECTION_TITLE, fields: rest });
  return sections
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !hidden.has(f)) }))
    .filter((s) => s.fields.length > 0);
}

/** Long values (text areas, files, tag lists) take a whole row. */
function wide(resource: ResourceFile, name: string): boolean {
  const f = resolveField(resource, name);
  if (!f) return false;
  const c = f['x-component'];
  return c === 'Input.TextArea' || c === 'Upload' || f.type === 'array' || (f.maxLength ?? 0) > 200;
}

/** The record `record` of `resource`, read-only. */
export function SchemaDetail({ resource, record, hiddenFields }: SchemaDetailProps) {
  const sections = detailSections(resource, hiddenFields);
  if (sections.length === 0) return <Empty description="暂无可显示的字段" />;
  return (
    <Flex vertical gap={16} data-testid="schema-detail">
      {sections.map((s, i) => {
        const items: DescriptionsProps['items'] = s.fields.map((name) => ({
          key: name,
          label: fieldTitle(resource, name),
          span: wide(resource, name) ? 2 : 1,
          children: <FieldValue resource={resource} name={name} value={record[name]} />,
        }));
        return <Descriptions key={`${i}-${s.title}`} title={s.title} bordered size="small" column={2} items={items} />;
      })}
    </Flex>
  );
}
