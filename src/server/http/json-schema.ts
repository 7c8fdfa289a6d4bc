/** Small builders of the JSON schemas that validate route input; `title` names the field in messages. */
type Extra = Record<string, unknown>;

/**
 * The largest id a route accepts: ids are `bigint` columns, but ids travel as JSON numbers, exact only up
 * to 2^53 - 1. A larger id is refused at its field (bound-integers.ts adds the bound where a route forgot it).
 */
export const ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest other integer a route accepts unless it declares its own bound: an `int` (int4) column's. */
export const INT_MAX = 2_147_483_647;

export const str = (title: string, extra: Extra = {}) => ({ type: 'string', title, ...extra });
export const int = (title: string, extra: Extra = {}) => ({ type: 'integer', title, ...extra });
export const bool = (title: string, extra: Extra = {}) => ({ type: 'boolean', title, ...extra });
/** An id that clients send as a number or a numeric string. */
export const idOf = (title: string) => ({ type: 'integer', title, minimum: 0, maximum: ID_MAX });
export const optionalId = (title: string) => ({ type: ['integer', 'null'], title, minimum: 0, maximum: ID_MAX });
export const strArray = (title: string, extra: Extra = {}) => ({
  type: 'array',
  title,
  items: { type: 'string', maxLength: 100 },
  maxItems: 500,
  ...extra,
});
export const idArray = (title: string, extra: Extra = {}) => ({
  type: 'array',
  title,
  items: { type: 'integer', title, minimum: 0, maximum: ID_MAX },
  maxItems: 1000,
  ...extra,
});

export function obj(properties: Record<string, object>, required: string[] = [], extra: Extra = {}) {
  return { type: 'object', properties, required, additionalProperties: false, ...extra };
}

/** Query string of a paged basic-data list (DESIGN.md §4): page 1-based, limit 10/20/30/50 up to 100. */
export const pageQuery = {
  page: int('页码', { minimum: 1, maximum: 100000, default: 1 }),
  limit: int('每页条数', { minimum: 1, maximum: 100, default: 20 }),
};

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
