// Grade rules of GB 30871-2022: height (8.1, GB/T 3608), lifting (9.1) and hot work (5.1, 5.2.15).
// Each rule answers the grade and the sentence that decided it (shown to the user): a catalogue message
// (`grade.*`, src/domain/i18n/zh/grade.ts) put into words in the reader's language.
// Times: a Date (an instant) plus the site's UTC offset in minutes (default +480, China); the local
// day and hour are computed from that offset, never from the machine's time zone. No clock is read.

import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { gradeZh } from './i18n/zh/grade.ts';
import type { PermitGrade } from './permit-kinds.ts';
import { joinTexts } from './rule-texts.ts';

export interface GradeResult {
  /** The grade; null when no permit of the kind is needed, or when the work is refused. */
  grade: PermitGrade | null;
  /** The sentence that decided it, as a catalogue message (`grade.*`; Chinese words: chineseOf on the server). */
  rule: Text;
  /** True when the work must not be done (e.g. outdoor hot work at wind level >= 5 with policy 'refuse'). */
  refused: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Height (GB/T 3608-2008 table 1, GB 30871-2022 8.1)

/** Objective hazards a-k of GB/T 3608 4.2 (the spec's "fall-from-height conditions a to k"). */
const HAZARD_CODES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] as const;
type HazardCode = (typeof HAZARD_CODES)[number];
/** In Chinese (the options of the height form); in the reader's language: `grade.hazard.<code>`. */
export const HEIGHT_HAZARDS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(HAZARD_CODES.map((c) => [c, gradeZh[`grade.hazard.${c}`]])),
);

/** A grade's name, rendered in the reader's language. */
const gradeName = (g: PermitGrade): Text => text(`rules.grade.${g}`);

/** Lowest height of work at height, in metres. */
export const HEIGHT_MIN_M = 2;

/**
 * Height grade: 2 <= h <= 5 Ⅰ, 5 < h <= 15 Ⅱ, 15 < h <= 30 Ⅲ, h > 30 Ⅳ; with any objective hazard one band
 * higher (Ⅱ, Ⅲ, Ⅳ, Ⅳ). Below 2 m: no height permit. Unknown hazard codes are ignored.
 */
export function heightGrade(input: { heightM: number; hazards?: readonly string[] }): GradeResult {
  const h = input.heightM;
  if (!Number.isFinite(h) || h < 0) {
    return { grade: null, rule: text('grade.height.invalid'), refused: true };
  }
  const present = (input.hazards ?? []).filter((c): c is HazardCode => (HAZARD_CODES as readonly string[]).includes(c));
  if (h < HEIGHT_MIN_M) {
    return { grade: null, rule: text('grade.height.belowMin', { h }), refused: false };
  }
  const bands: { max: number; text: string; plain: PermitGrade; hazard: PermitGrade }[] = [
    { max: 5, text: '2 m ≤ h ≤ 5 m', plain: 'I', hazard: 'II' },
    { max: 15, text: '5 m < h ≤ 15 m', plain: 'II', hazard: 'III' },
    { max: 30, text: '15 m < h ≤ 30 m', plain: 'III', hazard: 'IV' },
    { max: Infinity, text: 'h > 30 m', plain: 'IV', hazard: 'IV' },
  ];
  const band = bands.find((b) => h <= b.max) ?? bands[3];
  if (present.length === 0) {
    const grade = band.plain;
    return { grade, rule: text('grade.height.plain', { h, band: band.text, grade: gradeName(grade) }), refused: false };
  }
  const grade = band.hazard;
  const hazards = joinTexts(present.map((c) => text(`grade.hazard.${c}`)), 'rules.list') ?? '';
  return { grade, rule: text('grade.height.hazards', { h, band: band.text, hazards, grade: gradeName(grade) }), refused: false };
}

// ---------------------------------------------------------------------------------------------------
// Lifting (9.1)

/** Below this mass (t) no lifting permit is needed, but a risk analysis is (9.1). */
export const LIFTING_PERMIT_MIN_T = 10;

/** Lifting grade: m > 100 t 一级; 40 <= m <= 100 t 二级; m < 40 t 三级; m < 10 t no permit. */
export function liftingGrade(input: { massT: number }): GradeResult {
  const m = input.massT;
  if (!Number.isFinite(m) || m < 0) {
    return { grade: null, rule: text('grade.lifting.invalid'), refused: true };
  }
  if (m > 100) return { grade: 'YI_JI', rule: text('grade.lifting.over100', { m }), refused: false };
  if (m >= 40) return { grade: 'ER_JI', rule: text('grade.lifting.from40', { m }), refused: false };
  if (m >= LIFTING_PERMIT_MIN_T) return { grade: 'SAN_JI', rule: text('grade.lifting.under40', { m }), refused: false };
  return { grade: null, rule: text('grade.lifting.under10', { m }), refused: false };
}

// ---------------------------------------------------------------------------------------------------
// Hot work (5.1.1-5.1.4, 5.2.15)

