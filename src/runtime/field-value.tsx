// THE renderer of one value of a record, for table cells and the detail view: enum labels as coloured
// tags, validity statuses, 是/否, formatted dates, joined arrays, file lists, the names of person and
// department ids and of references (from the record's refLabels when it has them); '-' when empty; a name that no longer resolves to a field renders the MissingField
// placeholder.
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '../domain/format.ts';
import { VALIDITY_COLORS, VALIDITY_LABELS, isValidityStatus } from '../domain/validity.ts';
import { resolveField, type EnumOption, type FieldSchema, type ResourceFile } from '../schema/resource-types.ts';
import { FileList } from './file-list.tsx';
import { geometryKind } from './map/geometry-rules.ts';
import { geometryText } from './map/geometry-text.ts';
import { LazyGeometryPicker, LazySitePicker } from './map/lazy-map.tsx';
import { MissingField } from './missing-field.tsx';
import { pickIds, pickKindOf, unknownLabel } from './pick-labels.ts';
import { PickNames } from './pick-names.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface FieldValueProps {
  resource: ResourceFile;
  /** A form property or a system field (createdAt, status, validityStatus...). */
  name: string;
  value: unknown;
  /** What the record's answer names the value by (`refLabels[name]` of a reference): shown as is. */
  refLabel?: unknown;
  /** Shown in a record's detail: a geometry (`x-geometry`) is a small read-only map there. */
  detail?: boolean;
}

const EMPTY = '-';

/** `status` is 1 (enabled) or 0 (disabled) on every record (docs/resource-api.md). */
const STATUS_TAGS: Readonly<Record<string, { label: 'runtime.value.enabled' | 'runtime.value.disabled'; color: string }>> = {
  '1': { label: 'runtime.value.enabled', color: 'green' },
  '0': { label: 'runtime.value.disabled', color: 'default' },
};

function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/** True for a field holding file ids (rendered by FileList). */
export function isFileField(f: FieldSchema): boolean {
  return f['x-component'] === 'Upload';
}

function optionOf(f: FieldSchema, v: unknown): EnumOption | undefined {
  const options = f.enum ?? f.items?.enum;
  return options?.find((o) => o.value === v || String(o.value) === String(v));
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

function dateText(f: FieldSchema, v: unknown): string {
  if (typeof v !== 'string' && typeof v !== 'number') return text(v);
  const formatted = formatTime(v, f.format === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
  return formatted === '' ? String(v) : formatted;
}

function enumTag(f: FieldSchema, v: unknown): ReactNode {
  const o = optionOf(f, v);
  if (!o) return <Tag key={text(v)}>{text(v)}</Tag>;
  return (
    <Tag key={String(o.value)} color={o.color}>
      {o.label}
    </Tag>
  );
}

function scalarText(f: FieldSchema, v: unknown): string {
  if (v === undefined || v === null || v === '') return EMPTY;
  if (f.enum || f.items?.enum) return optionOf(f, v)?.label ?? text(v);
  if (typeof v === 'boolean') return v ? t('runtime.value.yes') : t('runtime.value.no');
  const format = f.format ?? f.items?.format;
  if (format === 'date' || format === 'date-time') return dateText({ ...f, format }, v);
  return text(v);
}

/** One value as plain text: enum labels, 是/否, formatted dates, arrays joined with 、, '-' when empty. */
export function fieldValueText(f: FieldSchema, v: unknown): string {
  if (isEmptyValue(v)) return EMPTY;
  return Array.isArray(v) ? v.map((x) => scalarText(f, x)).join(t('runtime.list.separator')) : scalarText(f, v);
}

/** What a record's answer names its reference field `name` by (`refLabels[name]`), or undefined. */
export function refLabelOf(record: Record<string, unknown>, name: string): unknown {
  const labels = record.refLabels;
  return labels !== null && typeof labels === 'object' ? (labels as Record<string, unknown>)[name] : undefined;
}

/** The value `value` of field `name` of `resource`, rendered for a table cell or a detail item. */
export function FieldValue({ resource, name, value, refLabel, detail }: FieldValueProps) {
  const f = resolveField(resource, name);
  if (!f) return <MissingField name={name} />;
  if (isEmptyValue(value)) return <span>{EMPTY}</span>;
  const geometry = geometryKind(f);
  if (geometry && detail) {
    return geometry === 'any' ? <LazySitePicker value={value} readOnly title={f.title} /> : <LazyGeometryPicker kind={geometry} value={value} readOnly title={f.title} />;
  }
  if (geometry) return <span>{geometryText(value)}</span>;
  if (isFileField(f)) {
    const ids = (Array.isArray(value) ? value : [value]).map(text);
    return <FileList ids={ids} />;
  }
  // Who created or last changed the record: the answer names the account (author-labels-hook.ts).
  if ((name === 'createdBy' || name === 'updatedBy') && typeof refLabel === 'string') return <span>{refLabel}</span>;
  const pick = pickKindOf(f, resource.key, name);
  if (pick && refLabel !== undefined && refLabel !== null) {
    const labels = (Array.isArray(refLabel) ? refLabel : [refLabel]).map((l, i) => (typeof l === 'string' ? l : unknownLabel(pick, pickIds(value)[i] ?? 0)));
    return <span data-pick-kind={pick}>{labels.join(t('runtime.list.separator'))}</span>;
  }
  if (pick) return <PickNames kind={pick} value={value} />;
  if (name === 'validityStatus' && isValidityStatus(value)) {
    return <Tag color={VALIDITY_COLORS[value]}>{VALIDITY_LABELS[value]}</Tag>;
  }
  if (name === 'status' && STATUS_TAGS[text(value)]) {
    const s = STATUS_TAGS[text(value)];
    return <Tag color={s.color}>{t(s.label)}</Tag>;
  }
  if (f.enum || f.items?.enum) {
    const values = Array.isArray(value) ? value : [value];
    return values.length === 1 ? enumTag(f, values[0]) : <Space size={[0, 4]} wrap>{values.map((v) => enumTag(f, v))}</Space>;
  }
  return <span>{fieldValueText(f, value)}</span>;
}
