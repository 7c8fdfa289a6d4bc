// The name of a custom field's type in the page's language (src/schema/custom-field.ts names them in Chinese).
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '../src/schema/custom-field.ts';

const t = textOf(designerZh);

const TYPE_IDS = {
  text: 'designer.fieldType.text',
  textarea: 'designer.fieldType.textarea',
  number: 'designer.fieldType.number',
  date: 'designer.fieldType.date',
  datetime: 'designer.fieldType.datetime',
  select: 'designer.fieldType.select',
  multiselect: 'designer.fieldType.multiselect',
  switch: 'designer.fieldType.switch',
  image: 'designer.fieldType.image',
  file: 'designer.fieldType.file',
  person: 'designer.fieldType.person',
  department: 'designer.fieldType.department',
  reference: 'designer.fieldType.reference',
} as const satisfies Record<CustomFieldType, string>;

/** The type's name, or `type` itself when it is not a custom field type. */
export function fieldTypeLabel(type: string): string {
  return type in TYPE_IDS ? t(TYPE_IDS[type as CustomFieldType]) : type;
}

/** The types as select options, in the order of CUSTOM_FIELD_TYPES. */
export function fieldTypeOptions(): { label: string; value: CustomFieldType }[] {
  return CUSTOM_FIELD_TYPES.map((x) => ({ label: fieldTypeLabel(x.type), value: x.type }));
}
