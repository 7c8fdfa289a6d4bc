// Grade rules of GB 30871-2022: height (8.1, GB/T 3608), lifting (9.1) and hot work (5.1, 5.2.15).
// Each rule answers the grade and the Chinese sentence that decided it (shown to the user).
// Times: a Date (an instant) plus the site's UTC offset in minutes (default +480, China); the local
// day and hour are computed from that offset, never from the machine's time zone. No clock is read.

import { PERMIT_GRADE_LABELS, type PermitGrade } from './permit-kinds.ts';

export interface GradeResult {
  /** The grade; null when no permit of the kind is needed, or when the work is refused. */
  grade: PermitGrade | null;
  /** The Chinese sentence that decided it. */
  rule: string;
  /** True when the work must not be done (e.g. outdoor hot work at wind level >= 5 with policy 'refuse'). */
  refused: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Height (GB/T 3608-2008 table 1, GB 30871-2022 8.1)

/** Objective hazards a-k of GB/T 3608 4.2 (the spec's "fall-from-height conditions a to k"). */
export const HEIGHT_HAZARDS: Readonly<Record<string, string>> = Object.freeze({
  a: '阵风风力五级（风速8.0m/s）以上',
  b: 'Ⅱ级或Ⅱ级以上的高温作业',
  c: '平均气温等于或低于5℃的作业环境',
  d: '接触冷水温度等于或低于12℃的作业',
  e: '作业场地有冰、雪、霜、水、油等易滑物',
  f: '作业场所光线不足，能见度差',
  g: '作业活动范围与危险电压带电体的距离小于规定',
  h: '摆动，立足处不是平面或只有很小的平面',
  i: 'Ⅲ级或Ⅲ级以上的体力劳动强度',
  j: '存在有毒气体或空气中含氧量低于19.5%的作业环境',
  k: '可能引起各种灾害事故的作业环境或抢救突然发生的灾害事故',
});

/** Lowest height of work at height, in metres. */
export const HEIGHT_MIN_M = 2;

/**
 * Height grade: 2 <= h <= 5 Ⅰ, 5 < h <= 15 Ⅱ, 15 < h <= 30 Ⅲ, h > 30 Ⅳ; with any objective hazard one band
 * higher (Ⅱ, Ⅲ, Ⅳ, Ⅳ). Below 2 m: no height permit. Unknown hazard codes are ignored.
 */
export function heightGrade(input: { heightM: number; hazards?: readonly string[] }): GradeResult {
  const h = input.heightM;
  if (!Number.isFinite(h) || h < 0) {
    return { grade: null, rule: '作业高度必须是非负数（米）', refused: true };
  }
  const present = (input.hazards ?? []).filter((c) => c in HEIGHT_HAZARDS);
  if (h < HEIGHT_MIN_M) {
    return { grade: null, rule: `作业高度 ${h} m 低于 2 m，不属于高处作业，无需办理高处作业票`, refused: false };
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
    return { grade, rule: `作业高度 ${h} m（${band.text}），无客观危险因素，为${PERMIT_GRADE_LABELS[grade]}高处作业`, refused: false };
  }
  const grade = band.hazard;
  const names = present.map((c) => HEIGHT_HAZARDS[c]).join('、');
  return {
    grade,
    rule: `作业高度 ${h} m（${band.text}），存在客观危险因素（${names}），为${PERMIT_GRADE_LABELS[grade]}高处作业`,
    refused: false,
  };
}

// ---------------------------------------------------------------------------------------------------
// Lifting (9.1)

/** Below this mass (t) no lifting permit is needed, but a risk analysis is (9.1). */
export const LIFTING_PERMIT_MIN_T = 10;

/** Lifting grade: m > 100 t 一级; 40 <= m <= 100 t 二级; m < 40 t 三级; m < 10 t no permit. */
export function liftingGrade(input: { massT: number }): GradeResult {
  const m = input.massT;
  if (!Number.isFinite(m) || m < 0) {
    return { grade: null, rule: '吊装质量必须是非负数（吨）', refused: true };
  }
  if (m > 100) return { grade: 'YI_JI', rule: `吊装质量 ${m} t 大于 100 t，为一级吊装作业`, refused: false };
  if (m >= 40) return { grade: 'ER_JI', rule: `吊装质量 ${m} t 在 40 t 至 100 t 之间，为二级吊装作业`, refused: false };
  if (m >= LIFTING_PERMIT_MIN_T) {
    return { grade: 'SAN_JI', rule: `吊装质量 ${m} t 小于 40 t，为三级吊装作业`, refused: false };
  }
  return {
    grade: null,
    rule: `吊装质量 ${m} t 小于 10 t，可不办理吊装作业票，但应进行作业风险分析并确保措施可靠`,
    refused: false,
  };
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
    return { grade: null, rule: '动火作业级别只能是特级、一级或二级', refused: true };
  }
  const tz = input.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES;
  const parts: string[] = [];
  let base = input.chosen;
  if (input.unitIsolated && base !== 'ER_JI') {
    base = 'ER_JI';
    parts.push(
      `装置已全部停车并经清洗、置换、分析合格且采取安全隔离措施，按二级动火作业管理（原选${PERMIT_GRADE_LABELS[input.chosen]}）`,
    );
  } else {
    parts.push(`选定${PERMIT_GRADE_LABELS[base]}动火作业`);
  }
  const reasons: string[] = [];
  const wind = input.windLevel;
  if (input.outdoor && typeof wind === 'number' && wind >= HOT_WORK_WIND_LEVEL) {
    if ((input.windPolicy ?? 'refuse') === 'refuse') {
      return {
        grade: null,
        rule: `风力 ${wind} 级（5 级及以上），禁止露天动火作业`,
        refused: true,
      };
    }
    reasons.push(`风力 ${wind} 级（5 级及以上）露天动火`);
  }
  if (isNight(input.start, tz)) reasons.push('夜间（18:00 至次日 06:00）作业');
  const rest = restDayKind(input.start, input.calendar, tz);
  if (rest === 'holiday') reasons.push('节假日作业');
  if (rest === 'weekend') reasons.push('公休日作业');
  if (reasons.length === 0) {
    return { grade: base, rule: `${parts.join('，')}，为${PERMIT_GRADE_LABELS[base]}动火作业`, refused: false };
  }
  const idx = HOT_ORDER.indexOf(base);
  if (idx === HOT_ORDER.length - 1) {
    return {
      grade: base,
      rule: `${parts.join('，')}；${reasons.join('、')}应升级管理，特级已是最高级别，仍按特级动火作业管理`,
      refused: false,
    };
  }
  const raised = HOT_ORDER[idx + 1];
  return {
    grade: raised,
    rule: `${parts.join('，')}；${reasons.join('、')}，升级为${PERMIT_GRADE_LABELS[raised]}动火作业`,
    refused: false,
  };
}
