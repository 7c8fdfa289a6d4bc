// checkResourceFile: the meta-schema (schemas/meta/resource.schema.json) checked by ajv, then the
// cross-references JSON Schema cannot express, each reported with the JSON pointer of the culprit.
import { Ajv, type ValidateFunction } from 'ajv';
import metaSchema from '../../schemas/meta/resource.schema.json' with { type: 'json' };
import { ALL_MODULE_KEYS } from '../domain/modules.ts';
import { fromAjv, pointer, type SchemaProblem } from './ajv-problem.ts';
import { formatsPlugin } from './compile-validator.ts';
import { expressionErrorText } from './expression-error-text.ts';
import { ExpressionError, isExpression, parseExpression, stripBraces } from './expression.ts';
import { FILE_CHECKS, type FileCheckContext } from './keywords/keyword-checks.ts';
import { refOf } from './keywords/ref-fields.ts';
import { said, text, type Text } from './schema-text.ts';
import {
  FIELD_COMPONENTS,
  ROW_ACTION_NEEDS,
  parentFieldOf,
  SYSTEM_FIELDS,
  VALIDATOR_NAMES,
  fieldKind,
  isSystemField,
  resolveField,
  type FieldReaction,
  type FieldKind,
  type FieldSchema,
  type FilterOp,
  type ResourceFile,
  type Action,
} from './resource-types.ts';

export { fromAjv, pointer, type SchemaProblem };

export type CheckResult = { ok: true; resource: ResourceFile } | { ok: false; errors: SchemaProblem[] };

let metaValidator: ValidateFunction | undefined;

function validatorOfMeta(): ValidateFunction {
  if (!metaValidator) {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
    formatsPlugin(ajv, ['regex']);
    metaValidator = ajv.compile(metaSchema);
  }
  return metaValidator;
}

