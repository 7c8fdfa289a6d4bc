// The form fields of a permit for the edit form, the read-only detail and the print view, derived from the
// kind's form file (schemas/modules/tszy/permits/<kind-kebab>.json): the same file the server's saveOrUpdate schema is
// made of (src/server/permits/permit-form-schemas.ts), so names, titles, limits and required flags agree.
// The first detail section of a file holds the common scalar fields, the second the kind's own; the lists
// (third section) are edited apart (permit-form-lists.tsx). The server checks the files at start and
// tests/unit/permit-form-files.test.ts in the suite, so the client takes them as they are.
// Labels are in the page's language: a field's English title is its `x-title-en`, an option's `labelEn`
// (falling back to the Chinese). The specs are made when this module is first imported, which is after the
// page's language is set (the permit pages are loaded lazily by the view registry).
import { PERMIT_KINDS, type PermitKind } from '../../../domain/permit-kinds.ts';
import { overhaulLinkKindOf, type OverhaulLinkKind } from '../../../domain/permit-overhaul-link.ts';
import type { FieldSchema, ResourceFile } from '../../../schema/resource-types.ts';
import dianQiGeLi from '../../../../schemas/modules/tszy/permits/dian-qi-ge-li.json';
import diaoZhuang from '../../../../schemas/modules/tszy/permits/diao-zhuang.json';
import dongHuo from '../../../../schemas/modules/tszy/permits/dong-huo.json';
import dongTu from '../../../../schemas/modules/tszy/permits/dong-tu.json';
import duanLu from '../../../../schemas/modules/tszy/permits/duan-lu.json';
import gaoChu from '../../../../schemas/modules/tszy/permits/gao-chu.json';
import mangBan from '../../../../schemas/modules/tszy/permits/mang-ban.json';
import shouXian from '../../../../schemas/modules/tszy/permits/shou-xian.json';
import yiBanShiGong from '../../../../schemas/modules/tszy/permits/yi-ban-shi-gong.json';
import yongDian from '../../../../schemas/modules/tszy/permits/yong-dian.json';
import { pageLanguage } from '../../../runtime/i18n/text-of.ts';
import { showTime, t } from './permit-labels.ts';

export type FieldSpec = (
  | { name: string; label: string; type: 'text'; max: number; required?: boolean; long?: boolean }
  | { name: string; label: string; type: 'number'; min: number; max: number; required?: boolean }
  | { name: string; label: string; type: 'bool' }
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[]; required?: boolean; multiple?: boolean }
  | { name: string; label: string; type: 'time'; required?: boolean }
  | { name: string; label: string; type: 'position' }
  /** The overhaul item or maintenance task the permit is raised for (permit-link-block.tsx). */
  | { name: string; label: string; type: 'link'; link: OverhaulLinkKind }
) & {
  /** Kept readable for the permits that have it, not offered for new ones (the briefing's free texts before anQuanJiaoDi). */
  readOnly?: boolean;
};

/** The form file of each kind (JSON imports are typed by their content; the files are resource files). */
export const PERMIT_FORMS: Readonly<Record<PermitKind, ResourceFile>> = Object.freeze({
  DONG_HUO: dongHuo,
  SHOU_XIAN: shouXian,
  MANG_BAN: mangBan,
  GAO_CHU: gaoChu,
  DIAO_ZHUANG: diaoZhuang,
  YONG_DIAN: yongDian,
  DONG_TU: dongTu,
  DUAN_LU: duanLu,
  YI_BAN_SHI_GONG: yiBanShiGong,
  DIAN_QI_GE_LI: dianQiGeLi,
} as unknown as Record<PermitKind, ResourceFile>);

/** The English title of a field, when the page is English and the file gives one. */
function englishTitle(f: FieldSchema): string | undefined {
  const en = f['x-title-en'];
  return pageLanguage() === 'en' && typeof en === 'string' && en ? en : undefined;
}

/** The spec of one form property; `required` as the form says; labels in the page's language. */
export function fieldSpec(name: string, f: FieldSchema, required: boolean): FieldSpec {
  const spec = scalarSpec(name, f, required);
  return f.readOnly ? { ...spec, readOnly: true } : spec;
}

