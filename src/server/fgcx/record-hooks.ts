// 法规查询 and 安全标准知识's server rule (docs/knowledge.md "Search"): the search index follows every write of a
// searchable record (regulation, standard, check-clause, accident-case name `fgcx.searchIndex` in `hooks`), in
// the request's transaction, so a refused write leaves the index as it was.
import { isKbKind } from '../../domain/kb-entries.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { indexRecord, unindexRecords } from './search-index.ts';

const searchIndex: RecordHook = {
  name: 'fgcx.searchIndex',
  async saved(w) {
    const kind = w.s.c.resource.key;
    if (!isKbKind(kind) || w.id === null) return;
    const [row] = await w.s.tx.query<{ data: Record<string, unknown> }>(
      `select data from ${w.s.c.table} where tenant_id = $1 and id = $2 and not deleted`,
      [w.auth.tenantId, w.id],
    );
    if (row) await indexRecord(w.s.tx, kind, w.auth.tenantId, w.id, row.data);
  },
  async deleted(s, auth, ids) {
    const kind = s.c.resource.key;
    if (isKbKind(kind)) await unindexRecords(s.tx, kind, auth.tenantId, ids);
  },
};

/** The hooks the knowledge files name: `fgcx.searchIndex`. */
export const fgcxHooks: ModuleHookSet = { module: 'fgcx', hooks: { searchIndex } };
