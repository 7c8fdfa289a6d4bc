// 法规查询 and 安全标准知识's server rules (docs/knowledge.md): the search index follows every write of a searchable
// record (regulation, standard, check-clause, accident-case, document, msds name `fgcx.searchIndex` in `hooks`), in
// the request's transaction, so a refused write leaves the index as it was; a check clause cites the regulation or
// the standard it comes from by reference (`fgcx.checkBasis`), its 依据 text written from the record cited.
import { text } from '../../domain/i18n/text.ts';
import { isKbKind } from '../../domain/kb-entries.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { indexRecord, unindexRecords } from './search-index.ts';

const searchIndex: RecordHook = {
  name: 'fgcx.searchIndex',
  async saved(w) {
    const kind = w.s.c.resource.key;
    if (!isKbKind(kind) || w.id === null) return;
    const [row] = await w.s.tx.query<{ data: Record<string, unknown>; created_by: string | null }>(
      `select data, created_by from ${w.s.c.table} where tenant_id = $1 and id = $2 and not deleted`,
      [w.auth.tenantId, w.id],
    );
    if (row) await indexRecord(w.s.tx, kind, w.auth.tenantId, w.id, row.data, row.created_by);
  },
  async deleted(s, auth, ids) {
    const kind = s.c.resource.key;
    if (isKbKind(kind)) await unindexRecords(s.tx, kind, auth.tenantId, ids);
  },
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * A check clause's basis: at most one record cited (a regulation or a standard); when one is, 依据 (`basisNo`) is
 * that record's title or standard number, so the text follows the record at every save and old rows, which have
 * only the text, read the same. Without a record cited the text is required. A cited record that does not exist
 * is the reference hook's refusal (it runs before this one).
 */
const checkBasis: RecordHook = {
  name: 'fgcx.checkBasis',
  async prepare(w, values) {
    // Both cited: refused by `check`, nothing looked up.
    if (isId(values.basisRegulationId) && isId(values.basisStandardId)) return;
    const { basisRegulationId: reg, basisStandardId: std } = values;
    const cited = isId(reg) ? { id: reg, kind: 'regulation', label: 'title' } : isId(std) ? { id: std, kind: 'standard', label: 'stdNo' } : null;
    if (cited === null) return;
    const { id, kind, label } = cited;
    const [row] = await w.s.tx.query<{ label: string | null }>(
      `select data->>'${label}' as label from ${tableName(kind)} where tenant_id in ($1, 0) and id = $2 and not deleted`,
      [w.auth.tenantId, id],
    );
    if (row?.label) values.basisNo = row.label.slice(0, 100);
  },
  async check(_w, values) {
    if (isId(values.basisRegulationId) && isId(values.basisStandardId)) {
      const message = text('fgcx.basis.both');
      throw new AppError(400, message, [fieldProblem('basisStandardId', message)]);
    }
    if (!isId(values.basisRegulationId) && !isId(values.basisStandardId) && !(typeof values.basisNo === 'string' && values.basisNo.trim())) {
      const message = text('fgcx.basis.missing');
      throw new AppError(400, message, [fieldProblem('basisNo', message)]);
    }
  },
};

/** The hooks the knowledge files name: `fgcx.searchIndex`, `fgcx.checkBasis`. */
export const fgcxHooks: ModuleHookSet = { module: 'fgcx', hooks: { searchIndex, checkBasis } };
