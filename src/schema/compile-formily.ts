// A resource's form as the Formily schema the client renders (docs/schema-engine.md). Pure, no React.
//
// Validation is the server's: every field gets one `x-validator` function (checkField, field-check.ts)
// with the server's rules and messages (and the field's rules, x-rules and the file's `rules`, evaluated
// against the form's values by record-compute.ts), and none of the JSON Schema keywords Formily would turn into
// validators of its own (required, maxLength, pattern, format, minimum...) are copied; number limits are not
// handed to the picker either, which would change a typed value silently instead of showing the message.
// Required fields show the asterisk through the decorator. Placeholders say 请填写<title> for what is
// typed and 请选择<title> for what is picked, as the required messages do (record-rules.ts promptVerb).
// Enums become labelled options, dates pickers that produce strings the server accepts, `layout.tabs` a
// FormTab, and `columns: 2` a two-column FormGrid in which wide fields span both columns. Names that do
// not resolve (a tab naming a removed field) become the `MissingField` placeholder; components the runtime
// does not know become `UnknownComponent`.
import { checkField } from './field-check.ts';
import { fieldRuleError } from './record-compute.ts';
import { requiredText } from './record-rules.ts';
import { chineseText, text, type Say } from './schema-text.ts';
import { FIELD_COMPONENTS, type FieldSchema, type ResourceFile } from './resource-types.ts';
import { refPickKind } from './keywords/ref-fields.ts';
import { FORM_BLOCK_COMPONENT, FORM_BLOCK_NODE_PREFIX } from './keywords/form-blocks.ts';

/** A Formily schema node (the subset this compiler produces; Formily's ISchema accepts it). */
export interface FormilySchema {
  type: string;
  title?: string;
  description?: string;
  default?: unknown;
  readOnly?: boolean;
  enum?: { label: string; value: string | number | boolean }[];
  properties?: Record<string, FormilySchema>;
  'x-decorator'?: string;
  'x-decorator-props'?: Record<string, unknown>;
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-validator'?: FieldValidator;
  'x-reactions'?: unknown;
  'x-display'?: string;
  'x-pattern'?: string;
  'x-index'?: number;
}

/** What Formily hands a validator besides the value: the rule and a context holding the form. */
export interface ValidatorContext {
  form?: { values?: Record<string, unknown> };
}

/** A field's validator: the message, or '' when the value is fine. */
export type FieldValidator = (value: unknown, rule?: unknown, ctx?: ValidatorContext) => string;

export interface ToFormilyOptions {
  /** Fields to leave out (disabled custom fields, fields a screen sets itself). */
  hiddenFields?: string[];
  /** 2: the fields in a two-column grid (wide fields span both); 1 (default): one column. */
  columns?: 1 | 2;
  /** Renders the messages, placeholders and the first tab's title in the page's language (Chinese by default). */
  say?: Say;
}

/** The components the runtime's component map (src/runtime/formily-components.tsx) provides. */
export const FORMILY_COMPONENTS: readonly string[] = Object.freeze([
  'FormItem',
  'FormTab',
  'FormTab.TabPane',
  'FormGrid',
  ...FIELD_COMPONENTS,
  // A hand-written form block registered by key (keywords/form-blocks.ts).
  FORM_BLOCK_COMPONENT,
  'MissingField',
  'UnknownComponent',
]);

/** Key of the first tab, holding the fields no tab names. */
export const BASIC_TAB_KEY = '__basic';
/** The first tab's title as a catalogue text (基本信息), and in Chinese. */
export const BASIC_TAB_TEXT = text('schema.form.basicInfo');
export const BASIC_TAB_TITLE = chineseText(BASIC_TAB_TEXT);
const TABS_KEY = '__tabs';

