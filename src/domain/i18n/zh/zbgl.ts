/** Duty management (值班管理): the roster's rules. Ids `zbgl.*`. */
export const zbglZh = {
  'zbgl.roster.unknownShift': '班次“{shift}”不在本企业的班次日历中',
  'zbgl.roster.overlap': '{person}在{date}{shift}已有排班，与本班次时间重叠，同一人员不能同时排两个重叠的班次',
} as const;
