// The permits of the demo (enterprise 1001) as stories: each a form and the steps that the demo accounts took,
// at minutes relative to the first start (the seed time, T). demo-permits.ts replays them through the permit
// steps the API calls (src/server/permits/permit-steps.ts), so every state, slot, analysis and warning comes
// from the real rules. Between them they hold every state of the lifecycle, several kinds and grades, passing
// and failing gas analyses, and work that the minute sweep then expires (the lifting work, 90 minutes after T).
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import type { NewAnalysis } from '../../permits/gas-analysis-store.ts';

/** The demo accounts who act (demo-accounts.ts). */
export type DemoLogin = 'staff01' | 'cj01' | 'cj02' | 'aq01' | 'aq02' | 'gm01' | 'qyadmin';

/** A gas measurement of the demo, as recorded through environmentAnalysis/save (without id and time). */
export type DemoGas = NewAnalysis;

export type DemoStep = { at: number } & (
  | { do: 'create'; by: DemoLogin }
  | { do: 'submit' | 'start' | 'interrupt' | 'finish' | 'archive' | 'discard' | 'remove'; by: DemoLogin; opinion?: string }
  /** Approves `slots` slots in turn (all when absent), 10 minutes apart, each by the account holding its role. */
  | { do: 'approve'; slots?: number }
  /** Returns at the slot awaiting an opinion, by the account holding its role. */
  | { do: 'return'; opinion: string }
  | { do: 'analysis'; by: DemoLogin; gas: DemoGas }
  /** A department's 会签 of a 动土 / 断路 permit (DEMO_COUNTERSIGN), by one of its signers. */
  | { do: 'countersign'; by: DemoLogin; department: string; opinion?: string }
);

export interface DemoPermit {
  /** Names the permit within the plan (another permit's `serves`). */
  key: string;
  kind: PermitKind;
  /** Planned start and end, minutes from T. */
  planned: [number, number];
  /** The kind's own fields and what differs from the common ones. */
  form: Record<string, unknown>;
  /** Temporary power: the key of the hot-work or confined-space permit it serves (guanLianZuoYe). */
  serves?: string;
  steps: DemoStep[];
}

const H = 60;

/** The job hazard analysis of the demo permits (GB 30871 4.1): the steps of a maintenance work with their hazards and controls. */
export const DEMO_HAZARD_ANALYSIS = [
  { buZhou: '作业前准备与隔离', weiHai: '物料泄漏、误操作导致介质窜入', kongZhi: '工艺处理、加盲板或关阀上锁挂牌，确认隔离有效', fenXiRen: '张伟' },
  { buZhou: '作业实施', weiHai: '火灾、中毒窒息、机械伤害、高处坠落', kongZhi: '气体分析合格、正确佩戴防护用品、专人监护、配备消防器材', fenXiRen: '张伟' },
  { buZhou: '作业结束清理', weiHai: '遗留火种、工具物料遗落', kongZhi: '清理现场、确认无遗留火种后撤离，恢复隔离前须经确认', fenXiRen: '李安全' },
];

/** The safety briefing of the demo permits (GB 30871 4.4); its time is the permit's creation, its workers sign it. */
export const DEMO_BRIEFING = {
  jiaoDiRen: '赵志强',
  jiaoDiNeiRong: '作业内容与范围、存在的危害因素、各项安全措施及其落实人、应急处置与撤离路线、监护人职责',
};

/**
 * The countersigning departments of the demo enterprise (GB 30871 Annex A: 动土 by the departments concerned), as
 * its demo departments give them: 安全 (安全环保部) and 设备 (设备管理部), each with the staff who may sign by name.
 * 断路 names none (its 会签 stays one slot of role 769). 工艺 is not one: 赵志强 (生产一车间) signs 所在单位意见, and one
 * person signs one slot of a permit.
 */
export const DEMO_COUNTERSIGN: { DONG_TU: { name: string; signers: string[] }[] } = {
  DONG_TU: [
    { name: '安全', signers: ['李安全'] },
    { name: '设备', signers: ['陈明', '王建国'] },
  ],
};

