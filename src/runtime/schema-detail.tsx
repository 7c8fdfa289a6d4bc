// The detail view of a record: antd Descriptions per `detail.sections` (system fields allowed), then a
// section per layout tab for its fields no section shows, then 其他信息 with the remaining form fields
// (custom fields added later). Without `detail.sections` the tabs are the sections, after 基本信息 with the
// fields no tab names (as the form's tabs are). Shown stacked, or as tabs (`layout="tabs"`). Every value
// goes through FieldValue; a name that no longer resolves shows the MissingField placeholder, which in a
// tab's section offers 清除 to a designer (missing-field.tsx). A field edited by a form block (`x-block`) is shown by
// the view its module registers under the block's key (field-views-context.ts), on a whole row.
import { Descriptions, Empty, Flex, Spin, Tabs } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Suspense, useContext, type ReactNode } from 'react';
import { fieldTitle, resolveField, type DetailSection, type ResourceFile } from '../schema/resource-types.ts';
import type { ChildSchemas } from './child-schemas.ts';
import { ChildRowsView } from './child-rows-view.tsx';
import { FieldValue, refLabelOf } from './field-value.tsx';
import { FieldViewsContext, type FieldViewLookup } from './field-views-context.ts';
import { MissingField } from './missing-field.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface SchemaDetailProps {
  resource: ResourceFile;
  record: Record<string, unknown>;
  hiddenFields?: readonly string[];
  /** Sections one below the other (default), or one tab per section. */
  layout?: 'sections' | 'tabs';
  /** Columns of each Descriptions (default 2); a responsive object is allowed. */
  column?: DescriptionsProps['column'];
  /** The child resources of the file's `children` keys: each key's rows as a read-only table after the sections. */
  childSchemas?: ChildSchemas;
}

/** A section of the view; `tabKey` when it shows a layout tab (its missing names may be cleared). */
export interface ShownSection extends DetailSection {
  tabKey?: string;
}

const DEFAULT_SECTION = 'runtime.detail.basic';
const OTHER_SECTION = 'runtime.detail.other';

/** The sections of the layout tabs, each with the fields no earlier section shows. */
function tabSectionsOf(resource: ResourceFile, shown: Set<string>): ShownSection[] {
  return (resource.layout?.tabs ?? []).map((t) => {
    const fields = t.fields.filter((f) => !shown.has(f));
    fields.forEach((f) => shown.add(f));
    return { title: t.title, fields, tabKey: t.key };
  });
}

/** The sections shown for `resource`, hidden fields left out, empty sections dropped. */
export function detailSections(resource: ResourceFile, hiddenFields: readonly string[] = []): ShownSection[] {
  const hidden = new Set(hiddenFields);
  const declared = resource.detail?.sections ?? [];
  const shown = new Set(declared.flatMap((s) => s.fields));
  const sections: ShownSection[] = declared.map((s) => ({ title: s.title, fields: [...s.fields] }));
  const tabSections = tabSectionsOf(resource, shown);
  const rest = Object.keys(resource.form.properties).filter((f) => !shown.has(f));
  if (declared.length > 0) sections.push(...tabSections, { title: t(OTHER_SECTION), fields: rest });
  else if (tabSections.length === 0) sections.push({ title: t(DEFAULT_SECTION), fields: rest });
  else {
    // 基本信息 first with the fields no tab names; a tab of that title takes them instead of a second one.
    const basic = tabSections.find((s) => s.title === t(DEFAULT_SECTION));
    if (basic) basic.fields.unshift(...rest);
    else sections.push({ title: t(DEFAULT_SECTION), fields: rest });
    sections.push(...tabSections);
  }
  return sections
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !hidden.has(f)) }))
    .filter((s) => s.fields.length > 0);
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Long values (text areas, files, tag lists, a block's view) take a whole row. */
function wide(resource: ResourceFile, name: string): boolean {
  const f = resolveField(resource, name);
  if (!f) return false;
  const c = f['x-component'];
  return c === 'Input.TextArea' || c === 'Upload' || f.type === 'array' || f['x-block'] !== undefined || (f.maxLength ?? 0) > 200;
}

/** One field's value: its block's view when the module registered one, FieldValue otherwise. */
function valueOf(resource: ResourceFile, record: Record<string, unknown>, name: string, views: FieldViewLookup | null): ReactNode {
  const block = resolveField(resource, name)?.['x-block'];
  const View = block ? views?.(block.key) : null;
  if (!block || !View) return <FieldValue resource={resource} name={name} value={record[name]} refLabel={refLabelOf(record, name)} detail />;
  return (
    <div data-field-view={block.key}>
      <Suspense fallback={<Spin size="small" />}>
        <View value={record[name]} record={record} props={block.props ?? NO_PROPS} title={fieldTitle(resource, name)} resourceKey={resource.key} />
      </Suspense>
    </div>
  );
}

function itemsOf(
  resource: ResourceFile,
  record: Record<string, unknown>,
  s: ShownSection,
  column: NonNullable<DescriptionsProps['column']>,
  views: FieldViewLookup | null,
): DescriptionsProps['items'] {
  return s.fields.map((name) => ({
    key: name,
    label: fieldTitle(resource, name),
    span: wide(resource, name) ? column : 1,
    children: resolveField(resource, name) || !s.tabKey ? valueOf(resource, record, name, views) : <MissingField name={name} clearable tabKey={s.tabKey} />,
  }));
}

/** The record `record` of `resource`, read-only. */
export function SchemaDetail({ resource, record, hiddenFields, layout = 'sections', column = 2, childSchemas = {} }: SchemaDetailProps) {
  const views = useContext(FieldViewsContext);
  const sections = detailSections(resource, hiddenFields);
  const children = Object.values(childSchemas);
  if (sections.length === 0 && children.length === 0) return <Empty description={t('runtime.detail.noFields')} />;
  if (layout === 'tabs') {
    return (
      <div data-testid="schema-detail">
        <Tabs
          items={sections.map((s, i) => ({
            key: `${i}-${s.title}`,
            label: s.title,
            children: <Descriptions bordered size="small" column={column} items={itemsOf(resource, record, s, column, views)} />,
          })).concat(
            children.map((c) => ({ key: `children-${c.spec.key}`, label: c.spec.title, children: <ChildRowsView child={c} rows={record[c.spec.key]} /> })),
          )}
        />
      </div>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="schema-detail">
      {sections.map((s, i) => (
        <Descriptions
          key={`${i}-${s.title}`}
          title={s.title}
          bordered
          size="small"
          column={column}
          items={itemsOf(resource, record, s, column, views)}
        />
      ))}
      {children.map((c) => (
        <ChildRowsView key={`children-${c.spec.key}`} child={c} rows={record[c.spec.key]} />
      ))}
    </Flex>
  );
}
