// SQL over geometry fields stored in a record's `data` (GeoJSON in jsonb): the positions of a field, the
// records whose geometry leaves an extent (a new plan), and whether a geometry's bounds meet a box (the
// map's bbox). Field names come from checked resource files (letters, digits, _), quoted as literals still.
import type { Extent } from '../../domain/geometry.ts';

function literal(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`bad field name '${name}'`);
  return `'${name}'`;
}

/** The field's positions as a jsonb array of [x, y] (empty when the record has no geometry there). */
export function positionsSql(field: string): string {
  const f = `data->${literal(field)}`;
  return `(case when jsonb_typeof(${f}) <> 'object' then '[]'::jsonb
            when ${f}->>'type' = 'Point' then jsonb_build_array(${f}->'coordinates')
            else coalesce(${f}->'coordinates'->0, '[]'::jsonb) end)`;
}

/** True when a position of the field lies outside the extent given as parameters $a..$a+3 (minX, minY, maxX, maxY). */
export function outsideSql(field: string, first: number): string {
  const [minX, minY, maxX, maxY] = [0, 1, 2, 3].map((i) => `$${first + i}::float8`);
  return `exists (select 1 from jsonb_array_elements(${positionsSql(field)}) p(v)
            where (v->>0)::float8 < ${minX} or (v->>0)::float8 > ${maxX} or (v->>1)::float8 < ${minY} or (v->>1)::float8 > ${maxY})`;
}

/** True when the field's bounds meet the box given as parameters $a..$a+3 (minX, minY, maxX, maxY). */
export function meetsBoxSql(field: string, first: number): string {
  const [minX, minY, maxX, maxY] = [0, 1, 2, 3].map((i) => `$${first + i}::float8`);
  return `coalesce((select min((v->>0)::float8) <= ${maxX} and max((v->>0)::float8) >= ${minX}
                        and min((v->>1)::float8) <= ${maxY} and max((v->>1)::float8) >= ${minY}
                   from jsonb_array_elements(${positionsSql(field)}) p(v)), false)`;
}

/** An extent's four numbers as query parameters. */
export function extentParams(e: Extent): number[] {
  return [e[0], e[1], e[2], e[3]];
}
