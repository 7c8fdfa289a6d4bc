// The `x-geometry` field kind and the `layers` keyword (docs/schema-engine.md "Geometry, plan and layers").
// A geometry field is an object property holding a GeoJSON Point or Polygon in plant coordinates
// (src/domain/geometry.ts); a layer names the records' geometry field, their label and an optional filter
// by equalities. The checks refuse, at a JSON pointer, `x-geometry` on a field that is not an object, a
// layer whose geometry field is missing or not a geometry, an unknown label or filter field, and a layer
// key declared twice (in one file or across files). Pure: no I/O.
import type { GeometryKind } from '../../domain/geometry.ts';
import type { FieldSchema, LayerSpec, ResourceFile } from '../resource-types.ts';
import type { FileCheckContext, RegistryCheckContext } from './keyword-checks.ts';
import { text } from '../schema-text.ts';

/** The geometry kind of a field, or undefined when it is no geometry field. */
export function geometryOf(f: FieldSchema | undefined): GeometryKind | undefined {
  return f?.type === 'object' ? f['x-geometry'] : undefined;
}

/** The resource's geometry fields by name. */
export function geometryFields(resource: ResourceFile): [string, GeometryKind][] {
  const out: [string, GeometryKind][] = [];
  for (const [name, f] of Object.entries(resource.form.properties)) {
    const kind = geometryOf(f);
    if (kind) out.push([name, kind]);
  }
  return out;
}

/** The label field of a layer (default `name`). */
export function layerLabel(layer: LayerSpec): string {
  return layer.label ?? 'name';
}

/** File check of `x-geometry` fields, `layers` and `views.map`. */
export function checkGeometry(ctx: FileCheckContext): void {
  const r = ctx.resource;
  for (const [name, f] of Object.entries(r.form.properties)) {
    if (f['x-geometry'] !== undefined && f.type !== 'object') {
      ctx.add(`/form/properties/${name}/x-geometry`, text('schema.check.geometry.type', { field: name, type: f.type }));
    }
    if (f['x-geometry'] !== undefined && f.properties !== undefined) {
      ctx.add(`/form/properties/${name}/properties`, text('schema.check.geometry.properties'));
    }
  }
  const keys = new Map<string, number>();
  r.layers?.forEach((layer, i) => {
    const at = `/layers/${i}`;
    const seen = keys.get(layer.key);
    if (seen !== undefined) ctx.add(`${at}/key`, text('schema.check.geometry.duplicateLayer', { key: layer.key, other: seen }));
    else keys.set(layer.key, i);
    const g = ctx.property(layer.geometry, `${at}/geometry`);
    if (g && !geometryOf(g)) ctx.add(`${at}/geometry`, text('schema.check.geometry.notGeometry', { field: layer.geometry }));
    ctx.known(layerLabel(layer), layer.label === undefined ? at : `${at}/label`);
    for (const [field, value] of Object.entries(layer.filter ?? {})) {
      const f = ctx.known(field, `${at}/filter/${field}`);
      if (f && (f.type === 'object' || f.type === 'array')) ctx.add(`${at}/filter/${field}`, text('schema.check.geometry.filter', { field, type: f.type, value: JSON.stringify(value) }));
    }
  });
  const map = r.views?.map;
  if (map) {
    const f = ctx.property(map.field, '/views/map/field');
    if (f && !geometryOf(f)) ctx.add('/views/map/field', text('schema.check.geometry.mapField', { field: map.field }));
  }
}

/** Registry check: a layer key is declared by one file only. */
export function checkLayerKeys(ctx: RegistryCheckContext): void {
  const owner = new Map<string, string>();
  for (const r of ctx.all) {
    r.layers?.forEach((layer, i) => {
      const first = owner.get(layer.key);
      if (first !== undefined && first !== r.key) ctx.add(r.key, `/layers/${i}/key`, text('schema.check.geometry.layerTwice', { key: layer.key, other: first }));
      else owner.set(layer.key, r.key);
    });
  }
}
