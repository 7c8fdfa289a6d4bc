// The permit of the permit form bench (issue 6): the kind with the most fields of its own (permit-field-specs.ts),
// new (the create page: empty lists) or as a draft being edited (every field filled, a return to show, and the
// lists a real 盲板抽堵 draft has: workers, related permits, the Annex's safety measures). Also the number of field
// controls both forms render for it, which ends the mount figure. Runs in the page only (it loads the client's specs,
// hence antd).
import { PERMIT_KIND_INFO, PERMIT_KINDS, type PermitKind } from '../../../src/domain/permit-kinds.ts';
import type { PermitView } from '../../../src/client/api/permit-api.ts';
import { COMMON_FIELDS, KIND_FIELDS, type FieldSpec } from './bench-field-specs.ts';
import { MEASURES, RELATED, WORKERS, type PermitBenchMode } from './permit-bench-window.ts';


/** The kind with the most fields of its own (the first of the standard's order on a tie). */
export function largestKind(): PermitKind {
  return PERMIT_KINDS.reduce((best, k) => (KIND_FIELDS[k].length > KIND_FIELDS[best].length ? k : best), PERMIT_KINDS[0]);
}

/**
 * Field controls of the form (both forms render the same: the runtime's blocks host the same antd lists): one per
 * scalar field but the work site (作业位置: the SitePicker's three ways, three radio inputs; the map itself has no
 * input) and the two read-only briefing texts of older permits (shown only when
 * filled, as in the draft), four for the briefing (交底人, its staff pick, 交底时间, 交底内容); in the draft four per worker
 * (name, certificate, staff and contractor picks), two per related permit and seven per measure (text, 是否涉及, the
 * confirmer's pick, the photo input and three hidden inputs of the row's kept members).
 */
export function expectedControls(kind: PermitKind, mode: PermitBenchMode): number {
  const readOnly = COMMON_FIELDS.filter((s) => s.readOnly).length;
  const sites = COMMON_FIELDS.filter((s) => s.type === 'position').length;
  const scalars = COMMON_FIELDS.length - sites + 3 * sites - readOnly + KIND_FIELDS[kind].length + 4;
  return mode === 'new' ? scalars : scalars + readOnly + 4 * WORKERS + 2 * RELATED + 7 * MEASURES;
}

function sample(spec: FieldSpec, i: number): unknown {
  switch (spec.type) {
    case 'text':
      return `${spec.label}${i}`.slice(0, spec.max);
    case 'number':
      return Math.min(spec.max, Math.max(spec.min, 10 + i));
    case 'bool':
      return i % 2 === 0;
    case 'select':
      return spec.multiple ? spec.options.slice(0, 2).map((o) => o.value) : spec.options[0]?.value;
    default:
      return null;
  }
}

/** A draft of `kind` with every field filled, returned once, with full lists. */
export function benchDraft(kind: PermitKind): PermitView {
  const own = Object.fromEntries(KIND_FIELDS[kind].map((s, i) => [s.name, sample(s, i)]));
  const common = Object.fromEntries(COMMON_FIELDS.filter((s) => s.type !== 'time').map((s, i) => [s.name, sample(s, i)]));
  return {
    ...common,
    ...own,
    shenQingShiJian: '2026-01-08T01:00:00.000Z',
    jiHuaKaiShiShiJian: '2026-01-08T02:00:00.000Z',
    jiHuaJieShuShiJian: '2026-01-08T10:00:00.000Z',
    zuoYeDiDian: '三车间压缩机房',
    zuoYeNeiRong: `${PERMIT_KIND_INFO[kind].name}：进料管线 DN100 法兰处`,
    zuoYeRen: Array.from({ length: WORKERS }, (_, i) => ({ xingMing: `作业人${i + 1}`, zhengShuHao: `T3201-000${i + 1}` })),
    guanLianZuoYe: Array.from({ length: RELATED }, (_, i) => ({ zuoYeMingCheng: '动火作业', zuoYeBianHao: `HJZA000000000010${i}` })),
    anQuanCuoShi: Array.from({ length: MEASURES }, (_, i) => ({ cuoShi: `安全措施第 ${i + 1} 项：作业前检查确认到位`, sheJi: i % 3 !== 0, queRenRen: '张伟' })),
    id: 1,
    zuoYeBianHao: 'HJZA0000000000001',
    zuoYeLeiXing: kind,
    zuoYeLeiXingMingCheng: PERMIT_KIND_INFO[kind].shortName,
    zuoYeJiBie: null,
    jiBieDaiMa: null,
    jiBieYiJu: null,
    zhuangTai: 'DRAFT',
    zhuangTaiMingCheng: '草稿',
    slotIndex: null,
    dangQianHuanJie: null,
    tuiHui: { by: '7', byName: '赵主任', at: '2026-01-08T01:30:00.000Z', opinion: '盲板规格与管道不符，请核实后重新提交', slotTitle: '所在单位意见' },
    tiJiaoRen: null,
    createdAt: '2026-01-08T01:00:00.000Z',
    createdByName: '张伟',
  };
}
