// The JSON body parser of every route: a body that is not JSON, or that carries a prototype key
// (`__proto__`, or `constructor` holding `prototype`), is refused with the field named (docs/api-contract.md).
// JSON.parse makes `__proto__` an own property, never the object's prototype, so the parsed value is
// safe to walk; the walk is what finds and names the key.
import { AppError, type FieldError } from './app-error.ts';

const MAY_HOLD_PROTOTYPE_KEY = /__proto__|constructor|\\u/;

function refuse(error: FieldError): AppError {
  return new AppError(400, error.message, [error]);
}

/** The path of the first prototype key in `value`, or undefined. */
export function prototypeKeyOf(value: unknown, path: string[] = []): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = prototypeKeyOf(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = [...path, k];
    if (k === '__proto__') return here.join('.');
    if (k === 'constructor' && typeof v === 'object' && v !== null && Object.hasOwn(v, 'prototype')) return here.join('.');
    const found = prototypeKeyOf(v, here);
    if (found) return found;
  }
  return undefined;
}

/** Parses a JSON request body; throws a 400 naming `body`, or the prototype key's path. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw refuse({ field: 'body', message: '请求体不能为空' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse({ field: 'body', message: '请求体不是合法的JSON' });
  }
  // Only a text that names such a key, or spells a key with escapes, can hold one.
  const key = MAY_HOLD_PROTOTYPE_KEY.test(text) ? prototypeKeyOf(value) : undefined;
  if (key) throw refuse({ field: key, message: `不允许的字段名：${key.split('.').pop()}` });
  return value;
}
