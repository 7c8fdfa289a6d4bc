// The safety managers' published overlay of the designer workbench's stories and tests: custom fields of
// several types, one switched off, one removed (restorable), one pinned to the top.
import { addField, emptyOverlay, pinField, removeField, setFieldEnabled } from '../../designer/overlay-edits.ts';
import type { CustomFieldDef } from '../../src/schema/custom-field.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

export const SM_KEY = SAFETY_MANAGER.key;

export const TRAINING_HOURS: CustomFieldDef = { key: 'trainingHours', type: 'number', title: '培训学时', minimum: 0, maximum: 200, precision: 1 };
export const CERT_LEVEL: CustomFieldDef = {
  key: 'certLevel',
  type: 'select',
  title: '证书等级',
  required: true,
  options: [
    { label: '初级', value: 'junior' },
    { label: '中级', value: 'middle' },
    { label: '高级', value: 'senior' },
  ],
};
export const REMARK: CustomFieldDef = { key: 'remark', type: 'textarea', title: '备注', maxLength: 500, inList: false };
export const BADGE_NO: CustomFieldDef = { key: 'badgeNo', type: 'text', title: '工牌号', pattern: '^[A-Z]\\d{5}$', patternMessage: '工牌号为一个大写字母加五位数字' };

/** 培训学时, 证书等级 (pinned to the top), 备注 (switched off), 工牌号 (removed). */
export const PUBLISHED: ResourceOverlay = [
  (o: ResourceOverlay) => pinField(o, 'certLevel', 'top'),
  (o: ResourceOverlay) => setFieldEnabled(o, 'remark', false),
  (o: ResourceOverlay) => removeField(o, 'badgeNo'),
].reduce((o, edit) => edit(o), [TRAINING_HOURS, CERT_LEVEL, REMARK, BADGE_NO].reduce(addField, emptyOverlay()));
