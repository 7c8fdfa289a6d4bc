// The migration at start of texts typed by hand into references (issue 12, item 3; docs/schema-engine.md
// "textRefs"): for every resource file with `textRefs`, in one transaction per resource, each live record
// whose field still holds a text is matched by name or number with the referenced records of its own
// tenant; a match becomes the id, anything else is left empty and listed in ref_unmatched; the text stays
// in the record under `_refText`. Each field migrates once (recorded in schema_migrations); a second run,
// even forced, finds nothing to change.
import { applyArrayOutcome, applyOutcome, matchTextRef, matchTextRefArray, refTarget, type TextRef } from '../../schema/keywords/text-refs.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';
import { refFields, refIds } from '../../schema/keywords/ref-fields.ts';
import { replaceEdges, type Edge } from '../resources/ref-store.ts';
import { TextRefIndex } from './text-ref-lookup.ts';

/** What one run did, per resource field. */
export interface TextRefReport {
  resource: string;
  field: string;
  matched: number;
  unmatched: number;
}

/** The bookkeeping name of one field's migration. */
export function textRefMigrationName(resource: string, field: string): string {
  return `text-refs/${resource}/${field}`;
}

/** The reference edges of a stored record (every reference field), as the references' hook writes them. */
export function edgesOfRecord(r: ResourceFile, data: Readonly<Record<string, unknown>>): Edge[] {
  return refFields(r).flatMap((f) => refIds(data[f.field]).map((toId) => ({ field: f.field, toKind: f.ref.resource, toId })));
}

/** Rewrites the edges of the records a migration changed, per tenant. */
async function writeEdges(tx: Queryable, r: ResourceFile, changed: ReadonlyMap<number, { tenantId: number; data: Record<string, unknown> }>): Promise<void> {
  const byTenant = new Map<number, Map<number, Edge[]>>();
  for (const [id, { tenantId, data }] of changed) {
    const m = byTenant.get(tenantId) ?? new Map<number, Edge[]>();
    m.set(id, edgesOfRecord(r, data));
    byTenant.set(tenantId, m);
  }
  for (const [tenantId, m] of byTenant) await replaceEdges(tx, tenantId, r.key, m);
}

interface Row {
  tenant_id: number;
  id: number;
  data: Record<string, unknown>;
}

async function migrateField(
  tx: Queryable,
  r: ResourceFile,
  ref: TextRef,
  index: TextRefIndex,
  changed: Map<number, { tenantId: number; data: Record<string, unknown> }>,
): Promise<TextRefReport> {
  const report: TextRefReport = { resource: r.key, field: ref.field, matched: 0, unmatched: 0 };
  const target = refTarget(r.form.properties[ref.field]);
  if (!target) return report;
  for (const [, to] of ref.match) await index.load(target, to);
  const table = tableName(r.key);
  if (r.form.properties[ref.field]?.type === 'array') return migrateArrayField(tx, r, ref, target, index, changed, report);
  // Every live record whose field is a text or empty; matchTextRef decides (the same rules as the SQL).
  const rows = await tx.query<Row>(
    `select tenant_id, id, data from ${table}
      where not deleted and coalesce(jsonb_typeof(data->$1), 'null') in ('string', 'null') order by id`,
    [ref.field],
  );
  for (const row of rows) {
    const tenantId = Number(row.tenant_id);
    const o = matchTextRef(ref, row.data, (field, text) => index.find(tenantId, target, field, text));
    if (o.kind === 'skip') continue;
    // A record changed by an earlier field of this run is read from there (the rows were read before it).
    const current = changed.get(Number(row.id))?.data ?? row.data;
    const next = applyOutcome(ref, current, o);
    changed.set(Number(row.id), { tenantId, data: next });
    await tx.query(`update ${table} set data = $3::jsonb where tenant_id = $1 and id = $2`, [tenantId, row.id, JSON.stringify(next)]);
    if (o.kind === 'blank') continue;
    if (o.kind === 'matched') {
      report.matched++;
      // A person found as a contractor's is no longer unknown as staff.
      if (ref.unlessSet) {
        await tx.query('delete from ref_unmatched where tenant_id = $1 and resource = $2 and record_id = $3 and field = $4', [
          tenantId,
          r.key,
          row.id,
          ref.unlessSet,
        ]);
      }
      continue;
    }
    report.unmatched++;
    await tx.query(
      `insert into ref_unmatched(tenant_id, resource, record_id, field, target, text, reason, candidates)
       values ($1, $2, $3, $4, $5, $6, $7, $8::bigint[]) on conflict (tenant_id, resource, record_id, field, item) do nothing`,
      [tenantId, r.key, row.id, ref.field, target, o.text, o.reason, o.candidates],
    );
  }
  return report;
}

