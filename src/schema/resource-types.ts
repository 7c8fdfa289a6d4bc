// Types of a resource file (schemas/resources/<key>.json, docs/schema-engine.md) and the system fields
// every resource table carries. Pure: no I/O; imports only src/domain.
import { VALIDITY_LABELS, VALIDITY_STATUSES } from '../domain/validity.ts';

/** JSON Schema `type` of a field. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** `format` values the engine knows (ajv-formats checks them on the server). */
export type FieldFormat = 'date' | 'date-time';

/** The `x-component` values a form property may name: the field components of the runtime's map. */
export const FIELD_COMPONENTS: readonly string[] = Object.freeze([
  'Input',
  'Input.TextArea',
  'NumberPicker',
  'Select',
  'Radio.Group',
  'Checkbox.Group',
  'Switch',
  'DatePicker',
  'Upload',
  'PersonPicker',
  'DepartmentPicker',
]);

/** Names of `x-validator`; each maps to a function of src/domain/validators.ts. */
export type ValidatorName = 'mobile' | 'email' | 'amount' | 'idCard' | 'link';

export const VALIDATOR_NAMES: readonly ValidatorName[] = Object.freeze([
  'mobile',
  'email',
  'amount',
  'idCard',
  'link',
]);

/** One option of an enumerated field: ajv gets `value`, Formily the labelled option. */
export interface EnumOption {
  label: string;
  value: string | number | boolean;
  /** antd tag colour name or CSS colour, used by list and detail views. */
  color?: string;
}

/** State or schema patch applied by a reaction; string values may be `{{ }}` expressions. */
export type ReactionPatch = Record<string, unknown>;

/** A Formily reaction (`x-reactions`), restricted to declarative parts (no `run` code). */
export interface FieldReaction {
  /** Names of form properties the reaction depends on (available as `$deps[i]`). */
  dependencies?: string[];
  /** A form property the reaction acts on instead of the field itself. */
  target?: string;
  /** `{{ }}` condition choosing between `fulfill` and `otherwise`. */
  when?: string;
  fulfill?: { state?: ReactionPatch; schema?: ReactionPatch };
  otherwise?: { state?: ReactionPatch; schema?: ReactionPatch };
}

/** A field: a JSON Schema subset plus Formily's `x-*` keywords. */
export interface FieldSchema {
  type: FieldType;
  title?: string;
  description?: string;
  format?: FieldFormat;
  enum?: EnumOption[];
  default?: unknown;
  readOnly?: boolean;
  // strings
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  // numbers
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  // arrays
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  // objects
  properties?: Record<string, FieldSchema>;
  required?: string[];
  // Formily
  'x-decorator'?: string;
  'x-decorator-props'?: Record<string, unknown>;
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-validator'?: ValidatorName;
  'x-reactions'?: FieldReaction | FieldReaction[];
  'x-display'?: 'visible' | 'hidden' | 'none';
  'x-pattern'?: 'editable' | 'disabled' | 'readOnly' | 'readPretty';
  'x-index'?: number;
  /** Any other Formily `x-*` keyword; ignored by the server. */
  [keyword: `x-${string}`]: unknown;
}

/** The resource's `form`: a Formily object schema whose properties are the record's fields. */
export interface FormSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
  [keyword: `x-${string}`]: unknown;
}

export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'gte' | 'lte';
export const FILTER_OPS: readonly FilterOp[] = Object.freeze(['eq', 'like', 'in', 'range', 'gte', 'lte']);

