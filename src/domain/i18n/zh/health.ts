/** Occupational health (职业健康): a detection judged against its hazard factor's limit. Ids `health.*`. */
export const healthZh = {
  'health.detection.noFactor': '所选危害因素不存在或已删除',
  'health.detection.unit': '结果单位（{unit}）与危害因素“{factor}”的限值单位（{limitUnit}）不一致，请按限值单位填写',
  'health.detection.noLimit': '危害因素“{factor}”未设置限值，无法判定检测结果，请先完善其限值',
} as const;
