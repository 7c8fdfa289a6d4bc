// `textRefs` (issue 12, item 3): a resource file's list of reference fields whose values were once typed
// by hand, and how the migration at start matches the old texts to records. Pure: the plan of one file,
// the matching of one record, and the file's check. The server half is src/server/text-refs/.
//
//   "textRefs": [
//     { "field": "responsiblePerson", "match": [["responsiblePerson", "name"]] },
//     { "field": "staffId", "match": [["idCard", "idCard"], ["name", "name"]] },
//     { "field": "contractorUserId", "match": [["idCard", "idCard"], ["name", "name"]], "unlessSet": "staffId" }
//   ]
//
// `field` is a form property with `x-ref` (the target); each `match` pair is [a property of this record
// holding the text, a field of the target it is compared with], tried in order: the first pair whose text
// finds exactly one record wins. When `field` itself held the text (a text field that became a reference),
// the text is kept under `data._refText[field]`; a value that matches nothing or several records is listed
// for the administrator (table ref_unmatched) and the field is left empty. Nothing is lost.
// A multiple reference (`type: array` of ids) that held an array of names migrates element by element
// (`matchTextRefArray`): every name that finds one record becomes its id, the others are listed one by one
// (ref_unmatched.item = the element's index) and the whole typed array is kept under `_refText[field]`.
import type { FieldSchema, ResourceFile } from '../resource-types.ts';
import type { FileCheck } from './keyword-checks.ts';
import { refOf } from './ref-fields.ts';
import { text, type Text } from '../schema-text.ts';

/** One `textRefs` entry. */
export interface TextRef {
  /** The reference field (a form property with `x-ref`). */
  field: string;
  /** [source property of this record, target field], tried in order. */
  match: [string, string][];
  /** Skip this entry when that reference field already holds an id (a person is staff or a contractor's). */
  unlessSet?: string;
}

/** The key of stored data under which the texts that references replaced are kept (never answered). */
export const REF_TEXT_KEY = '_refText';

/** The fields of the platform entities a text may be matched with (the others are resource files). */
export const ENTITY_MATCH_FIELDS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  staff: ['name', 'idCard', 'mobile'],
  department: ['name'],
  enterprise: ['name'],
});

/** The reference target of a field (`x-ref`, or the one its picker implies), or null. */
export function refTarget(f: FieldSchema | undefined): string | null {
  return refOf(f)?.resource ?? null;
}

/** One step of the migration of one record's field: what the matching decided. */
export type TextRefOutcome =
  | { kind: 'skip' }
  /** The field held only white space: emptied (the text kept), not listed. */
  | { kind: 'blank'; text: string }
  | { kind: 'matched'; id: number; text: string; keepText: boolean }
  | { kind: 'unmatched'; text: string; reason: 'none' | 'many'; candidates: number[]; keepText: boolean };

/** Finds the ids of target records whose `targetField` equals `text` (in the record's tenant). */
export type TextLookup = (targetField: string, text: string) => readonly number[];

function textOf(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function keptTexts(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept = data[REF_TEXT_KEY];
  return kept !== null && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
}

/** Whether a stored record still needs this entry's migration (the same test the SQL selection makes). */
export function needsMigration(ref: TextRef, data: Readonly<Record<string, unknown>>): boolean {
  const v = data[ref.field];
  if (typeof v === 'string') return true;
  if (v !== undefined && v !== null) return false;
  if (Object.hasOwn(keptTexts(data), ref.field)) return false;
  if (ref.unlessSet && typeof data[ref.unlessSet] === 'number') return false;
  return ref.match.some(([from]) => textOf(data[from]) !== null);
}

/**
 * Matches one record's text with the target records. A text that finds exactly one record by a pair wins;
 * several by a pair and none by a later pair is ambiguous ('many'); none by any pair is 'none'.
 */
export function matchTextRef(ref: TextRef, data: Readonly<Record<string, unknown>>, lookup: TextLookup): TextRefOutcome {
  if (!needsMigration(ref, data)) return { kind: 'skip' };
  const own = typeof data[ref.field] === 'string';
  if (own && textOf(data[ref.field]) === null) return { kind: 'blank', text: String(data[ref.field]) };
  const texts: string[] = [];
  let many: number[] | null = null;
  for (const [from, targetField] of ref.match) {
    const text = textOf(data[from]);
    if (text === null) continue;
    texts.push(text);
    const ids = [...new Set(lookup(targetField, text))];
    if (ids.length === 1) return { kind: 'matched', id: ids[0], text: own ? String(data[ref.field]) : text, keepText: own };
    if (ids.length > 1 && many === null) many = ids;
  }
  const text = own ? String(data[ref.field]) : [...new Set(texts)].join(' / ');
  if (many) return { kind: 'unmatched', text, reason: 'many', candidates: many, keepText: own };
  return { kind: 'unmatched', text, reason: 'none', candidates: [], keepText: own };
}

/**
 * The stored data after an outcome: a matched field holds the id; an unmatched one is left empty; a text
 * the field held is kept under `_refText` either way (and an unmatched entry of a new field records its
 * text there too, so that the next start does not list it twice).
 */
export function applyOutcome(ref: TextRef, data: Readonly<Record<string, unknown>>, o: TextRefOutcome): Record<string, unknown> {
  if (o.kind === 'skip') return { ...data };
  const out: Record<string, unknown> = { ...data };
  const kept = { ...keptTexts(data) };
  if (o.kind === 'matched') {
    out[ref.field] = o.id;
    if (o.keepText) kept[ref.field] = o.text;
  } else if (o.kind === 'blank') {
    delete out[ref.field];
    if (o.text) kept[ref.field] = o.text;
  } else {
    delete out[ref.field];
    kept[ref.field] = o.text;
  }
  if (Object.keys(kept).length) out[REF_TEXT_KEY] = kept;
  return out;
}

/** One element of an array of names that found no record or several. */
export interface UnmatchedItem {
  /** The element's index in the stored array. */
  item: number;
  text: string;
  reason: 'none' | 'many';
  candidates: number[];
}

/** What the matching decided for an array of names: the ids found and the names left over. */
export type TextRefArrayOutcome =
  | { kind: 'skip' }
  | { kind: 'array'; ids: number[]; texts: string[]; unmatched: UnmatchedItem[] };

/**
 * Matches every name of a stored array (a multiple reference that held names): each element is tried
 * with the entry's target fields in order, like one text; ids already in the array are kept; blank
 * elements are dropped (kept in the texts). The order of the array is kept, duplicates dropped.
 */
export function matchTextRefArray(ref: TextRef, data: Readonly<Record<string, unknown>>, lookup: TextLookup): TextRefArrayOutcome {
  const v = data[ref.field];
  if (!Array.isArray(v) || !v.some((e) => typeof e === 'string')) return { kind: 'skip' };
  const ids: number[] = [];
  const texts: string[] = [];
  const unmatched: UnmatchedItem[] = [];
  v.forEach((e, item) => {
    if (typeof e === 'number' && Number.isSafeInteger(e) && e > 0) {
      if (!ids.includes(e)) ids.push(e);
      return;
    }
    if (typeof e !== 'string') return;
    texts.push(e);
    const text = e.trim();
    if (!text) return;
    let many: number[] | null = null;
    for (const [, targetField] of ref.match) {
      const found = [...new Set(lookup(targetField, text))];
      if (found.length === 1) {
        if (!ids.includes(found[0])) ids.push(found[0]);
        return;
      }
      if (found.length > 1 && many === null) many = found;
    }
    unmatched.push(many ? { item, text, reason: 'many', candidates: many } : { item, text, reason: 'none', candidates: [] });
  });
  return { kind: 'array', ids, texts, unmatched };
}

/** The stored data after an array's matching: the ids found in the field, every typed name under `_refText`. */
export function applyArrayOutcome(ref: TextRef, data: Readonly<Record<string, unknown>>, o: TextRefArrayOutcome): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  if (o.kind === 'skip') return out;
  if (o.ids.length) out[ref.field] = o.ids;
  else delete out[ref.field];
  out[REF_TEXT_KEY] = { ...keptTexts(data), [ref.field]: o.texts };
  return out;
}

