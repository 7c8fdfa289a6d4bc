import type { FastifyContextConfig } from 'fastify';
import type { SqlValue } from '../../db/db.ts';
import { conflict } from '../../http/app-error.ts';
import { ROLE_QY_USER } from '../../auth/roles.ts';
import type { Text } from '../../../domain/i18n/message-format.ts';

/** Route config of organisation writes: enterprise administrators (and the platform admin) only. */
export const ORG_WRITE: FastifyContextConfig = { access: 'write', roles: [ROLE_QY_USER] };

/** A nullable optional string field (clearing a value sends null). */
export const optStr = (title: string, maxLength: number, extra: Record<string, unknown> = {}) => ({
  type: ['string', 'null'],
  title,
  maxLength,
  ...extra,
});

/** `LIKE` pattern that matches `s` anywhere, with the wildcards of `s` escaped. */
export function likeOf(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Maps a unique violation (23505) to 409 with `msg`; other errors pass through. */
export function rethrowUnique(msg: Text | string): (err: unknown) => never {
  return (err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw conflict(msg);
    throw err;
  };
}

/**
 * SET clauses of a partial update: only the fields present in `body` (own properties, value not
 * undefined), mapped to their whitelisted column; parameters start at `$first`.
 */
export function setClauses(
  columns: Record<string, string>,
  body: Record<string, unknown>,
  first: number,
): { sql: string[]; params: SqlValue[] } {
  const sql: string[] = [];
  const params: SqlValue[] = [];
  for (const [field, column] of Object.entries(columns)) {
    if (!Object.prototype.hasOwnProperty.call(body, field) || body[field] === undefined) continue;
    params.push(body[field] as SqlValue);
    sql.push(`${column} = $${first + params.length - 1}`);
  }
  return { sql, params };
}

/** Trims a name; throws through `onEmpty` when nothing is left. */
export function trimmedName(name: string, onEmpty: () => Error): string {
  const v = name.trim();
  if (!v) throw onEmpty();
  return v;
}
