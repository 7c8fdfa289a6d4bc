/** The server's answers and route texts of tszy (ids `api.tszy.*`). */
export const apiTszyZh = {
  'api.tszy.all': '全部',
  'api.tszy.allRiskWarningsEnterprisePaged': '企业全部风险预警（分页，可按模块、状态、内容筛选）',
  'api.tszy.currentUserHasNoLinked': '当前用户没有关联人员，无法查看预警',
  'api.tszy.homePageCountCurrentUser': '首页计数：当前用户未读预警数 riskUnreadCount',
  'api.tszy.marksReadGivenIdsAll': '标记已读：指定 ids，或 all 标记本人全部未读',
  'api.tszy.module': '模块',
  'api.tszy.person': '人员',
  'api.tszy.pleaseChooseWarningsMark': '请选择要标记的预警',
  'api.tszy.record': '记录',
  'api.tszy.recordViewedMarksYourUnread': '已查看记录：将本人关于该记录（模块与记录 id）的未读预警标为已读',
  'api.tszy.riskWarnings': '风险预警',
  'api.tszy.riskWarningsSignedPersonPaged': '当前登录人员的风险预警（分页）',
  'api.tszy.status': '状态',
  'api.tszy.warning': '预警',
  'api.tszy.warningContent': '预警内容',
  'api.tszy.youCanViewOnlyYour': '只能查看本人的预警',
} as const;
