/**
 * Builds a request payload from a route's JSON schema for the tenant-isolation suite: every id-like
 * property gets an id of the victim enterprise, every other required property a value the schema accepts.
 */
export interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
  items?: JsonSchemaLike;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

export type IdSource = (field: string) => number | undefined;

const idLike = (name: string) => /^(id|ids)$|Ids?$/.test(name);

function typeOf(s: JsonSchemaLike): string {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t ?? (s.properties ? 'object' : 'string');
}

function valueFor(name: string, s: JsonSchemaLike, ids: IdSource): unknown {
  const t = typeOf(s);
  if (idLike(name)) {
    const id = ids(name);
    if (id !== undefined) return t === 'array' ? [id] : t === 'string' ? String(id) : id;
  }
  if (s.enum?.length) return s.enum[0];
  switch (t) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      const n = s.minItems ?? 0;
      return Array.from({ length: n }, () => valueFor(name.replace(/s$/, ''), s.items ?? {}, ids));
    }
    case 'object':
      return build(s, ids);
    default: {
      if (s.pattern?.includes('1[3-9]')) return '13912345678';
      // A resource key (designer calls): a real resource, so the call reaches its overlay.
      if (s.pattern?.startsWith('^[a-z][a-z0-9-]')) return 'safety-manager';
      if (s.pattern) return undefined;
      const len = Math.max(s.minLength ?? 1, 3);
      return 'i'.repeat(Math.min(len, s.maxLength ?? len));
    }
  }
}

/** Fills required properties, and every id-like property even when optional. */
export function build(schema: JsonSchemaLike | undefined, ids: IdSource): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!schema?.properties) return out;
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (!required.has(name) && !idLike(name)) continue;
    const v = valueFor(name, prop, ids);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Query string of a payload (arrays as comma lists, as the list routes accept them). */
export function toQuery(payload: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || typeof v === 'object') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
