// JSON merge patch (RFC 7386) over plain JSON values: the schema editor stores what an implementer changed
// in a resource file as a patch, so that a later version of the file still reaches the enterprise.
// Pure; inputs are never modified. `null` in a patch removes a member, arrays are replaced whole.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `target` with `patch` applied. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isJsonObject(patch)) return structuredClone(patch);
  const out: Record<string, unknown> = isJsonObject(target) ? structuredClone(target) : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = applyMergePatch(out[k], v);
  }
  return out;
}

/** Deep equality of JSON values (member order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * The patch that turns `from` into `to` (objects both), or null when they are equal. A `null` value in
 * `to` cannot be expressed (it means "remove" in a patch); resource files have none.
 */
export function createMergePatch(from: JsonObject, to: JsonObject): JsonObject | null {
  const patch: JsonObject = {};
  for (const k of Object.keys(from)) if (!Object.hasOwn(to, k)) patch[k] = null;
  for (const [k, v] of Object.entries(to)) {
    const before = from[k];
    if (isJsonObject(before) && isJsonObject(v)) {
      const sub = createMergePatch(before, v);
      if (sub) patch[k] = sub;
    } else if (!Object.hasOwn(from, k) || !jsonEqual(before, v)) {
      patch[k] = structuredClone(v);
    }
  }
  return Object.keys(patch).length ? patch : null;
}