export const DATE_FORMAT = 'YYYY-MM-DD';
/** What the picker sends for `date-time`: ajv-formats' iso-date-time accepts the space and no zone. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function componentOf(name: string | undefined, fallback: string): { component: string; unknown?: string } {
  const c = name ?? fallback;
  if (c === 'Radio') return { component: 'Radio.Group' };
  if (c === 'Checkbox') return { component: 'Checkbox.Group' };
  if (c === 'TextArea') return { component: 'Input.TextArea' };
  return FORMILY_COMPONENTS.includes(c) ? { component: c } : { component: 'UnknownComponent', unknown: c };
}

function defaultComponent(f: FieldSchema): string {
  if (f['x-block'] !== undefined) return FORM_BLOCK_COMPONENT;
  if (f['x-geometry'] === 'any') return 'SitePicker';
  if (f['x-geometry'] !== undefined) return 'GeometryPicker';
  if (f['x-ref']) return 'RefPicker';
  if (f.enum) return f.type === 'array' ? 'Checkbox.Group' : 'Select';
  if (f.type === 'boolean') return 'Switch';
  if (f.type === 'number' || f.type === 'integer') return 'NumberPicker';
  if (f.format === 'date' || f.format === 'date-time') return 'DatePicker';
  if (f.type === 'array') return 'Select';
  return 'Input';
}

/** Props of the component that follow from the field's type and limits; the file's own props win. */
function componentProps(component: string, f: FieldSchema, title: string, required: boolean, say: Say): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  const prompt = say(requiredText(title, { ...f, 'x-component': component }));
  switch (component) {
    case 'Input':
      p.placeholder = prompt;
      if (f.maxLength !== undefined) p.maxLength = f.maxLength;
      break;
    case 'Input.TextArea':
      p.placeholder = prompt;
      p.autoSize = { minRows: 3, maxRows: 8 };
      if (f.maxLength !== undefined) Object.assign(p, { maxLength: f.maxLength, showCount: true });
      break;
    case 'NumberPicker':
      // No min/max: antd would clamp a typed -5 to 0 on blur; the validator says 不能小于0 instead.
      p.placeholder = prompt;
      p.style = { width: '100%' };
      if (f.type === 'integer') p.precision = 0;
      break;
    case 'PersonPicker':
    case 'DepartmentPicker':
    case 'RefPicker':
      p.placeholder = prompt;
      if (f.type === 'array') p.multiple = true;
      break;
    case 'Select':
      p.placeholder = prompt;
      p.allowClear = !required;
      if (f.type === 'array') p.mode = f.enum || f.items?.enum ? 'multiple' : 'tags';
      if (f.maxItems !== undefined && f.type === 'array') p.maxCount = f.maxItems;
      break;
    case 'DatePicker':
      p.placeholder = prompt;
      p.style = { width: '100%' };
      if (f.format === 'date-time') Object.assign(p, { showTime: true, format: DATE_TIME_FORMAT });
      else p.format = DATE_FORMAT;
      break;
    case 'Upload':
    case 'PhotoCapture':
      if (f.maxItems !== undefined) p.maxCount = f.maxItems;
      break;
    case 'GeometryPicker':
      // The kind drawn on the plan (point or polygon); the picker checks with src/domain/geometry.ts.
      if (f['x-geometry'] !== undefined) p.kind = f['x-geometry'];
      break;
    case FORM_BLOCK_COMPONENT:
      // The registered block edits the value; what the file hands it, as it is.
      if (f['x-block']) Object.assign(p, { block: f['x-block'].key, blockProps: f['x-block'].props ?? {}, title });
      break;
  }
  return { ...p, ...(f['x-component-props'] ?? {}) };
}

/**
 * A value the form treats as not filled in: undefined, null, '' or []. The form sends none of them for an
 * optional field (src/runtime/form-payload.ts), so they are checked as absent: optional ones pass, required
 * ones get 请填写<title>, exactly as the server answers for the payload the form sends.
 */
export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/**
 * Blank for the field's own check: isBlank, and for a map position or a block's group also {} (the value Formily
 * gives an object field before anything is in it: a position not picked, a briefing not filled in).
 */
function blankFor(f: FieldSchema, v: unknown): boolean {
  if (isBlank(v)) return true;
  const leaf = f['x-geometry'] !== undefined || f['x-block'] !== undefined;
  return leaf && typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0;
}

/** Components that take the whole width of a two-column form. */
const WIDE_COMPONENTS = new Set(['Input.TextArea', 'Upload', 'PhotoCapture', 'Checkbox.Group', 'MissingField', FORM_BLOCK_COMPONENT]);

/** True for a field that spans both columns of a two-column form: long texts, uploads, lists, tables. */
export function isWideField(f: FieldSchema): boolean {
  const { component } = componentOf(f['x-component'], defaultComponent(f));
  return WIDE_COMPONENTS.has(component) || f.type === 'object' || (f.type === 'array' && f.items?.type === 'object');
}

