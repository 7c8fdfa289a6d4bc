import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VALIDITY_CAPS,
  PERMIT_KINDS,
  PERMIT_KIND_INFO,
  formatMinutes,
  gradeLabel,
  isGradeOf,
  isPermitKind,
  parseGrade,
  permitKindShortName,
  validityCapMinutes,
  type PermitGrade,
  type PermitKind,
} from '../../src/domain/permit-kinds.ts';

describe('permit kinds', () => {
  it.each<[PermitKind, string, string[]]>([
    ['DONG_HUO', '动火', ['二级', '一级', '特级']],
    ['SHOU_XIAN', '受限空间', []],
    ['MANG_BAN', '盲板抽堵', []],
    ['GAO_CHU', '高处', ['Ⅰ级', 'Ⅱ级', 'Ⅲ级', 'Ⅳ级']],
    ['DIAO_ZHUANG', '吊装', ['三级', '二级', '一级']],
    ['YONG_DIAN', '临时用电', []],
    ['DONG_TU', '动土', []],
    ['DUAN_LU', '断路', []],
    ['YI_BAN_SHI_GONG', '一般施工', []],
    ['DIAN_QI_GE_LI', '电气隔离', []],
  ])('%s: %s with grades %j', (kind, short, labels) => {
    expect(permitKindShortName(kind)).toBe(short);
    expect(PERMIT_KIND_INFO[kind].name).toBe(`${short}作业`);
    expect(PERMIT_KIND_INFO[kind].grades.map(gradeLabel)).toEqual(labels);
  });

  it('lists the ten kinds in spec order, frozen', () => {
    expect(PERMIT_KINDS).toHaveLength(10);
    expect(Object.isFrozen(PERMIT_KINDS)).toBe(true);
    expect(Object.isFrozen(PERMIT_KIND_INFO.DONG_HUO.grades)).toBe(true);
    expect(isPermitKind('DONG_HUO')).toBe(true);
    expect(isPermitKind('dong_huo')).toBe(false);
    expect(isPermitKind(3)).toBe(false);
  });
});

describe('validityCapMinutes (defaults of GB 30871)', () => {
  it.each<[PermitKind, PermitGrade | null, number | null]>([
    ['DONG_HUO', 'TE_JI', 480],
    ['DONG_HUO', 'YI_JI', 480],
    ['DONG_HUO', 'ER_JI', 72 * 60],
    ['SHOU_XIAN', null, 24 * 60],
    ['MANG_BAN', null, null],
    ['GAO_CHU', 'I', 7 * 24 * 60],
    ['GAO_CHU', 'IV', 7 * 24 * 60],
    ['DIAO_ZHUANG', 'YI_JI', null],
    ['DIAO_ZHUANG', 'SAN_JI', null],
    ['YONG_DIAN', null, 30 * 24 * 60],
    ['DONG_TU', null, null],
    ['DUAN_LU', null, null],
    ['YI_BAN_SHI_GONG', null, null],
    ['DIAN_QI_GE_LI', null, null],
  ])('%s %s → %s', (kind, grade, cap) => {
    expect(validityCapMinutes(kind, grade)).toBe(cap);
  });

  it('every grade of every kind has a default entry', () => {
    for (const k of PERMIT_KINDS) {
      const keys = PERMIT_KIND_INFO[k].grades.length ? PERMIT_KIND_INFO[k].grades : ['-'];
      expect(Object.keys(DEFAULT_VALIDITY_CAPS[k]).sort()).toEqual([...keys].sort());
    }
  });

  it('tenant overrides: whole kind, per grade, null = no cap, missing keeps default', () => {
    expect(validityCapMinutes('SHOU_XIAN', null, { SHOU_XIAN: 600 })).toBe(600);
    expect(validityCapMinutes('DONG_HUO', 'ER_JI', { DONG_HUO: { ER_JI: 1440 } })).toBe(1440);
    expect(validityCapMinutes('DONG_HUO', 'YI_JI', { DONG_HUO: { ER_JI: 1440 } })).toBe(480);
    expect(validityCapMinutes('MANG_BAN', null, { MANG_BAN: { '-': 120 } })).toBe(120);
    expect(validityCapMinutes('DONG_HUO', 'TE_JI', { DONG_HUO: null })).toBeNull();
    expect(validityCapMinutes('DONG_HUO', 'TE_JI', { SHOU_XIAN: 1 })).toBe(480);
  });

  it.each<[PermitKind, PermitGrade | null]>([
    ['DONG_HUO', null],
    ['DONG_HUO', 'SAN_JI'],
    ['GAO_CHU', 'YI_JI'],
    ['SHOU_XIAN', 'I'],
  ])('refuses grade %s/%s that is not of the kind', (kind, grade) => {
    expect(() => validityCapMinutes(kind, grade)).toThrow(RangeError);
    expect(isGradeOf(kind, grade)).toBe(false);
  });
});

describe('parseGrade / gradeLabel / formatMinutes', () => {
  it.each<[PermitKind, string | null, PermitGrade | null]>([
    ['DONG_HUO', '特级', 'TE_JI'],
    ['DONG_HUO', ' 一级 ', 'YI_JI'],
    ['DONG_HUO', 'ER_JI', 'ER_JI'],
    ['DONG_HUO', '三级', null],
    ['DIAO_ZHUANG', '三级', 'SAN_JI'],
    ['GAO_CHU', 'Ⅱ级', 'II'],
    ['GAO_CHU', 'Ⅳ', 'IV'],
    ['GAO_CHU', '一级', null],
    ['SHOU_XIAN', '一级', null],
    ['DONG_HUO', null, null],
  ])('%s %s → %s', (kind, s, g) => {
    expect(parseGrade(kind, s)).toBe(g);
  });

  it('labels and durations', () => {
    expect(gradeLabel(null)).toBe('');
    expect(gradeLabel('III')).toBe('Ⅲ级');
    expect(formatMinutes(480)).toBe('8小时');
    expect(formatMinutes(72 * 60)).toBe('3天');
    expect(formatMinutes(90)).toBe('90分钟');
    expect(formatMinutes(null)).toBe('不限');
  });
});
