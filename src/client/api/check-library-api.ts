// 作业检查库's own call (src/server/tszy/tszy-plugin.ts): chosen check clauses become items of a library.
import { request } from './http.ts';

export interface ClauseImportAnswer {
  libraryId: number;
  /** Items added, one per clause the library did not cite yet. */
  added: number;
  /** Clauses the library already cited (not added again). */
  already: number;
  itemIds: number[];
  alreadyClauseIds: number[];
}

/** Imports the clauses into the library; a refusal throws the API's error (silent: the dialog says it). */
export async function importClauses(libraryId: number, clauseIds: readonly number[]): Promise<ClauseImportAnswer> {
  const body = await request<ClauseImportAnswer>({ method: 'POST', url: '/tszy/check-library/import-clauses', data: { libraryId, clauseIds }, silent: true });
  return body.data as ClauseImportAnswer;
}
