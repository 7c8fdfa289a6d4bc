// The `phone` keyword (docs/schema-engine.md "Phone", src/schema/phone-types.ts): how a resource appears in the
// phone shell at /zax/m/. The meta-schema checks its shape (booleans, a place naming one field, fields unique);
// this check refuses, at a JSON pointer, a place on a field that is not a geometry or not a reference to `area`,
// an unknown field in `fields`, a reportable resource that cannot be created and QR codes on a resource without
// a detail. Pure: no I/O.
import { text } from '../../domain/i18n/text.ts';
import type { PhoneSpec } from '../phone-types.ts';
import type { ResourceFile } from '../resource-types.ts';
import { geometryOf } from './geometry.ts';
import type { FileCheckContext } from './keyword-checks.ts';
import { refOf } from './ref-fields.ts';

/** The resource every `place.area` field refers to. */
export const PLACE_AREA_RESOURCE = 'area';

/** File check of `phone`. */
export function checkPhone(ctx: FileCheckContext): void {
  const r = ctx.resource;
  const phone = r.phone;
  if (!phone) return;
  const place = phone.place;
  if (place && 'geometry' in place) {
    const f = ctx.property(place.geometry, '/phone/place/geometry');
    if (f && !geometryOf(f)) ctx.add('/phone/place/geometry', text('mshell.keyword.placeGeometry', { field: place.geometry }));
  } else if (place && 'area' in place) {
    const f = ctx.property(place.area, '/phone/place/area');
    if (f && (refOf(f)?.resource !== PLACE_AREA_RESOURCE || f.type === 'array')) ctx.add('/phone/place/area', text('mshell.keyword.placeArea', { field: place.area }));
  }
  phone.fields?.forEach((name, i) => ctx.property(name, `/phone/fields/${i}`));
  if (phone.report === true && !r.actions.includes('create')) ctx.add('/phone/report', text('mshell.keyword.reportNeedsCreate'));
  if (phone.qr === true && !r.actions.includes('detail')) ctx.add('/phone/qr', text('mshell.keyword.qrNeedsDetail'));
}

/** Whether a resource is listed under 上报 (the person's right to create it is checked by the caller). */
export function isReportable(resource: Pick<ResourceFile, 'phone'> | { phone?: PhoneSpec | null }): boolean {
  return resource.phone?.report === true;
}

/**
 * The form fields the phone hides: every field `phone.fields` does not list (none when it lists none). The
 * record page and the create form show the listed fields only.
 */
export function phoneHiddenFields(resource: ResourceFile): string[] {
  const shown = resource.phone?.fields;
  if (!shown?.length) return [];
  const keep = new Set(shown);
  return Object.keys(resource.form.properties).filter((name) => !keep.has(name));
}
