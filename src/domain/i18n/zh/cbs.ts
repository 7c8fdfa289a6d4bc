/** Contractors (承包商管理): automatic suspension and the permit's admission check. Ids `cbs.*`. */
export const cbsZh = {
  'cbs.violation.autoSuspended': '{days}天内违章{count}次，达到{threshold}次的暂停阈值，系统自动暂停准入',
  'cbs.permit.contractorSuspended': '{worker}所属承包商“{contractor}”已暂停准入，不能列入作业票',
  'cbs.permit.contractorNotAdmitted': '{worker}所属承包商“{contractor}”尚未准入，不能列入作业票',
  'cbs.permit.workerVoided': '承包商人员{worker}已取消准入，不能列入作业票',
  'cbs.permit.workerExpired': '承包商人员{worker}的准入已于{exitDate}截止，不能列入作业票',
  'cbs.permit.workerUntrained': '承包商人员{worker}的安全培训未考核合格（没有考核合格的承包商培训记录），不能列入作业票',
  'cbs.permit.workerFailedSession': '承包商人员{worker}的安全培训未考核合格（{date}参加的“{training}”考核不合格），不能列入作业票',
  'cbs.training.repeatedTrainee': '{worker}已是本次培训的参训人员，不能重复添加',
  'cbs.training.otherContractor': '{worker}不是本次培训的承包商“{contractor}”的人员',
  'cbs.training.contractorOfTrainees': '本次培训的参训人员{worker}属于其他承包商，请先调整参训人员',
  'cbs.permit.unknownWorker': '承包商人员不存在或已删除：{id}',
} as const;