/** An array of names: every element matched on its own, the unmatched ones listed one by one. */
async function migrateArrayField(
  tx: Queryable,
  r: ResourceFile,
  ref: TextRef,
  target: string,
  index: TextRefIndex,
  changed: Map<number, { tenantId: number; data: Record<string, unknown> }>,
  report: TextRefReport,
): Promise<TextRefReport> {
  const table = tableName(r.key);
  const rows = await tx.query<Row>(`select tenant_id, id, data from ${table} where not deleted and jsonb_typeof(data->$1) = 'array' order by id`, [
    ref.field,
  ]);
  for (const row of rows) {
    const tenantId = Number(row.tenant_id);
    const current = changed.get(Number(row.id))?.data ?? row.data;
    const o = matchTextRefArray(ref, current, (field, text) => index.find(tenantId, target, field, text));
    if (o.kind === 'skip') continue;
    const next = applyArrayOutcome(ref, current, o);
    changed.set(Number(row.id), { tenantId, data: next });
    await tx.query(`update ${table} set data = $3::jsonb where tenant_id = $1 and id = $2`, [tenantId, row.id, JSON.stringify(next)]);
    report.matched += o.texts.filter((t) => t.trim()).length - o.unmatched.length;
    report.unmatched += o.unmatched.length;
    for (const u of o.unmatched) {
      await tx.query(
        `insert into ref_unmatched(tenant_id, resource, record_id, field, item, target, text, reason, candidates)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::bigint[]) on conflict (tenant_id, resource, record_id, field, item) do nothing`,
        [tenantId, r.key, row.id, ref.field, u.item, target, u.text, u.reason, u.candidates],
      );
    }
  }
  return report;
}

/**
 * Migrates every `textRefs` field not migrated yet (all of them with `force`), one transaction per
 * resource; answers what each field's run did.
 */
/**
 * Records every field's migration as done without running it: a database seeded by this version holds no
 * text typed by the previous one (its demo records are written as references), and a record of it whose
 * reference is left empty on purpose (a safety manager who is no staff member) must not be matched and
 * listed as if it were an old text.
 */
export async function markTextRefsMigrated(tx: Queryable, resources: readonly ResourceFile[]): Promise<void> {
  const names = resources.flatMap((r) => (r.textRefs ?? []).map((ref) => textRefMigrationName(r.key, ref.field)));
  if (names.length) await tx.query('insert into schema_migrations(name) select unnest($1::text[]) on conflict (name) do nothing', [names]);
}

export async function migrateTextRefs(db: Db, resources: readonly ResourceFile[], opts: { force?: boolean } = {}): Promise<TextRefReport[]> {
  const reports: TextRefReport[] = [];
  for (const r of resources) {
    if (!r.textRefs?.length) continue;
    const done = await db.transaction(async (tx) => {
      // Several servers may start at once on one PostgreSQL: one migrates a resource at a time.
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7302)');
      const out: TextRefReport[] = [];
      const index = new TextRefIndex(tx);
      const changed = new Map<number, { tenantId: number; data: Record<string, unknown> }>();
      for (const ref of r.textRefs ?? []) {
        const name = textRefMigrationName(r.key, ref.field);
        const ran = await tx.query('select 1 from schema_migrations where name = $1', [name]);
        if (ran.length && !opts.force) continue;
        out.push(await migrateField(tx, r, ref, index, changed));
        await tx.query('insert into schema_migrations(name) values ($1) on conflict (name) do nothing', [name]);
      }
      // The references' edges (ref_edge) of every record changed, as a save would write them.
      await writeEdges(tx, r, changed);
      return out;
    });
    reports.push(...done);
  }
  return reports;
}