export interface FieldNodeOptions {
  /** A check of the value against the other values of the form (the field's rules), '' when fine. */
  crossCheck?: (value: unknown, values: Readonly<Record<string, unknown>>) => string;
  /** Grid columns the field spans (two-column forms). */
  gridSpan?: number;
  /** The resource the field belongs to: a RefPicker searches the field's target through it; a form block is told it. */
  resourceKey?: string;
  /** Renders the messages and placeholders in the page's language (Chinese by default). */
  say?: Say;
}

/** The Formily node of one form property. */
export function fieldToFormily(name: string, f: FieldSchema, required: boolean, nodeOptions: FieldNodeOptions = {}): FormilySchema {
  const title = f.title ?? name;
  const { component, unknown } = f['x-block'] ? { component: FORM_BLOCK_COMPONENT, unknown: undefined } : componentOf(f['x-component'], defaultComponent(f));
  const { crossCheck, gridSpan, resourceKey, say = chineseText } = nodeOptions;
  const props = componentProps(component, f, title, required, say);
  if (component === 'RefPicker' && resourceKey) props.kind = refPickKind(resourceKey, name);
  // A block is told the file that places it (a permit block its kind, where no permit form says it).
  if (component === FORM_BLOCK_COMPONENT && resourceKey) props.resourceKey = resourceKey;
  const node: FormilySchema = {
    type: f.type,
    title,
    // The only decorator resource fields use; anything else would hide the field behind a placeholder.
    'x-decorator': 'FormItem',
    'x-decorator-props': { ...(f['x-decorator-props'] ?? {}), asterisk: required, ...(gridSpan ? { gridSpan } : {}) },
    'x-component': component,
    'x-component-props': unknown ? { ...props, componentName: unknown } : props,
    'x-validator': (value, _rule, ctx) => {
      const own = checkField(f, blankFor(f, value) ? undefined : value, { title, required, say });
      return own || !crossCheck ? own : crossCheck(value, { ...(ctx?.form?.values ?? {}), [name]: value });
    },
  };
  if (f.description !== undefined) node.description = f.description;
  if (f.default !== undefined) node.default = f.default;
  // A computed field is shown, never typed: the form computes it as the user types, the server again.
  if (f.readOnly || f['x-compute'] !== undefined) node['x-pattern'] = 'readOnly';
  const options = f.enum ?? f.items?.enum;
  if (options) node.enum = options.map((o) => ({ label: o.label, value: o.value }));
  if (f['x-reactions'] !== undefined) node['x-reactions'] = f['x-reactions'];
  if (f['x-display'] !== undefined) node['x-display'] = f['x-display'];
  if (f['x-pattern'] !== undefined) node['x-pattern'] = f['x-pattern'];
  if (f['x-index'] !== undefined) node['x-index'] = f['x-index'];
  return node;
}

function missing(name: string, gridSpan?: number): FormilySchema {
  return {
    type: 'void',
    title: name,
    'x-decorator': 'FormItem',
    ...(gridSpan ? { 'x-decorator-props': { gridSpan } } : {}),
    'x-component': 'MissingField',
    'x-component-props': { name },
  };
}

/** The node of a `form.x-blocks` entry: the registered block, no value of its own, across the width. */
function blockNode(resource: ResourceFile, index: number, gridSpan?: number): FormilySchema {
  const b = (resource.form['x-blocks'] ?? [])[index];
  return {
    type: 'void',
    ...(b.title ? { title: b.title } : {}),
    'x-decorator': 'FormItem',
    ...(gridSpan ? { 'x-decorator-props': { gridSpan } } : {}),
    'x-component': FORM_BLOCK_COMPONENT,
    'x-component-props': { block: b.key, blockProps: b.props ?? {}, resourceKey: resource.key, ...(b.title ? { title: b.title } : {}) },
  };
}

/**
 * The fields with the file's `form.x-blocks` among them: each after the field its `after` names. In the first
 * group of fields (`first`), the blocks without `after` go before the fields and those whose field is not shown
 * (hidden, or in no group) after them.
 */
