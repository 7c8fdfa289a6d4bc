// Import by label (x-ref): a reference's cell holds the target's label (a person's name, an equipment's
// code); before the rows are checked, every label of every row is looked up at once (one query per
// reference field) and replaced by the id of the one live record of the tenant bearing it. An unknown or
// ambiguous label fails the row, naming the field and the value. The ids found are remembered in the
// request's hook cache, so that the reference hook does not ask for them again row by row.
import { refFields } from '../../schema/keywords/ref-fields.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { knownIds } from './ref-hook.ts';
import { idsByLabel } from './ref-store.ts';
import type { ResourceScope } from './resource-context.ts';
import type { ImportFailure } from './xlsx-failures.ts';
import type { ImportRow } from './xlsx-import.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';

function labelsIn(v: unknown): string[] | null {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return null;
}

/**
 * Replaces the labels of reference cells by ids, in place; a row whose label is unknown or ambiguous gets
 * a problem on the field. Answers a function that puts the typed labels back into failing rows (the
 * failure sheet shows what the user typed, not ids).
 */
export async function resolveImportRefs(s: ResourceScope, auth: AuthContext, rows: ImportRow[], cache: Map<string, unknown>, lang: Lang = 'zh'): Promise<(failures: ImportFailure[]) => void> {
  const typed = new Map<Record<string, unknown>, Record<string, unknown>>();
  for (const f of refFields(s.c.resource)) {
    const all = new Set<string>();
    for (const r of rows) for (const l of labelsIn(r.values[f.field]) ?? []) all.add(l);
    if (all.size === 0) continue;
    const found = await idsByLabel(s.tx, auth.tenantId, f.ref, [...all]);
    const known = knownIds(cache, f.ref);
    for (const r of rows) {
      const labels = labelsIn(r.values[f.field]);
      if (!labels) continue;
      const ids: number[] = [];
      const problems: string[] = [];
      for (const l of labels) {
        const hits = found.get(l) ?? [];
        if (hits.length === 1) ids.push(hits[0]);
        else problems.push(say(lang, text(hits.length === 0 ? 'api.resource.import.refMissing' : 'api.resource.import.refAmbiguous', { title: f.title, label: l, n: hits.length })));
      }
      const before = typed.get(r.values) ?? {};
      before[f.field] = r.values[f.field];
      typed.set(r.values, before);
      if (problems.length) {
        r.problems.push(...problems);
        r.problemFields.push(f.field);
        continue;
      }
      for (const id of ids) known.add(id);
      r.values[f.field] = f.multiple ? ids : ids[0];
    }
  }
  return (failures) => {
    for (const x of failures) Object.assign(x.values, typed.get(x.values) ?? {});
  };
}
