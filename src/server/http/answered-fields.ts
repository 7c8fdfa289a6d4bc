// The fields the API answers on its own account: a record's system fields, the names and labels it adds
// beside stored values, the parts of a detail that are not the form. A client that sends a record back
// as it received it sends these too: a route that does not take one of them ignores it (strip-answered.ts)
// instead of refusing it, while any other unknown field is refused by name. docs/api-contract.md lists
// them for clients. This is the only list: add a field here when an answer gains one.
import { SYSTEM_FIELDS } from '../../schema/resource-types.ts';

/** Resource records (record-shape.ts): id, createdAt, updatedAt, createdBy, updatedBy, status, sortOrder, validityStatus. */
const RECORD_FIELDS = Object.keys(SYSTEM_FIELDS);

/** The labels of a record's references (x-ref, ref-hook.ts). */
const REF_FIELDS = ['refLabels'];
/** Shared records (shared-records.ts): `shared: true` on the platform's rows of a shared resource. */
const SHARED_FIELDS = ['shared'];

/** Permits (permit-view.ts and the detail of zuo-ye-piao-routes.ts). */
const PERMIT_FIELDS = [
  'zuoYeBianHao',
  'zuoYeLeiXing',
  'zuoYeLeiXingMingCheng',
  'zuoYeJiBie',
  'jiBieDaiMa',
  'jiBieYiJu',
  'zhuangTai',
  'zhuangTaiMingCheng',
  'slotIndex',
  'dangQianHuanJie',
  'shiJiKaiShiShiJian',
  'wanGongShiJian',
  'zhongDuanShiJian',
  'tuiHui',
  'tiJiaoRen',
  'createdByName',
  'banBen',
  'tiJiaoGuo',
  'slots',
  'events',
  'analyses',
  // The guardian's record at the site (site-guard-store.ts siteGuardView).
  'siteGuard',
  // The overhaul item or maintenance task the permit is linked to, named (permit-overhaul-link.ts).
  'jianXiuGuanLian',
  'allowedActions',
  // The departments of the current 会签 slot the caller may countersign (permit-countersign.ts).
  'huiQianBuMen',
  // The workers who must sign the briefing again after its content changed (permit-briefing.ts workersToSignAgain).
  'jiaoDiChongQian',
  // The enterprise's custom fields of the kind with the permit's values and their titles (permit-custom-fields.ts).
  'ziDingYiZiDuan',
];

/** Work activities (activityView in activity-store.ts). */
const ACTIVITY_FIELDS = ['zuoYePiao', 'tiJiaoShiJian', 'shenHe'];

/** The /user service: accounts, staff, contractors, departments, duties, menus, configuration. */
const USER_FIELDS = [
  'createTime',
  'updateTime',
  'renYuanName',
  'recheckStatus',
  'departmentName',
  'contractorName',
  'children',
  'duties',
  'staff',
  // A department's level derived from its type and ancestry (src/domain/person-level.ts).
  'level',
  'levelName',
];

export const ANSWERED_FIELDS: readonly string[] = Object.freeze([...new Set([...RECORD_FIELDS, ...REF_FIELDS, ...SHARED_FIELDS, ...PERMIT_FIELDS, ...ACTIVITY_FIELDS, ...USER_FIELDS])]);
