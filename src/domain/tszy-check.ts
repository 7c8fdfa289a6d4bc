// 作业检查记录's rules (docs/permits.md "Checks of work in progress"): a check of a permit in progress against
// the items of a check library of the permit's kind; a failed item needs its problem described; the record's
// conclusion is 不合格 when any item failed. Pure: the server hook (src/server/tszy/record-hooks.ts) reads the
// permit, the library and the items and passes them in.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { PERMIT_KIND_INFO, type PermitKind } from './permit-kinds.ts';
import { PERMIT_STATE_LABELS, type PermitState } from './permit-lifecycle.ts';

export type CheckProblem = { field: string; message: Text };

/** The permit a check record names, as the server found it (null: no live permit with that number). */
export interface CheckedPermit {
  number: string;
  kind: string;
  state: PermitState;
}

/** Only a permit in progress is checked (作业中: the work is on site). */
export function permitProblem(number: string, permit: CheckedPermit | null): CheckProblem | null {
  if (!permit) return { field: 'permitNumber', message: text('tszy.check.permitMissing', { number }) };
  if (permit.state !== 'IN_PROGRESS') {
    return { field: 'permitNumber', message: text('tszy.check.permitNotInProgress', { number, state: PERMIT_STATE_LABELS[permit.state] }) };
  }
  return null;
}

const kindName = (code: string): string => (Object.hasOwn(PERMIT_KIND_INFO, code) ? PERMIT_KIND_INFO[code as PermitKind].name : code);

/** The library's work type must be the permit's kind. */
export function libraryProblem(library: { name: string; workType: string }, permitKind: string): CheckProblem | null {
  if (library.workType === permitKind) return null;
  return { field: 'libraryId', message: text('tszy.check.libraryKind', { library: library.name, libraryKind: kindName(library.workType), permitKind: kindName(permitKind) }) };
}

/** A result: its item is in the record's library, and a failed one says what is wrong. */
export function resultProblem(r: { passed: unknown; description: unknown }, itemInLibrary: boolean): CheckProblem | null {
  if (!itemInLibrary) return { field: 'itemId', message: text('tszy.check.itemNotOfLibrary') };
  if (r.passed === false && (typeof r.description !== 'string' || !r.description.trim())) {
    return { field: 'description', message: text('tszy.check.descriptionRequired') };
  }
  return null;
}

/** The conclusion of the results sent: 合格 unless an item failed, with the number failed. */
export function checkConclusion(results: readonly { passed?: unknown }[]): { conclusion: 'pass' | 'fail'; failedCount: number } {
  const failedCount = results.filter((r) => r.passed === false).length;
  return { conclusion: failedCount ? 'fail' : 'pass', failedCount };
}

/** The index of the first row repeating an earlier row's item, or -1. */
export function repeatedItem(results: readonly { itemId?: unknown }[]): number {
  const seen = new Set<unknown>();
  for (let i = 0; i < results.length; i++) {
    const item = results[i].itemId;
    if (item === undefined || item === null) continue;
    if (seen.has(item)) return i;
    seen.add(item);
  }
  return -1;
}
