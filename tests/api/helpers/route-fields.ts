/**
 * The fields of a route's schema, for the suites that walk every route: each integer field (at any depth,
 * `ids.0` for the items of an array) and a way to put a value at its place in a request built by
 * schema-payload's `build`.
 */
import { build, type IdSource, type JsonSchemaLike } from './schema-payload.ts';

export interface FieldSchemaLike extends JsonSchemaLike {
  maximum?: number;
  exclusiveMinimum?: number;
  additionalProperties?: unknown;
}

export interface FieldAt {
  /** Property names and `0` for array items. */
  path: string[];
  schema: FieldSchemaLike;
}

const types = (s: FieldSchemaLike) => [s.type ?? []].flat();

/** Every integer field of a schema, outer fields first. */
export function integerFields(schema: FieldSchemaLike | undefined, path: string[] = []): FieldAt[] {
  if (!schema) return [];
  const out: FieldAt[] = [];
  if (types(schema).includes('integer')) out.push({ path, schema });
  for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...integerFields(v, [...path, k]));
  if (schema.items) out.push(...integerFields(schema.items, [...path, '0']));
  return out;
}

const noIds: IdSource = () => undefined;

/** Fills, in place, the required members that `build` leaves out because the schema does not describe them. */
function fillUndescribed(schema: FieldSchemaLike | undefined, value: unknown): void {
  if (!schema || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const x of value) fillUndescribed(schema.items, x);
    return;
  }
  const v = value as Record<string, unknown>;
  for (const name of schema.required ?? []) if (!(name in v) && !schema.properties?.[name]) v[name] = 'iii';
  for (const [k, sub] of Object.entries(schema.properties ?? {})) fillUndescribed(sub, v[k]);
}

/** A request part that `schema` accepts as far as the walk can tell: `build`'s values, ids 1. */
export function baseline(schema: FieldSchemaLike | undefined): Record<string, unknown> {
  const out = build(schema, () => 1);
  fillUndescribed(schema, out);
  return out;
}

/** A container for `schema` with its required members (an empty array for an array). */
function emptyOf(schema: FieldSchemaLike | undefined): unknown {
  if (schema && types(schema).includes('array')) return [];
  return build(schema, noIds);
}

/** A copy of `base` (built from `schema`) with `value` at `path`, creating the containers on the way. */
export function withValue(base: Record<string, unknown>, schema: FieldSchemaLike, path: string[], value: unknown): Record<string, unknown> {
  const root = structuredClone(base);
  let here: Record<string, unknown> | unknown[] = root;
  let s: FieldSchemaLike | undefined = schema;
  path.forEach((key, i) => {
    const next: FieldSchemaLike | undefined = Array.isArray(here) ? s?.items : s?.properties?.[key];
    const slot = here as Record<string, unknown>;
    if (i === path.length - 1) {
      slot[key] = value;
      return;
    }
    const existing = slot[key];
    slot[key] = typeof existing === 'object' && existing !== null ? existing : emptyOf(next);
    here = slot[key] as Record<string, unknown> | unknown[];
    s = next;
  });
  return root;
}
