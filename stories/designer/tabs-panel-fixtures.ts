// Overlays of the safety managers for the tabs panel's stories and tests: custom fields (one switched off,
// one removed) and comp-tabs (one with a disabled field, one naming the removed field, one pinned to the
// end and switched off).
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import type { OverlayField, ResourceOverlay } from '../../src/schema/overlay.ts';

function custom(def: CustomFieldDef, sort: number, more: Partial<OverlayField> = {}): OverlayField {
  return { key: def.key, schema: customFieldSchema(def), def, enabled: true, sort, ...more };
}

/** Custom fields: 培训学时, 紧急联系人, 工牌号 (switched off), 旧备注 (removed). */
export const CUSTOM_FIELDS: OverlayField[] = [
  custom({ key: 'trainingHours', type: 'number', title: '培训学时', minimum: 0 }, 0),
  custom({ key: 'emergencyContact', type: 'text', title: '紧急联系人', maxLength: 20 }, 1),
  custom({ key: 'badgeNo', type: 'text', title: '工牌号' }, 2, { enabled: false }),
  custom({ key: 'oldNote', type: 'textarea', title: '旧备注' }, 3, { removed: true }),
];

/** The custom fields and no tab yet. */
export const NO_TABS: ResourceOverlay = { fields: CUSTOM_FIELDS, tabs: [] };

/**
 * 证书信息 (证书附件 switched off), 培训信息 (培训学时 and the removed 旧备注), 联系方式 pinned to the end and
 * switched off.
 */
export const WITH_TABS: ResourceOverlay = {
  fields: CUSTOM_FIELDS,
  tabs: [
    { key: 'cert', title: '证书信息', fields: ['certNo', 'certStart', 'certEnd', 'attachments'], disabledFields: ['attachments'], enabled: true, sort: 0 },
    { key: 'training', title: '培训信息', fields: ['trainingHours', 'oldNote'], enabled: true, sort: 1 },
    { key: 'contact', title: '联系方式', fields: ['emergencyContact'], enabled: false, sort: 0, pinned: 'end' },
  ],
};
