// Gas analysis of special work (GB 30871-2022 5.3, 6.3-6.5): judging one measurement, unit conversions,
// the derived PPM fields of the record (spec 001 §3.2), and whether a permit needs a new analysis.
// Pure: every time is passed in.

import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { PermitGrade, PermitKind } from './permit-kinds.ts';
import { DEFAULT_TZ_OFFSET_MINUTES, localTime } from './permit-grade.ts';

export type GasUnit = '%' | 'ppm' | 'mg/m3';
export const GAS_UNITS: readonly GasUnit[] = Object.freeze(['%', 'ppm', 'mg/m3']);
export type GasCategory = 'combustible' | 'oxygen' | 'toxic';

/** Molar volumes in L/mol: 0 °C, 20 °C and 25 °C at 101.325 kPa. */
export const MOLAR_VOLUMES = Object.freeze({ C0: 22.4, C20: 24.04, C25: 24.45 });
export type MolarVolume = 22.4 | 24.04 | 24.45;
/** Default molar volume (25 °C, the usual basis of occupational exposure limits). */
export const DEFAULT_VM: MolarVolume = 24.45;

/** Combustible gas limits in % (vol) (5.3.2, 6.4c). */
export const LEL_THRESHOLD_PCT = 4;
export const COMBUSTIBLE_MAX_PCT_HIGH_LEL = 0.5;
export const COMBUSTIBLE_MAX_PCT_LOW_LEL = 0.2;
/** Oxygen in % (vol) (6.4a, 5.2.7). */
export const OXYGEN_MIN_PCT = 19.5;
export const OXYGEN_MAX_PCT = 21;
export const OXYGEN_RICH_MAX_PCT = 23.5;
/** Freshness and re-analysis windows, minutes (5.3.1c-d, 6.3a, 6.3f, 6.5). */
export const ANALYSIS_FRESH_MINUTES = 30;
export const CONFINED_RECORD_INTERVAL_MINUTES = 120;

export type Converted = { ok: true; value: number } | { ok: false; reason: Text };

export interface ConversionBasis {
  /** Molecular weight fenZiLiang, g/mol. */
  molecularWeight?: number | null;
  vm?: MolarVolume;
}

function isUnit(u: unknown): u is GasUnit {
  return typeof u === 'string' && (GAS_UNITS as readonly string[]).includes(u);
}

function isVm(v: unknown): v is MolarVolume {
  return v === 22.4 || v === 24.04 || v === 24.45;
}

/**
 * Converts a concentration: % (vol) × 10 000 = ppm; mg/m3 = ppm × M / Vm. A conversion that touches mg/m3
 * needs a positive molecular weight.
 */
export function convertConcentration(value: number, from: GasUnit, to: GasUnit, basis: ConversionBasis = {}): Converted {
  if (!Number.isFinite(value)) return { ok: false, reason: text('rules.gas.valueNaN') };
  if (!isUnit(from)) return { ok: false, reason: text('rules.gas.badUnit', { unit: String(from) }) };
  if (!isUnit(to)) return { ok: false, reason: text('rules.gas.badUnit', { unit: String(to) }) };
  if (from === to) return { ok: true, value };
  const vm = basis.vm ?? DEFAULT_VM;
  if (!isVm(vm)) return { ok: false, reason: text('rules.gas.badVm') };
  const m = basis.molecularWeight;
  const needsM = from === 'mg/m3' || to === 'mg/m3';
  if (needsM && !(typeof m === 'number' && Number.isFinite(m) && m > 0)) {
    return { ok: false, reason: text('rules.gas.needsWeight', { from, to }) };
  }
  const ppm = from === '%' ? value * 10_000 : from === 'ppm' ? value : (value * vm) / (m as number);
  const out = to === '%' ? ppm / 10_000 : to === 'ppm' ? ppm : (ppm * (m as number)) / vm;
  return { ok: true, value: out };
}

