/** Job hazard analysis and safety briefing of a permit (issue 16 item 5, src/domain/permit-briefing.ts). Ids `permits.briefing.*`. */
export const permitBriefingZh = {
  'permits.briefing.noAnalysis': '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）',
  'permits.briefing.stepMissing.step': '工作危害分析第{n}行未填写作业步骤',
  'permits.briefing.stepMissing.hazard': '工作危害分析第{n}行未填写危害因素',
  'permits.briefing.stepMissing.control': '工作危害分析第{n}行未填写控制措施',
  'permits.briefing.noBriefer': '尚未进行安全交底：请填写安全交底的交底人后再提交（GB 30871 4.4）',
  'permits.briefing.noContent': '尚未进行安全交底：请填写安全交底的交底内容后再提交（GB 30871 4.4）',
  'permits.briefing.unsigned': '作业人「{name}」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交',
  'permits.briefing.notThisPermit': '签名{id}不是本作业票的安全交底签名：交底签名须由作业人在作业票的手机页面签写',
  'permits.briefing.otherWorker': '签名{id}是「{signer}」的交底签名，不是「{name}」的',
  'permits.briefing.unknownAnalyst': '分析人不存在或已删除：{id}',
  'permits.briefing.unknownBriefer': '交底人不存在或已删除：{id}',
  'permits.briefing.unknownWorker': '作业人第{n}行不存在',
  'permits.briefing.notDraft': '作业票已提交，安全交底不能再签字（当前状态：{state}）',
  'permits.briefing.signAction': '安全交底签字',
  'permits.briefing.field.worker': '作业人',
  'permits.briefing.field.signature': '签名',
} as const;
