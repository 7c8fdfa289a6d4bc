// Between stored rows and API records (docs/resource-api.md "A record"): answers are flat (form
// properties + system fields); payloads are merged over stored data so that values the form does not
// show (a disabled custom field, a field removed from the file) are kept, never lost.
import type { ResourceFile } from '../../schema/resource-types.ts';
import { ANSWERED_FIELDS } from '../http/answered-fields.ts';

/** A row as the record queries select it. */
export interface RecordRow {
  id: number;
  /** The row's tenant: 0 marks a platform row of a shared resource. */
  tenant_id: number;
  data: Record<string, unknown>;
  status: number;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: number | null;
  updated_by: number | null;
  validity?: string | null;
}

/** The columns record queries select (`validity` when the resource declares it). */
export function recordColumns(validityExpr: string | null): string {
  const base = 'id, tenant_id, data, status, sort_order, created_at, updated_at, created_by, updated_by';
  return validityExpr ? `${base}, ${validityExpr} as validity` : base;
}

function iso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

/** The API record of a row: the form's properties only (hidden or removed fields stay stored, unseen). */
export function toRecord(resource: ResourceFile, row: RecordRow): Record<string, unknown> & { id: number } {
  const out: Record<string, unknown> & { id: number } = { id: row.id };
  for (const name of Object.keys(resource.form.properties)) {
    if (Object.hasOwn(row.data, name)) out[name] = row.data[name];
  }
  out.status = row.status;
  out.sortOrder = row.sort_order;
  out.createdAt = iso(row.created_at);
  out.updatedAt = iso(row.updated_at);
  out.createdBy = row.created_by;
  out.updatedBy = row.updated_by;
  if (resource.validity) out.validityStatus = row.validity ?? null;
  // Shared records: every answer of a shared resource says whose row it is (the list tags the platform's).
  if (resource.shared) out.shared = Number(row.tenant_id) === 0;
  return out;
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

const ANSWERED = new Set(ANSWERED_FIELDS);

/** A key the API answers (system fields: id, createdAt...) that is not one of the form's: not the client's to set. */
function answeredOnly(resource: ResourceFile, key: string): boolean {
  return ANSWERED.has(key) && !Object.hasOwn(resource.form.properties, key);
}

/**
 * The form values of a payload: the fields the API answers dropped (id, createdAt... are not the client's
 * to set), blank values (null, '', []) dropped so that an optional field left empty is simply absent.
 * Unknown keys are kept: the validator refuses them by name.
 */
export function payloadValues(resource: ResourceFile, body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (answeredOnly(resource, k) || isBlank(v)) continue;
    out[k] = v;
  }
  return out;
}

/** The keys of a payload that clear a field (sent as null, '' or []). */
export function clearedKeys(resource: ResourceFile, body: Record<string, unknown>): string[] {
  return Object.entries(body)
    .filter(([k, v]) => !answeredOnly(resource, k) && isBlank(v))
    .map(([k]) => k);
}

/** The keys of a payload that are neither the form's nor answered by the API (refused by name). */
export function unknownKeys(resource: ResourceFile, body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((k) => !Object.hasOwn(resource.form.properties, k) && !ANSWERED.has(k));
}

/**
 * Splits stored data into what the form edits (validated again on update) and what it does not show
 * (kept as stored).
 */
export function splitStored(resource: ResourceFile, data: Record<string, unknown>) {
  const form: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (Object.hasOwn(resource.form.properties, k)) form[k] = v;
    else kept[k] = v;
  }
  return { form, kept };
}
