// The JSON body parser of every route: a body that is not JSON, that carries a prototype key (`__proto__`,
// or `constructor` holding `prototype`), or a NUL character (which PostgreSQL text cannot hold), is refused
// with the field named (docs/api-contract.md). JSON.parse makes `__proto__` an own property, never the
// object's prototype, so the parsed value is safe to walk; the walk is what finds and names the key.
import { text } from '../../domain/i18n/text.ts';
import { AppError, fieldProblem, type FieldError } from './app-error.ts';

const MAY_HOLD_FORBIDDEN = /__proto__|constructor|\\u/;

function refuse(error: FieldError): AppError {
  return new AppError(400, error.text ?? error.message, [error]);
}

export const NUL_MESSAGE = text('server.validation.nul');

/** The first key or value of `value` that a body may not hold, named by its path; undefined when none. */
export function forbiddenIn(value: unknown, path: string[] = []): FieldError | undefined {
  const here = () => path.join('.') || 'body';
  if (typeof value === 'string') return value.includes('\u0000') ? fieldProblem(here(), NUL_MESSAGE) : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenIn(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const field = [...path, k].join('.');
    if (k === '__proto__') return fieldProblem(field, text('server.validation.forbiddenKey', { name: k }));
    if (k === 'constructor' && typeof v === 'object' && v !== null && Object.hasOwn(v, 'prototype')) return fieldProblem(field, text('server.validation.forbiddenKey', { name: k }));
    if (k.includes('\u0000')) return fieldProblem(field, NUL_MESSAGE);
    const found = forbiddenIn(v, [...path, k]);
    if (found) return found;
  }
  return undefined;
}

/** Parses a JSON request body; throws a 400 naming `body`, or the path of what it may not hold. */
export function parseJsonBody(body: string): unknown {
  if (body.trim() === '') throw refuse(fieldProblem('body', text('server.request.emptyJson')));
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw refuse(fieldProblem('body', text('server.request.invalidJson')));
  }
  // Only a text that names such a key, or spells something with escapes (a NUL is always escaped), can hold one.
  const found = MAY_HOLD_FORBIDDEN.test(body) ? forbiddenIn(value) : undefined;
  if (found) throw refuse(found);
  return value;
}
