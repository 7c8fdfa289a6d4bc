// Types of a resource file (schemas/resources/<key>.json, docs/schema-engine.md) and the system fields
// every resource table carries. Pure: no I/O; imports only src/domain.
import { VALIDITY_LABELS, VALIDITY_STATUSES } from '../domain/validity.ts';
import type { TextRef } from './keywords/text-refs.ts';
import type { Binding } from './keywords/binding.ts';
import type { GeometryKind } from '../domain/geometry.ts';
import type { ScheduleSpec, WorkflowSpec } from './workflow-types.ts';
import type { PhoneSpec } from './phone-types.ts';
import { schemaZh } from '../domain/i18n/zh/schema.ts';

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
  /** A reference (x-ref): a remote-search select, or a tree select when the target has `tree` (src/runtime/ref-picker.tsx). */
  'RefPicker',
  /** A geometry (x-geometry) drawn on the plant plan: a point or a polygon (the map's form component). */
  'GeometryPicker',
  /** A work site (x-geometry: any): a point, an area of the plant map or a drawn polygon (src/runtime/map/site-picker.tsx). */
  'SitePicker',
  /** Photos and videos taken with the phone's camera, compressed and stamped (src/runtime/phone/photo-capture.tsx). */
  'PhotoCapture',
]);

/** Names of `x-validator`; each maps to a function of src/domain/validators.ts. */
export type ValidatorName = 'mobile' | 'email' | 'amount' | 'idCard' | 'link' | 'streamUrl' | 'cas';

export const VALIDATOR_NAMES: readonly ValidatorName[] = Object.freeze([
  'mobile',
  'email',
  'amount',
  'idCard',
  'link',
  'streamUrl',
  'cas',
]);

/** One option of an enumerated field: ajv gets `value`, Formily the labelled option. */
export interface EnumOption {
  label: string;
  /** The label in English (src/schema/localize.ts); the Chinese `label` when absent. */
  labelEn?: string;
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

/** What happens to a referring record when the record it refers to is deleted (`x-ref.onDelete`). */
export type RefOnDelete = 'restrict' | 'clear' | 'cascade';

/**
 * A reference (`x-ref`, docs/schema-engine.md "References"): the field holds the id (or, for an array of
 * integers, the ids) of a record of another resource of the registry or of a platform entity (`staff`,
 * `department`, `enterprise`).
 */
export interface RefSpec {
  /** A resource key of the registry, or a platform entity (src/schema/keywords/ref-entities.ts). */
  resource: string;
  /** The target's field shown for the id (default `name`). */
  label?: string;
  /** Equalities on the target's fields: only records matching them may be referred to. */
  filter?: Record<string, string | number | boolean>;
  /** Default `restrict`: deleting a referred record answers 409 naming who refers. */
  onDelete?: RefOnDelete;
}

/** A field: a JSON Schema subset plus Formily's `x-*` keywords. */
export interface FieldSchema {
  type: FieldType;
  title?: string;
  /** The title in English (src/schema/localize.ts). */
  'x-title-en'?: string;
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
  /** A reference to a record of another resource or of a platform entity. */
  'x-ref'?: RefSpec;
  /** A value computed from other fields (docs/schema-engine.md, "Computed fields and rules"). */
  'x-compute'?: ComputeSpec;
  /** Rules of this field: an assertion over the record and the message shown at the field when it fails. */
  'x-rules'?: FieldRule[];
  /** A GeoJSON geometry in plant coordinates (an object field; src/domain/geometry.ts, keywords/geometry.ts). */
  'x-geometry'?: GeometryKind;
  /** The field's editor is a hand-written form block registered by key (keywords/form-blocks.ts); its value stays the field's. */
  'x-block'?: FormBlockRef;
  /** Any other Formily `x-*` keyword; ignored by the server. */
  [keyword: `x-${string}`]: unknown;
}

/**
 * `x-compute`: a `{{ }}` expression of the restricted language over the form's fields, or a registered
 * function of src/domain/rule-functions.ts named with the fields it takes (it also gets the enterprise's
 * configuration): `{"fn": "lecLevel", "args": ["D"]}`.
 */
export type ComputeSpec = string | { fn: string; args: string[] };

/** One rule of a field: `assert` (a `{{ }}` expression) must not be false; else `message` at the field. */
export interface FieldRule {
  assert: string;
  message: string;
  /** The message in English (issue 13 item 5): shown on an English page and answered to `Accept-Language: en`. */
  'x-message-en'?: string;
}

/** A rule declared by the file (`rules`): the same, with the field its message is shown at. */
export interface FileRule extends FieldRule {
  field: string;
}

/**
 * A row of a lookup table (`lookups`, read by `lookup(table, key)`): the first row whose `key` equals the
 * key, or (a row without `key`) whose range `min <= key < max` holds it (either bound may be left out).
 */
export interface LookupRow {
  key?: string | number | boolean;
  min?: number;
  max?: number;
  value: string | number | boolean | null;
}

/** The resource's `form`: a Formily object schema whose properties are the record's fields. */
export interface FormSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
  /** Hand-written blocks shown in the form without a value of their own (keywords/form-blocks.ts). */
  'x-blocks'?: FormBlockPlacement[];
  [keyword: `x-${string}`]: unknown;
}

