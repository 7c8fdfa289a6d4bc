// The files of records kept to their creator (keywords/owner-only.ts): a document file (downloaded by id through
// /zax-cloud/asset/file/:id) held by such a record, or by one of its child rows (a personal document's earlier
// versions), is downloaded only by the record's creator, as the record is shown only to them. Images are
// public under their random key (file-store.ts) and stay so. Generic: every resource with `ownerOnly`.
import type { Queryable } from '../db/db.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { ownerOnlySql } from '../../schema/keywords/owner-only.ts';
import { resourceRegistry, tableName } from './registry.ts';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The top-level file fields of a resource (the form's `Upload`s). */
function fileFields(r: ResourceFile): string[] {
  return Object.entries(r.form.properties)
    .filter(([name, f]) => f['x-component'] === 'Upload' && SAFE_NAME.test(name))
    .map(([name]) => name);
}

/** `alias.data` holds the file `param` in one of `fields` (null when there is none). */
function holdsFile(alias: string, fields: string[], param: string): string | null {
  return fields.length ? `(${fields.map((f) => `${alias}.data->'${f}' ? ${param}`).join(' or ')})` : null;
}

/** The query answering whether a record the caller may not see (or its child row) holds the file; null when none can. */
function hiddenHolderSql(r: ResourceFile, byKey: ReadonlyMap<string, ResourceFile>): string | null {
  const owner = ownerOnlySql(r);
  if (owner === null) return null;
  const own = holdsFile(tableName(r.key), fileFields(r), '$2');
  const children = (r.children ?? []).flatMap((ch) => {
    const child = byKey.get(ch.resource);
    const holds = child && SAFE_NAME.test(ch.via) ? holdsFile('c', fileFields(child), '$2') : null;
    return holds === null ? [] : [`id in (select zax_num(c.data, '${ch.via}') from ${tableName(ch.resource)} c where c.tenant_id = $1 and not c.deleted and ${holds})`];
  });
  const holders = [...(own === null ? [] : [own]), ...children];
  if (!holders.length) return null;
  return `select 1 from ${tableName(r.key)} where tenant_id = $1 and not deleted and not ${owner} and (${holders.join(' or ')})`;
}

/** Whether the file `fileId` of the tenant belongs to a record kept from the caller (in the caller's transaction). */
export async function fileKeptFromCaller(tx: Queryable, tenantId: number, fileId: number): Promise<boolean> {
  const { all, byKey } = resourceRegistry();
  const queries = all.flatMap((r) => hiddenHolderSql(r, byKey) ?? []);
  if (!queries.length) return false;
  const [row] = await tx.query<{ kept: boolean }>(`select exists (${queries.join(' union all ')}) as kept`, [tenantId, String(fileId)]);
  return row.kept;
}
