// The problems of a draft the designer finds by itself before publishing (custom field definitions and key
// collisions), with the paths the server uses (`fields.<key>.<prop>`), and the lookups of problems by field
// and property. The server checks more (the merged file against the meta-schema); its 400 `errors` use the
// same paths and are shown the same way. Pure.
import { checkCustomField } from '../src/schema/custom-field.ts';
import { fieldContext } from '../src/schema/field-context.ts';
import type { ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import { takenKeys } from './overlay-edits.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

/** A problem with the path of what is at fault (`fields.<key>.<prop>`, `tabs.<key>.<prop>`, `file<pointer>`). */
export interface DraftProblem {
  path: string;
  message: string;
}

const FIELD_PATH = /^fields\.([^.]+)(?:\.(.+))?$/;

/** Every problem of the draft's custom fields that checkCustomField finds (the others' keys are taken). */
export function draftProblems(base: ResourceFile, overlay: ResourceOverlay): DraftProblem[] {
  const out: DraftProblem[] = [];
  const seen = new Set<string>();
  const ctx = fieldContext(base, overlay);
  for (const f of overlay.fields) {
    if (seen.has(f.key)) out.push({ path: `fields.${f.key}.key`, message: t('designer.problem.keyTwice', { key: f.key }) });
    seen.add(f.key);
    if (f.def) {
      for (const p of checkCustomField({ ...f.def, key: f.key }, takenKeys(base, overlay, f.key), f.removed ? {} : ctx)) {
        out.push({ path: `fields.${f.key}.${p.field}`, message: p.message });
      }
    } else if (takenKeys(base, overlay, f.key).has(f.key)) {
      out.push({ path: `fields.${f.key}.key`, message: t('designer.problem.keyTaken', { key: f.key }) });
    }
  }
  return out;
}

/** Problems as a field's definition editor shows them: property -> messages, for field `key`. */
export function problemsOfField(problems: readonly DraftProblem[], key: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) {
    const m = FIELD_PATH.exec(p.path);
    if (!m || m[1] !== key) continue;
    const prop = m[2] ?? 'key';
    (out[prop] ??= []).push(p.message);
  }
  return out;
}

/** The custom fields named by some problem. */
export function fieldsWithProblems(problems: readonly DraftProblem[]): Set<string> {
  const out = new Set<string>();
  for (const p of problems) {
    const m = FIELD_PATH.exec(p.path);
    if (m) out.add(m[1]);
  }
  return out;
}

/** The server's per-field errors (`{field, message}`) as problems. */
export function problemsOfErrors(errors: readonly { field: string; message: string }[]): DraftProblem[] {
  return errors.map((e) => ({ path: e.field, message: e.message }));
}