export interface GasMeasurement {
  category: GasCategory;
  /** qiTiMingCheng */
  name?: string | null;
  /** nongDu */
  value: number;
  /** nongDuDanWei, default '%'. */
  unit?: string | null;
  /** fenZiLiang, g/mol. */
  molecularWeight?: number | null;
  /** baoZhaXiaXian, LEL in % (vol). */
  lelPct?: number | null;
  /** duXingJieChuXianZhi: the occupational exposure limit, in `limitUnit` (default mg/m3, as in GBZ 2.1). */
  limit?: number | null;
  limitUnit?: 'ppm' | 'mg/m3';
  vm?: MolarVolume;
}

export interface GasContext {
  kind: PermitKind;
  /** Oxygen-rich environment, or hot work on oxygen equipment (5.2.7, 6.4a). */
  oxygenRich?: boolean;
}

export type GasJudgement =
  | { ok: true; pass: boolean; rule: Text; vm: MolarVolume }
  | { ok: false; reason: Text };

const fmt = (n: number): string => String(Number(n.toPrecision(6)));

/**
 * Judges one measurement; a unit that does not fit the gas is refused ({ok: false}) with a reason. The verdict
 * `rule` is a catalogue message (`gasrule.*`): the server stores its Chinese words and renders it per reader.
 */
export function judgeGas(m: GasMeasurement, ctx: GasContext): GasJudgement {
  const category = text(`rules.gas.category.${m.category}`);
  // The gas's words: the name the user gave (data, as typed), else its category in the reader's language.
  const who: Text | string = m.name?.trim() || category;
  const unit = m.unit ?? '%';
  const vm = m.vm ?? DEFAULT_VM;
  if (!isUnit(unit)) return { ok: false, reason: text('rules.gas.badUnitOf', { name: who, unit }) };
  if (!isVm(vm)) return { ok: false, reason: text('rules.gas.badVm') };
  if (!Number.isFinite(m.value) || m.value < 0) return { ok: false, reason: text('rules.gas.negative', { name: who }) };
  const shown = `${fmt(m.value)} ${unit}`;
  switch (m.category) {
    case 'oxygen': {
      if (unit !== '%') return { ok: false, reason: text('rules.gas.oxygenUnit', { unit }) };
      const v = m.value;
      if (ctx.oxygenRich) {
        const min = ctx.kind === 'SHOU_XIAN' ? OXYGEN_MIN_PCT : 0;
        const pass = v >= min && v <= OXYGEN_RICH_MAX_PCT;
        const range =
          min > 0 ? text('gasrule.range', { min: OXYGEN_MIN_PCT, max: OXYGEN_RICH_MAX_PCT }) : text('gasrule.atMost', { max: OXYGEN_RICH_MAX_PCT });
        return { ok: true, pass, vm, rule: text('gasrule.oxygenRich', { range, shown }) };
      }
      const pass = v >= OXYGEN_MIN_PCT && v <= OXYGEN_MAX_PCT;
      return { ok: true, pass, vm, rule: text('gasrule.oxygen', { min: OXYGEN_MIN_PCT, max: OXYGEN_MAX_PCT, shown }) };
    }
    case 'combustible': {
      const lel = m.lelPct;
      if (!(typeof lel === 'number' && Number.isFinite(lel) && lel > 0)) {
        return { ok: false, reason: text('rules.gas.noLel', { name: who }) };
      }
      const pct = convertConcentration(m.value, unit, '%', { molecularWeight: m.molecularWeight, vm });
      if (!pct.ok) return { ok: false, reason: text('rules.gas.combustibleUnit', { name: who, reason: pct.reason }) };
      const max = combustibleLimitPct(lel);
      const band = text(lel >= LEL_THRESHOLD_PCT ? 'gasrule.lelHigh' : 'gasrule.lelLow');
      const params = { name: who, lel: fmt(lel), band, max, shown };
      const rule = unit === '%' ? text('gasrule.combustible', params) : text('gasrule.combustibleAsPct', { ...params, pct: fmt(pct.value) });
      return { ok: true, pass: pct.value <= max, vm, rule };
    }
    case 'toxic': {
      const limit = m.limit;
      if (!(typeof limit === 'number' && Number.isFinite(limit) && limit > 0)) {
        return { ok: false, reason: text('rules.gas.noLimit', { name: who }) };
      }
      const limitUnit = m.limitUnit ?? 'mg/m3';
      const v = convertConcentration(m.value, unit, limitUnit, { molecularWeight: m.molecularWeight, vm });
      if (!v.ok) return { ok: false, reason: text('rules.gas.named', { name: who, reason: v.reason }) };
      const params = { name: who, limit: fmt(limit), limitUnit, shown };
      const rule =
        unit === limitUnit ? text('gasrule.toxic', params) : text('gasrule.toxicConverted', { ...params, vm, converted: fmt(v.value) });
      return { ok: true, pass: v.value <= limit, vm, rule };
    }
    default:
      return { ok: false, reason: text('rules.gas.badCategory') };
  }
}

