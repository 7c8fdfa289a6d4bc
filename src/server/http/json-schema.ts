import { chinese } from '../../domain/i18n/chinese.ts';
import { english } from '../../domain/i18n/english.ts';
import { isText, type Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';

/**
 * Small builders of the JSON schemas that validate route input; `title` names the field in messages. A title
 * given as a catalogue `Text` becomes `title` (Chinese) and `x-title-en` (English, when the catalogue has it).
 */
type Extra = Record<string, unknown>;
type Title = string | Text;

/** The title keywords of a schema node: words as they are, a catalogue text in Chinese and English. */
export function titled(title: Title): { title: string; 'x-title-en'?: string } {
  if (!isText(title)) return { title };
  const zh: Readonly<Record<string, string>> = chinese;
  const en = english[title.id];
  return en ? { title: zh[title.id] ?? title.id, 'x-title-en': en } : { title: zh[title.id] ?? title.id };
}

/**
 * The largest id a route accepts: ids are `bigint` columns, but ids travel as JSON numbers, exact only up
 * to 2^53 - 1. A larger id is refused at its field (bound-integers.ts adds the bound where a route forgot it).
 */
export const ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest other integer a route accepts unless it declares its own bound: an `int` (int4) column's. */
export const INT_MAX = 2_147_483_647;

export const str = (title: Title, extra: Extra = {}) => ({ type: 'string', ...titled(title), ...extra });
export const int = (title: Title, extra: Extra = {}) => ({ type: 'integer', ...titled(title), ...extra });
export const bool = (title: Title, extra: Extra = {}) => ({ type: 'boolean', ...titled(title), ...extra });
/** An id that clients send as a number or a numeric string. */
export const idOf = (title: Title) => ({ type: 'integer', ...titled(title), minimum: 0, maximum: ID_MAX });
export const optionalId = (title: Title) => ({ type: ['integer', 'null'], ...titled(title), minimum: 0, maximum: ID_MAX });
export const strArray = (title: Title, extra: Extra = {}) => ({
  type: 'array',
  ...titled(title),
  items: { type: 'string', maxLength: 100 },
  maxItems: 500,
  ...extra,
});
export const idArray = (title: Title, extra: Extra = {}) => ({
  type: 'array',
  ...titled(title),
  items: { type: 'integer', ...titled(title), minimum: 0, maximum: ID_MAX },
  maxItems: 1000,
  ...extra,
});

export function obj(properties: Record<string, object>, required: string[] = [], extra: Extra = {}) {
  return { type: 'object', properties, required, additionalProperties: false, ...extra };
}

/** Query string of a paged basic-data list (DESIGN.md §4): page 1-based, limit 10/20/30/50 up to 100. */
export const pageQuery = {
  page: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  limit: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 20 }),
};

export { MOBILE_PATTERN } from '../../domain/validators.ts';

/** The schema of a value that may also be null (a field the caller clears). */
export const nullable = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] });
