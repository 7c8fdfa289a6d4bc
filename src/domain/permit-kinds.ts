// The ten special-work permit kinds (spec 001 §3.1), their grades and the default validity caps of
// GB 30871-2022 (see docs/permits.md and /work/shared/domain/gb30871.md). Pure, frozen constants.

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
  TE_JI: '特级',
  YI_JI: '一级',
  ER_JI: '二级',
  SAN_JI: '三级',
  I: 'Ⅰ级',
  II: 'Ⅱ级',
  III: 'Ⅲ级',
  IV: 'Ⅳ级',
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
  DONG_HUO: info('DONG_HUO', '动火', '动火作业', ['ER_JI', 'YI_JI', 'TE_JI']),
  SHOU_XIAN: info('SHOU_XIAN', '受限空间', '受限空间作业', []),
  MANG_BAN: info('MANG_BAN', '盲板抽堵', '盲板抽堵作业', []),
  GAO_CHU: info('GAO_CHU', '高处', '高处作业', ['I', 'II', 'III', 'IV']),
  DIAO_ZHUANG: info('DIAO_ZHUANG', '吊装', '吊装作业', ['SAN_JI', 'ER_JI', 'YI_JI']),
  YONG_DIAN: info('YONG_DIAN', '临时用电', '临时用电作业', []),
  DONG_TU: info('DONG_TU', '动土', '动土作业', []),
  DUAN_LU: info('DUAN_LU', '断路', '断路作业', []),
  YI_BAN_SHI_GONG: info('YI_BAN_SHI_GONG', '一般施工', '一般施工作业', []),
  DIAN_QI_GE_LI: info('DIAN_QI_GE_LI', '电气隔离', '电气隔离作业', []),
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
  if (minutes === null) return '不限';
  if (minutes % DAY === 0) return `${minutes / DAY}天`;
  if (minutes % HOUR === 0) return `${minutes / HOUR}小时`;
  return `${minutes}分钟`;
}

/** The kind's path segment under /tszy: the camelCase of its code ('YI_BAN_SHI_GONG' → 'yiBanShiGong'). */
export function permitKindPath(kind: PermitKind): string {
  return kind.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