export interface PpmVariants {
  /** dongHuoZuiGaoYunXuNongDu (% vol) × 10 000. */
  dongHuoZuiGaoYunXuNongDuPpm: number | null;
  /** duXingJieChuXianZhi (mg/m3) × Vm / M; null without molecular weight. */
  duXingJieChuXianZhiPpm: number | null;
  /** The molar volume the conversion used. */
  vm: MolarVolume;
}

/** The PPM variants of a gas record's limits (spec 001 §3.2). */
export function derivePpmVariants(record: {
  dongHuoZuiGaoYunXuNongDu?: number | null;
  duXingJieChuXianZhi?: number | null;
  fenZiLiang?: number | null;
  vm?: MolarVolume;
}): PpmVariants {
  const vm = record.vm ?? DEFAULT_VM;
  const hot = record.dongHuoZuiGaoYunXuNongDu;
  const tox = record.duXingJieChuXianZhi;
  const hotPpm = typeof hot === 'number' && Number.isFinite(hot) ? convertConcentration(hot, '%', 'ppm') : null;
  const toxPpm =
    typeof tox === 'number' && Number.isFinite(tox)
      ? convertConcentration(tox, 'mg/m3', 'ppm', { molecularWeight: record.fenZiLiang, vm })
      : null;
  return {
    dongHuoZuiGaoYunXuNongDuPpm: hotPpm && hotPpm.ok ? hotPpm.value : null,
    duXingJieChuXianZhiPpm: toxPpm && toxPpm.ok ? toxPpm.value : null,
    vm,
  };
}

/** Max allowed combustible concentration for hot work, % (vol), from the LEL (5.3.2). */
export function combustibleLimitPct(lelPct: number): number {
  return lelPct >= LEL_THRESHOLD_PCT ? COMBUSTIBLE_MAX_PCT_HIGH_LEL : COMBUSTIBLE_MAX_PCT_LOW_LEL;
}

// ---------------------------------------------------------------------------------------------------
// Freshness, interruption and periodic records

export interface AnalysisPermit {
  kind: PermitKind;
  grade: PermitGrade | null;
  /** When the work actually started; null before start. */
  startedAt?: Date | null;
  /** When the work was interrupted, while it is interrupted; null when working. */
  interruptedAt?: Date | null;
  tzOffsetMinutes?: number;
}

export interface AnalysisRecord {
  takenAt: Date;
  pass: boolean;
  /** The record's verdict (the gas, its value and its limit), named when a failing record refuses the work. */
  verdict?: Text | string;
}

/**
 * The failing judgements of a record's verdict (a `gasrule.join` of `permits.gas.passed`/`failed` messages): what a
 * refusal names. Words (a record judged before verdicts were kept as messages) are kept whole.
 */
