/**
 * 风险分级管控 and 清单管理 (issue 17): the refusals of the assessment rules (src/domain/fxfjgk-assessment.ts)
 * and of the module's server hooks (src/server/fxfjgk/). Ids `fxfjgk.*`.
 */
export const fxfjgkZh = {
  'fxfjgk.factorMissing': '请填写{factor}',
  'fxfjgk.factorOutside': '{factor}取值 {value} 不在{method}的取值表中（可取 {allowed}）',
  'fxfjgk.methodUnknown': '未知的评价方法「{method}」',
  'fxfjgk.methodNotConfigured': '企业尚未配置评价方法「{method}」',
  'fxfjgk.bandsEmpty': '分级表不能为空',
  'fxfjgk.bandRange': '分级表第{row}行：下限 {min} 应小于上限 {max}',
  'fxfjgk.bandStart': '分级表应从 0 开始，第1行的下限是 {min}',
  'fxfjgk.bandGap': '分级表第{row}行：{from}～{to} 之间没有对应的等级（分级表有空缺）',
  'fxfjgk.bandOverlap': '分级表第{row}行：{from}～{to} 与上一行重叠',
  'fxfjgk.bandOpenEnd': '分级表最后一行应不设上限',
  'fxfjgk.bandLevelTwice': '分级表中「{level}」出现了不止一次',
  'fxfjgk.bandsInvalid': '{method}的分级配置有误：{reason}',
  'fxfjgk.wrongLevel': '该管控任务为{taskLevel}，{person}是{personLevel}人员，不能执行',
  'fxfjgk.noLevel': '{person}没有所属部门，无法确定管控层级，不能执行{taskLevel}任务',
  'fxfjgk.abnormalNeedsNote': '第{row}项排查结果为异常，请填写异常说明',
} as const;