/** Methane 0.1 % (LEL 5 %, limit 0.5 %) with oxygen 20.9 %: passes. */
export const METHANE_OK: DemoGas = {
  qiTiMingCheng: '甲烷', fenZiLiang: 16.04, baoZhaXiaXian: 5, dongHuoZuiGaoYunXuNongDu: 0.5, nongDu: 0.1, nongDuDanWei: '%',
  yangHanLiang: 20.9, fenXiBuWei: '动火点周围 10 m', fenXiRen: '李安全',
};
/** Methane 0.8 %: above the 0.5 % of a gas whose LEL is at least 4 %, fails. */
export const METHANE_HIGH: DemoGas = { ...METHANE_OK, nongDu: 0.8, fenXiBuWei: '管线法兰处' };
/** Hydrogen sulphide 1 ppm (limit 10 mg/m3) with oxygen 20.8 %: passes. */
export const H2S_OK: DemoGas = {
  qiTiMingCheng: '硫化氢', fenZiLiang: 34.08, duXingJieChuXianZhi: 10, nongDu: 1, nongDuDanWei: 'ppm', yangHanLiang: 20.8,
  fenXiBuWei: '罐内中部', fenXiRen: '李安全',
};
/** Oxygen 18.2 %: below 19.5 %, fails. */
export const OXYGEN_LOW: DemoGas = { qiTiMingCheng: '氧气', nongDu: 18.2, nongDuDanWei: '%', fenXiBuWei: '罐内底部', fenXiRen: '李安全' };