export function failedParts(verdict: Text | string): (Text | string)[] {
  if (typeof verdict === 'string') return [verdict];
  if (verdict.id === 'gasrule.join') {
    const { a, b } = verdict.params ?? {};
    return [a, b].flatMap((x) => (typeof x === 'object' || typeof x === 'string' ? failedParts(x) : []));
  }
  return verdict.id === 'permits.gas.passed' ? [] : [verdict];
}

export type AnalysisAnswer = { ok: true } | { ok: false; reason: Text };

/** Longest interruption without re-analysis, minutes: hot work 特级/一级 30, 二级 60; confined space 60. */
export function interruptionLimitMinutes(kind: PermitKind, grade: PermitGrade | null): number | null {
  if (kind === 'DONG_HUO') return grade === 'ER_JI' ? 60 : 30;
  if (kind === 'SHOU_XIAN') return 60;
  return null;
}

/** True for the kinds whose work needs a gas analysis (hot work, confined space). */
export function needsGasAnalysis(kind: PermitKind): boolean {
  return kind === 'DONG_HUO' || kind === 'SHOU_XIAN';
}

const MIN = 60_000;

/**
 * Whether the permit may (start or continue to) work at `now` as far as gas analysis goes:
 * - the latest record at or before `now` must pass (records at the same instant must all pass);
 * - before start: a passing record taken at most 30 min before `now`;
 * - interrupted longer than the limit: a passing record taken after the interruption, at most 30 min old;
 * - hot work in progress: a passing record of the same local day (every day before hot work);
 * - confined space in progress: a record at most 2 h old.
 */
export function analysisNeeded(permit: AnalysisPermit, analyses: readonly AnalysisRecord[], now: Date): AnalysisAnswer {
  if (!needsGasAnalysis(permit.kind)) return { ok: true };
  const t = now.getTime();
  const past = analyses.filter((a) => a.takenAt.getTime() <= t).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const hot = permit.kind === 'DONG_HUO';
  if (past.length === 0) return { ok: false, reason: text(hot ? 'rules.gas.noRecordHot' : 'rules.gas.noRecordConfined') };
  const latestAt = past[0].takenAt.getTime();
  const failing = past.filter((a) => a.takenAt.getTime() === latestAt && !a.pass);
  if (failing.length) {
    const verdicts = failing.flatMap((a) => (a.verdict ? failedParts(a.verdict) : []));
    if (!verdicts.length) return { ok: false, reason: text('rules.gas.latestFailed') };
    const verdict = verdicts.slice(1).reduce<Text | string>((a, b) => text('gasrule.join', { a, b }), verdicts[0]);
    return { ok: false, reason: text('rules.gas.latestFailedWhy', { verdict }) };
  }
  const ageMin = (t - latestAt) / MIN;
  const started = permit.startedAt ?? null;
  if (!started) {
    if (ageMin > ANALYSIS_FRESH_MINUTES) {
      return { ok: false, reason: text(hot ? 'rules.gas.staleHot' : 'rules.gas.staleConfined', { minutes: Math.floor(ageMin) }) };
    }
    return { ok: true };
  }
  const interrupted = permit.interruptedAt ?? null;
  const limit = interruptionLimitMinutes(permit.kind, permit.grade);
  if (interrupted && limit !== null && (t - interrupted.getTime()) / MIN > limit) {
    if (latestAt <= interrupted.getTime() || ageMin > ANALYSIS_FRESH_MINUTES) {
      return { ok: false, reason: text('rules.gas.afterInterruption', { limit }) };
    }
  }
  const tz = permit.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES;
  if (permit.kind === 'DONG_HUO' && localTime(past[0].takenAt, tz).day !== localTime(now, tz).day) {
    return { ok: false, reason: text('rules.gas.daily') };
  }
  if (permit.kind === 'SHOU_XIAN' && ageMin > CONFINED_RECORD_INTERVAL_MINUTES) {
    return { ok: false, reason: text('rules.gas.confinedInterval') };
  }
  return { ok: true };
}
