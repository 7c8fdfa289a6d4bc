// Gas analysis records of a permit (table gas_analysis): insert a judged record, list them, and the
// (takenAt, pass) pairs the domain's analysisNeeded reads. The verdict panDingYiJu is answered in the reader's
// language: its stored catalogue message (rule_basis) rendered, else (Chinese, or a record judged before the
// message was stored) the stored Chinese words.
import type { AnalysisRecord } from '../../domain/gas-analysis.ts';
import { isText, type Lang } from '../../domain/i18n/message-format.ts';
import { say } from '../http/say.ts';
import type { Queryable } from '../db/db.ts';
import type { AnalysisInput, AnalysisJudgement } from './analysis-judgement.ts';

export interface GasAnalysisView {
  id: number;
  zuoYeId: number;
  qiTiMingCheng: string;
  qiTiLeiBie: string | null;
  fenZiLiang: number | null;
  baoZhaXiaXian: number | null;
  dongHuoZuiGaoYunXuNongDu: number | null;
  dongHuoZuiGaoYunXuNongDuPpm: number | null;
  duXingJieChuXianZhi: number | null;
  duXingJieChuXianZhiPpm: number | null;
  yangHanLiang: number | null;
  nongDu: number;
  nongDuDanWei: string;
  fenXiBuWei: string | null;
  fenXiRen: string | null;
  readonly: boolean;
  autoAdd: boolean;
  fuYang: boolean;
  fenXiShiJian: Date;
  heGe: boolean;
  panDingYiJu: string;
  moErTiJi: number;
  recordedBy: number | null;
  recordedByName: string | null;
  createdAt: Date;
}

const columns = `id, permit_id as "zuoYeId", qi_ti_ming_cheng as "qiTiMingCheng", qi_ti_lei_bie as "qiTiLeiBie",
  fen_zi_liang as "fenZiLiang", bao_zha_xia_xian as "baoZhaXiaXian",
  dong_huo_zui_gao_yun_xu_nong_du as "dongHuoZuiGaoYunXuNongDu", dong_huo_zui_gao_yun_xu_nong_du_ppm as "dongHuoZuiGaoYunXuNongDuPpm",
  du_xing_jie_chu_xian_zhi as "duXingJieChuXianZhi", du_xing_jie_chu_xian_zhi_ppm as "duXingJieChuXianZhiPpm",
  yang_han_liang as "yangHanLiang", nong_du as "nongDu", nong_du_dan_wei as "nongDuDanWei", fen_xi_bu_wei as "fenXiBuWei",
  fen_xi_ren as "fenXiRen", readonly, auto_add as "autoAdd", oxygen_rich as "fuYang", taken_at as "fenXiShiJian",
  pass as "heGe", rule as "panDingYiJu", vm as "moErTiJi", recorded_by as "recordedBy", recorded_by_name as "recordedByName",
  created_at as "createdAt", rule_basis as "ruleBasis"`;

/** A row as read, with the verdict's catalogue message (not answered). */
type AnalysisRow = GasAnalysisView & { ruleBasis?: unknown };

/** The row as answered in `lang`: the verdict in that language, the stored message left out. */
function viewIn(row: AnalysisRow, lang: Lang): GasAnalysisView {
  const { ruleBasis, ...view } = row;
  return lang !== 'zh' && isText(ruleBasis) ? { ...view, panDingYiJu: say(lang, ruleBasis) } : view;
}

export interface NewAnalysis extends AnalysisInput {
  fenXiBuWei?: string | null;
  fenXiRen?: string | null;
  readonly?: boolean;
  autoAdd?: boolean;
}

export async function insertAnalysis(
  tx: Queryable,
  tenantId: number,
  permitId: number,
  a: NewAnalysis,
  j: AnalysisJudgement,
  takenAt: Date,
  by: { userId: number; name: string },
  lang: Lang = 'zh',
): Promise<GasAnalysisView> {
  const [row] = await tx.query<AnalysisRow>(
    `insert into gas_analysis(tenant_id, permit_id, qi_ti_ming_cheng, qi_ti_lei_bie, fen_zi_liang, bao_zha_xia_xian,
        dong_huo_zui_gao_yun_xu_nong_du, dong_huo_zui_gao_yun_xu_nong_du_ppm, du_xing_jie_chu_xian_zhi,
        du_xing_jie_chu_xian_zhi_ppm, yang_han_liang, nong_du, nong_du_dan_wei, fen_xi_bu_wei, fen_xi_ren, readonly,
        auto_add, oxygen_rich, taken_at, pass, rule, vm, recorded_by, recorded_by_name, rule_basis)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25::jsonb)
     returning ${columns}`,
    [
      tenantId,
      permitId,
      a.qiTiMingCheng.trim(),
      a.qiTiLeiBie ?? null,
      a.fenZiLiang ?? null,
      a.baoZhaXiaXian ?? null,
      a.dongHuoZuiGaoYunXuNongDu ?? null,
      j.dongHuoZuiGaoYunXuNongDuPpm,
      a.duXingJieChuXianZhi ?? null,
      j.duXingJieChuXianZhiPpm,
      a.yangHanLiang ?? null,
      a.nongDu,
      a.nongDuDanWei ?? '%',
      a.fenXiBuWei ?? null,
      a.fenXiRen ?? null,
      a.readonly === true,
      a.autoAdd === true,
      a.fuYang === true,
      takenAt,
      j.pass,
      j.rule,
      j.vm,
      by.userId,
      by.name,
      JSON.stringify(j.basis),
    ],
  );
  return viewIn(row, lang);
}

/** The analyses of a permit, newest sample first, their verdicts in `lang`. */
export async function listAnalyses(tx: Queryable, tenantId: number, permitId: number, lang: Lang = 'zh'): Promise<GasAnalysisView[]> {
  const rows = await tx.query<AnalysisRow>(
    `select ${columns} from gas_analysis where tenant_id = $1 and permit_id = $2 order by taken_at desc, id desc`,
    [tenantId, permitId],
  );
  return rows.map((r) => viewIn(r, lang));
}

/** What the domain's analysisNeeded reads. */
export async function analysisRecords(tx: Queryable, tenantId: number, permitId: number): Promise<AnalysisRecord[]> {
  const rows = await tx.query<{ takenAt: Date; pass: boolean; rule: string; ruleBasis: unknown }>(
    'select taken_at as "takenAt", pass, rule, rule_basis as "ruleBasis" from gas_analysis where tenant_id = $1 and permit_id = $2',
    [tenantId, permitId],
  );
  // A failing record's verdict (gas, value, limit) goes into the refusal it causes: its message, else its words.
  return rows.map((r) => ({ takenAt: new Date(r.takenAt), pass: r.pass, ...(r.pass ? {} : { verdict: isText(r.ruleBasis) ? r.ruleBasis : r.rule }) }));
}
