// The form fields of a permit as the server's body schema accepts them (src/server/permits/
// permit-form-schemas.ts: the same names, titles, limits and required flags), described once for the edit
// form, the read-only detail and the print view.
import { HEIGHT_HAZARDS } from '../../../domain/permit-grade.ts';
import { PERMIT_GRADE_LABELS, PERMIT_KIND_INFO, type PermitKind } from '../../../domain/permit-kinds.ts';
import { showTime } from './permit-labels.ts';

export type FieldSpec =
  | { name: string; label: string; type: 'text'; max: number; required?: boolean; long?: boolean }
  | { name: string; label: string; type: 'number'; min: number; max: number; required?: boolean }
  | { name: string; label: string; type: 'bool' }
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[]; required?: boolean; multiple?: boolean }
  | { name: string; label: string; type: 'time'; required?: boolean };

const text = (name: string, label: string, max: number, extra: { required?: boolean; long?: boolean } = {}): FieldSpec => ({
  name,
  label,
  type: 'text',
  max,
  ...extra,
});
const num = (name: string, label: string, max: number, min = 0, required = false): FieldSpec => ({ name, label, type: 'number', min, max, required });

/** Common scalar fields of every Annex A form (lists are edited apart). */
export const COMMON_FIELDS: readonly FieldSpec[] = [
  { name: 'shenQingShiJian', label: '申请时间', type: 'time' },
  { name: 'jiHuaKaiShiShiJian', label: '计划开始时间', type: 'time' },
  { name: 'jiHuaJieShuShiJian', label: '计划结束时间', type: 'time' },
  text('buMen', '申请单位', 100),
  text('zuoYeDiDian', '作业地点', 100, { required: true }),
  text('zuoYeNeiRong', '作业内容', 1000, { required: true, long: true }),
  text('fengXianBianShi', '风险辨识结果', 2000, { long: true }),
  text('zuoYeFuZeRen', '作业负责人', 50),
  text('jianHuRen', '监护人', 50),
  text('fenXiRen', '分析人', 50),
  text('jiaoDiRen', '安全交底人', 50),
  text('jieShouRen', '接受交底人', 500),
];

const HOT_GRADES = PERMIT_KIND_INFO.DONG_HUO.grades.map((g) => ({ value: PERMIT_GRADE_LABELS[g], label: PERMIT_GRADE_LABELS[g] }));

/** The kind's own fields. */
export const KIND_FIELDS: Readonly<Record<PermitKind, readonly FieldSpec[]>> = {
  DONG_HUO: [
    text('dongHuoFangShi', '动火方式', 100),
    { name: 'dongHuoJiBie', label: '动火作业级别', type: 'select', options: HOT_GRADES, required: true },
    { name: 'geLiZhuangZhi', label: '装置已停车、清洗、置换、分析合格并隔离', type: 'bool' },
    { name: 'luTian', label: '露天动火', type: 'bool' },
  ],
  SHOU_XIAN: [text('shouXianKongJian', '受限空间名称', 100), text('yuanJieZhi', '原有介质', 100)],
  MANG_BAN: [
    { name: 'mangBanCaoZuo', label: '盲板作业类别', type: 'select', options: [{ value: '抽', label: '抽' }, { value: '堵', label: '堵' }], required: true },
    text('guanDaoMingCheng', '设备管道名称', 100),
    text('jieZhi', '管道介质', 100),
    num('wenDu', '温度（℃）', 2000, -273),
    num('yaLi', '压力（MPa）', 1000, -1),
    text('mangBanCaiZhi', '盲板材质', 50),
    text('mangBanGuiGe', '盲板规格', 50),
    text('mangBanBianHao', '盲板编号', 50),
    text('mangBanWeiZhiTu', '盲板位置图', 500),
  ],
  GAO_CHU: [
    num('zuoYeGaoDu', '作业高度（米）', 10_000, 0, true),
    {
      name: 'keGuanWeiXianYinSu',
      label: '客观危险因素',
      type: 'select',
      multiple: true,
      options: Object.entries(HEIGHT_HAZARDS).map(([value, label]) => ({ value, label: `${value}. ${label}` })),
    },
  ],
  DIAO_ZHUANG: [
    num('diaoZhuangZhiLiang', '吊物质量（吨）', 100_000, 0, true),
    text('diaoZhuangGongJu', '吊装工具名称', 100),
    text('siSuoRen', '司索人', 50),
    text('zhiHuiRen', '指挥人员', 50),
  ],
  YONG_DIAN: [num('gongLv', '用电功率（kW）', 100_000), num('dianYa', '工作电压（V）', 1_000_000), text('dianGongZhengHao', '电工证号', 100), text('jieRuDian', '电源接入点', 100)],
  DONG_TU: [num('dongTuMianJi', '动土面积（平方米）', 1_000_000), num('dongTuShenDu', '动土深度（米）', 1_000), text('dongTuFanWei', '动土范围', 500)],
  DUAN_LU: [text('duanLuDuan', '断路地段', 200, { required: true }), text('duanLuYuanYin', '断路原因', 500)],
  YI_BAN_SHI_GONG: [text('shiGongDanWei', '施工单位', 100)],
  DIAN_QI_GE_LI: [text('geLiSheBei', '隔离设备', 200), text('geLiFangShi', '隔离方式', 200)],
};

/** Whether the kind requires a planned start at saving (hot work: its grade depends on it). */
export function requiresStart(kind: PermitKind): boolean {
  return kind === 'DONG_HUO';
}

/** The text of a field's value for reading and printing. */
export function valueText(spec: FieldSpec, v: unknown): string {
  if (v === undefined || v === null || v === '') return '';
  if (spec.type === 'bool') return v ? '是' : '否';
  if (spec.type === 'time') return showTime(v);
  if (spec.type === 'select' && spec.multiple && Array.isArray(v)) {
    return v.map((x) => spec.options.find((o) => o.value === x)?.label ?? String(x)).join('；');
  }
  return String(v);
}
