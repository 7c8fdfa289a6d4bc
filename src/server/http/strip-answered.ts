// A client may send back a record as it received it. The fields the API itself answers (ANSWERED_FIELDS)
// and that a route does not take are removed from its body before validation, at every level the body
// schema closes (`additionalProperties: false`); any other unknown field is refused by name.
import { ANSWERED_FIELDS } from './answered-fields.ts';

type Schema = { [keyword: string]: unknown };

/** What to remove from a body: answered keys the schema does not declare, here and below. */
export interface StripPlan {
  drop: string[];
  props: Record<string, StripPlan>;
  items?: StripPlan;
}

function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function planOf(s: Schema): StripPlan | undefined {
  const props = isSchema(s.properties) ? s.properties : {};
  const drop = s.additionalProperties === false ? ANSWERED_FIELDS.filter((k) => !Object.hasOwn(props, k)) : [];
  const inner: Record<string, StripPlan> = {};
  for (const [k, v] of Object.entries(props)) {
    const p = isSchema(v) ? planOf(v) : undefined;
    if (p) inner[k] = p;
  }
  const items = isSchema(s.items) ? planOf(s.items) : undefined;
  if (!drop.length && !Object.keys(inner).length && !items) return undefined;
  return { drop, props: inner, ...(items ? { items } : {}) };
}

/** The strip plan of a body schema; undefined when nothing is ever removed. */
export function stripPlan(schema: unknown): StripPlan | undefined {
  return isSchema(schema) ? planOf(schema) : undefined;
}

/** Removes the answered fields that `plan` names from `data`, in place. */
export function stripAnswered(plan: StripPlan, data: unknown): void {
  if (Array.isArray(data)) {
    if (plan.items) for (const x of data) stripAnswered(plan.items, x);
    return;
  }
  if (!isSchema(data)) return;
  for (const k of plan.drop) if (Object.hasOwn(data, k)) delete data[k];
  for (const [k, p] of Object.entries(plan.props)) if (Object.hasOwn(data, k)) stripAnswered(p, data[k]);
}