/** `textRefs` names reference fields of the file, and sources that are its properties. */
export const checkTextRefs: FileCheck = (ctx) => {
  const refs: readonly TextRef[] = ctx.resource.textRefs ?? [];
  const seen = new Set<string>();
  refs.forEach((ref, i) => {
    const at = `/textRefs/${i}`;
    // An overlay may take the field out of the form (the designer): its entry then has nothing to do.
    if (!Object.hasOwn(ctx.resource.form.properties, ref.field)) return;
    const f = ctx.property(ref.field, `${at}/field`);
    const array = f?.type === 'array';
    if (f && ((f.type !== 'integer' && !array) || refTarget(f) === null)) {
      ctx.add(`${at}/field`, text('schema.check.textRefs.field', { field: ref.field }));
    }
    // An array of names is matched element by element: its own elements are the only source.
    if (array) {
      ref.match.forEach(([from], j) => {
        if (from !== ref.field) ctx.add(`${at}/match/${j}/0`, text('schema.check.textRefs.arrayMatch', { field: ref.field }));
      });
      if (ref.unlessSet !== undefined) ctx.add(`${at}/unlessSet`, text('schema.check.textRefs.arrayUnless'));
    }
    if (seen.has(ref.field)) ctx.add(`${at}/field`, text('schema.check.textRefs.twice', { field: ref.field }));
    seen.add(ref.field);
    // A source need not be a form property: a text field the reference replaced stays stored, unseen.
    ref.match.forEach(([, to], j) => {
      const target = refTarget(f);
      const entity = target ? ENTITY_MATCH_FIELDS[target] : undefined;
      if (entity && !entity.includes(to)) ctx.add(`${at}/match/${j}/1`, text('schema.check.textRefs.entityMatch', { target: target ?? '', to, allowed: entity.join(', ') }));
    });
    if (ref.unlessSet !== undefined && Object.hasOwn(ctx.resource.form.properties, ref.unlessSet)) {
      const other = ctx.resource.form.properties[ref.unlessSet];
      if (refTarget(other) === null) ctx.add(`${at}/unlessSet`, text('schema.check.textRefs.unlessRef', { field: ref.unlessSet }));
    }
  });
};

/** Across files: a resource target's match field is one of its properties. */
export function textRefProblems(r: ResourceFile, byKey: ReadonlyMap<string, ResourceFile>): { pointer: string; message: Text }[] {
  const out: { pointer: string; message: Text }[] = [];
  (r.textRefs ?? []).forEach((ref, i) => {
    const target = refTarget(r.form.properties[ref.field]);
    if (!target || ENTITY_MATCH_FIELDS[target]) return;
    const file = byKey.get(target);
    if (!file) return; // the references' own check names a missing target
    ref.match.forEach(([, to], j) => {
      if (!Object.hasOwn(file.form.properties, to)) out.push({ pointer: `/textRefs/${i}/match/${j}/1`, message: text('schema.check.textRefs.noField', { target, to }) });
    });
  });
  return out;
}
