// Published versions of the safety managers' overlay for the versions panel's and the schema editor's
// stories and tests: custom fields added, changed and switched off, a comp-tab added.
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import type { OverlayField, ResourceOverlay } from '../../src/schema/overlay.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

function custom(def: CustomFieldDef, sort: number, more: Partial<OverlayField> = {}): OverlayField {
  return { key: def.key, schema: customFieldSchema(def), def, enabled: true, sort, ...more };
}

const TRAINING: CustomFieldDef = { key: 'trainingHours', type: 'number', title: '培训学时', minimum: 0 };
const CONTACT: CustomFieldDef = { key: 'emergencyContact', type: 'text', title: '紧急联系人', maxLength: 20 };
const LEVEL: CustomFieldDef = {
  key: 'certLevel',
  type: 'select',
  title: '证书等级',
  options: [
    { label: '初级', value: 'junior' },
    { label: '高级', value: 'senior' },
  ],
};

/** 1: 培训学时. 2: 培训学时 required, 紧急联系人 added. 3: 紧急联系人 off, 证书等级 added, tab 培训信息. */
export const SAFETY_MANAGER_VERSIONS: ResourceOverlay[] = [
  { fields: [custom(TRAINING, 0)], tabs: [] },
  { fields: [custom(TRAINING, 0, { required: true }), custom(CONTACT, 1)], tabs: [] },
  {
    fields: [custom(TRAINING, 0, { required: true }), custom(CONTACT, 1, { enabled: false }), custom(LEVEL, 2, { inList: false })],
    tabs: [{ key: 'training', title: '培训信息', fields: ['trainingHours', 'certLevel'], enabled: true, sort: 0 }],
  },
];

/** Fourteen versions: the three above, then the order of the fields changed back and forth. */
export const MANY_VERSIONS: ResourceOverlay[] = [
  ...SAFETY_MANAGER_VERSIONS,
  ...Array.from({ length: 11 }, (_, i) => {
    const last = SAFETY_MANAGER_VERSIONS[2];
    return { ...last, fields: last.fields.map((f, j) => ({ ...f, sort: (j + i + 1) % 3 })) };
  }),
];

export const SAFETY_MANAGER_KEY = SAFETY_MANAGER.key;
