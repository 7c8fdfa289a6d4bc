// Judges one gas analysis record (spec 001 §3.2) with the domain's judgeGas: the measured gas as combustible
// (an LEL is given), toxic (an exposure limit is given) and/or oxygen (the gas is oxygen), plus the oxygen
// content yangHanLiang when given. The record passes when every judgement passes. The verdict is a catalogue
// message (gasrule.*, permits.gas.passed/failed) and its Chinese words.
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { say } from '../http/say.ts';
import {
  derivePpmVariants,
  GAS_UNITS,
  judgeGas,
  type GasCategory,
  type GasMeasurement,
  type MolarVolume,
  type PpmVariants,
} from '../../domain/gas-analysis.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { fieldError } from '../http/app-error.ts';

export interface AnalysisInput {
  qiTiMingCheng: string;
  qiTiLeiBie?: GasCategory;
  fenZiLiang?: number | null;
  baoZhaXiaXian?: number | null;
  dongHuoZuiGaoYunXuNongDu?: number | null;
  duXingJieChuXianZhi?: number | null;
  yangHanLiang?: number | null;
  nongDu: number;
  nongDuDanWei?: string;
  moErTiJi?: MolarVolume;
  fuYang?: boolean;
}

export interface AnalysisJudgement extends PpmVariants {
  pass: boolean;
  /** The verdict in Chinese words (stored as panDingYiJu, as it always was). */
  rule: string;
  /** The same verdict as a catalogue message (stored beside it; answered in the reader's language). */
  basis: Text;
  categories: GasCategory[];
}

const OXYGEN_NAMES = /^(氧|氧气|氧含量|O2|O₂)$/i;

/** The categories the measured gas is judged as. */
function categoriesOf(a: AnalysisInput): GasCategory[] {
  if (a.qiTiLeiBie) return [a.qiTiLeiBie];
  if (OXYGEN_NAMES.test(a.qiTiMingCheng.trim())) return ['oxygen'];
  const out: GasCategory[] = [];
  if (a.baoZhaXiaXian != null) out.push('combustible');
  if (a.duXingJieChuXianZhi != null) out.push('toxic');
  if (!out.length) {
    throw fieldError('baoZhaXiaXian', text('permits.gas.cannotJudge', { name: a.qiTiMingCheng }));
  }
  return out;
}

/** The field a refused measurement is about (the unit, unless data the rule needs is missing). */
function refusedField(m: GasMeasurement, ctx: { kind: PermitKind }): string {
  if (!(GAS_UNITS as readonly string[]).includes(m.unit ?? '%')) return 'nongDuDanWei';
  if (m.category === 'combustible' && m.lelPct == null) return 'baoZhaXiaXian';
  if (m.category === 'toxic' && m.limit == null) return 'duXingJieChuXianZhi';
  // The same value in % judges: it is the unit that does not fit the gas.
  return judgeGas({ ...m, unit: '%' }, ctx).ok ? 'nongDuDanWei' : 'fenZiLiang';
}

/** Judges a record for a permit of `kind`; a record that cannot be judged is a 400 naming its field. */
export function judgeAnalysis(a: AnalysisInput, kind: PermitKind): AnalysisJudgement {
  const ctx = { kind, oxygenRich: a.fuYang === true };
  const vm = a.moErTiJi;
  // Each measurement with the field to name when it cannot be judged (null: found by refusedField).
  const measurements: { m: GasMeasurement; field: string | null }[] = categoriesOf(a).map((category) => ({
    m: {
      category,
      name: a.qiTiMingCheng,
      value: a.nongDu,
      unit: a.nongDuDanWei ?? '%',
      molecularWeight: a.fenZiLiang ?? null,
      lelPct: a.baoZhaXiaXian ?? null,
      limit: a.duXingJieChuXianZhi ?? null,
      vm,
    },
    field: null,
  }));
  if (a.yangHanLiang != null) {
    measurements.push({ m: { category: 'oxygen', name: permitsZh['permits.gas.oxygen'], value: a.yangHanLiang, unit: '%', vm }, field: 'yangHanLiang' });
  }
  const rules: Text[] = [];
  let pass = true;
  for (const { m, field } of measurements) {
    const j = judgeGas(m, ctx);
    if (!j.ok) throw fieldError(field ?? refusedField(m, ctx), j.reason);
    pass &&= j.pass;
    rules.push(text(j.pass ? 'permits.gas.passed' : 'permits.gas.failed', { rule: j.rule }));
  }
  const ppm = derivePpmVariants({
    dongHuoZuiGaoYunXuNongDu: a.dongHuoZuiGaoYunXuNongDu ?? null,
    duXingJieChuXianZhi: a.duXingJieChuXianZhi ?? null,
    fenZiLiang: a.fenZiLiang ?? null,
    vm,
  });
  // At least one measurement: categoriesOf names one or refuses.
  const basis = rules.slice(1).reduce<Text>((a, b) => text('gasrule.join', { a, b }), rules[0]);
  return { ...ppm, pass, rule: say('zh', basis), basis, categories: measurements.map((x) => x.m.category) };
}
