/**
 * The readable change of one audit row (issue 24 item 6): the fields whose value differs between the row before
 * and after the write. A nested plain object (a resource record's `data`) is compared field by field under its
 * own names, so that an edit of a form shows the form's fields, not one opaque `data` column. Bookkeeping
 * columns (who and when a row was last touched, its version) are left out: they change on every write.
 */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Columns every write touches: never part of a diff. */
/** What the audit trigger records of a write. */
export type AuditAction = 'insert' | 'update' | 'delete';

/** One entry of the audit trail as the 操作审计 route answers it and its page shows it. */
export interface AuditEntry {
  id: number;
  qyId: number;
  qymc: string | null;
  actorId: number | null;
  actorName: string | null;
  actorLogin: string | null;
  action: AuditAction;
  table: string;
  tableTitle: string;
  recordId: string | null;
  at: string;
  changes: (FieldChange & { label: string })[];
}

export const AUDIT_BOOKKEEPING: ReadonlySet<string> = new Set([
  'updated_at',
  'updated_by',
  'updatedAt',
  'updatedBy',
  'version',
  'tenant_id',
  'id',
]);

/** Columns whose object value is the record itself: compared field by field, named without a prefix. */
const RECORD_COLUMNS: ReadonlySet<string> = new Set(['data']);

type Row = Readonly<Record<string, unknown>> | null | undefined;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structural equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!sameJson(ao[k], bo[k])) return false;
  return true;
}

/**
 * The changed fields of a write: for an insert every field set (before undefined), for a delete every field
 * held (after undefined), for an update those that differ. Sorted by field name for a stable display.
 */
export function auditDiff(before: Row, after: Row): FieldChange[] {
  const out: FieldChange[] = [];
  const b = before ?? {};
  const a = after ?? {};
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  for (const key of keys) {
    if (AUDIT_BOOKKEEPING.has(key)) continue;
    const bv = b[key];
    const av = a[key];
    if (RECORD_COLUMNS.has(key) && (isPlainObject(bv) || isPlainObject(av))) {
      out.push(...auditDiff(isPlainObject(bv) ? bv : null, isPlainObject(av) ? av : null));
      continue;
    }
    if (sameJson(bv ?? null, av ?? null)) continue;
    out.push({ field: key, before: before ? (bv ?? null) : undefined, after: after ? (av ?? null) : undefined });
  }
  return out.sort((x, y) => (x.field < y.field ? -1 : x.field > y.field ? 1 : 0));
}

/** One value of a diff as text for a table cell or an export: '' for absent, JSON for objects and lists. */
export function auditValueText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}