/** `under` (trees): the field's value is the given id or one of its descendants in the tree it refers to. */
export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'gte' | 'lte' | 'under';
export const FILTER_OPS: readonly FilterOp[] = Object.freeze(['eq', 'like', 'in', 'range', 'gte', 'lte', 'under']);

export interface FilterSpec {
  field: string;
  op: FilterOp;
  /** Label in the filter bar; defaults to the field's title. */
  title?: string;
  'x-title-en'?: string;
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
  'x-title-en'?: string;
  width?: number;
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  /**
   * The cell links to a page of the record: an app path with `{id}` (e.g. `/stsgl/detail/{id}`, 三同时详情) and at
   * most one fixed query parameter (`/fgcx/detail/{id}?kind=standard`); on a reference field `{id}` is the id
   * referred to, so the cell opens the record it cites.
   */
  link?: string;
}

/** `addChild` (新增下级): a new record under the row, its parent field set to the row (see `parentFieldOf`). */
export type RowAction = 'detail' | 'edit' | 'delete' | 'enable' | 'disable' | 'topping' | 'ending' | 'addChild';

export interface ListSpec {
  columns: ListColumn[];
  filters?: FilterSpec[];
  sort?: SortSpec;
  rowActions?: RowAction[];
}

export interface DetailSection {
  title: string;
  'x-title-en'?: string;
  fields: string[];
}

/**
 * A hand-written block of the detail (DESIGN §9: more than a form), placed by the file after its sections: `key`
 * names a block a module registers (`src/client/pages/<module>/blocks.ts`), `props` are handed to it as they are.
 */
export interface DetailBlock {
  key: string;
  title: string;
  'x-title-en'?: string;
  props?: Record<string, unknown>;
}

/**
 * A hand-written block of the form (DESIGN §9), registered by its key in `src/client/pages/<module>/blocks.ts`
 * (`formBlocks`). On a property (`x-block`) it edits that property's value; `props` are handed to it as they are.
 */
export interface FormBlockRef {
  key: string;
  props?: Record<string, unknown>;
}

/** A form block without a value of its own (`form.x-blocks`): shown after the field `after` (first when absent). */
export interface FormBlockPlacement extends FormBlockRef {
  title?: string;
  'x-title-en'?: string;
  after?: string;
}

export interface DetailSpec {
  sections: DetailSection[];
  blocks?: DetailBlock[];
  /**
   * The record's paper copy: a hand-written block registered by its key as the detail blocks are, shown in a print
   * preview when the person asks for 打印 (only it is printed). Without it the record has no 打印.
   */
  print?: DetailBlock;
}

export interface ImportSpec {
  /** Form properties in spreadsheet column order. */
  columns: string[];
  /**
   * The column naming an existing record (a text field among `columns`, such as 身份证号): a row whose cell equals
   * one live record's value updates that record (its blank cells keep the stored values); other rows create.
   */
  match?: string;
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
  addChild: 'create',
});

/**
 * The field naming a record's parent, for 新增下级 (`addChild`): the tree's `parent`, else an integer form
 * property `parentId` (a bound service's tree, 组织机构); undefined when the records have no parent.
 */
export function parentFieldOf(resource: Pick<ResourceFile, 'tree' | 'form'>): string | undefined {
  if (resource.tree) return resource.tree.parent;
  return resource.form.properties.parentId?.type === 'integer' ? 'parentId' : undefined;
}

