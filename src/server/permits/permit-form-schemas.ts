// JSON schemas of the saveOrUpdate body of each kind: the fields every GB 30871 Annex A form has, and the
// kind's own. `title` names the field in the Chinese validation messages (plugins/errors.ts).
import { HEIGHT_HAZARDS } from '../../domain/permit-grade.ts';
import { PERMIT_GRADE_LABELS, PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { bool, obj, str } from '../http/json-schema.ts';
import { TIME_PATTERN } from './permit-time.ts';

const text = (title: string, maxLength = 200) => str(title, { maxLength });
const time = (title: string) => ({ type: ['string', 'null'], title, pattern: TIME_PATTERN });
const num = (title: string, maximum: number) => ({ type: 'number', title, minimum: 0, maximum });
const list = (title: string, item: object, maxItems = 100) => ({ type: 'array', title, items: item, maxItems });

/** Fields of every permit form (Annex A): times, place, content, risks, people, measures, briefing. */
export const COMMON_FORM_FIELDS: Record<string, object> = {
  shenQingShiJian: time('申请时间'),
  jiHuaKaiShiShiJian: time('计划开始时间'),
  jiHuaJieShuShiJian: time('计划结束时间'),
  buMen: text('申请单位', 100),
  zuoYeDiDian: str('作业地点', { minLength: 1, maxLength: 100 }),
  zuoYeNeiRong: str('作业内容', { minLength: 1, maxLength: 1000 }),
  fengXianBianShi: text('风险辨识结果', 2000),
  guanLianZuoYe: list(
    '关联的特殊作业',
    obj({ zuoYeMingCheng: text('关联作业名称', 100), zuoYeBianHao: str('关联作业票编号', { pattern: '^HJZA\\d{13}$' }) }, ['zuoYeBianHao']),
    20,
  ),
  zuoYeFuZeRen: text('作业负责人', 50),
  zuoYeRen: list('作业人', obj({ xingMing: str('作业人姓名', { minLength: 1, maxLength: 50 }), zhengShuHao: text('证书编号', 50) }, ['xingMing']), 50),
  jianHuRen: text('监护人', 50),
  fenXiRen: text('分析人', 50),
  anQuanCuoShi: list(
    '安全措施',
    obj({ cuoShi: str('安全措施', { minLength: 1, maxLength: 500 }), sheJi: bool('是否涉及'), queRenRen: text('确认人', 50) }, ['cuoShi']),
    100,
  ),
  jiaoDiRen: text('安全交底人', 50),
  jieShouRen: text('接受交底人', 500),
};

const hotGrades = PERMIT_KIND_INFO.DONG_HUO.grades.flatMap((g) => [g, PERMIT_GRADE_LABELS[g]]);

/** The kind's own fields, and which of them are required. */
const KIND_FIELDS: Record<PermitKind, { fields: Record<string, object>; required: string[] }> = {
  DONG_HUO: {
    fields: {
      dongHuoFangShi: text('动火方式', 100),
      dongHuoJiBie: { type: 'string', title: '动火作业级别', enum: hotGrades },
      geLiZhuangZhi: bool('装置已停车、清洗、置换、分析合格并隔离'),
      luTian: bool('露天动火'),
    },
    required: ['dongHuoJiBie', 'jiHuaKaiShiShiJian'],
  },
  SHOU_XIAN: {
    fields: { shouXianKongJian: text('受限空间名称', 100), yuanJieZhi: text('原有介质', 100) },
    required: [],
  },
  MANG_BAN: {
    fields: {
      mangBanCaoZuo: { type: 'string', title: '盲板作业类别', enum: ['抽', '堵'] },
      guanDaoMingCheng: text('设备管道名称', 100),
      jieZhi: text('管道介质', 100),
      wenDu: { type: 'number', title: '温度（℃）', minimum: -273, maximum: 2000 },
      yaLi: { type: 'number', title: '压力（MPa）', minimum: -1, maximum: 1000 },
      mangBanCaiZhi: text('盲板材质', 50),
      mangBanGuiGe: text('盲板规格', 50),
      mangBanBianHao: text('盲板编号', 50),
      mangBanWeiZhiTu: text('盲板位置图', 500),
    },
    required: ['mangBanCaoZuo'],
  },
  GAO_CHU: {
    fields: {
      zuoYeGaoDu: num('作业高度（米）', 10_000),
      keGuanWeiXianYinSu: list('客观危险因素', { type: 'string', title: '客观危险因素', enum: Object.keys(HEIGHT_HAZARDS) }, 11),
    },
    required: ['zuoYeGaoDu'],
  },
  DIAO_ZHUANG: {
    fields: {
      diaoZhuangZhiLiang: num('吊物质量（吨）', 100_000),
      diaoZhuangGongJu: text('吊装工具名称', 100),
      siSuoRen: text('司索人', 50),
      zhiHuiRen: text('指挥人员', 50),
    },
    required: ['diaoZhuangZhiLiang'],
  },
  YONG_DIAN: {
    fields: {
      gongLv: num('用电功率（kW）', 100_000),
      dianYa: num('工作电压（V）', 1_000_000),
      dianGongZhengHao: text('电工证号', 100),
      jieRuDian: text('电源接入点', 100),
    },
    required: [],
  },
  DONG_TU: {
    fields: { dongTuMianJi: num('动土面积（平方米）', 1_000_000), dongTuShenDu: num('动土深度（米）', 1_000), dongTuFanWei: text('动土范围', 500) },
    required: [],
  },
  DUAN_LU: {
    fields: { duanLuDuan: str('断路地段', { minLength: 1, maxLength: 200 }), duanLuYuanYin: text('断路原因', 500) },
    required: ['duanLuDuan'],
  },
  YI_BAN_SHI_GONG: { fields: { shiGongDanWei: text('施工单位', 100) }, required: [] },
  DIAN_QI_GE_LI: { fields: { geLiSheBei: text('隔离设备', 200), geLiFangShi: text('隔离方式', 200) }, required: [] },
};

/** The names of the kind's own form fields (kept in `data` with the common ones). */
export function kindFieldNames(kind: PermitKind): string[] {
  return Object.keys(KIND_FIELDS[kind].fields);
}

/** Body schema of `POST /{kind}/saveOrUpdate`: `id` (update a draft) and the form. */
export function permitFormSchema(kind: PermitKind) {
  const own = KIND_FIELDS[kind];
  return obj(
    { id: { type: 'integer', title: '作业票', minimum: 1 }, ...COMMON_FORM_FIELDS, ...own.fields },
    ['zuoYeDiDian', 'zuoYeNeiRong', ...own.required],
  );
}

/** The form values of a saveOrUpdate body: every known field, without `id`. */
export function formOf(kind: PermitKind, body: Record<string, unknown>): Record<string, unknown> {
  const names = [...Object.keys(COMMON_FORM_FIELDS), ...kindFieldNames(kind)];
  return Object.fromEntries(names.filter((n) => body[n] !== undefined).map((n) => [n, body[n]]));
}
