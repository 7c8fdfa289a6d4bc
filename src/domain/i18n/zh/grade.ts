/**
 * The grading basis of a permit (GB 30871-2022 8.1 height, 9.1 lifting, 5.1 and 5.2.15 hot work; GB/T 3608
 * hazards a-k): the sentences of src/domain/permit-grade.ts, with the grade names of `rules.grade.*`. Ids `grade.*`.
 */
export const gradeZh = {
  'grade.hazard.a': '阵风风力五级（风速8.0m/s）以上',
  'grade.hazard.b': 'Ⅱ级或Ⅱ级以上的高温作业',
  'grade.hazard.c': '平均气温等于或低于5℃的作业环境',
  'grade.hazard.d': '接触冷水温度等于或低于12℃的作业',
  'grade.hazard.e': '作业场地有冰、雪、霜、水、油等易滑物',
  'grade.hazard.f': '作业场所光线不足，能见度差',
  'grade.hazard.g': '作业活动范围与危险电压带电体的距离小于规定',
  'grade.hazard.h': '摆动，立足处不是平面或只有很小的平面',
  'grade.hazard.i': 'Ⅲ级或Ⅲ级以上的体力劳动强度',
  'grade.hazard.j': '存在有毒气体或空气中含氧量低于19.5%的作业环境',
  'grade.hazard.k': '可能引起各种灾害事故的作业环境或抢救突然发生的灾害事故',

  'grade.height.invalid': '作业高度必须是非负数（米）',
  'grade.height.belowMin': '作业高度 {h} m 低于 2 m，不属于高处作业，无需办理高处作业票',
  'grade.height.plain': '作业高度 {h} m（{band}），无客观危险因素，为{grade}高处作业',
  'grade.height.hazards': '作业高度 {h} m（{band}），存在客观危险因素（{hazards}），为{grade}高处作业',

  'grade.lifting.invalid': '吊装质量必须是非负数（吨）',
  'grade.lifting.over100': '吊装质量 {m} t 大于 100 t，为一级吊装作业',
  'grade.lifting.from40': '吊装质量 {m} t 在 40 t 至 100 t 之间，为二级吊装作业',
  'grade.lifting.under40': '吊装质量 {m} t 小于 40 t，为三级吊装作业',
  'grade.lifting.under10': '吊装质量 {m} t 小于 10 t，可不办理吊装作业票，但应进行作业风险分析并确保措施可靠',

  'grade.hot.badChosen': '动火作业级别只能是特级、一级或二级',
  'grade.hot.isolated': '装置已全部停车并经清洗、置换、分析合格且采取安全隔离措施，按二级动火作业管理（原选{chosen}）',
  'grade.hot.chosen': '选定{grade}动火作业',
  'grade.hot.windRefused': '风力 {wind} 级（5 级及以上），禁止露天动火作业',
  'grade.hot.reason.wind': '风力 {wind} 级（5 级及以上）露天动火',
  'grade.hot.reason.night': '夜间（18:00 至次日 06:00）作业',
  'grade.hot.reason.holiday': '节假日作业',
  'grade.hot.reason.weekend': '公休日作业',
  'grade.hot.plain': '{basis}，为{grade}动火作业',
  'grade.hot.highest': '{basis}；{reasons}应升级管理，特级已是最高级别，仍按特级动火作业管理',
  'grade.hot.raised': '{basis}；{reasons}，升级为{grade}动火作业',
} as const;
