// The ten special-work permit kinds (spec 001 §3.1), their grades and the default validity caps of
// GB 30871-2022 (see docs/permits.md and /work/shared/domain/gb30871.md). Pure, frozen constants.

import { rulesZh } from './i18n/zh/rules.ts';
import { formatMessage, type Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

export type PermitKind =
  | 'DONG_HUO'
  | 'SHOU_XIAN'
  | 'MANG_BAN'
  | 'GAO_CHU'
  | 'DIAO_ZHUANG'
  | 'YONG_DIAN'
  | 'DONG_TU'
  | 'DUAN_LU'
  | 'YI_BAN_SHI_GONG'
  | 'DIAN_QI_GE_LI';

export const PERMIT_KINDS: readonly PermitKind[] = Object.freeze([
  'DONG_HUO',
  'SHOU_XIAN',
  'MANG_BAN',
  'GAO_CHU',
  'DIAO_ZHUANG',
  'YONG_DIAN',
  'DONG_TU',
  'DUAN_LU',
  'YI_BAN_SHI_GONG',
  'DIAN_QI_GE_LI',
]);

/**
 * Grade codes. Hot work: TE_JI/YI_JI/ER_JI (5.1); height: I-IV (GB/T 3608, 8.1); lifting: YI_JI/ER_JI/SAN_JI (9.1).
 * The same code (YI_JI, ER_JI) is shared by hot work and lifting; its meaning depends on the kind.
 */
export type PermitGrade = 'TE_JI' | 'YI_JI' | 'ER_JI' | 'SAN_JI' | 'I' | 'II' | 'III' | 'IV';

/** Chinese labels of the grades (the value stored in zuoYeJiBie). */
export const PERMIT_GRADE_LABELS: Readonly<Record<PermitGrade, string>> = Object.freeze({
  TE_JI: rulesZh['rules.grade.TE_JI'],
  YI_JI: rulesZh['rules.grade.YI_JI'],
  ER_JI: rulesZh['rules.grade.ER_JI'],
  SAN_JI: rulesZh['rules.grade.SAN_JI'],
  I: rulesZh['rules.grade.I'],
  II: rulesZh['rules.grade.II'],
  III: rulesZh['rules.grade.III'],
  IV: rulesZh['rules.grade.IV'],
});

export interface PermitKindInfo {
  code: PermitKind;
  /** Full name, e.g. 动火作业. */
  name: string;
  /** Short name, e.g. 动火. */
  shortName: string;
  /** Grades of the kind ordered from the least to the most dangerous; empty when the kind has none. */
  grades: readonly PermitGrade[];
}

function info(code: PermitKind, shortName: string, name: string, grades: PermitGrade[]): PermitKindInfo {
  return Object.freeze({ code, name, shortName, grades: Object.freeze(grades) });
}

export const PERMIT_KIND_INFO: Readonly<Record<PermitKind, PermitKindInfo>> = Object.freeze({
  DONG_HUO: info('DONG_HUO', rulesZh['rules.kind.DONG_HUO'], rulesZh['rules.kindName.DONG_HUO'], ['ER_JI', 'YI_JI', 'TE_JI']),
  SHOU_XIAN: info('SHOU_XIAN', rulesZh['rules.kind.SHOU_XIAN'], rulesZh['rules.kindName.SHOU_XIAN'], []),
  MANG_BAN: info('MANG_BAN', rulesZh['rules.kind.MANG_BAN'], rulesZh['rules.kindName.MANG_BAN'], []),
  GAO_CHU: info('GAO_CHU', rulesZh['rules.kind.GAO_CHU'], rulesZh['rules.kindName.GAO_CHU'], ['I', 'II', 'III', 'IV']),
  DIAO_ZHUANG: info('DIAO_ZHUANG', rulesZh['rules.kind.DIAO_ZHUANG'], rulesZh['rules.kindName.DIAO_ZHUANG'], ['SAN_JI', 'ER_JI', 'YI_JI']),
  YONG_DIAN: info('YONG_DIAN', rulesZh['rules.kind.YONG_DIAN'], rulesZh['rules.kindName.YONG_DIAN'], []),
  DONG_TU: info('DONG_TU', rulesZh['rules.kind.DONG_TU'], rulesZh['rules.kindName.DONG_TU'], []),
  DUAN_LU: info('DUAN_LU', rulesZh['rules.kind.DUAN_LU'], rulesZh['rules.kindName.DUAN_LU'], []),
  YI_BAN_SHI_GONG: info('YI_BAN_SHI_GONG', rulesZh['rules.kind.YI_BAN_SHI_GONG'], rulesZh['rules.kindName.YI_BAN_SHI_GONG'], []),
  DIAN_QI_GE_LI: info('DIAN_QI_GE_LI', rulesZh['rules.kind.DIAN_QI_GE_LI'], rulesZh['rules.kindName.DIAN_QI_GE_LI'], []),
});

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Default validity cap in minutes per kind and grade (GB 30871-2022 5.1.5, 6.10, 8.2.11, 10.8); null = the
 * standard sets none. Kinds without grades use the key '-'.
 * YONG_DIAN: normally 15 days, never more than 30 (10.8); the cap is the hard limit of 30 days.
 */
export const DEFAULT_VALIDITY_CAPS: Readonly<Record<PermitKind, Readonly<Record<string, number | null>>>> =
  Object.freeze({
    DONG_HUO: Object.freeze({ TE_JI: 8 * HOUR, YI_JI: 8 * HOUR, ER_JI: 72 * HOUR }),
    SHOU_XIAN: Object.freeze({ '-': 24 * HOUR }),
    MANG_BAN: Object.freeze({ '-': null }),
    GAO_CHU: Object.freeze({ I: 7 * DAY, II: 7 * DAY, III: 7 * DAY, IV: 7 * DAY }),
    DIAO_ZHUANG: Object.freeze({ SAN_JI: null, ER_JI: null, YI_JI: null }),
    YONG_DIAN: Object.freeze({ '-': 30 * DAY }),
    DONG_TU: Object.freeze({ '-': null }),
    DUAN_LU: Object.freeze({ '-': null }),
    YI_BAN_SHI_GONG: Object.freeze({ '-': null }),
    DIAN_QI_GE_LI: Object.freeze({ '-': null }),
  });

/** Normal (not special-case) duration of temporary power, 15 days (10.8); informative, not a cap. */
export const YONG_DIAN_NORMAL_MINUTES = 15 * DAY;

/**
 * A tenant's overrides of the caps: per kind, either one value for every grade, or per grade
 * (key '-' for kinds without grades). A missing entry keeps the default; null means "no cap".
 */
export type TenantValidityCaps = Partial<Record<PermitKind, number | null | Partial<Record<string, number | null>>>>;

export function isPermitKind(s: unknown): s is PermitKind {
  return typeof s === 'string' && (PERMIT_KINDS as readonly string[]).includes(s);
}

/** True when `grade` is one of the grades of `kind` (null is valid only for kinds without grades). */
export function isGradeOf(kind: PermitKind, grade: PermitGrade | null | undefined): boolean {
  const grades = PERMIT_KIND_INFO[kind].grades;
  if (grade === null || grade === undefined) return grades.length === 0;
  return grades.includes(grade);
}

/** Grade from its code or its Chinese label ('一级', 'Ⅱ级', 'Ⅱ'); null when it is not a grade of the kind. */
export function parseGrade(kind: PermitKind, s: string | null | undefined): PermitGrade | null {
  if (s === null || s === undefined) return null;
  const t = s.trim();
  for (const g of PERMIT_KIND_INFO[kind].grades) {
    const label = PERMIT_GRADE_LABELS[g];
    if (t === g || t === label || t === label.replace(/级$/, '')) return g;
  }
  return null;
}

/** Chinese label of a grade (特级, Ⅱ级, 三级...); '' for null. */
export function gradeLabel(grade: PermitGrade | null | undefined): string {
  return grade ? PERMIT_GRADE_LABELS[grade] : '';
}

/** A kind's short name (动火, Hot work...) in the reader's language. */
export const kindText = (kind: PermitKind): Text => text(`rules.kind.${kind}`);

/** A grade's name (特级, Grade II...) in the reader's language. */
export const gradeText = (grade: PermitGrade): Text => text(`rules.grade.${grade}`);

/** Short name (动火, 受限空间...) of a kind. */
export function permitKindShortName(kind: PermitKind): string {
  return PERMIT_KIND_INFO[kind].shortName;
}

/**
 * Validity cap in minutes of a kind and grade, tenant overrides first, then the GB 30871 default;
 * null when no cap is set. RangeError when the grade does not belong to the kind.
 */
export function validityCapMinutes(
  kind: PermitKind,
  grade: PermitGrade | null | undefined,
  tenant?: TenantValidityCaps,
): number | null {
  if (!isGradeOf(kind, grade)) {
    throw new RangeError(`grade ${String(grade)} is not a grade of ${kind}`);
  }
  const key = grade ?? '-';
  const override = tenant?.[kind];
  if (override === null || typeof override === 'number') return override;
  if (override && key in override) {
    const v = override[key];
    if (v === null || typeof v === 'number') return v;
  }
  return DEFAULT_VALIDITY_CAPS[kind][key] ?? null;
}

/** Chinese text of a duration in minutes: '8小时', '3天', '90分钟', '不限'. */
export function formatMinutes(minutes: number | null): string {
  const t = durationText(minutes);
  return formatMessage(rulesZh[t.id as keyof typeof rulesZh], t.params);
}

/** A validity in the reader's language: whole days, else whole hours, else minutes; unlimited when null. */
export function durationText(minutes: number | null): Text {
  if (minutes === null) return text('rules.duration.unlimited');
  if (minutes % DAY === 0) return text('rules.duration.days', { n: minutes / DAY });
  if (minutes % HOUR === 0) return text('rules.duration.hours', { n: minutes / HOUR });
  return text('rules.duration.minutes', { n: minutes });
}

/** The kind's path segment under /tszy: the camelCase of its code ('YI_BAN_SHI_GONG' → 'yiBanShiGong'). */
export function permitKindPath(kind: PermitKind): string {
  return kind.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