/**
 * Shared records (issue 12): `platform`: only the platform administrator writes, every enterprise reads;
 * `platform+own`: every enterprise reads the platform's rows beside its own and writes only its own.
 */
export type SharedMode = 'platform' | 'platform+own';

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
  'x-title-en'?: string;
  fields: string[];
}

export interface ResourceLayout {
  tabs: LayoutTab[];
}

export interface ResourceFile {
  /** Kebab-case, unique; the table is `r_<key with _>`. */
  key: string;
  title: string;
  /** The title in English: every `title` of a file may have its `x-title-en` (src/schema/localize.ts). */
  'x-title-en'?: string;
  /**
   * The system fields' schemas in the page's language, set by localize.ts on an English page (never in a file):
   * resolveField answers them instead of SYSTEM_FIELDS' Chinese.
   */
  systemFieldSchemas?: Readonly<Record<string, FieldSchema>>;
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
  layout?: ResourceLayout;
  /** Rules across fields declared by the file, each shown at its `field` (besides the fields' `x-rules`). */
  rules?: FileRule[];
  /** Lookup tables by name, read by `lookup('name', key)` in x-compute and rules. */
  lookups?: Record<string, LookupRow[]>;
  /**
   * The platform's records, each for one enterprise (keywords/platform-for.ts): rows of tenant 0 written by the
   * platform administrator; the enterprise whose id `field` holds reads its own by row security.
   */
  platformFor?: { field: string };
  /** Shared records (keywords/shared.ts): the platform's rows (tenant 0) read by every enterprise. */
  shared?: SharedMode;
  /** Child resources edited inline in the form and shown in the detail (keywords/children.ts). */
  children?: ChildrenSpec[];
  /** The records form a tree by a parent field (src/schema/keywords/tree-check.ts, docs/schema-engine.md "Trees"). */
  tree?: TreeSpec;
  /** Reference fields once typed by hand, and how their stored texts are matched (keywords/text-refs.ts). */
  textRefs?: TextRef[];
  /** A service that is not the generic pattern, spoken by the runtime instead of it (keywords/binding.ts). */
  binding?: Binding;
  /** The list's views besides the table: calendar, board (keywords/views.ts, docs/schema-engine.md "Views"). */
  views?: ViewsSpec;
  /** The layers the resource gives the plant map (keywords/geometry.ts, docs/schema-engine.md "Geometry, plan and layers"). */
  layers?: LayerSpec[];
  /** The record's life cycle: states, transitions, who acts, deadlines (workflow-types.ts, keywords/workflow.ts). */
  workflow?: WorkflowSpec;
  /** A plan's records generate records of another resource on a calendar (workflow-types.ts, keywords/schedule.ts). */
  schedule?: ScheduleSpec;
  /** How the resource appears in the phone shell (issue 15, docs/phone.md; src/schema/phone-types.ts). */
  phone?: PhoneSpec;
  /**
   * Server rules of the module that are more than an expression: `<module>.<name>` of record hooks its server
   * code registers (src/server/resources/module-hooks.ts), run in order on every write of the record.
   */
  hooks?: string[];
  /**
   * Data scopes by department (keywords/data-scope.ts): the field binding a record to its department, or false
   * to opt out; without it the first single reference to `department` is used.
   */
  dataScope?: { field: string } | false;
  /** Records kept to their creator: a record whose `field` holds `value` (keywords/owner-only.ts). */
  ownerOnly?: { field: string; value: string };
}

/** One layer of the plant map: the records' geometry field, labelled, optionally filtered by equalities. */
export interface LayerSpec {
  /** Unique across every resource file (kebab-case). */
  key: string;
  title: string;
  /** The title in English (the layer switcher of an English page, GET /u-basic/map/layers in English). */
  'x-title-en'?: string;
  /** An `x-geometry` form property. */
  geometry: string;
  /** The field shown as the feature's label (default `name`). */
  label?: string;
  /** Shown when the map opens. */
  on?: boolean;
  /** Equalities on fields: only records matching all of them. */
  filter?: Record<string, string | number | boolean>;
  /** CSS colour of the layer's features. */
  color?: string;
  /** Place in the layer switcher (spec 001 §2's order); smaller first. */
  order?: number;
}

/** A view of a resource's list: the table (always), the tree (a file with `tree`), a calendar, a board. */
export type ViewName = 'table' | 'tree' | 'calendar' | 'board' | 'map';