export interface FilterSpec {
  field: string;
  op: FilterOp;
  /** Label in the filter bar; defaults to the field's title. */
  title?: string;
  placeholder?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface SortSpec {
  /** Fields the client may sort by (`sort=field&order=asc|desc`). */
  fields: string[];
  /** Order when the query names none; must be one of `fields`. */
  default?: { field: string; order: SortOrder };
}

export interface ListColumn {
  field: string;
  title?: string;
  width?: number;
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
}

export type RowAction = 'detail' | 'edit' | 'delete' | 'enable' | 'disable' | 'topping' | 'ending';

export interface ListSpec {
  columns: ListColumn[];
  filters?: FilterSpec[];
  sort?: SortSpec;
  rowActions?: RowAction[];
}

export interface DetailSection {
  title: string;
  fields: string[];
}

export interface DetailSpec {
  sections: DetailSection[];
}

export interface ImportSpec {
  /** Form properties in spreadsheet column order. */
  columns: string[];
}

/** Roles (spec 001 §6: admin, readonlyUser, qyUser, qyStaff) allowed to read and to write. */
export interface Permissions {
  read: string[];
  write: string[];
}

export type Action =
  | 'list'
  | 'pure'
  | 'detail'
  | 'create'
  | 'update'
  | 'delete'
  | 'import'
  | 'export'
  | 'template'
  | 'topping'
  | 'ending'
  | 'sort'
  | 'enable'
  | 'disable'
  /** `GET {ep}/info/{id}`: the detail under the name spec 000 §7 gives meet-record. */
  | 'info'
  /** `POST {ep}/remove` with `{ids}`: delete under the name spec 000 §7 gives meet-record. */
  | 'remove';

export const ACTIONS: readonly Action[] = Object.freeze([
  'list',
  'pure',
  'detail',
  'create',
  'update',
  'delete',
  'import',
  'export',
  'template',
  'topping',
  'ending',
  'sort',
  'enable',
  'disable',
  'info',
  'remove',
]);

/** The server action each row action calls (the meta-schema requires it in `actions`; the list hides the button without it). */
export const ROW_ACTION_NEEDS: Readonly<Record<RowAction, Action>> = Object.freeze({
  detail: 'detail',
  edit: 'update',
  delete: 'delete',
  enable: 'enable',
  disable: 'disable',
  topping: 'topping',
  ending: 'ending',
});

/** Form properties that drive the derived `validityStatus` (src/domain/validity.ts). */
export interface ValiditySpec {
  /** A `format: date` property: first effective day. */
  from?: string;
  /** A `format: date` property: last effective day (inclusive). */
  to?: string;
  /** A boolean property: the record was voided. */
  void?: string;
}

/** A tab grouping fields (comp-tabs); produced by overlays or declared in the file. */
export interface LayoutTab {
  key: string;
  title: string;
  fields: string[];
}

export interface ResourceLayout {
  tabs: LayoutTab[];
}

export interface ResourceFile {
  /** Kebab-case, unique; the table is `r_<key with _>`. */
  key: string;
  title: string;
  description?: string;
  /** The enterprise `haveModel` key gating the resource (src/domain/modules.ts), or null. */
  module?: string | null;
  endpoint: string;
  actions: Action[];
  permissions: Permissions;
  form: FormSchema;
  list: ListSpec;
  detail?: DetailSpec;
  import?: ImportSpec;
  /** Each entry is one (composite) expression index on `(tenant_id, data->>'field', ...)`. */
  indexes?: string[][];
  validity?: ValiditySpec;
  /** Ordered date pairs [start, end]: the end may not be earlier than the start (record-rules.ts). */
  dateOrder?: [string, string][];
  layout?: ResourceLayout;
}

/** A column every resource table has, outside `data`. */
export interface SystemField {
  title: string;
  schema: FieldSchema;
  /** SQL column, or null for a derived field (validityStatus). */
  column: string | null;
}

/**
 * Fields every record has besides its form properties. Form properties may not use these names.
 * `validityStatus` exists only when the resource declares `validity`.
 */
export const SYSTEM_FIELDS: Readonly<Record<string, SystemField>> = Object.freeze({
  id: { title: 'ID', column: 'id', schema: { type: 'integer', title: 'ID' } },
  createdAt: {
    title: '创建时间',
    column: 'created_at',
    schema: { type: 'string', format: 'date-time', title: '创建时间' },
  },
  updatedAt: {
    title: '更新时间',
    column: 'updated_at',
    schema: { type: 'string', format: 'date-time', title: '更新时间' },
  },
  createdBy: { title: '创建人', column: 'created_by', schema: { type: 'integer', title: '创建人' } },
  updatedBy: { title: '更新人', column: 'updated_by', schema: { type: 'integer', title: '更新人' } },
  status: {
    title: '状态',
    column: 'status',
    schema: {
      type: 'integer',
      title: '状态',
      enum: [
        { label: '启用', value: 1, color: 'green' },
        { label: '停用', value: 0, color: 'default' },
      ],
    },
  },
  sortOrder: { title: '排序', column: 'sort_order', schema: { type: 'integer', title: '排序' } },
  validityStatus: {
    title: '有效状态',
    column: null,
    schema: {
      type: 'string',
      title: '有效状态',
      enum: VALIDITY_STATUSES.map((s) => ({ label: VALIDITY_LABELS[s], value: s })),
    },
  },
});

export function isSystemField(name: string): boolean {
  return Object.hasOwn(SYSTEM_FIELDS, name);
}

/**
 * The schema of a field a list, detail or query may name: a form property, else a system field
 * (`validityStatus` only when the resource declares `validity`); undefined when there is none.
 */
export function resolveField(resource: ResourceFile, name: string): FieldSchema | undefined {
  const props = resource.form.properties;
  if (Object.hasOwn(props, name)) return props[name];
  if (!isSystemField(name)) return undefined;
  if (name === 'validityStatus' && !resource.validity) return undefined;
  return SYSTEM_FIELDS[name].schema;
}

/** What a filter or sort can do with a field: its type, refined by `enum` and `format`. */
export type FieldKind = 'string' | 'enum' | 'date' | 'number' | 'boolean' | 'array' | 'object';

export function fieldKind(f: FieldSchema): FieldKind {
  if (f.type === 'array' || f.type === 'object' || f.type === 'boolean') return f.type;
  if (f.enum) return 'enum';
  if (f.type === 'number' || f.type === 'integer') return 'number';
  return f.format ? 'date' : 'string';
}

/** Title of a field for messages: its `title`, else its name. */
export function fieldTitle(resource: ResourceFile, name: string): string {
  return resolveField(resource, name)?.title ?? name;
}
