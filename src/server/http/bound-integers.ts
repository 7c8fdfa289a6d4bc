// Every integer a route takes is bounded before it reaches SQL: an id past 2^53 (or 2^63, past `bigint`)
// or a count past an `int` column is refused at its field with a Chinese message, never by the database.
// A route states its own bounds where it knows better (idOf, pageQuery...); boundIntegers fills in the
// rest when the route is registered (plugins/contract.ts), so that no route can forget them:
// - an integer without a maximum gets ID_MAX when its name says it is an id (`id`, `ids`, `…Id`, `…Ids`),
//   INT_MAX otherwise;
// - an integer without a minimum gets 0 (ids, counts, states, sizes are never negative; a route that takes
//   negative integers says so, like a menu's sort);
// - an id that may also come as a string gets a pattern: digits, at most 15 of them.
import { ID_MAX, INT_MAX } from './json-schema.ts';

type Schema = { [keyword: string]: unknown };

const ID_NAME = /^(id|ids)$|[a-z0-9]Ids?$/;
/** 15 digits at most: 999,999,999,999,999 < ID_MAX. */
export const ID_STRING_PATTERN = '^\\d{0,15}$';

/** Whether a property of this name holds ids (bigint columns) rather than a small integer. */
export function isIdName(name: string): boolean {
  return ID_NAME.test(name);
}

function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function hasType(s: Schema, type: string): boolean {
  return s.type === type || (Array.isArray(s.type) && s.type.includes(type));
}

function boundOne(s: Schema, name: string): Schema {
  const out: Schema = { ...s };
  if (hasType(s, 'integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = isIdName(name) ? ID_MAX : INT_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = 0;
    // An id sent as a string too ('1001'): digits only, few enough to stay below ID_MAX.
    if (hasType(s, 'string') && isIdName(name) && out.pattern === undefined) out.pattern = ID_STRING_PATTERN;
  }
  if (isSchema(s.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, isSchema(v) ? boundOne(v, k) : v]),
    );
  }
  // The items of `ids` are ids; of `staffIds`, staff ids.
  if (isSchema(s.items)) out.items = boundOne(s.items, name);
  if (isSchema(s.additionalProperties)) out.additionalProperties = boundOne(s.additionalProperties, name);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[k];
    if (Array.isArray(list)) out[k] = list.map((v: unknown) => (isSchema(v) ? boundOne(v, name) : v));
  }
  return out;
}

/**
 * A copy of a route's params, querystring or body schema in which every integer has a minimum and a
 * maximum (the schema's own where it has them). `name` is the property the schema describes, if any.
 */
export function boundIntegers<T>(schema: T, name = ''): T {
  return (isSchema(schema) ? boundOne(schema, name) : schema) as T;
}
