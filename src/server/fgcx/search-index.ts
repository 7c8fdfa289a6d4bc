// The knowledge library's search index (docs/knowledge.md "Search", migration 019_kb_search): the entries of
// each record of the searchable resources (src/domain/kb-entries.ts), rewritten whenever the record is saved
// (the `fgcx.searchIndex` hook) and removed when it is deleted. Records written without the hooks (the
// platform's rows seeded at start, the module folders' demo records) are indexed by `catchUpIndex` when the
// module's routes start: every live record whose entries are missing or older than the record.
import { isKbKind, KB_KINDS, kbEntries, type KbChemical, type KbKind } from '../../domain/kb-entries.ts';
import type { Db, Queryable } from '../db/db.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { ownerOnlyRecord } from '../../schema/keywords/owner-only.ts';

/**
 * Who a record's entries are for (migration 030): a record its resource keeps to its creator (`ownerOnly`, a
 * personal document; keywords/owner-only.ts, the rule its list and detail apply) only that account, else the
 * whole enterprise.
 */
export interface KbOwner {
  personal: boolean;
  ownerId: number | null;
}

function ownerOf(kind: KbKind, data: Readonly<Record<string, unknown>>, createdBy: number | string | null): KbOwner {
  const resource = resourceRegistry().byKey.get(kind);
  if (!resource || !ownerOnlyRecord(resource, data)) return { personal: false, ownerId: null };
  return { personal: true, ownerId: createdBy === null ? null : Number(createdBy) };
}

/** The chemical an MSDS refers to (its entries are titled by the chemical's name and CAS number). */
async function chemicalOf(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<KbChemical | null> {
  if (typeof data.chemicalId !== 'number') return null;
  const [row] = await tx.query<{ name: string | null; cas: string | null }>(
    `select data->>'name' as name, data->>'casNo' as cas from ${tableName('chemical')} where tenant_id in ($1, 0) and id = $2`,
    [tenantId, data.chemicalId],
  );
  return row ? { name: row.name ?? '', casNo: row.cas ?? undefined } : null;
}

/** Replaces the entries of one record (in the caller's transaction, under its row security). */
export async function indexRecord(
  tx: Queryable,
  kind: KbKind,
  tenantId: number,
  id: number,
  data: Readonly<Record<string, unknown>>,
  createdBy: number | string | null = null,
): Promise<number> {
  await tx.query('delete from kb_search where tenant_id = $1 and kind = $2 and record_id = $3', [tenantId, kind, id]);
  const entries = kbEntries(kind, data, kind === 'msds' ? await chemicalOf(tx, tenantId, data) : null);
  if (!entries.length) return 0;
  const owner = ownerOf(kind, data, createdBy);
  await tx.query(
    `insert into kb_search (tenant_id, kind, record_id, part, clause_no, clause_path, title, body, industry, issuer, status, tsv, personal, owner_id)
     select $1, $2, $3, e.part, e."clauseNo", e."clausePath", e.title, e.body, e.industry, e.issuer, e.status, e.tsv::tsvector, $5, $6
       from jsonb_to_recordset($4::jsonb) as e(part int, "clauseNo" text, "clausePath" text, title text, body text,
                                               industry text, issuer text, status text, tsv text)`,
    [tenantId, kind, id, JSON.stringify(entries), owner.personal, owner.ownerId],
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
      const stale = await tx.query<{ tenant_id: string; id: string; data: Record<string, unknown>; created_by: string | null }>(
        `select r.tenant_id, r.id, r.data, r.created_by from ${t} r
          where not r.deleted
            and not exists (select 1 from kb_search s where s.tenant_id = r.tenant_id and s.kind = $1 and s.record_id = r.id
                                                        and s.part = 0 and s.indexed_at >= r.updated_at)`,
        [kind],
      );
      for (const r of stale) await indexRecord(tx, kind, Number(r.tenant_id), Number(r.id), r.data, r.created_by);
      return stale.length;
    });
  }
  return indexed;
}