function dedupe(problems: SchemaProblem[]): SchemaProblem[] {
  const seen = new Set<string>();
  return problems.filter((x) => {
    const k = `${x.pointer}\u0000${x.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const STRING_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format'] as const;
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
const ARRAY_KEYWORDS = ['items', 'minItems', 'maxItems', 'uniqueItems'] as const;
const OBJECT_KEYWORDS = ['properties', 'required'] as const;

const OPS_BY_KIND: Readonly<Record<FieldKind, readonly FilterOp[]>> = {
  string: ['eq', 'like', 'in'],
  enum: ['eq', 'in'],
  date: ['eq', 'range', 'gte', 'lte'],
  number: ['eq', 'in', 'range', 'gte', 'lte', 'under'],
  boolean: ['eq'],
  array: [],
  object: [],
};

/** `under` (trees): a reference to a tree resource, checked by src/schema/keywords/tree-check.ts. */
const REF_OPS: readonly FilterOp[] = ['eq', 'in', 'under'];

class Checker {
  readonly problems: SchemaProblem[] = [];
  private readonly props: Record<string, FieldSchema>;
  constructor(private readonly r: ResourceFile) {
    this.props = r.form.properties;
  }

  private add(ptr: string, message: Text): void {
    this.problems.push(said({ pointer: ptr }, message));
  }

  private isProp(name: string): boolean {
    return Object.hasOwn(this.props, name);
  }

  /** A name that must be a form property or a system field; returns its schema when it is one. */
  private known(name: string, ptr: string): FieldSchema | undefined {
    const f = resolveField(this.r, name);
    if (!f) {
      this.add(ptr, text(name === 'validityStatus' ? 'schema.check.meta.unknownFieldValidity' : 'schema.check.meta.unknownField', { field: name }));
    }
    return f;
  }

  /** A name that must be a form property. */
  private property(name: string, ptr: string): FieldSchema | undefined {
    if (this.isProp(name)) return this.props[name];
    this.add(ptr, text(isSystemField(name) ? 'schema.check.meta.systemFieldHere' : 'schema.check.meta.unknownField', { field: name }));
    return undefined;
  }

  /** import.match: one of the import columns, and a plain text field (a cell's text is what it is compared by). */
  private importMatch(match: string, columns: readonly string[]): void {
    const ptr = pointer('import', 'match');
    if (!columns.includes(match)) return this.add(ptr, text('schema.check.meta.importMatchColumn', { field: match }));
    const f = this.props[match];
    if (f && (fieldKind(f) !== 'string' || refOf(f) !== undefined)) this.add(ptr, text('schema.check.meta.importMatchText', { field: match }));
  }

  run(): void {
    const r = this.r;
    if (typeof r.module === 'string' && !ALL_MODULE_KEYS.includes(r.module)) {
      this.add('/module', text('schema.check.meta.unknownModule', { module: r.module }));
    }
    this.actions();
    this.form();
    this.list();
    r.detail?.sections.forEach((s, i) =>
      s.fields.forEach((f, j) => this.known(f, pointer('detail', 'sections', i, 'fields', j))),
    );
    if (r.actions.includes('import') && !r.import) this.add('/import', text('schema.check.meta.importRequired'));
    r.import?.columns.forEach((c, i) => this.property(c, pointer('import', 'columns', i)));
    if (r.import?.match !== undefined) this.importMatch(r.import.match, r.import.columns);
    r.indexes?.forEach((idx, i) =>
      idx.forEach((f, j) => {
        const ptr = pointer('indexes', i, j);
        if (isSystemField(f) && !this.isProp(f)) {
          if (SYSTEM_FIELDS[f].column === null) this.add(ptr, text('schema.check.meta.derivedIndex', { field: f }));
        } else if (this.property(f, ptr)?.format === 'date-time') {
          // A text-to-timestamptz cast depends on the session's time zone: PostgreSQL cannot index it.
          this.add(ptr, text('schema.check.meta.dateTimeIndex', { field: f }));
        }
      }),
    );
    this.validity();
    this.keywords();
    const tabKeys = new Set<string>();
    r.layout?.tabs.forEach((t, i) => {
      if (tabKeys.has(t.key)) this.add(pointer('layout', 'tabs', i, 'key'), text('schema.check.meta.duplicateTab', { key: t.key }));
      tabKeys.add(t.key);
      t.fields.forEach((f, j) => this.property(f, pointer('layout', 'tabs', i, 'fields', j)));
    });
  }

  private actions(): void {
    const group: Action[] = ['topping', 'ending', 'sort'];
    const present = group.filter((a) => this.r.actions.includes(a));
    if (present.length > 0 && present.length < group.length) {
      const missing = group.filter((a) => !present.includes(a));
      this.add('/actions', text('schema.check.meta.actionGroup', { missing: missing.join(', ') }));
    }
  }

  private form(): void {
    const { form } = this.r;
    for (const [name, f] of Object.entries(this.props)) {
      const ptr = pointer('form', 'properties', name);
      if (isSystemField(name)) this.add(ptr, text('schema.check.meta.systemFieldName', { field: name }));
      const c = f['x-component'];
      if (c !== undefined && !FIELD_COMPONENTS.includes(c)) {
        this.add(`${ptr}/x-component`, text('schema.check.meta.unknownComponent', { component: c, known: FIELD_COMPONENTS.join(', ') }));
      }
      this.field(f, ptr, true);
    }
    form.required?.forEach((n, i) => {
      if (!this.isProp(n)) this.add(pointer('form', 'required', i), text('schema.check.meta.requiredUnknown', { name: n }));
    });
  }

  private field(f: FieldSchema, ptr: string, topLevel: boolean): void {
    const t = f.type;
    const misplaced = (keys: readonly string[], okType: boolean, what: 'string' | 'number' | 'array' | 'object') => {
      if (okType) return;
      const kind = text(`schema.check.meta.kind.${what}`);
      for (const k of keys) if (Object.hasOwn(f, k)) this.add(`${ptr}/${k}`, text('schema.check.meta.misplaced', { keyword: k, kind }));
    };
    misplaced(STRING_KEYWORDS, t === 'string', 'string');
    misplaced(NUMBER_KEYWORDS, t === 'number' || t === 'integer', 'number');
    misplaced(ARRAY_KEYWORDS, t === 'array', 'array');
    misplaced(OBJECT_KEYWORDS, t === 'object', 'object');
    if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) {
      this.add(`${ptr}/minLength`, text('schema.check.meta.minLength'));
    }
    if (f.minimum !== undefined && f.maximum !== undefined && f.minimum > f.maximum) {
      this.add(`${ptr}/minimum`, text('schema.check.meta.minimum'));
    }
    if (f.minItems !== undefined && f.maxItems !== undefined && f.minItems > f.maxItems) {
      this.add(`${ptr}/minItems`, text('schema.check.meta.minItems'));
    }
    this.enumOptions(f, ptr);
    this.validator(f, ptr);
    if (f.items) this.field(f.items, `${ptr}/items`, false);
    if (f.properties) {
      for (const [n, sub] of Object.entries(f.properties)) this.field(sub, `${ptr}/properties/${n}`, false);
      f.required?.forEach((n, i) => {
        if (!Object.hasOwn(f.properties ?? {}, n)) this.add(`${ptr}/required/${i}`, text('schema.check.meta.requiredUnknown', { name: n }));
      });
    }
    if (topLevel && f['x-reactions'] !== undefined) this.reactions(f['x-reactions'], `${ptr}/x-reactions`);
    for (const [k, v] of Object.entries(f)) if (k.startsWith('x-')) this.expressions(v, `${ptr}${pointer(k)}`);
  }

  private enumOptions(f: FieldSchema, ptr: string): void {
    if (!f.enum) return;
    const valueType = f.type === 'array' ? f.items?.type : f.type;
    const seen = new Set<string>();
    f.enum.forEach((o, i) => {
      const vp = `${ptr}/enum/${i}/value`;
      const key = `${typeof o.value}:${String(o.value)}`;
      if (seen.has(key)) this.add(vp, text('schema.check.meta.duplicateEnum', { value: JSON.stringify(o.value) }));
      seen.add(key);
      const ok =
        valueType === undefined ||
        (valueType === 'string' && typeof o.value === 'string') ||
        (valueType === 'number' && typeof o.value === 'number') ||
        (valueType === 'integer' && Number.isInteger(o.value)) ||
        (valueType === 'boolean' && typeof o.value === 'boolean');
      if (!ok) this.add(vp, text('schema.check.meta.enumType', { value: JSON.stringify(o.value), type: valueType }));
    });
    if (f.type === 'object') this.add(`${ptr}/enum`, text('schema.check.meta.enumObject'));
  }

  private validator(f: FieldSchema, ptr: string): void {
    const v = f['x-validator'];
    if (v === undefined) return;
    const vp = `${ptr}/x-validator`;
    if (!(VALIDATOR_NAMES as readonly string[]).includes(v)) {
      this.add(vp, text('schema.check.meta.unknownValidator', { validator: String(v), known: VALIDATOR_NAMES.join(', ') }));
    } else if (!(f.type === 'string' || (v === 'amount' && f.type === 'number'))) {
      this.add(vp, text(v === 'amount' ? 'schema.check.meta.validatorAmount' : 'schema.check.meta.validatorString', { validator: v }));
    }
  }

  private reactions(value: FieldReaction | FieldReaction[], ptr: string): void {
    const list = Array.isArray(value) ? value : [value];
    list.forEach((rx, i) => {
      const base = Array.isArray(value) ? `${ptr}/${i}` : ptr;
      rx.dependencies?.forEach((d, j) => {
        const name = d.replace(/^\./, '');
        if (!this.isProp(name)) this.add(`${base}/dependencies/${j}`, text('schema.check.meta.dependency', { name: d }));
      });
      if (rx.target !== undefined && !this.isProp(rx.target.replace(/^\./, ''))) {
        this.add(`${base}/target`, text('schema.check.meta.target', { name: rx.target }));
      }
    });
  }

  /** Every `{{ }}` string inside an x-* value must be accepted by the restricted evaluator. */
  private expressions(v: unknown, ptr: string): void {
    if (isExpression(v)) {
      try {
        parseExpression(v);
      } catch (e) {
        if (!(e instanceof ExpressionError)) throw e;
        this.add(ptr, text('schema.check.meta.expression', { detail: expressionErrorText(e, stripBraces(v)) }));
      }
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => this.expressions(x, `${ptr}/${i}`));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) this.expressions(x, `${ptr}${pointer(k)}`);
    }
  }

  private list(): void {
    const { list, actions } = this.r;
    const cols = new Set<string>();
    list.columns.forEach((c, i) => {
      const ptr = pointer('list', 'columns', i, 'field');
      if (cols.has(c.field)) this.add(ptr, text('schema.check.meta.duplicateColumn', { field: c.field }));
      cols.add(c.field);
      this.known(c.field, ptr);
    });
    const filtered = new Set<string>();
    list.filters?.forEach((flt, i) => {
      const ptr = pointer('list', 'filters', i, 'field');
      if (filtered.has(flt.field)) this.add(ptr, text('schema.check.meta.duplicateFilter', { field: flt.field }));
      filtered.add(flt.field);
      const f = this.known(flt.field, ptr);
      if (!f) return;
      // A reference (one id or several) is filtered by id: eq (contains, for several) or in.
      const kind = refOf(f) ? 'reference' : fieldKind(f);
      const allowed = kind === 'reference' ? REF_OPS : OPS_BY_KIND[kind];
      if (!allowed.includes(flt.op)) {
        this.add(
          pointer('list', 'filters', i, 'op'),
          allowed.length === 0
            ? text('schema.check.meta.notFilterable', { field: flt.field, kind })
            : text('schema.check.meta.filterOp', { op: flt.op, field: flt.field, kind, allowed: allowed.join(', ') }),
        );
      }
    });
    list.sort?.fields.forEach((s, i) => {
      const ptr = pointer('list', 'sort', 'fields', i);
      const f = this.known(s, ptr);
      if (f && (f.type === 'array' || f.type === 'object')) this.add(ptr, text('schema.check.meta.notSortable', { field: s, type: f.type }));
    });
    const def = list.sort?.default;
    if (def && !list.sort?.fields.includes(def.field)) {
      this.add('/list/sort/default/field', text('schema.check.meta.defaultSort', { field: def.field }));
    }
    list.rowActions?.forEach((a, i) => {
      const need = ROW_ACTION_NEEDS[a];
      if (!actions.includes(need)) this.add(pointer('list', 'rowActions', i), text('schema.check.meta.rowAction', { rowAction: a, action: need }));
      if (a === 'addChild' && !parentFieldOf(this.r)) this.add(pointer('list', 'rowActions', i), text('schema.check.meta.addChildParent'));
    });
  }

  /** The checks of the engine's keywords (src/schema/keywords/keyword-checks.ts). */
  private keywords(): void {
    const ctx: FileCheckContext = {
      resource: this.r,
      add: (ptr, message) => this.add(ptr, message),
      property: (name, ptr) => this.property(name, ptr),
      known: (name, ptr) => this.known(name, ptr),
    };
    for (const check of FILE_CHECKS) check(ctx);
  }

  private validity(): void {
    const v = this.r.validity;
    if (!v) return;
    if (v.from === undefined && v.to === undefined) this.add('/validity', text('schema.check.meta.validityNeeds'));
    for (const key of ['from', 'to'] as const) {
      const name = v[key];
      if (name === undefined) continue;
      const f = this.property(name, `/validity/${key}`);
      if (f && !(f.type === 'string' && f.format === 'date')) {
        this.add(`/validity/${key}`, text('schema.check.meta.validityDate', { field: name }));
      }
    }
    if (v.void !== undefined) {
      const f = this.property(v.void, '/validity/void');
      if (f && f.type !== 'boolean') this.add('/validity/void', text('schema.check.meta.validityVoid', { field: v.void }));
    }
  }
}

/**
 * Checks a parsed resource file: structure (meta-schema), then cross-references. On success the input
 * is returned typed (not copied).
 */
export function checkResourceFile(json: unknown): CheckResult {
  const validate = validatorOfMeta();
  if (!validate(json)) {
    // Errors raised inside propertyNames carry `propertyName`; the propertyNames error itself reports them.
    const errors = (validate.errors ?? []).filter((e) => e.propertyName === undefined);
    return { ok: false, errors: dedupe(errors.map(fromAjv)) };
  }
  const resource = json as ResourceFile;
  const checker = new Checker(resource);
  checker.run();
  if (checker.problems.length > 0) return { ok: false, errors: dedupe(checker.problems) };
  return { ok: true, resource };
}

/** One line per problem, `pointer: message`, for logs and test failures. */
export function formatProblems(problems: SchemaProblem[]): string {
  return problems.map((p) => `${p.pointer || '/'}: ${p.message}`).join('\n');
}
