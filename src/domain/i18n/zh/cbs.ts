/** Contractors (承包商管理): automatic suspension and the permit's admission check. Ids `cbs.*`. */
export const cbsZh = {
  'cbs.violation.autoSuspended': '{days}天内违章{count}次，达到{threshold}次的暂停阈值，系统自动暂停准入',
  'cbs.permit.contractorSuspended': '{worker}所属承包商“{contractor}”已暂停准入，不能列入作业票',
  'cbs.permit.contractorNotAdmitted': '{worker}所属承包商“{contractor}”尚未准入，不能列入作业票',
} as const;
