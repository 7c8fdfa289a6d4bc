/** Duty management (值班管理): the roster's rules. Ids `zbgl.*`. */
export const zbglZh = {
  'zbgl.roster.unknownShift': '班次“{shift}”不在本企业的班次日历中',
  'zbgl.roster.overlap': '{person}在{date}{shift}已有排班，与本班次时间重叠，同一人员不能同时排两个重叠的班次',
  'zbgl.leave.leaderWithoutSubstitute': '{person}在{date}{shift}担任带班领导，请假须指定顶班人',
  'zbgl.leave.substituteBusy': '顶班人{person}在{date}{shift}的时间已有其他排班，不能顶班',
  'zbgl.leave.handedOver': '已由顶班人{person}接替：{slots}',
  'zbgl.leave.removed': '已从排班中移出：{slots}',
  'zbgl.leave.emptied': '；注意：以下班次已无人值班：{slots}',
} as const;