function scalarSpec(name: string, f: FieldSchema, required: boolean): FieldSpec {
  const label = englishTitle(f) ?? f.title ?? name;
  const english = pageLanguage() === 'en';
  const req = required ? { required: true } : {};
  const options = f.enum?.map((o) => ({ value: String(o.value), label: (english && o.labelEn) || o.label }));
  if (f.type === 'string' && f.format === 'date-time') return { name, label, type: 'time', ...req };
  if (f.type === 'object' && (f['x-geometry'] === 'any' || f['x-geometry'] === 'point')) return { name, label, type: 'position' };
  if (f.type === 'boolean') return { name, label, type: 'bool' };
  const link = f.type === 'integer' ? overhaulLinkKindOf(name) : undefined;
  if (link) return { name, label, type: 'link', link };
  if (options && (f.type === 'string' || f.type === 'array')) {
    return { name, label, type: 'select', options, ...req, ...(f.type === 'array' ? { multiple: true } : {}) };
  }
  if (f.type === 'number' || f.type === 'integer') {
    return { name, label, type: 'number', min: f.minimum ?? Number.MIN_SAFE_INTEGER, max: f.maximum ?? Number.MAX_SAFE_INTEGER, ...req };
  }
  if (f.type === 'string') {
    return { name, label, type: 'text', max: f.maxLength ?? 10_000, ...req, ...(f['x-component'] === 'Input.TextArea' ? { long: true } : {}) };
  }
  throw new Error(`permit form field '${name}' (${f.type}) is not a scalar field`);
}

function sectionSpecs(form: ResourceFile, section: number, required: (name: string) => boolean): FieldSpec[] {
  const names = form.detail?.sections[section]?.fields ?? [];
  return names.map((n) => fieldSpec(n, form.form.properties[n], required(n)));
}

const requiredIn = (form: ResourceFile, name: string) => form.form.required?.includes(name) ?? false;

/** Common scalar fields of every Annex A form (the same in every file); required where every kind requires them. */
export const COMMON_FIELDS: readonly FieldSpec[] = Object.freeze(
  sectionSpecs(PERMIT_FORMS.DONG_HUO, 0, (n) => PERMIT_KINDS.every((k) => requiredIn(PERMIT_FORMS[k], n))),
);

/** The kind's own fields. */
export const KIND_FIELDS: Readonly<Record<PermitKind, readonly FieldSpec[]>> = Object.freeze(
  Object.fromEntries(PERMIT_KINDS.map((k) => [k, Object.freeze(sectionSpecs(PERMIT_FORMS[k], 1, (n) => requiredIn(PERMIT_FORMS[k], n)))])) as Record<
    PermitKind,
    readonly FieldSpec[]
  >,
);

/** Whether the kind requires a planned start at saving (hot work: its grade depends on it). */
export function requiresStart(kind: PermitKind): boolean {
  return requiredIn(PERMIT_FORMS[kind], 'jiHuaKaiShiShiJian');
}

/** The text of a field's value for reading and printing. */
export function valueText(spec: FieldSpec, v: unknown): string {
  if (v === undefined || v === null || v === '') return '';
  if (spec.type === 'bool') return t(v ? 'permitsui.field.yes' : 'permitsui.field.no');
  if (spec.type === 'time') return showTime(v);
  // The record's name is the detail's (jianXiuGuanLian, permit-field-value.tsx); the id alone says little.
  if (spec.type === 'link') return `#${String(v)}`;
  if (spec.type === 'position') {
    const { type, coordinates: c } = v as { type?: unknown; coordinates?: unknown };
    if (type === 'Polygon' && Array.isArray(c) && Array.isArray(c[0])) return t('permitsui.field.positionArea', { n: Math.max(0, c[0].length - 1) });
    return Array.isArray(c) && c.length === 2 ? t('permitsui.field.position', { x: Number(c[0]), y: Number(c[1]) }) : '';
  }
  if (spec.type === 'select') {
    // An option's label in the page's language (the values of the files' options are Chinese words: 二级).
    const label = (x: unknown) => spec.options.find((o) => o.value === x)?.label ?? String(x);
    if (spec.multiple && Array.isArray(v)) return v.map(label).join(t('permitsui.sep.items'));
    return label(v);
  }
  return String(v);
}
