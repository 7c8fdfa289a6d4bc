// A check item citing a check clause (docs/permits.md "Check items from 检查条款库"): its 检查内容 and 检查依据
// are the clause's, and a library takes clauses in as items once each. Pure: the server hook and the import route
// (src/server/tszy/) read the clauses and the library's items and pass them in.

/** What an item takes from the clause it cites. */
export interface CitedClause {
  id: number;
  content: string;
  basisNo: string | null;
  clauseNo: string | null;
}

/** The most an item's 检查内容 and 检查依据 hold (check-item.json's maxLength). */
export const ITEM_CONTENT_MAX = 1000;
export const ITEM_BASIS_MAX = 200;

/** 检查依据 of an item citing a clause: the clause's 依据 and 条款号 (`GB 30871—2022 5.2.1`), '' when it has neither. */
export function clauseBasis(c: Pick<CitedClause, 'basisNo' | 'clauseNo'>): string {
  return [c.basisNo, c.clauseNo]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, ITEM_BASIS_MAX);
}

/** The fields an item citing `c` takes from it. */
export function itemFromClause(c: CitedClause): { clauseId: number; content: string; basis: string } {
  return { clauseId: c.id, content: c.content.trim().slice(0, ITEM_CONTENT_MAX), basis: clauseBasis(c) };
}

/**
 * The clauses asked for, split into those to add (in the order asked, once each) and those the library already
 * cites; `unknown` are the asked ids no readable clause has.
 */
export function planClauseImport(
  asked: readonly number[],
  found: ReadonlySet<number>,
  cited: ReadonlySet<number>,
): { add: number[]; already: number[]; unknown: number[] } {
  const add: number[] = [];
  const already: number[] = [];
  const unknown: number[] = [];
  for (const id of new Set(asked)) {
    if (!found.has(id)) unknown.push(id);
    else if (cited.has(id)) already.push(id);
    else add.push(id);
  }
  return { add, already, unknown };
}
