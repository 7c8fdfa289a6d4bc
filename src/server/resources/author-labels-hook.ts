// Who created and who last changed a record, by name: `createdBy` and `updatedBy` hold account ids, which a list
// column or a detail section would show as numbers. Where a file shows either, its answers name the account in
// `refLabels` (the staff member's name, else the account's), as references are named (ref-hook.ts).
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import type { RecordHook } from './record-hooks.ts';

const AUTHOR_FIELDS = ['createdBy', 'updatedBy'] as const;

/** The author fields the file shows in its list or its detail (a form property of that name is the file's own). */
export function shownAuthorFields(r: ResourceFile): string[] {
  const shown = new Set([...r.list.columns.map((c) => c.field), ...(r.detail?.sections ?? []).flatMap((s) => s.fields)]);
  return AUTHOR_FIELDS.filter((f) => shown.has(f) && !Object.hasOwn(r.form.properties, f));
}

/** The names of the enterprise's accounts `ids`. */
async function accountNames(tx: Queryable, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; name: string }>(
    `select u.id, coalesce(nullif(s.name, ''), u.user_name) as name
       from sysuser u left join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id and not s.deleted
      where u.tenant_id = $1 and u.id = any($2::bigint[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export const authorLabelsHook: RecordHook = {
  name: 'author-labels',
  async answer(s, auth, records, mode) {
    const fields = mode === 'export' ? [] : shownAuthorFields(s.c.resource);
    const ids = [...new Set(records.flatMap((r) => fields.map((f) => r[f]).filter((v): v is number => typeof v === 'number')))];
    if (!ids.length) return;
    const names = await accountNames(s.tx, auth.tenantId, ids);
    for (const r of records) {
      const labels = { ...(r.refLabels as Record<string, unknown> | undefined) };
      for (const f of fields) if (typeof r[f] === 'number') labels[f] = names.get(r[f] as number) ?? null;
      r.refLabels = labels;
    }
  },
};
