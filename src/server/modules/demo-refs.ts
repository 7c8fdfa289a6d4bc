// The references by label of demo records (`{"$ref": "department:安全环保部"}`, src/schema/demo-file.ts),
// resolved when the records are applied: each label becomes the id of the one live record of the target
// in the record's enterprise bearing it (the reference's label field and filter, as an import resolves
// labels: one query per reference field). A label that names no record, or several, stops the start naming
// the file and the pointer: a demo record is never added with a reference left out.
import type { DemoRecord } from '../../schema/demo-file.ts';
import { refFields } from '../../schema/keywords/ref-fields.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { idsByLabel } from '../resources/ref-store.ts';

/** The data of one enterprise's demo records of one resource, every reference by label replaced by its id. */
export async function resolveDemoRefs(
  tx: Queryable,
  enterprise: number,
  resource: ResourceFile,
  records: readonly DemoRecord[],
): Promise<Record<string, unknown>[]> {
  const out = records.map((r) => structuredClone(r.data));
  for (const f of refFields(resource)) {
    const wanted = records.flatMap((r, i) => r.refs.filter((x) => x.field === f.field).map((x) => ({ ...x, i })));
    if (wanted.length === 0) continue;
    const found = await idsByLabel(tx, enterprise, f.ref, [...new Set(wanted.map((x) => x.label))]);
    for (const x of wanted) {
      const ids = found.get(x.label) ?? [];
      if (ids.length !== 1) {
        const what = ids.length === 0 ? 'no live record' : `${ids.length} live records`;
        throw new Error(`${x.where}: ${what} of '${x.target}' in enterprise ${enterprise} has ${f.ref.label} '${x.label}' (a demo reference names exactly one)`);
      }
      const data = out[x.i];
      if (x.at === null) data[f.field] = ids[0];
      else (data[f.field] as unknown[])[x.at] = ids[0];
    }
  }
  return out;
}
