/** Safety measures of a permit and their templates (issue 16 item 5, src/domain/permit-measures.ts). Ids `permits.measures.*`. */
export const permitMeasuresZh = {
  'permits.measures.gradeNotOfKind': '适用级别「{grade}」不是{kind}的级别（可选：{grades}）',
  'permits.measures.kindWithoutGrades': '{kind}不分级别，适用级别须为空',
  'permits.measures.unconfirmed': '安全措施第{n}项「{measure}」尚未确认：作业前的安全措施须逐项由确认人确认后才能提交',
  'permits.measures.photoMissing': '安全措施第{n}项「{measure}」须附现场照片（措施模板要求拍照）后才能提交',
  'permits.measures.unknownConfirmer': '确认人不存在或已删除：{id}',
  'permits.measures.field.grade': '作业级别',
  'permits.measures.field.confirmer': '确认人',
  'permits.measures.doc': '{kind}票：适用于本类作业及其级别的已启用措施模板（按排序）',
} as const;
