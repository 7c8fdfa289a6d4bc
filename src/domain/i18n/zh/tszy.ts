/** 特殊作业's checks of work in progress (作业检查记录: server hooks and src/domain/tszy-check.ts). Ids `tszy.*`. */
export const tszyZh = {
  'tszy.check.permitMissing': '作业票不存在：{number}',
  'tszy.check.permitNotInProgress': '只能检查作业中的作业票，作业票 {number} 当前状态为「{state}」',
  'tszy.check.libraryKind': '检查库「{library}」用于{libraryKind}，与作业票的作业类型（{permitKind}）不符',
  'tszy.check.itemNotOfLibrary': '检查项不属于所选的检查库',
  'tszy.check.itemTwice': '同一检查项在本次检查中重复填写',
  'tszy.check.descriptionRequired': '检查项不合格时须填写问题描述',
  'tszy.check.dangerTitle': '作业检查不合格：{number} {item}',
  'tszy.check.dangerDescription': '作业票 {number}（{site}）于 {time} 由 {inspector} 检查，“{item}”不合格：{problem}',
} as const;