/** The stories, in the order they are replayed (a served permit before the one that serves it). */
export const DEMO_PERMITS: DemoPermit[] = [
  {
    key: 'mangBanDraft',
    kind: 'MANG_BAN',
    planned: [20 * H, 26 * H],
    form: { zuoYeDiDian: '二车间蒸汽管廊', zuoYeNeiRong: '蒸汽总管检修前加盲板隔断', mangBanCaoZuo: '堵', guanDaoMingCheng: '0.6 MPa 蒸汽总管', jieZhi: '蒸汽', wenDu: 165, yaLi: 0.6, mangBanCaiZhi: '20#钢', mangBanGuiGe: 'DN150', mangBanBianHao: 'MB-2-007' },
    steps: [{ at: -40, do: 'create', by: 'staff01' }],
  },
  {
    key: 'gaoChuReturned',
    kind: 'GAO_CHU',
    planned: [2 * H, 10 * H],
    form: { zuoYeDiDian: '一车间精馏塔平台', zuoYeNeiRong: '精馏塔 T-102 第三层平台保温拆除', zuoYeGaoDu: 12, keGuanWeiXianYinSu: [] },
    steps: [
      { at: -5 * H, do: 'create', by: 'staff01' },
      { at: -5 * H + 10, do: 'submit', by: 'staff01', opinion: '安全措施已落实' },
      { at: -4 * H, do: 'return', opinion: '未设置生命线，安全带无可靠挂点，请补充后重新提交' },
    ],
  },
  {
    key: 'dongHuoTeJiAwaiting',
    kind: 'DONG_HUO',
    planned: [1 * H, 7 * H],
    form: { zuoYeDiDian: '罐区乙醇储罐 V-203', zuoYeNeiRong: '在用储罐进料管线带压补焊', dongHuoFangShi: '电焊', dongHuoJiBie: '特级', luTian: true, geLiZhuangZhi: false },
    steps: [
      { at: -3 * H, do: 'create', by: 'staff01' },
      { at: -3 * H + 10, do: 'submit', by: 'staff01' },
      { at: -2 * H - 20, do: 'approve', slots: 2 },
    ],
  },
  {
    key: 'dongHuoYiJiAwaiting',
    kind: 'DONG_HUO',
    planned: [90, 7.5 * H],
    form: { zuoYeDiDian: '一车间氯气处理工段', zuoYeNeiRong: '氯气缓冲罐 R-1001 支架切割更换', dongHuoFangShi: '气割', dongHuoJiBie: '一级', luTian: false, geLiZhuangZhi: false },
    steps: [
      { at: -2 * H, do: 'create', by: 'staff01' },
      { at: -2 * H + 10, do: 'submit', by: 'staff01' },
      { at: -80, do: 'approve', slots: 1 },
    ],
  },
  {
    key: 'dongHuoErJiAwaiting',
    kind: 'DONG_HUO',
    planned: [2 * H, 8 * H],
    form: { zuoYeDiDian: '维修车间', zuoYeNeiRong: '循环水泵底座焊接加固', dongHuoFangShi: '电焊', dongHuoJiBie: '二级', luTian: false, geLiZhuangZhi: false },
    steps: [
      { at: -H, do: 'create', by: 'staff01' },
      { at: -50, do: 'submit', by: 'staff01' },
    ],
  },
  {
    key: 'dongHuoInProgress',
    kind: 'DONG_HUO',
    planned: [-2.5 * H, 4.5 * H],
    form: { zuoYeDiDian: '二车间反应釜区', zuoYeNeiRong: '反应釜 R-205 出料管线更换焊接', dongHuoFangShi: '电焊', dongHuoJiBie: '二级', luTian: false, geLiZhuangZhi: false },
    steps: [
      { at: -4 * H, do: 'create', by: 'staff01' },
      { at: -4 * H + 10, do: 'submit', by: 'staff01' },
      { at: -3 * H - 40, do: 'approve' },
      { at: -2 * H - 35, do: 'analysis', by: 'aq01', gas: METHANE_HIGH },
      { at: -2 * H - 15, do: 'analysis', by: 'aq01', gas: METHANE_OK },
      { at: -2 * H - 10, do: 'start', by: 'staff01', opinion: '已验票，气体分析合格' },
    ],
  },
  {
    key: 'yongDianApproved',
    kind: 'YONG_DIAN',
    serves: 'dongHuoInProgress',
    planned: [30, 6 * H],
    form: { zuoYeDiDian: '二车间反应釜区', zuoYeNeiRong: '为反应釜区焊接作业接临时电源', gongLv: 25, dianYa: 380, dianGongZhengHao: 'T320502198506110051', jieRuDian: '二车间 3# 配电箱' },
    steps: [
      { at: -4 * H + 20, do: 'create', by: 'staff01' },
      { at: -4 * H + 30, do: 'submit', by: 'staff01' },
      { at: -3 * H, do: 'approve' },
    ],
  },
  {
    key: 'diaoZhuangExpiring',
    kind: 'DIAO_ZHUANG',
    planned: [-H, 90],
    form: { zuoYeDiDian: '仓库二装卸区', zuoYeNeiRong: '新换热器 E-310 吊装就位', diaoZhuangZhiLiang: 120, diaoZhuangGongJu: '300 t 履带吊', siSuoRen: '刘洋', zhiHuiRen: '陈明' },
    steps: [
      { at: -5 * H, do: 'create', by: 'staff01' },
      { at: -5 * H + 10, do: 'submit', by: 'staff01' },
      { at: -4 * H - 30, do: 'approve' },
    ],
  },
  {
    key: 'shouXianInProgress',
    kind: 'SHOU_XIAN',
    planned: [-4 * H, 4 * H],
    form: { zuoYeDiDian: '罐区二甲醇储罐', zuoYeNeiRong: '甲醇储罐 V-101 内部清理检查', shouXianKongJian: 'V-101 甲醇储罐', yuanJieZhi: '甲醇' },
    steps: [
      { at: -6 * H, do: 'create', by: 'staff01' },
      { at: -6 * H + 10, do: 'submit', by: 'staff01' },
      { at: -5 * H - 30, do: 'approve' },
      { at: -3 * H - 50, do: 'analysis', by: 'aq01', gas: METHANE_OK },
      { at: -3 * H - 40, do: 'start', by: 'staff01' },
      { at: -2 * H - 20, do: 'analysis', by: 'aq01', gas: H2S_OK },
    ],
  },
  {
    key: 'dongHuoInterrupted',
    kind: 'DONG_HUO',
    planned: [-3 * H, 3 * H],
    form: { zuoYeDiDian: '一车间氯气处理工段', zuoYeNeiRong: '氯气管线泄漏点抢修焊接', dongHuoFangShi: '电焊', dongHuoJiBie: '一级', luTian: true, geLiZhuangZhi: false },
    steps: [
      { at: -5 * H, do: 'create', by: 'staff01' },
      { at: -5 * H + 10, do: 'submit', by: 'staff01' },
      { at: -4 * H - 40, do: 'approve' },
      { at: -3 * H - 5, do: 'analysis', by: 'aq01', gas: METHANE_OK },
      { at: -3 * H, do: 'start', by: 'staff01' },
      { at: -50, do: 'interrupt', by: 'staff01', opinion: '装置区可燃气体报警，暂停动火' },
      { at: -35, do: 'analysis', by: 'aq01', gas: METHANE_HIGH },
    ],
  },
  {
    key: 'gaoChuFinished',
    kind: 'GAO_CHU',
    planned: [-6 * H, 2 * H],
    form: { zuoYeDiDian: '仓库一', zuoYeNeiRong: '仓库一屋面照明灯具更换', zuoYeGaoDu: 4, keGuanWeiXianYinSu: [] },
    steps: [
      { at: -8 * H, do: 'create', by: 'staff01' },
      { at: -8 * H + 10, do: 'submit', by: 'staff01' },
      { at: -7 * H - 30, do: 'approve' },
      { at: -6 * H + 10, do: 'start', by: 'staff01' },
      { at: -H, do: 'finish', by: 'cj01', opinion: '现场已清理，验收合格' },
    ],
  },
  {
    key: 'dongHuoArchived',
    kind: 'DONG_HUO',
    planned: [-28 * H, -22 * H],
    form: { zuoYeDiDian: '维修车间', zuoYeNeiRong: '检修平台护栏焊接', dongHuoFangShi: '电焊', dongHuoJiBie: '二级', luTian: false, geLiZhuangZhi: false },
    steps: [
      { at: -30 * H, do: 'create', by: 'staff01' },
      { at: -30 * H + 10, do: 'submit', by: 'staff01' },
      { at: -29 * H - 30, do: 'approve' },
      { at: -28 * H + 5, do: 'analysis', by: 'aq01', gas: METHANE_OK },
      { at: -28 * H + 10, do: 'start', by: 'staff01' },
      { at: -23 * H, do: 'finish', by: 'cj01' },
      { at: -20 * H, do: 'archive', by: 'qyadmin' },
    ],
  },
  {
    key: 'duanLuDiscarded',
    kind: 'DUAN_LU',
    planned: [20 * H, 30 * H],
    form: { zuoYeDiDian: '厂区东路北段', zuoYeNeiRong: '东路北段雨水管道开挖更换', duanLuDuan: '厂区东路北段（3# 门至罐区路口）', duanLuYuanYin: '雨水管道更换' },
    steps: [
      { at: -7 * H, do: 'create', by: 'staff01' },
      { at: -7 * H + 10, do: 'submit', by: 'staff01' },
      { at: -6 * H, do: 'discard', by: 'staff01', opinion: '施工计划推迟，本票作废' },
    ],
  },
  {
    key: 'shouXianExpired',
    kind: 'SHOU_XIAN',
    planned: [-10 * H, -2 * H],
    form: { zuoYeDiDian: '污水处理站', zuoYeNeiRong: '污水调节池清淤', shouXianKongJian: '1# 污水调节池', yuanJieZhi: '污水' },
    steps: [
      { at: -12 * H, do: 'create', by: 'staff01' },
      { at: -12 * H + 10, do: 'submit', by: 'staff01' },
      { at: -11 * H - 30, do: 'approve' },
      { at: -10 * H + 10, do: 'analysis', by: 'aq01', gas: OXYGEN_LOW },
    ],
  },
  {
    key: 'yiBanRemoved',
    kind: 'YI_BAN_SHI_GONG',
    planned: [24 * H, 32 * H],
    form: { zuoYeDiDian: '综合楼', zuoYeNeiRong: '综合楼外墙粉刷', shiGongDanWei: '华安检修工程有限公司' },
    steps: [
      { at: -26 * H, do: 'create', by: 'staff01' },
      { at: -25 * H, do: 'remove', by: 'staff01' },
    ],
  },
  {
    // Countersigned by 安全 (aq01), awaiting 设备 (陈明 or 王建国: gm01).
    key: 'dongTuCountersigning',
    kind: 'DONG_TU',
    planned: [3 * H, 9 * H],
    form: { zuoYeDiDian: '厂区东路南段', zuoYeNeiRong: '消防水管线开挖检修', dongTuShenDu: 1.5, dongTuFanWei: '长 6 m、宽 1.5 m' },
    steps: [
      { at: -3 * H, do: 'create', by: 'staff01' },
      { at: -3 * H + 10, do: 'submit', by: 'staff01' },
      { at: -2 * H - 30, do: 'approve', slots: 1 },
      { at: -2 * H, do: 'countersign', by: 'aq01', department: '安全', opinion: '管线走向已核实，同意' },
    ],
  },
  {
    key: 'dianQiApproved',
    kind: 'DIAN_QI_GE_LI',
    planned: [H, 5 * H],
    form: { zuoYeDiDian: '二车间配电室', zuoYeNeiRong: '循环水泵 P-201 电机检修前断电隔离', geLiSheBei: 'P-201 电机', geLiFangShi: '断开空开并上锁挂牌' },
    steps: [
      { at: -2 * H, do: 'create', by: 'staff01' },
      { at: -2 * H + 10, do: 'submit', by: 'staff01' },
    ],
  },
];