/** `views.calendar`: records placed on the day of `start`, or on every day from `start` to `end`. */
export interface CalendarViewSpec {
  /** A date (or date-time) field: the record's day, or its first day. */
  start: string;
  /** A date field: the record's last day (a range); the record spans start..end. */
  end?: string;
  /** The field shown on the record's chip (default: the first list column). */
  title?: string;
  /** The modes offered, the first is the default (default both: month, week). */
  modes?: ('month' | 'week')[];
}

/** `views.board`: one column per option of an enumerated field, in the enum's order and colours. */
export interface BoardViewSpec {
  /** The enumerated field whose options are the columns. */
  field: string;
  /** The field heading a card (default: the first list column). */
  title?: string;
  /** Fields shown on a card under its title. */
  cardFields?: string[];
  /** Whether a card may be dragged to another column (an update of `field`); default false. */
  drag?: boolean;
}

export interface ViewsSpec {
  /** The view shown first (default `table`). */
  default?: ViewName;
  calendar?: CalendarViewSpec;
  board?: BoardViewSpec;
  /** `views.map`: the records placed on the plant plan by a geometry field. */
  map?: MapViewSpec;
}

/** `views.map`: the records shown on the plan by their `x-geometry` field (with the layer switcher). */
export interface MapViewSpec {
  field: string;
}

/** `tree`: the records form a hierarchy by `parent`, an integer reference to the resource itself. */
export interface TreeSpec {
  /** The integer form property holding the parent's id (empty for a root). */
  parent: string;
  /** The form property shown as a node's label (default `name`). */
  label?: string;
  /** The tree view beside the table (default: the table lists the selected node's subtree) or instead of it. */
  view?: 'beside' | 'instead';
  /**
   * Stored records of a former text hierarchy: `from` held the parent's code, `code` is the code field.
   * At start every record still holding `from` gets the parent of that code (kept under `legacy<From>`).
   */
  migrateFrom?: { from: string; code: string };
}

/**
 * One `children` entry (docs/schema-engine.md "Children"): the records of `resource` whose integer field `via`
 * holds this record's id travel with it under the payload key `key`.
 */
export interface ChildrenSpec {
  /** The payload and answer key of the rows (`items`); not a form property nor a system field. */
  key: string;
  /** The child resource's key. */
  resource: string;
  /** The child's integer field holding the parent's id (an `x-ref` to the parent, `onDelete: cascade`). */
  via: string;
  /** The rows' title (检查项): the table's heading and the messages' name for a row. */
  title: string;
  'x-title-en'?: string;
  /** At most this many rows (default and ceiling CHILD_ROWS_MAX). */
  maxItems?: number;
}

/** Rows one children key may carry at most, whatever the file says. */
export const CHILD_ROWS_MAX = 500;

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
    title: schemaZh['schema.system.createdAt'],
    column: 'created_at',
    schema: { type: 'string', format: 'date-time', title: schemaZh['schema.system.createdAt'] },
  },
  updatedAt: {
    title: schemaZh['schema.system.updatedAt'],
    column: 'updated_at',
    schema: { type: 'string', format: 'date-time', title: schemaZh['schema.system.updatedAt'] },
  },
  createdBy: { title: schemaZh['schema.system.createdBy'], column: 'created_by', schema: { type: 'integer', title: schemaZh['schema.system.createdBy'] } },
  updatedBy: { title: schemaZh['schema.system.updatedBy'], column: 'updated_by', schema: { type: 'integer', title: schemaZh['schema.system.updatedBy'] } },
  status: {
    title: schemaZh['schema.system.status'],
    column: 'status',
    schema: {
      type: 'integer',
      title: schemaZh['schema.system.status'],
      enum: [
        { label: schemaZh['schema.system.enabled'], value: 1, color: 'green' },
        { label: schemaZh['schema.system.disabled'], value: 0, color: 'default' },
      ],
    },
  },
  sortOrder: { title: schemaZh['schema.system.sortOrder'], column: 'sort_order', schema: { type: 'integer', title: schemaZh['schema.system.sortOrder'] } },
  validityStatus: {
    title: schemaZh['schema.system.validityStatus'],
    column: null,
    schema: {
      type: 'string',
      title: schemaZh['schema.system.validityStatus'],
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
  return resource.systemFieldSchemas?.[name] ?? SYSTEM_FIELDS[name].schema;
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
