// The knowledge library's search index (docs/knowledge.md "Search", migration 019_kb_search): the entries of
// each record of the searchable resources (src/domain/kb-entries.ts), rewritten whenever the record is saved
// (the `fgcx.searchIndex` hook) and removed when it is deleted. Records written without the hooks (the
// platform's rows seeded at start, the module folders' demo records) are indexed by `catchUpIndex` when the
// module's routes start: every live record whose entries are missing or older than the record.
import { isKbKind, KB_KINDS, kbEntries, type KbKind } from '../../domain/kb-entries.ts';
import type { Db, Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** Replaces the entries of one record (in the caller's transaction, under its row security). */
export async function indexRecord(tx: Queryable, kind: KbKind, tenantId: number, id: number, data: Readonly<Record<string, unknown>>): Promise<number> {
  await tx.query('delete from kb_search where tenant_id = $1 and kind = $2 and record_id = $3', [tenantId, kind, id]);
  const entries = kbEntries(kind, data);
  if (!entries.length) return 0;
  await tx.query(
    `insert into kb_search (tenant_id, kind, record_id, part, clause_no, clause_path, title, body, industry, issuer, status, tsv)
     select $1, $2, $3, e.part, e."clauseNo", e."clausePath", e.title, e.body, e.industry, e.issuer, e.status, e.tsv::tsvector
       from jsonb_to_recordset($4::jsonb) as e(part int, "clauseNo" text, "clausePath" text, title text, body text,
                                               industry text, issuer text, status text, tsv text)`,
    [tenantId, kind, id, JSON.stringify(entries)],
  );
  return entries.length;
}

/** Removes the entries of deleted records. */
export async function unindexRecords(tx: Queryable, kind: KbKind, tenantId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx.query('delete from kb_search where tenant_id = $1 and kind = $2 and record_id = any($3::bigint[])', [tenantId, kind, [...ids]]);
}

/**
 * Indexes every live record that has no entry or was updated after its entries, and drops the entries of
 * deleted records; as the database owner (every tenant at once). Answers how many records were indexed.
 */
export async function catchUpIndex(db: Db, kinds: readonly string[] = KB_KINDS): Promise<number> {
  let indexed = 0;
  for (const kind of kinds) {
    if (!isKbKind(kind)) continue;
    const t = tableName(kind);
    indexed += await db.transaction(async (tx) => {
      await tx.query(
        `delete from kb_search s where s.kind = $1 and not exists (select 1 from ${t} r where r.tenant_id = s.tenant_id and r.id = s.record_id and not r.deleted)`,
        [kind],
      );
      const stale = await tx.query<{ tenant_id: string; id: string; data: Record<string, unknown> }>(
        `select r.tenant_id, r.id, r.data from ${t} r
          where not r.deleted
            and not exists (select 1 from kb_search s where s.tenant_id = r.tenant_id and s.kind = $1 and s.record_id = r.id
                                                        and s.part = 0 and s.indexed_at >= r.updated_at)`,
        [kind],
      );
      for (const r of stale) await indexRecord(tx, kind, Number(r.tenant_id), Number(r.id), r.data);
      return stale.length;
    });
  }
  return indexed;
}