function withBlocks(resource: ResourceFile, fields: Record<string, FormilySchema>, first: boolean, shown: ReadonlySet<string>, gridSpan?: number): Record<string, FormilySchema> {
  const blocks = resource.form['x-blocks'] ?? [];
  if (blocks.length === 0) return fields;
  const node = (i: number): [string, FormilySchema] => [`${FORM_BLOCK_NODE_PREFIX}${i}`, blockNode(resource, i, gridSpan)];
  const out: [string, FormilySchema][] = [];
  if (first) blocks.forEach((b, i) => b.after === undefined && out.push(node(i)));
  for (const [name, f] of Object.entries(fields)) {
    out.push([name, f]);
    blocks.forEach((b, i) => b.after === name && out.push(node(i)));
  }
  if (first) blocks.forEach((b, i) => b.after !== undefined && !shown.has(b.after) && out.push(node(i)));
  return Object.fromEntries(out);
}

/** Key of the grid that holds the fields of a two-column form (or of one tab of it). */
export const GRID_KEY = '__grid';

/** The fields in a two-column FormGrid, or as they are for one column. */
function inColumns(properties: Record<string, FormilySchema>, columns: 1 | 2): Record<string, FormilySchema> {
  if (columns === 1) return properties;
  return {
    [GRID_KEY]: {
      type: 'void',
      // Two fixed columns (src/runtime/form-columns-grid.tsx): a wide field (gridSpan 2) takes a row of its own.
      'x-component': 'FormGrid',
      properties,
    },
  };
}

/**
 * The Formily schema of `resource.form`. With `layout.tabs`, a FormTab holds one pane per tab (its
 * fields in the tab's order) after a first pane 基本信息 of the fields no tab names (when any); a field
 * named by two tabs shows in the first; panes render even when inactive, so every field validates.
 */
export function toFormilySchema(resource: ResourceFile, options: ToFormilyOptions = {}): FormilySchema {
  const hidden = new Set(options.hiddenFields ?? []);
  const required = new Set(resource.form.required ?? []);
  const columns = options.columns ?? 1;
  const say = options.say ?? chineseText;
  const props = resource.form.properties;
  const node = (name: string) =>
    fieldToFormily(name, props[name], required.has(name), {
      crossCheck: (_value, values) => fieldRuleError(resource, name, values),
      gridSpan: columns === 2 && isWideField(props[name]) ? 2 : undefined,
      resourceKey: resource.key,
      say,
    });
  const shown = Object.keys(props).filter((n) => !hidden.has(n));
  const tabs = resource.layout?.tabs ?? [];
  const span = columns === 2 ? 2 : undefined;
  if (tabs.length === 0) {
    const fields = Object.fromEntries(shown.map((n) => [n, node(n)]));
    return { type: 'object', properties: inColumns(withBlocks(resource, fields, true, new Set(shown), span), columns) };
  }

  const placed = new Set<string>();
  const panes: Record<string, FormilySchema> = {};
  const pane = (key: string, title: string, properties: Record<string, FormilySchema>): void => {
    panes[key] = {
      type: 'void',
      'x-component': 'FormTab.TabPane',
      'x-component-props': { tab: title, forceRender: true },
      properties: inColumns(properties, columns),
    };
  };
  const tabFields = tabs.map((tab) => {
    const properties: Record<string, FormilySchema> = {};
    for (const name of tab.fields) {
      if (hidden.has(name) || placed.has(name)) continue;
      if (Object.hasOwn(props, name)) {
        properties[name] = node(name);
        placed.add(name);
      } else {
        properties[`__missing_${name}`] = missing(name, columns === 2 ? 2 : undefined);
      }
    }
    return properties;
  });
  const rest = shown.filter((n) => !placed.has(n));
  const visible = new Set([...placed, ...rest]);
  if (rest.length > 0) pane(BASIC_TAB_KEY, say(BASIC_TAB_TEXT), withBlocks(resource, Object.fromEntries(rest.map((n) => [n, node(n)])), true, visible, span));
  tabs.forEach((tab, i) =>
    pane(tab.key === BASIC_TAB_KEY ? `${tab.key}_${i}` : tab.key, tab.title, withBlocks(resource, tabFields[i], rest.length === 0 && i === 0, visible, span)),
  );
  return { type: 'object', properties: { [TABS_KEY]: { type: 'void', 'x-component': 'FormTab', properties: panes } } };
}
