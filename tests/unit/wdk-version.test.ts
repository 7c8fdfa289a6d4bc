import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from '../../src/domain/wdk-version.ts';

describe('document versions', () => {
  it.each<[string, string, number | null]>([
    ['V1.0', 'V1.0', 0],
    ['V1.0', 'V1', 0],
    ['1.0', 'V1.0', 0],
    ['V1.1', 'V1.0', 1],
    ['V1.9', 'V1.10', -1],
    ['V2.0', 'V1.10', 1],
    ['2.3.1', '2.3', 1],
    ['A/1', 'A/0', 1],
    ['A/9', 'B/0', -1],
    ['B/0', '9.9', 1],
    ['v1.2', 'V1.2', 0],
    ['第一版', 'V1.0', null],
    ['V1.0', '', null],
  ])('%s vs %s', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('parses the parts', () => {
    expect(parseVersion('A/2')).toEqual({ edition: 'A', numbers: [2] });
    expect(parseVersion('V3.1.2')).toEqual({ edition: '', numbers: [3, 1, 2] });
    expect(parseVersion('1..2')).toBeNull();
    expect(parseVersion('1.2.3.4.5')).toBeNull();
  });
});
