// The resource of the form bench (issue 5): 300 fields across 10 tabs of 30, made the way an enterprise's
// designed form is made. A base resource file with one built-in field, and an overlay of 299 custom fields
// (customFieldSchema of the designer's definitions) and 10 comp-tabs, merged by mergeOverlay as the server
// merges them. Pure and deterministic: the page builds it in the browser, the section checks the same
// thing in Node (checkOverlay, checkResourceFile).
import { customFieldSchema, type CustomFieldDef } from '../../../src/schema/custom-field.ts';
import { mergeOverlay, type MergeResult, type OverlayField, type OverlayTab, type ResourceOverlay } from '../../../src/schema/overlay.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';

export const FIELD_COUNT = 300;
export const TAB_COUNT = 10;
export const FIELDS_PER_TAB = FIELD_COUNT / TAB_COUNT;

/** The base file's own field (first of the first tab). */
const BUILT_IN = 'formName';
/** The field the keystroke figure types into: a custom single-line text of the first tab, optional. */
export const KEYSTROKE_FIELD = 'c001';
export const KEYSTROKE_FIELD_MAX_LENGTH = 200;

/** The base resource file: one built-in field, as small as the meta-schema allows. */
export function benchBase(): ResourceFile {
  return {
    key: 'form-bench',
    title: '表单基准',
    endpoint: '/u-basic/form-bench',
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['admin'], write: ['admin'] },
    form: {
      type: 'object',
      required: [BUILT_IN],
      properties: {
        [BUILT_IN]: { type: 'string', title: '表单名称', maxLength: 50, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      },
    },
    list: { columns: [{ field: BUILT_IN }] },
  };
}

const options = (n: number) => Array.from({ length: n }, (_, k) => ({ label: `选项${k + 1}`, value: `o${k + 1}` }));

/**
 * The designer's definition of custom field `i` (1..299): a cycle of ten kinds (text of 20/200/50
 * characters, integer 0..100, decimal 0..10000, select of 5 and 8 options, date, switch, textarea of 500),
 * every third one required (switches excepted), every seventh with a help text.
 */
export function customDef(i: number): CustomFieldDef {
  const key = `c${String(i).padStart(3, '0')}`;
  const base = { key, required: i % 3 === 0, ...(i % 7 === 0 ? { help: `第 ${i} 项的填写说明` } : {}) };
  switch (i % 10) {
    case 0:
      return { ...base, type: 'text', title: `编号${i}`, maxLength: 20 };
    case 1:
      return { ...base, type: 'text', title: `检查内容${i}`, maxLength: KEYSTROKE_FIELD_MAX_LENGTH };
    case 2:
      return { ...base, type: 'number', title: `数量${i}`, minimum: 0, maximum: 100, precision: 0 };
    case 3:
      return { ...base, type: 'select', title: `等级${i}`, options: options(5) };
    case 4:
      return { ...base, type: 'date', title: `日期${i}` };
    case 5:
      return { ...base, type: 'text', title: `负责人${i}`, maxLength: 50 };
    case 6:
      return { ...base, type: 'switch', title: `是否合格${i}`, required: false };
    case 7:
      return { ...base, type: 'textarea', title: `情况说明${i}`, maxLength: 500 };
    case 8:
      return { ...base, type: 'number', title: `读数${i}`, minimum: 0, maximum: 10000, precision: 2 };
    default:
      return { ...base, type: 'select', title: `类别${i}`, options: options(8) };
  }
}

/** The overlay: 299 enabled custom fields (not list columns) and 10 tabs of 30 fields, the first led by the built-in one. */
export function benchOverlay(): ResourceOverlay {
  const fields: OverlayField[] = [];
  for (let i = 1; i < FIELD_COUNT; i++) {
    const def = customDef(i);
    fields.push({ key: def.key, schema: customFieldSchema(def), enabled: true, sort: i, required: def.required, def, inList: false });
  }
  const order = [BUILT_IN, ...fields.map((f) => f.key)];
  const tabs: OverlayTab[] = Array.from({ length: TAB_COUNT }, (_, t) => ({
    key: `group${t + 1}`,
    title: `分组${t + 1}`,
    fields: order.slice(t * FIELDS_PER_TAB, (t + 1) * FIELDS_PER_TAB),
    enabled: true,
    sort: t + 1,
  }));
  return { fields, tabs };
}

/** The merged resource the runtime renders (the server's merge of the overlay over the base). */
export function benchMerge(): MergeResult {
  return mergeOverlay(benchBase(), benchOverlay());
}
