// Where a record is (issue 15 item 5): its `phone.place` (src/schema/phone-types.ts) read from the record —
// its own geometry field, or the polygon (or point) of the record its reference field names (an area). Plant
// coordinates; undefined when the record has no place yet (the field empty, the area without a shape).
import { isGeometryOf, type Geometry } from '../../domain/geometry.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { geometryFields } from '../../schema/keywords/geometry.ts';
import type { Queryable } from '../db/db.ts';
import { compileResource, resourceRegistry } from '../resources/registry.ts';
import { getRecord } from '../resources/record-store.ts';

const geometryIn = (v: unknown): Geometry | undefined => (isGeometryOf('any', v) ? v : undefined);

/** The first id a reference field holds (a number, a digit string, or the first of an array). */
function refId(v: unknown): number | undefined {
  const first = Array.isArray(v) ? v[0] : v;
  const n = typeof first === 'number' ? first : typeof first === 'string' && /^\d{1,16}$/.test(first) ? Number(first) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The record's place in plant coordinates, or undefined. `data` is the record's stored values. */
export async function placeOf(tx: Queryable, tenantId: number, resource: ResourceFile, data: Record<string, unknown>): Promise<Geometry | undefined> {
  const place = resource.phone?.place;
  if (!place) return undefined;
  if ('geometry' in place) return geometryIn(data[place.geometry]);
  const target = resource.form.properties[place.area]?.['x-ref']?.resource;
  const id = refId(data[place.area]);
  const targetFile = target ? resourceRegistry().byKey.get(target) : undefined;
  if (!targetFile || id === undefined) return undefined;
  const fields = geometryFields(targetFile);
  const field = (fields.find(([, kind]) => kind === 'polygon') ?? fields[0])?.[0];
  if (!field) return undefined;
  const row = await getRecord(tx, compileResource(targetFile), tenantId, id);
  return row ? geometryIn(row.data[field]) : undefined;
}
