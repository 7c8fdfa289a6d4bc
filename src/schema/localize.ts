// A resource file in the page's language (issue 13 item 5): every `title` beside which the file gives an
// `x-title-en` (the file's, a field's, a column's, a filter's, a section's, a tab's, a child list's, a form block's) and every
// enum option's `labelEn` replace their Chinese when the language is English, and so do the rules' messages
// (`x-rules` and the file's `rules`) beside which it gives an `x-message-en` and the map layers' titles; what
// has no English stays Chinese. Pure: the runtime applies it to the file the server answers before compiling anything from it.
import type { Lang } from '../domain/i18n/message-format.ts';
import type { Messages } from '../domain/i18n/message-format.ts';
import { SYSTEM_FIELDS, type EnumOption, type FieldRule, type FieldSchema, type ResourceFile } from './resource-types.ts';
import type { WorkflowSpec } from './workflow-types.ts';

/** Something with a `title` and, maybe, its English. */
interface Titled {
  title?: string;
  'x-title-en'?: string;
}

function titled<T extends Titled>(item: T): T {
  const en = item['x-title-en'];
  return en ? { ...item, title: en } : item;
}

/** A rule whose message is its English (`x-message-en`) when the file gives one. */
export function ruleInEnglish<R extends FieldRule>(r: R): R {
  const en = r['x-message-en'];
  return en ? { ...r, message: en } : r;
}

function option(o: EnumOption): EnumOption {
  return o.labelEn ? { ...o, label: o.labelEn } : o;
}

function field(f: FieldSchema): FieldSchema {
  let out = titled(f);
  if (f.enum) out = { ...out, enum: f.enum.map(option) };
  if (f['x-rules']) out = { ...out, 'x-rules': f['x-rules'].map(ruleInEnglish) };
  if (f.items) out = { ...out, items: field(f.items) };
  if (f.properties) out = { ...out, properties: fields(f.properties) };
  return out;
}

function fields(properties: Record<string, FieldSchema>): Record<string, FieldSchema> {
  return Object.fromEntries(Object.entries(properties).map(([name, f]) => [name, field(f)]));
}

/**
 * The English of a system field's title, from the catalogue (`schema.system.<name>`, whose Chinese is SYSTEM_FIELDS'
 * title); `id` is ID in both languages.
 */
function systemTitle(name: string, english: Messages | undefined): string | undefined {
  return english?.[`schema.system.${name}`];
}

/** The catalogue ids of the system fields' option labels: 启用/停用 (the validity states are `rules.validity.*`). */
const SYSTEM_OPTION_IDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { '1': 'schema.system.enabled', '0': 'schema.system.disabled' },
};

function systemOption(name: string, o: EnumOption, english: Messages | undefined): EnumOption {
  const id = name === 'validityStatus' ? `rules.validity.${String(o.value)}` : SYSTEM_OPTION_IDS[name]?.[String(o.value)];
  const label = id === undefined ? undefined : english?.[id];
  return label ? { ...o, label } : o;
}

/** The system fields' schemas in English (titles and option labels where `english`, the catalogue, has them). */
function systemFieldsInEnglish(english: Messages | undefined): Record<string, FieldSchema> {
  return Object.fromEntries(
    Object.entries(SYSTEM_FIELDS).map(([name, f]) => {
      const schema: FieldSchema = { ...f.schema, title: systemTitle(name, english) ?? f.schema.title };
      if (f.schema.enum) schema.enum = f.schema.enum.map((o) => systemOption(name, o, english));
      return [name, schema];
    }),
  );
}

/**
 * `file` in `lang`: for English, its titles and enum labels in English where it gives them, and the system
 * fields' (the validity states' labels from `english`, the English catalogue); else `file` itself.
 */
export function localizeResource(file: ResourceFile, lang: Lang, english?: Messages): ResourceFile {
  if (lang !== 'en') return file;
  const out: ResourceFile = {
    ...titled(file),
    systemFieldSchemas: systemFieldsInEnglish(english),
    form: { ...file.form, properties: fields(file.form.properties), ...(file.form['x-blocks'] ? { 'x-blocks': file.form['x-blocks'].map(titled) } : {}) },
    list: {
      ...file.list,
      columns: file.list.columns.map(titled),
      ...(file.list.filters ? { filters: file.list.filters.map(titled) } : {}),
    },
  };
  if (file.detail) out.detail = { ...file.detail, sections: file.detail.sections.map(titled) };
  if (file.layout) out.layout = { ...file.layout, tabs: file.layout.tabs.map(titled) };
  if (file.children) out.children = file.children.map(titled);
  if (file.rules) out.rules = file.rules.map(ruleInEnglish);
  if (file.layers) out.layers = file.layers.map(titled);
  if (file.workflow) out.workflow = workflowInEnglish(file.workflow);
  return out;
}

/** A workflow's state and action labels, confirmations and guard reasons in English where the file gives them. */
function workflowInEnglish(w: WorkflowSpec): WorkflowSpec {
  return {
    ...w,
    states: w.states.map((st) => ({ ...st, label: st['x-title-en'] ?? st.label })),
    transitions: w.transitions.map((t) => ({
      ...t,
      label: t['x-title-en'] ?? t.label,
      ...(t.confirm !== undefined ? { confirm: t['x-confirm-en'] ?? t.confirm } : {}),
      ...(t.guardMessage !== undefined ? { guardMessage: t['x-guard-message-en'] ?? t.guardMessage } : {}),
    })),
  };
}
