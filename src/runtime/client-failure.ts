// Reading a refusal (ClientFailure, src/runtime/resource-client.ts) out of whatever a client call threw.
import type { ClientFailure } from './resource-client.ts';

/** The message of a refused call, or `fallback` when the thrown value carries none. */
export function failureText(e: unknown, fallback: string): string {
  const m = (e as Partial<ClientFailure> | null)?.message;
  return typeof m === 'string' && m !== '' ? m : fallback;
}

/** The per-field messages of a refused call (400 answers); [] when there are none. */
export function failureFieldErrors(e: unknown): { field: string; message: string }[] {
  const errors = (e as Partial<ClientFailure> | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (x): x is { field: string; message: string } =>
      typeof x === 'object' && x !== null && typeof x.field === 'string' && typeof x.message === 'string',
  );
}

/** The server's words for a refusal: each field's message once, else the answer's, else `fallback`. */
export function refusalWords(e: unknown, fallback: string): string {
  const fields = failureFieldErrors(e).map((f) => f.message);
  return fields.length ? [...new Set(fields)].join(' ') : failureText(e, fallback);
}