/** Night for hot work: local hour >= 18 or < 6 (18:00 inclusive to 06:00 exclusive). */
export const NIGHT_START_HOUR = 18;
export const NIGHT_END_HOUR = 6;
/** Wind level from which outdoor hot work is forbidden or raised (5.2.15). */
export const HOT_WORK_WIND_LEVEL = 5;
/** UTC offset of the demo sites (China Standard Time, no daylight saving), in minutes. */
export const DEFAULT_TZ_OFFSET_MINUTES = 480;

const HOT_ORDER: readonly PermitGrade[] = Object.freeze(['ER_JI', 'YI_JI', 'TE_JI']);

export interface LocalTime {
  /** 'YYYY-MM-DD' of the local day. */
  day: string;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

/** Local day, hour and weekday of an instant at a UTC offset (minutes east of UTC). */
export function localTime(at: Date, tzOffsetMinutes: number = DEFAULT_TZ_OFFSET_MINUTES): LocalTime {
  const t = at.getTime();
  if (Number.isNaN(t)) throw new RangeError('invalid date');
  const d = new Date(t + tzOffsetMinutes * 60_000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return {
    day: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

export function isNight(at: Date, tzOffsetMinutes: number = DEFAULT_TZ_OFFSET_MINUTES): boolean {
  const { hour } = localTime(at, tzOffsetMinutes);
  return hour >= NIGHT_START_HOUR || hour < NIGHT_END_HOUR;
}

export interface RestDayCalendar {
  /** Public holidays, 'YYYY-MM-DD' local days. */
  holidays?: Iterable<string>;
  /** Weekend days that are working days (调休), 'YYYY-MM-DD'. */
  workdays?: Iterable<string>;
}

/** 'holiday' | 'weekend' | null (a working day) for the local day of `at`. */
export function restDayKind(
  at: Date,
  calendar: RestDayCalendar = {},
  tzOffsetMinutes: number = DEFAULT_TZ_OFFSET_MINUTES,
): 'holiday' | 'weekend' | null {
  const { day, weekday } = localTime(at, tzOffsetMinutes);
  if (new Set(calendar.holidays ?? []).has(day)) return 'holiday';
  if ((weekday === 0 || weekday === 6) && !new Set(calendar.workdays ?? []).has(day)) return 'weekend';
  return null;
}

export interface HotWorkGradeInput {
  /** The grade chosen by the applicant from the fire and explosion hazard of the place (5.1.2-5.1.4). */
  chosen: PermitGrade;
  /** Planned start of the hot work: the instant judged for night and rest day. */
  start: Date;
  tzOffsetMinutes?: number;
  calendar?: RestDayCalendar;
  outdoor?: boolean;
  /** Wind level at the site (Beaufort); null or undefined when unknown. */
  windLevel?: number | null;
  /** Tenant policy for outdoor hot work at wind level >= 5: refuse (default) or raise one grade. */
  windPolicy?: 'refuse' | 'raise';
  /** The unit is fully shut down, cleaned, purged, tested and isolated (5.1.4): managed as 二级. */
  unitIsolated?: boolean;
}

/**
 * Hot-work grade. Order: an isolated unit sets the base grade to 二级 (5.1.4); outdoors at wind level >= 5 the
 * work is refused, or with policy 'raise' counts as a raising condition (5.2.15); night, rest day and holiday
 * are raising conditions (5.1.1). Any number of raising conditions raise ONE grade; 特级 stays 特级.
 */
export function hotWorkGrade(input: HotWorkGradeInput): GradeResult {
  if (!HOT_ORDER.includes(input.chosen)) {
    return { grade: null, rule: text('grade.hot.badChosen'), refused: true };
  }
  const tz = input.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES;
  let base = input.chosen;
  let basis: Text;
  if (input.unitIsolated && base !== 'ER_JI') {
    base = 'ER_JI';
    basis = text('grade.hot.isolated', { chosen: gradeName(input.chosen) });
  } else {
    basis = text('grade.hot.chosen', { grade: gradeName(base) });
  }
  const reasons: Text[] = [];
  const wind = input.windLevel;
  if (input.outdoor && typeof wind === 'number' && wind >= HOT_WORK_WIND_LEVEL) {
    if ((input.windPolicy ?? 'refuse') === 'refuse') {
      return { grade: null, rule: text('grade.hot.windRefused', { wind }), refused: true };
    }
    reasons.push(text('grade.hot.reason.wind', { wind }));
  }
  if (isNight(input.start, tz)) reasons.push(text('grade.hot.reason.night'));
  const rest = restDayKind(input.start, input.calendar, tz);
  if (rest === 'holiday') reasons.push(text('grade.hot.reason.holiday'));
  if (rest === 'weekend') reasons.push(text('grade.hot.reason.weekend'));
  const joined = joinTexts(reasons, 'rules.list');
  if (!joined) return { grade: base, rule: text('grade.hot.plain', { basis, grade: gradeName(base) }), refused: false };
  const idx = HOT_ORDER.indexOf(base);
  if (idx === HOT_ORDER.length - 1) {
    return { grade: base, rule: text('grade.hot.highest', { basis, reasons: joined }), refused: false };
  }
  const raised = HOT_ORDER[idx + 1];
  return { grade: raised, rule: text('grade.hot.raised', { basis, reasons: joined, grade: gradeName(raised) }), refused: false };
}
